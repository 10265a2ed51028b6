import type { ColumnType, Generated } from 'kysely';
import type { LeadSellType, LeadStatus } from '../../schema/domain/vocabulary/lead';
import type { ProductStatus } from '../../schema/domain/vocabulary/product';
import type { ResourceKind, ResourceStatus } from '../../schema/domain/vocabulary/resource';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Dates are read as `::text` (YYYY-MM-DD) by the loaders, so no driver turns them into local midnights. */
type DateText = ColumnType<string, string, string>;
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;

export type HistoryAction = 'CREATE' | 'UPDATE' | 'CHANGE_STATUS';

/** Tables of migration 0012 (api/db/migrations/0012-leads-and-resources.sql). */
export type LeadsTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  customer_name: string;
  customer_document: string | null;
  phone: string;
  sell_type: LeadSellType;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  commission_cents: ColumnType<number, number | undefined, number>;
  lead_date: DateText;
  consent_full_name: string | null;
  consent_document: string | null;
  consent_date: NullableDateText;
  consent_signature: string | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  /** Migration 0021: what a lead from a public coverage page carries besides the console's fields. */
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
};

export type LeadHistoryTable = {
  id: Generated<string>;
  lead_id: string;
  action: HistoryAction;
  status_from: LeadStatus | null;
  status_to: LeadStatus;
  actor: string;
  at: Timestamp;
};

export type ProductHistoryTable = {
  id: Generated<string>;
  product_id: string;
  action: HistoryAction;
  status_from: ProductStatus | null;
  status_to: ProductStatus;
  actor: string;
  at: Timestamp;
};

export type ResourcesTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  kind: ResourceKind;
  value: string;
  status: ColumnType<ResourceStatus, ResourceStatus | undefined, ResourceStatus>;
  subscription_id: string | null;
  reserved_until: NullableTimestamp;
  /** The draft order holding the RESERVED number (migration 0019). */
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type ResourceHistoryAction = 'CREATE' | 'CHANGE_STATUS' | 'RESERVE' | 'ASSIGN_CHANNEL';

export type ResourceHistoryTable = {
  id: Generated<string>;
  resource_id: string;
  action: ResourceHistoryAction;
  status_from: ResourceStatus | null;
  status_to: ResourceStatus;
  channel_from: string | null;
  channel_to: string | null;
  subscription_id: string | null;
  actor: string;
  at: Timestamp;
};
