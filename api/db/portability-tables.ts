import type { ColumnType, Generated } from 'kysely';
import type {
  PortabilityAction,
  PortabilityDirection,
  PortabilityStatus,
} from '../../schema/domain/vocabulary/portability';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PortabilityType = 'PREPAID' | 'POSTPAID';

/** Tables of migration 0005 (api/db/migrations/0005-portabilities.sql). */
export type PortabilitiesTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  direction: PortabilityDirection;
  status: PortabilityStatus;
  portability_type: PortabilityType;
  change_window: NullableTimestamp;
  customer_fiscal_id: string;
  document: string;
  mobile_number: string;
  icc: string | null;
  donor_operator: string;
  receiver_operator: string;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type PortabilityHistoryTable = {
  id: Generated<string>;
  portability_id: string;
  action: PortabilityAction;
  status_from: PortabilityStatus;
  status_to: PortabilityStatus;
  reason: string | null;
  actor: string;
  at: Timestamp;
};
