import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProcessStatus, ProcessType } from '../../schema/domain/vocabulary/process';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type Json<T> = ColumnType<T, string | undefined, string>;

/** Tables of migration 0009 (api/db/migrations/0009-processes-and-subscription-history.sql). */
export type ProcessesTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  type: ProcessType;
  status: ColumnType<ProcessStatus, ProcessStatus | undefined, ProcessStatus>;
  subscription_id: string;
  fiscal_id: string;
  line_number: string;
  details: Json<Record<string, unknown>>;
  previous_subscription_status: SubscriptionStatus | null;
  cancel_reason: string | null;
  due_at: Timestamp;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type ProcessHistoryTable = {
  id: Generated<string>;
  process_id: string;
  status_from: ProcessStatus | null;
  status_to: ProcessStatus;
  action: string;
  reason: string | null;
  actor: string;
  at: Timestamp;
};

export type SubscriptionHistoryTable = {
  id: Generated<string>;
  subscription_id: string;
  action: string;
  status_from: SubscriptionStatus | null;
  status_to: SubscriptionStatus | null;
  reason: string | null;
  details: Json<Record<string, unknown>>;
  actor: string;
  at: Timestamp;
};

export type ProcessRow = Selectable<ProcessesTable>;
