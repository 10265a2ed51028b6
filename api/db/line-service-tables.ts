import type { ColumnType, Generated } from 'kysely';
import type { MultisimType, TvStatus } from '../../schema/domain/vocabulary/line';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** What the network's line test answered (stored as the line's last fibre check). */
export type StoredFibreCheck = {
  result: 'OK' | 'DEGRADED' | 'NO_SYNC';
  synced: boolean;
  downstreamMbps: number;
  upstreamMbps: number;
  attenuationDb: number | null;
};

/** Tables of migration 0010 (api/db/migrations/0010-line-services.sql). */
export type LineServicesTable = {
  subscription_id: string;
  tv_status: ColumnType<TvStatus, TvStatus | undefined, TvStatus>;
  active_mode: ColumnType<boolean, boolean | undefined, boolean>;
  wifi_ssid: string | null;
  wifi_password_changed_at: NullableTimestamp;
  spn: string | null;
  line_password_changed_at: NullableTimestamp;
  fibre_check: NullableJson<StoredFibreCheck>;
  fibre_checked_at: NullableTimestamp;
  modified_at: Timestamp;
};

export type LineMultisimCardsTable = {
  id: Generated<string>;
  subscription_id: string;
  type: MultisimType;
  icc: string;
  process_id: string;
  created_at: Timestamp;
};
