import type { ColumnType, Generated } from 'kysely';
import type { ContactType } from '../../schema/domain/vocabulary/contact';
import type { BrandLogoKind } from '../../schema/rest/brand-settings';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type BrandContactsTable = {
  id: Generated<string>;
  brand_id: string;
  position: number;
  name: string;
  surnames: string | null;
  department: string | null;
  job_title: string | null;
  alias: string | null;
  email: string;
  phone: string | null;
  // Written as a JSON string: pg would turn a JS array into a PostgreSQL array.
  types: ColumnType<ContactType[], string, string>;
};

export type NumberSeries = 'INVOICE' | 'CREDIT_NOTE';

export type BrandNumberSeriesTable = {
  brand_id: string;
  series: NumberSeries;
  prefix: string;
  // bigint comes back from pg as a string.
  next_number: ColumnType<string | number, number | string, number | string>;
  updated_at: Timestamp;
};

export type EmailVerificationKind = 'NOTIFICATION' | 'BILLING';

export type EmailVerificationsTable = {
  brand_id: string;
  kind: EmailVerificationKind;
  email: string;
  status: 'PENDING' | 'VERIFIED';
  token_hash: string | null;
  expires_at: NullableTimestamp;
  sent_count: ColumnType<number, number | undefined, number>;
  requested_at: Timestamp;
  verified_at: NullableTimestamp;
  /** The user who asked for the pending e-mail (migration 0013); null when sent by the system or unknown. */
  requested_by: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OutboxMessagesTable = {
  id: Generated<string>;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
  brand_id: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
};

/** Migration 0023: one PNG per brand and kind. */
export type BrandLogosTable = {
  brand_id: string;
  kind: BrandLogoKind;
  content: Buffer;
  sha256: string;
  byte_size: number;
  width: number;
  height: number;
  updated_at: Timestamp;
};
