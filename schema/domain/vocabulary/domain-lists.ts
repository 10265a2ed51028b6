import { TAX_TERRITORIES } from '../taxes';
import { CANCELLATION_REASONS } from './cancellation-reason';
import { CHANNEL_STATUSES, CHANNEL_USER_STATUSES } from './channel';
import { CONTACT_TYPES } from './contact';
import { CONTRACT_HISTORY_ACTIONS, CONTRACT_STATUSES } from './contract';
import { CREDIT_LIMIT_ACTIONS } from './credit-limit';
import {
  CUSTOMER_TYPES,
  DOCUMENT_TYPES,
  PAYMENT_METHODS,
  SEPA_MANDATE_SCHEMES,
  SEPA_MANDATE_TYPES,
} from './customer';
import { DASHBOARD_COUNTERS, DASHBOARD_PERIODS } from './dashboard';
import { EMAIL_VERIFICATION_ACTIONS, EMAIL_VERIFICATION_STATUSES } from './email-verification';
import { FINANCIAL_RISK_OPINIONS } from './financial-risk';
import {
  INSTALLATION_ACTIONS,
  INSTALLATION_HISTORY_ACTIONS,
  INSTALLATION_SLOTS,
  INSTALLATION_STATUSES,
  INSTALLATION_TYPES,
  SATELLITE_INSTALLATION_STATUSES,
} from './installation';
import { INVOICE_HISTORY_ACTIONS, INVOICE_STATUSES, INVOICE_TYPES } from './invoice';
import { LEAD_HISTORY_ACTIONS, LEAD_SELL_TYPES, LEAD_STATUSES } from './lead';
import {
  DUPLICATE_SIM_REASONS,
  FIBRE_CHECK_RESULTS,
  ICC_SERVICES,
  LINE_ACTIONS,
  MULTISIM_TYPES,
  TV_STATUSES,
} from './line';
import { ORDER_ACTIONS, ORDER_HISTORY_ACTIONS, ORDER_STATUSES, VERIFICATION_TYPES } from './order';
import {
  PORTABILITY_ACTIONS,
  PORTABILITY_DIRECTIONS,
  PORTABILITY_STATUSES,
  PORTABILITY_TYPES,
} from './portability';
import { PROCESS_ACTIONS, PROCESS_STATUSES, PROCESS_TYPES } from './process';
import { PRODUCT_FAMILIES, PRODUCT_HISTORY_ACTIONS, PRODUCT_STATUSES } from './product';
import { RESOURCE_HISTORY_ACTIONS, RESOURCE_KINDS, RESOURCE_STATUSES } from './resource';
import {
  SHIPMENT_ACTIONS,
  SHIPMENT_HISTORY_ACTIONS,
  SHIPMENT_ITEM_KINDS,
  SHIPMENT_LIST_STATUSES,
  SHIPMENT_STATUSES,
} from './shipment';
import { SIGNUP_FAMILY_TABS, SIGNUP_STEPS } from './signup';
import { SUBSCRIPTION_STATUSES, TECHNOLOGIES } from './subscription';

/**
 * Every labelled list of the domain, by the name its labels live under in locales/<language>/domain.json:
 * the label of a value is `domain.<list>.<value>` (domain.orderStatus.PENDING_PROVIDER).
 */
export const DOMAIN_LISTS = {
  contractStatus: CONTRACT_STATUSES,
  contractHistoryAction: CONTRACT_HISTORY_ACTIONS,
  leadStatus: LEAD_STATUSES,
  leadSellType: LEAD_SELL_TYPES,
  invoiceStatus: INVOICE_STATUSES,
  invoiceType: INVOICE_TYPES,
  orderStatus: ORDER_STATUSES,
  orderAction: ORDER_ACTIONS,
  orderHistoryAction: ORDER_HISTORY_ACTIONS,
  verificationType: VERIFICATION_TYPES,
  portabilityStatus: PORTABILITY_STATUSES,
  portabilityDirection: PORTABILITY_DIRECTIONS,
  portabilityAction: PORTABILITY_ACTIONS,
  shipmentStatus: SHIPMENT_STATUSES,
  shipmentListStatus: SHIPMENT_LIST_STATUSES,
  shipmentAction: SHIPMENT_ACTIONS,
  installationStatus: INSTALLATION_STATUSES,
  satelliteInstallationStatus: SATELLITE_INSTALLATION_STATUSES,
  installationAction: INSTALLATION_ACTIONS,
  processStatus: PROCESS_STATUSES,
  processType: PROCESS_TYPES,
  processAction: PROCESS_ACTIONS,
  subscriptionStatus: SUBSCRIPTION_STATUSES,
  technology: TECHNOLOGIES,
  productStatus: PRODUCT_STATUSES,
  productFamily: PRODUCT_FAMILIES,
  channelStatus: CHANNEL_STATUSES,
  channelUserStatus: CHANNEL_USER_STATUSES,
  emailVerificationStatus: EMAIL_VERIFICATION_STATUSES,
  emailVerificationAction: EMAIL_VERIFICATION_ACTIONS,
  cancellationReason: CANCELLATION_REASONS,
  creditLimitAction: CREDIT_LIMIT_ACTIONS,
  lineAction: LINE_ACTIONS,
  tvStatus: TV_STATUSES,
  duplicateSimReason: DUPLICATE_SIM_REASONS,
  multisimType: MULTISIM_TYPES,
  contactType: CONTACT_TYPES,
  customerType: CUSTOMER_TYPES,
  documentType: DOCUMENT_TYPES,
  paymentMethod: PAYMENT_METHODS,
  sepaMandateScheme: SEPA_MANDATE_SCHEMES,
  sepaMandateType: SEPA_MANDATE_TYPES,
  signupFamilyTab: SIGNUP_FAMILY_TABS,
  signupStep: SIGNUP_STEPS,
  financialRiskOpinion: FINANCIAL_RISK_OPINIONS,
  dashboardCounter: DASHBOARD_COUNTERS,
  dashboardPeriod: DASHBOARD_PERIODS,
  taxTerritory: TAX_TERRITORIES,
  // Labelled too: the screens show these as badges.
  resourceKind: RESOURCE_KINDS,
  resourceStatus: RESOURCE_STATUSES,
  resourceHistoryAction: RESOURCE_HISTORY_ACTIONS,
  installationType: INSTALLATION_TYPES,
  installationSlot: INSTALLATION_SLOTS,
  installationHistoryAction: INSTALLATION_HISTORY_ACTIONS,
  invoiceHistoryAction: INVOICE_HISTORY_ACTIONS,
  shipmentHistoryAction: SHIPMENT_HISTORY_ACTIONS,
  shipmentItemKind: SHIPMENT_ITEM_KINDS,
  portabilityType: PORTABILITY_TYPES,
  leadHistoryAction: LEAD_HISTORY_ACTIONS,
  productHistoryAction: PRODUCT_HISTORY_ACTIONS,
  iccService: ICC_SERVICES,
  fibreCheckResult: FIBRE_CHECK_RESULTS,
} as const;
export type DomainListName = keyof typeof DOMAIN_LISTS;
export type DomainListValue<L extends DomainListName> = (typeof DOMAIN_LISTS)[L][number];

/** The i18n key of a value's label: domainLabelKey('orderStatus', 'PENDING_PROVIDER') -> domain.orderStatus.PENDING_PROVIDER. */
export function domainLabelKey<L extends DomainListName>(
  list: L,
  value: DomainListValue<L>,
): `domain.${L}.${string}` {
  return `domain.${list}.${value}`;
}
