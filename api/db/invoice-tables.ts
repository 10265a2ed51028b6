import type { ColumnType, Generated } from 'kysely';
import type { TaxTerritory } from '../../schema/domain/taxes';
import type {
  InvoiceHistoryAction,
  InvoiceStatus,
  InvoiceType,
} from '../../schema/domain/vocabulary/invoice';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { InvoiceLine } from '../../schema/rest/invoices';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns travel as YYYY-MM-DD strings (selected with to_char, written as text). */
type DateText = ColumnType<Date | string, string, string>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type Json<T> = ColumnType<T, string, string>;

/** Tables of migration 0011 (api/db/migrations/0011-invoices.sql). */
export type InvoicesTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  number: string;
  invoice_type: InvoiceType;
  family: ProductFamily;
  status: InvoiceStatus;
  customer_id: string;
  document: string;
  lines: Json<InvoiceLine[]>;
  tax_territory: TaxTerritory;
  tax_rate_basis_points: number;
  base_cents: number;
  tax_cents: number;
  total_cents: number;
  billing_cycle: string;
  due_date: DateText;
  original_invoice_id: string | null;
  payment_token_hash: string | null;
  payment_failed_attempts: ColumnType<number, number | undefined, number>;
  /** When the current payment link stops working (migration 0030); set with each new link. */
  payment_link_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type InvoiceHistoryTable = {
  id: Generated<string>;
  invoice_id: string;
  action: InvoiceHistoryAction;
  status_from: InvoiceStatus | null;
  status_to: InvoiceStatus;
  detail: string | null;
  actor: string;
  at: Timestamp;
};

export type InvoicePaymentsTable = {
  id: Generated<string>;
  invoice_id: string;
  kind: 'CHARGE' | 'REFUND';
  gateway_reference: string;
  amount_cents: number;
  card_last4: string | null;
  at: Timestamp;
};
