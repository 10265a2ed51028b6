import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createGatewaySchema } from '../../gateway/schema';
import { LINE_ACTION_IDS } from '../../schema/domain/lifecycles/subscription-lifecycle';
import { ASSIGNABLE_ROLES, ROLES } from '../../schema/domain/roles';
import { TAX_TERRITORIES } from '../../schema/domain/taxes';
import { CANCELLATION_REASONS } from '../../schema/domain/vocabulary/cancellation-reason';
import { CHANNEL_STATUSES, CHANNEL_USER_STATUSES } from '../../schema/domain/vocabulary/channel';
import { CONTACT_TYPES } from '../../schema/domain/vocabulary/contact';
import { CONTRACT_HISTORY_ACTIONS, CONTRACT_STATUSES } from '../../schema/domain/vocabulary/contract';
import { CUSTOMER_TYPES, DOCUMENT_TYPES, PAYMENT_METHODS } from '../../schema/domain/vocabulary/customer';
import { DASHBOARD_PERIODS } from '../../schema/domain/vocabulary/dashboard';
import {
  EMAIL_VERIFICATION_ACTIONS,
  EMAIL_VERIFICATION_STATUSES,
} from '../../schema/domain/vocabulary/email-verification';
import { FINANCIAL_RISK_OPINIONS } from '../../schema/domain/vocabulary/financial-risk';
import {
  ANY_INSTALLATION_STATUSES,
  INSTALLATION_HISTORY_ACTIONS,
  INSTALLATION_SLOTS,
  INSTALLATION_TYPES,
} from '../../schema/domain/vocabulary/installation';
import {
  INVOICE_HISTORY_ACTIONS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
} from '../../schema/domain/vocabulary/invoice';
import { LEAD_HISTORY_ACTIONS, LEAD_SELL_TYPES, LEAD_STATUSES } from '../../schema/domain/vocabulary/lead';
import {
  DUPLICATE_SIM_REASONS,
  FIBRE_CHECK_RESULTS,
  ICC_SERVICES,
  MULTISIM_TYPES,
  TV_STATUSES,
} from '../../schema/domain/vocabulary/line';
import {
  ORDER_HISTORY_ACTIONS,
  ORDER_STATUSES,
  VERIFICATION_TYPES,
} from '../../schema/domain/vocabulary/order';
import {
  PORTABILITY_ACTIONS,
  PORTABILITY_DIRECTIONS,
  PORTABILITY_STATUSES,
  PORTABILITY_TYPES,
} from '../../schema/domain/vocabulary/portability';
import { PROCESS_STATUSES, PROCESS_TYPES } from '../../schema/domain/vocabulary/process';
import {
  PRODUCT_FAMILIES,
  PRODUCT_HISTORY_ACTIONS,
  PRODUCT_STATUSES,
} from '../../schema/domain/vocabulary/product';
import {
  RESOURCE_HISTORY_ACTIONS,
  RESOURCE_KINDS,
  RESOURCE_STATUSES,
} from '../../schema/domain/vocabulary/resource';
import {
  SHIPMENT_HISTORY_ACTIONS,
  SHIPMENT_ITEM_KINDS,
  SHIPMENT_LIST_STATUSES,
  SHIPMENT_STATUSES,
} from '../../schema/domain/vocabulary/shipment';
import { SIGNUP_FAMILY_TABS, SIGNUP_STEPS } from '../../schema/domain/vocabulary/signup';
import { SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import { BRAND_LOGO_KINDS, VERIFIABLE_EMAILS } from '../../schema/rest/brand-settings';
import { USER_HISTORY_ACTIONS } from '../../schema/rest/channel-management';
import { scoreCustomerResponse } from '../../schema/rest/customer-risk-documents';
import { CUSTOMER_SORTS, SORT_ORDERS, SUBSCRIPTION_SORTS } from '../../schema/rest/customers';
import { getCountersResponse, newsItemSchema } from '../../schema/rest/dashboard';
import { INSTALLATION_SORTS } from '../../schema/rest/installations';
import { KNOWLEDGE_BASE_CATEGORIES, KNOWLEDGE_BASE_LANGUAGES } from '../../schema/rest/knowledge-base';
import { LINE_ACTION_NOTICES } from '../../schema/rest/line-actions';
import { CONTRACT_DOCUMENT_KINDS } from '../../schema/rest/orders';
import { listProcessesQuery } from '../../schema/rest/processes';
import { PUBLIC_VERIFICATION_OUTCOMES } from '../../schema/rest/public-verification';
import { SEARCH_TYPES, searchHitSchema } from '../../schema/rest/search';
import {
  IDENTITY_CHECK_OUTCOMES,
  reviewSignupVerificationBody,
  signupSavedLineSchema,
  signupStateSchema,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_LINK_CHANNELS,
} from '../../schema/rest/signup';
import { TEMPORAL_KINDS, TEMPORAL_STATES } from '../../schema/rest/temporal-subscription-rules';
import { HISTORY_CHANGE_FIELDS } from '../../schema/rest/temporal-subscriptions';

/** Each GraphQL enum and the list of schema/domain (or the REST contract) it must spell exactly. */
const VOCABULARY: Record<string, readonly string[]> = {
  SubscriptionStatus: SUBSCRIPTION_STATUSES,
  ProductFamily: PRODUCT_FAMILIES,
  SubscriptionSort: SUBSCRIPTION_SORTS,
  TemporalKind: TEMPORAL_KINDS,
  TemporalState: TEMPORAL_STATES,
  SubscriptionHistoryField: HISTORY_CHANGE_FIELDS,
  CustomerType: CUSTOMER_TYPES,
  DocumentType: DOCUMENT_TYPES,
  PaymentMethod: PAYMENT_METHODS,
  CustomerSort: CUSTOMER_SORTS,
  PortabilityStatus: PORTABILITY_STATUSES,
  PortabilityDirection: PORTABILITY_DIRECTIONS,
  PortabilityAction: PORTABILITY_ACTIONS,
  PortabilityType: PORTABILITY_TYPES,
  CancellationReason: CANCELLATION_REASONS,
  ProductStatus: PRODUCT_STATUSES,
  SortOrder: SORT_ORDERS,
  Role: ROLES,
  ChannelStatus: CHANNEL_STATUSES,
  ChannelUserStatus: CHANNEL_USER_STATUSES,
  AssignableRole: ASSIGNABLE_ROLES,
  ContactType: CONTACT_TYPES,
  EmailVerificationStatus: EMAIL_VERIFICATION_STATUSES,
  EmailVerificationAction: EMAIL_VERIFICATION_ACTIONS,
  VerifiableEmail: VERIFIABLE_EMAILS,
  BrandLogoKind: BRAND_LOGO_KINDS,
  ChannelUserHistoryAction: USER_HISTORY_ACTIONS,
  FinancialRiskOpinion: FINANCIAL_RISK_OPINIONS,
  TaxTerritory: TAX_TERRITORIES,
  ScoreResult: scoreCustomerResponse.options.map((option) => option.shape.result.value),
  InstallationType: INSTALLATION_TYPES,
  InstallationStatus: ANY_INSTALLATION_STATUSES,
  InstallationSlot: INSTALLATION_SLOTS,
  InstallationHistoryAction: INSTALLATION_HISTORY_ACTIONS,
  InstallationSort: INSTALLATION_SORTS,
  ShipmentStatus: SHIPMENT_STATUSES,
  ShipmentListStatus: SHIPMENT_LIST_STATUSES,
  ShipmentHistoryAction: SHIPMENT_HISTORY_ACTIONS,
  ShipmentItemKind: SHIPMENT_ITEM_KINDS,
  LineActionId: LINE_ACTION_IDS,
  LineActionNotice: LINE_ACTION_NOTICES,
  TvStatus: TV_STATUSES,
  DuplicateSimReason: DUPLICATE_SIM_REASONS,
  MultisimType: MULTISIM_TYPES,
  FibreCheckResult: FIBRE_CHECK_RESULTS,
  ProcessStatus: PROCESS_STATUSES,
  ProcessType: PROCESS_TYPES,
  ProcessSort: listProcessesQuery.shape.sort.unwrap().options,
  IccService: ICC_SERVICES,
  OrderStatus: ORDER_STATUSES,
  VerificationType: VERIFICATION_TYPES,
  OrderHistoryAction: ORDER_HISTORY_ACTIONS,
  ContractStatus: CONTRACT_STATUSES,
  ContractHistoryAction: CONTRACT_HISTORY_ACTIONS,
  LeadStatus: LEAD_STATUSES,
  LeadSellType: LEAD_SELL_TYPES,
  LeadHistoryAction: LEAD_HISTORY_ACTIONS,
  ProductHistoryAction: PRODUCT_HISTORY_ACTIONS,
  ResourceKind: RESOURCE_KINDS,
  ResourceStatus: RESOURCE_STATUSES,
  ResourceHistoryAction: RESOURCE_HISTORY_ACTIONS,
  DashboardPeriod: DASHBOARD_PERIODS,
  DashboardTrendUnit: getCountersResponse.shape.trend.shape.unit.options,
  NewsLocale: newsItemSchema.shape.locale.options,
  SearchType: SEARCH_TYPES,
  SearchHitType: searchHitSchema.options.map((option) => option.shape.type.value),
  InvoiceStatus: INVOICE_STATUSES,
  InvoiceType: INVOICE_TYPES,
  InvoiceHistoryAction: INVOICE_HISTORY_ACTIONS,
  SignupFamilyTab: SIGNUP_FAMILY_TABS,
  SignupStep: SIGNUP_STEPS,
  VerificationDocumentKind: VERIFICATION_DOCUMENT_KINDS,
  NumberChoiceMode: signupSavedLineSchema.shape.mobileNumber.unwrap().shape.mode.options,
  SimKind: signupSavedLineSchema.shape.sim.unwrap().shape.kind.options,
  VerificationDecision: reviewSignupVerificationBody.shape.decision.options,
  SignupVerificationStatus: signupStateSchema.shape.verification.shape.status.options,
  IdentityCheckOutcome: IDENTITY_CHECK_OUTCOMES,
  VerificationLinkChannel: VERIFICATION_LINK_CHANNELS,
  PublicVerificationOutcome: PUBLIC_VERIFICATION_OUTCOMES,
  ContractDocumentKind: CONTRACT_DOCUMENT_KINDS,
  KnowledgeBaseLanguage: KNOWLEDGE_BASE_LANGUAGES,
  KnowledgeBaseCategory: KNOWLEDGE_BASE_CATEGORIES,
};

describe('gateway: GraphQL enums against the domain vocabulary', () => {
  const schema = createGatewaySchema();

  it.each(Object.entries(VOCABULARY))('%s has exactly the values of its domain list', (name, values) => {
    const type = schema.getType(name);
    expect(type, `${name} is missing from the schema`).toBeInstanceOf(GraphQLEnumType);
    const sdlValues = (type as GraphQLEnumType).getValues().map((value) => value.name);
    expect(sdlValues).toEqual([...values]);
  });

  it('checks every enum of the schema: a new enum without its domain list fails here', () => {
    const enums = Object.values(schema.getTypeMap())
      .filter((type) => type instanceof GraphQLEnumType && !type.name.startsWith('__'))
      .map((type) => type.name)
      .sort();
    expect(enums).toEqual(Object.keys(VOCABULARY).sort());
  });
});
