import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CustomerType, DocumentType, PaymentMethod } from '../../schema/domain/vocabulary/customer';
import type { FinancialRiskOpinion } from '../../schema/domain/vocabulary/financial-risk';
import type { ProductFamily, ProductStatus } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus, Technology } from '../../schema/domain/vocabulary/subscription';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns travel as YYYY-MM-DD strings (selected with to_char, written as text). */
type NullableDate = ColumnType<Date | string | null, string | null | undefined, string | null>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type Json<T> = ColumnType<T, string | undefined, string>;

export type ProductPromotion = { name: string; discountCents: number; months: number };
export type SubscriptionOptional = {
  productId: string | null;
  name: string;
  priceCents: number;
  /** YYYY-MM-DD, set by /modifySubscription with `index`; an add-on with an end date is a term (migration 0025). */
  startDate?: string | null;
  endDate?: string | null;
};

/** Tables of migration 0004 (api/db/migrations/0004-customers-and-subscriptions.sql). */
export type CustomersTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  fiscal_id: string;
  document_type: DocumentType;
  customer_type: CustomerType;
  name: string;
  first_surname: string | null;
  second_surname: string | null;
  birth_date: NullableDate;
  email: string | null;
  contact_phone: string | null;
  street_type: string | null;
  street: string | null;
  street_number: string | null;
  floor: string | null;
  additional_info: string | null;
  postal_code: string | null;
  province: string | null;
  city: string | null;
  detailed_invoice: ColumnType<boolean, boolean | undefined, boolean>;
  iban: string | null;
  skip_invoices: ColumnType<boolean, boolean | undefined, boolean>;
  payment_methods: Json<PaymentMethod[]>;
  sepa_mandate_reference: string | null;
  sepa_mandate_signed: ColumnType<boolean, boolean | undefined, boolean>;
  sepa_mandate_signed_at: NullableTimestamp;
  company_name: string | null;
  company_constitution_date: NullableDate;
  representative_document_type: Exclude<DocumentType, 'CIF'> | null;
  representative_document: string | null;
  representative_name: string | null;
  representative_first_surname: string | null;
  representative_second_surname: string | null;
  representative_birth_date: NullableDate;
  notarial_powers: string | null;
  deeds: string | null;
  iae_date: NullableDate;
  iae_certificate: string | null;
  cif_card: string | null;
  tax_compliance_certificate: string | null;
  social_security_certificate: string | null;
  /** The latest financial-risk score's opinion (migration 0006). */
  credit_opinion: FinancialRiskOpinion | null;
  credit_opinion_at: NullableTimestamp;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type CustomerDocumentsTable = {
  id: Generated<string>;
  customer_id: string;
  document_type: string;
  name: string;
  title: string;
  content: string;
  created_at: Timestamp;
};

export type ProductsTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  name: string;
  description: string | null;
  family: ProductFamily;
  subfamily: string | null;
  price_cents: number;
  price_without_tax_cents: number;
  provider_price_without_tax_cents: number | null;
  promotions: Json<ProductPromotion[]>;
  price_with_promotions_cents: number;
  display: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<ProductStatus, ProductStatus | undefined, ProductStatus>;
  tax_rate_basis_points: ColumnType<number, number | undefined, number>;
  max_additional_lines: ColumnType<number, number | undefined, number>;
  cumulative_gb: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  modified_at: Timestamp;
};

export type SubscriptionsTable = {
  id: Generated<string>;
  brand_id: string;
  channel_id: string;
  customer_id: string;
  fiscal_id: string;
  line_number: string;
  product_id: string | null;
  product_name: string;
  alias: string | null;
  contract: string | null;
  status: SubscriptionStatus;
  start_date: NullableDate;
  end_date: NullableDate;
  installation_address: string | null;
  final_price_cents: number;
  family: ProductFamily;
  fixed_number: string | null;
  icc: string | null;
  icc_service: string | null;
  carrier: string | null;
  esim: ColumnType<boolean, boolean | undefined, boolean>;
  esim_email: string | null;
  donor_operator: string | null;
  technology: Technology | null;
  optionals: Json<SubscriptionOptional[]>;
  shared_subscription_id: string | null;
  header_subscription_id: string | null;
  convergent_subscription_id: string | null;
  created_at: Timestamp;
  modified_at: Timestamp;
  /** The line as the list's JSON, written by the database's triggers only (migration 0015). */
  list_item: ColumnType<string, never, never>;
};

export type CustomerRow = Selectable<CustomersTable>;
export type ProductRow = Selectable<ProductsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
