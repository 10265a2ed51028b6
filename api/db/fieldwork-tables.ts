import type { ColumnType, Generated } from 'kysely';
import type {
  AnyInstallationStatus,
  InstallationHistoryAction,
  InstallationSlot,
  InstallationType,
} from '../../schema/domain/vocabulary/installation';
import type { ShipmentHistoryAction, ShipmentStatus } from '../../schema/domain/vocabulary/shipment';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A PostgreSQL `date`: written as YYYY-MM-DD; read it with to_char, since pg parses it at local midnight. */
type NullableDay = ColumnType<Date | string | null, string | null | undefined, string | null>;

export type ShipmentItem = { kind: string; description: string; serial: string | null };

/** Tables of migration 0008 (api/db/migrations/0008-installations-and-shipments.sql). */
export type InstallationsTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  installation_type: InstallationType;
  status: AnyInstallationStatus;
  installation_date: NullableDay;
  installation_slot: InstallationSlot | null;
  fixed_number: string | null;
  street: string;
  street_number: string;
  floor: string | null;
  postal_code: string;
  province: string;
  city: string;
  product_id: string | null;
  product_name: string;
  subscription_id: string | null;
  order_reference: string | null;
  customer_fiscal_id: string;
  field_service_job_id: string | null;
  created_at: Timestamp;
  changed_at: Timestamp;
};

export type InstallationHistoryTable = {
  id: Generated<string>;
  installation_id: string;
  action: InstallationHistoryAction;
  status_from: AnyInstallationStatus;
  status_to: AnyInstallationStatus;
  reason: string | null;
  detail: string | null;
  actor: string;
  at: Timestamp;
};

export type ShipmentsTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  status: ShipmentStatus;
  documents_pending: ColumnType<boolean, boolean | undefined, boolean>;
  tracking_number: string | null;
  carrier: string | null;
  carrier_url: string | null;
  order_reference: string | null;
  customer_fiscal_id: string;
  customer_name: string;
  street: string;
  street_number: string;
  floor: string | null;
  postal_code: string;
  province: string;
  city: string;
  // pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
  items: ColumnType<ShipmentItem[], string | undefined, string>;
  created_at: Timestamp;
  changed_at: Timestamp;
};

export type ShipmentHistoryTable = {
  id: Generated<string>;
  shipment_id: string;
  action: ShipmentHistoryAction;
  status_from: ShipmentStatus;
  status_to: ShipmentStatus;
  reason: string | null;
  actor: string;
  at: Timestamp;
};
