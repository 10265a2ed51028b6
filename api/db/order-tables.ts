import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ContractHistoryAction, ContractStatus } from '../../schema/domain/vocabulary/contract';
import type { OrderHistoryAction, OrderStatus, VerificationType } from '../../schema/domain/vocabulary/order';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SignupState, VERIFICATION_DOCUMENT_KINDS } from '../../schema/rest/signup';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type Json<T> = ColumnType<T, string | undefined, string>;

/** What a contracted product carries besides the catalogue product: the line it configures. */
export type OrderProductOptions = {
  lineNumber?: string;
  icc?: string;
  fixedNumber?: string;
  esim?: boolean;
  portability?: { donorOperator: string; type: 'PREPAID' | 'POSTPAID' };
  /** An optional product the signup wizard added to the line at `optionalOf`: not a line of its own. */
  optional?: boolean;
  optionalOf?: number;
};

/** The wizard state as stored on the order: the step to resume at is derived from it when read. */
export type SignupRecord = Omit<SignupState, 'resumeStep'>;

/** Tables of migration 0007 (api/db/migrations/0007-orders-and-contracts.sql). */
export type OrderNumberSeriesTable = {
  brand_id: string;
  year: number;
  next_number: ColumnType<string, number | string, number | string>;
};

export type OrdersTable = {
  id: Generated<string>;
  order_number: string;
  brand_id: string;
  channel_id: string;
  customer_id: string;
  customer_fiscal_id: string;
  customer_name: string;
  customer_first_surname: string | null;
  customer_second_surname: string | null;
  family: ProductFamily;
  verification_type: VerificationType;
  status: OrderStatus;
  draft: ColumnType<boolean, boolean | undefined, boolean>;
  document_number: string;
  mobile_number: string | null;
  email: string | null;
  total_price_cents: number;
  /** The signup wizard's state (migration 0019); null for orders the wizard did not start. */
  signup: ColumnType<SignupRecord | null, string | null | undefined, string | null>;
  created_by: string;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type OrderProductsTable = {
  id: Generated<string>;
  order_id: string;
  position: number;
  product_id: string | null;
  name: string;
  family: ProductFamily;
  price_cents: number;
  options: Json<OrderProductOptions>;
};

export type OrderHistoryTable = {
  id: Generated<string>;
  order_id: string;
  action: OrderHistoryAction;
  status_from: OrderStatus | null;
  status_to: OrderStatus;
  reason: string | null;
  actor: string;
  at: Timestamp;
};

export type ContractsTable = {
  id: Generated<string>;
  seq: Generated<string>;
  order_id: string;
  status: ContractStatus;
  envelope_id: string | null;
  document_html: string;
  signed_document: string | null;
  uploaded: ColumnType<boolean, boolean | undefined, boolean>;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type ContractHistoryTable = {
  id: Generated<string>;
  contract_id: string;
  action: ContractHistoryAction;
  status_from: ContractStatus | null;
  status_to: ContractStatus;
  actor: string;
  at: Timestamp;
};

/** Tables of migration 0019 (api/db/migrations/0019-signup.sql). */
export type OrderDocumentsTable = {
  id: Generated<string>;
  order_id: string;
  kind: (typeof VERIFICATION_DOCUMENT_KINDS)[number];
  mime_type: string;
  content: string;
  created_at: Timestamp;
};

export type IdempotencyKeysTable = {
  user_id: string;
  key: string;
  endpoint_id: string;
  request_hash: string;
  order_id: string | null;
  created_at: Timestamp;
};

export type SepaMandateSeriesTable = {
  brand_id: string;
  next_number: ColumnType<string, number | string, number | string>;
};

export type OrderRow = Selectable<OrdersTable>;
export type ContractRow = Selectable<ContractsTable>;
