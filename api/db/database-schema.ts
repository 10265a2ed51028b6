import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '../../schema/domain/roles';
import type { EnergyProductPricesTable, EnergyStudiesTable } from '../energy/energy-tables';
import type { IdempotentRequestsTable } from '../http/idempotent-requests-table';
import type { SupportMessagesTable } from '../support/support-messages-table';
import type {
  BrandContactsTable,
  BrandLogosTable,
  BrandNumberSeriesTable,
  EmailVerificationsTable,
  OutboxMessagesTable,
} from './brand-settings-tables';
import type {
  CustomerDocumentsTable,
  CustomersTable,
  ProductsTable,
  SubscriptionsTable,
} from './customer-subscription-tables';
import type { ApiSigningKeysTable, NewsTable } from './dashboard-tables';
import type {
  InstallationHistoryTable,
  InstallationsTable,
  ShipmentHistoryTable,
  ShipmentsTable,
} from './fieldwork-tables';
import type { FinancialRiskChargesTable, FinancialRiskScoresTable } from './financial-risk-tables';
import type { InvoiceHistoryTable, InvoicePaymentsTable, InvoicesTable } from './invoice-tables';
import type { KnowledgeBaseArticlesTable, KnowledgeBaseTranslationsTable } from './knowledge-base-tables';
import type {
  LeadHistoryTable,
  LeadsTable,
  ProductHistoryTable,
  ResourceHistoryTable,
  ResourcesTable,
} from './lead-resource-tables';
import type { LineMultisimCardsTable, LineServicesTable } from './line-service-tables';
import type {
  ContractHistoryTable,
  ContractsTable,
  IdempotencyKeysTable,
  OrderDocumentsTable,
  OrderHistoryTable,
  OrderNumberSeriesTable,
  OrderProductsTable,
  OrdersTable,
  SepaMandateSeriesTable,
} from './order-tables';
import type { PortabilitiesTable, PortabilityHistoryTable } from './portability-tables';
import type { ProcessesTable, ProcessHistoryTable, SubscriptionHistoryTable } from './process-tables';
import type { VerificationLinksTable } from './verification-link-tables';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ChannelStatus = 'ACTIVE' | 'BLOCKED';
export type UserStatus = 'ACTIVE' | 'BLOCKED';

export type BrandsTable = {
  id: string;
  name: string;
  logo_url: string | null;
  expanded_logo_url: string | null;
  dark_mode_logo_url: string | null;
  dark_mode_expanded_logo_url: string | null;
  generate_customer_invoices: ColumnType<boolean, boolean | undefined, boolean>;
  has_max_sales: ColumnType<boolean, boolean | undefined, boolean>;
  max_sales: number | null;
  super_admin_email: string | null;
  created_at: Timestamp;
};

/** Free-form brand settings; later issues give it a schema. */
export type BrandSettings = Record<string, unknown>;

export type BrandConfigTable = {
  brand_id: string;
  // pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
  settings: ColumnType<BrandSettings, string | undefined, string>;
  updated_at: Timestamp;
};

export type ChannelsTable = {
  id: string;
  parent_id: string | null;
  brand_id: string;
  name: string;
  sub_channel_number: number | null;
  status: ColumnType<ChannelStatus, ChannelStatus | undefined, ChannelStatus>;
  created_at: Timestamp;
};

export type UsersTable = {
  id: Generated<string>;
  email: string;
  full_name: string;
  role: Role | null;
  channel_id: string;
  original_channel_id: string;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  super_admin: ColumnType<boolean, boolean | undefined, boolean>;
  avatar: string | null;
  pool_username: string | null;
  created_at: Timestamp;
  role_assigned_at: NullableTimestamp;
  /** Set by DELETE /user (soft delete, status BLOCKED). */
  removed_at: NullableTimestamp;
};

export type UserHistoryAction = 'CREATE' | 'CHANGE_ROLE' | 'CHANGE_NAME' | 'DISABLE' | 'REMOVE';

/** One row per change made to a channel user through channel management, in the same transaction. */
export type UserHistoryTable = {
  id: Generated<string>;
  user_id: string;
  action: UserHistoryAction;
  from_status: UserStatus | null;
  to_status: UserStatus;
  from_role: Role | null;
  to_role: Role | null;
  actor_user_id: string | null;
  created_at: Timestamp;
};

/** Migration 0021: the key that names a brand in its public coverage links. */
export type BrandPublicKeysTable = {
  brand_id: string;
  public_key: string;
  created_at: Timestamp;
};

/** The tables Kysely knows about; keep in step with api/db/migrations. */
export type Database = {
  brands: BrandsTable;
  brand_config: BrandConfigTable;
  brand_public_keys: BrandPublicKeysTable;
  channels: ChannelsTable;
  users: UsersTable;
  customers: CustomersTable;
  customer_documents: CustomerDocumentsTable;
  products: ProductsTable;
  subscriptions: SubscriptionsTable;
  user_history: UserHistoryTable;
  brand_contacts: BrandContactsTable;
  brand_logos: BrandLogosTable;
  brand_number_series: BrandNumberSeriesTable;
  email_verifications: EmailVerificationsTable;
  outbox_messages: OutboxMessagesTable;
  portabilities: PortabilitiesTable;
  portability_history: PortabilityHistoryTable;
  installations: InstallationsTable;
  installation_history: InstallationHistoryTable;
  shipments: ShipmentsTable;
  shipment_history: ShipmentHistoryTable;
  financial_risk_scores: FinancialRiskScoresTable;
  financial_risk_charges: FinancialRiskChargesTable;
  order_number_series: OrderNumberSeriesTable;
  orders: OrdersTable;
  order_products: OrderProductsTable;
  order_history: OrderHistoryTable;
  order_documents: OrderDocumentsTable;
  verification_links: VerificationLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  idempotent_requests: IdempotentRequestsTable;
  sepa_mandate_series: SepaMandateSeriesTable;
  contracts: ContractsTable;
  contract_history: ContractHistoryTable;
  invoices: InvoicesTable;
  invoice_history: InvoiceHistoryTable;
  invoice_payments: InvoicePaymentsTable;
  processes: ProcessesTable;
  process_history: ProcessHistoryTable;
  subscription_history: SubscriptionHistoryTable;
  leads: LeadsTable;
  lead_history: LeadHistoryTable;
  product_history: ProductHistoryTable;
  resources: ResourcesTable;
  resource_history: ResourceHistoryTable;
  line_services: LineServicesTable;
  line_multisim_cards: LineMultisimCardsTable;
  news: NewsTable;
  api_signing_keys: ApiSigningKeysTable;
  energy_product_prices: EnergyProductPricesTable;
  energy_studies: EnergyStudiesTable;
  knowledge_base_articles: KnowledgeBaseArticlesTable;
  knowledge_base_translations: KnowledgeBaseTranslationsTable;
  support_messages: SupportMessagesTable;
};

export type UserRow = Selectable<UsersTable>;
export type BrandRow = Selectable<BrandsTable>;
export type ChannelRow = Selectable<ChannelsTable>;
