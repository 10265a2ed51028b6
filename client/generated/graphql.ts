/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Roles channel management may give (legacy USER and CLIENT are not offered). */
export type AssignableRole =
  | 'ADMIN'
  | 'AGENT'
  | 'MANAGER';

export type BrandAddressInput = {
  additionalInfo?: string | null | undefined;
  city: string;
  floor?: string | null | undefined;
  number: string;
  postalCode: string;
  province: string;
  street: string;
  streetType: string;
};

export type BrandContractInput = {
  channelSpn?: string | null | undefined;
  customerSupportEmail: string;
  customerSupportHours: string;
  customerSupportPhone: string;
  dataProtectionAddress: string;
  dataProtectionContact: string;
  dataProtectionEmail: string;
  generalConditionsUrl: string;
  internationalTariffsUrl?: string | null | undefined;
  mainContactEmail: string;
  particularConditionsUrl?: string | null | undefined;
  privacyPolicyUrl: string;
  roamingTariffsUrl?: string | null | undefined;
  specialTariffsUrl?: string | null | undefined;
  spn: string;
  technicalSupportEmail: string;
  webPage: string;
};

export type BrandCreditLimitInput = {
  amountCents: number;
  blockAtLimit: boolean;
  enabled: boolean;
};

export type BrandEmailsInput = {
  billingEmail?: string | null | undefined;
  notificationEmail?: string | null | undefined;
};

export type BrandFinancialRiskInput = {
  queryCostCents: number;
};

export type BrandIdentityInput = {
  billingAddress: BrandAddressInput;
  brandName: string;
  documentType: DocumentType;
  fiscalId: string;
  legalName: string;
  segment: string;
  shippingAddress: BrandAddressInput;
};

export type BrandInvoicingInput = {
  collectBankDetails: boolean;
  collectionBic?: string | null | undefined;
  collectionIban?: string | null | undefined;
  defaultPaymentTermsDays: number;
  generateCustomerInvoices: boolean;
  paymentMethod: PaymentMethod;
  sendByEmail: boolean;
  sepaCreditorId?: string | null | undefined;
  sepaMandatePrefix: string;
};

/** Brand, expanded brand, their dark-mode variants (which the session's brand info reads), app, invoice and contract. */
export type BrandLogoKind =
  | 'APP'
  | 'BRAND'
  | 'CONTRACT'
  | 'DARK_BRAND'
  | 'DARK_EXPANDED'
  | 'EXPANDED'
  | 'INVOICE';

export type BrandOtherInput = {
  manualSignup: boolean;
  sendTvWelcomeEmail: boolean;
  signOnVerificationPage?: boolean | null | undefined;
};

export type BrandPbxInput = {
  initialPassword: string;
  name: string;
  panelUrl: string;
  username: string;
};

export type BrandSeriesInput = {
  creditNote: NumberSeriesInput;
  invoice: NumberSeriesInput;
};

/** The groups to save; at least one. */
export type BrandSettingsInput = {
  contract?: BrandContractInput | null | undefined;
  creditLimit?: BrandCreditLimitInput | null | undefined;
  emails?: BrandEmailsInput | null | undefined;
  financialRisk?: BrandFinancialRiskInput | null | undefined;
  identity?: BrandIdentityInput | null | undefined;
  invoicing?: BrandInvoicingInput | null | undefined;
  other?: BrandOtherInput | null | undefined;
  /** Null removes the PBX reseller data. */
  pbx?: BrandPbxInput | null | undefined;
  series?: BrandSeriesInput | null | undefined;
  svas?: BrandSvasInput | null | undefined;
};

export type BrandSvasInput = {
  callWaiting: boolean;
  data: boolean;
  incomingCalls: boolean;
  incomingSms: boolean;
  internationalCalls: boolean;
  outgoingCalls: boolean;
  outgoingSms: boolean;
  premiumServices: boolean;
  voicemail: boolean;
};

export type CancellationReason =
  | 'ADMINISTRATIVE_FAILURE'
  | 'CUSTOMER_REQUEST'
  | 'FRAUD'
  | 'UNPAID';

export type ChannelStatus =
  | 'ACTIVE'
  | 'BLOCKED';

export type ChannelUserHistoryAction =
  | 'CHANGE_NAME'
  | 'CHANGE_ROLE'
  | 'CREATE'
  | 'DISABLE'
  | 'REMOVE';

export type ChannelUserStatus =
  | 'ACTIVE'
  | 'BLOCKED';

export type CompanyExtrasInput = {
  cifCard?: string | null | undefined;
  companyName: string;
  /** DD/MM/YYYY. */
  constitutionDate?: string | null | undefined;
  deeds?: string | null | undefined;
  iaeCertificate?: string | null | undefined;
  /** DD/MM/YYYY. */
  iaeDate?: string | null | undefined;
  notarialPowers?: string | null | undefined;
  representative?: CompanyRepresentativeInput | null | undefined;
  socialSecurityCertificate?: string | null | undefined;
  taxComplianceCertificate?: string | null | undefined;
};

export type CompanyRepresentativeInput = {
  /** DD/MM/YYYY, of legal age. */
  birthDate: string;
  document: string;
  /** DNI, NIE or PASSPORT. */
  documentType: DocumentType;
  firstSurname: string;
  name: string;
  secondSurname?: string | null | undefined;
};

export type ContactInput = {
  alias?: string | null | undefined;
  department?: string | null | undefined;
  email: string;
  jobTitle?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  surnames?: string | null | undefined;
  /** At least one. */
  types: Array<ContactType>;
};

export type ContactType =
  | 'activations'
  | 'admin'
  | 'billing'
  | 'commercial'
  | 'creditLimit'
  | 'detailedCustomerInvoices'
  | 'general'
  | 'installations'
  | 'paymentsGateway'
  | 'portIns'
  | 'portOuts'
  | 'shipping'
  | 'signups'
  | 'technical'
  | 'terminations';

/** GENERATED: the contract as generated for the customer (HTML); SIGNED: the signed copy uploaded (PDF). */
export type ContractDocumentKind =
  | 'GENERATED'
  | 'SIGNED';

export type ContractHistoryAction =
  | 'CREATE'
  | 'EXPIRE'
  | 'FAIL'
  | 'REGENERATE'
  | 'SEND'
  | 'SIGN'
  | 'UPLOAD'
  | 'VIEW'
  | 'VOID';

/** E-signature statuses; SENDED is the required spelling, COMPLETED shows as signed. */
export type ContractStatus =
  | 'COMPLETED'
  | 'ERRORED'
  | 'EXPIRED'
  | 'PENDING'
  | 'SENDED'
  | 'VIEWED';

/** The postal code must lie in the province (INE code), refused on `postalCode`. */
export type CoverageAddressInput = {
  city: string;
  number: string;
  postalCode: string;
  province: string;
  street: string;
};

export type CreateInvoiceInput = {
  /** Only when the fiscal id is a customer of several brands in scope. */
  brandId?: string | number | null | undefined;
  /** The month billed, YYYY-MM. */
  cycle: string;
  family: ProductFamily;
  fiscalId: string;
  lines: Array<InvoiceLineInput>;
  /** The invoice a credit note rectifies; none on an invoice. */
  originalInvoiceId?: string | number | null | undefined;
  type: InvoiceType;
};

/** The api's sort keys, spelled as in REST. */
export type CustomerSort =
  | 'created'
  | 'fiscalId'
  | 'name';

export type CustomerType =
  | 'COMPANY'
  | 'FREELANCE'
  | 'RESIDENTIAL';

export type DashboardPeriod =
  | 'LAST_WEEK'
  | 'TODAY'
  | 'YESTERDAY';

export type DashboardTrendUnit =
  | 'DAY'
  | 'WEEK';

export type DocumentType =
  | 'CIF'
  | 'DNI'
  | 'NIE'
  | 'PASSPORT';

export type DuplicateSimReason =
  | 'BREAKAGE_OR_DAMAGE'
  | 'LOSS'
  | 'OTHER'
  | 'TECHNOLOGY_CHANGE'
  | 'THEFT';

export type EmailVerificationAction =
  | 'RESEND'
  | 'SEND';

export type EmailVerificationStatus =
  | 'EXPIRED'
  | 'NOT_EXISTS'
  | 'PENDING'
  | 'UNKNOWN'
  | 'VERIFIED';

export type EnergyGasBillInput = {
  billingDays: number;
  consumptionKwh: number;
  /** Euros per kWh. */
  energyPrice: number;
  /** Fixed term, euros per day. */
  fixedPrice: number;
};

/** What the agent reads from the customer's last electricity bill, and the gas bill when there is one. */
export type EnergyStudyInput = {
  /** Days the bill covers. */
  billingDays: number;
  /** Consumption per energy period, kWh (2.0TD: P1-P3; 3.0TD: P1-P6). */
  consumptionKwh: Array<number>;
  /** The supply point code, as printed (spaces and hyphens are dropped). */
  cups: string;
  /** DNI, NIE or CIF, passed on to the signup wizard; null for none. */
  customerFiscalId?: string | null | undefined;
  /** Current price per energy period, euros per kWh. */
  energyPrices: Array<number>;
  gas?: EnergyGasBillInput | null | undefined;
  /** Postal code of the supply: its territory's indirect tax applies. */
  postalCode: string;
  /** Contracted power per power period, kW (2.0TD: P1-P2; 3.0TD: P1-P6). */
  powerKw: Array<number>;
  /** Current price per power period, euros per kW and day. */
  powerPrices: Array<number>;
  /** Access tariff: 2.0TD or 3.0TD. */
  tariff: string;
};

export type FibreCheckResult =
  | 'DEGRADED'
  | 'NO_SYNC'
  | 'OK';

export type FinancialRiskOpinion =
  | 'CAUTION'
  | 'FAVORABLE'
  | 'UNFAVORABLE';

/** The service an added mobile SIM carries. */
export type IccService =
  | 'DATA'
  | 'VOICE_AND_DATA';

export type IdentityCheckOutcome =
  | 'FAILED'
  | 'PASSED';

/** The technician's visit windows on Madrid's wall clock. */
export type InstallationSlot =
  | 'AFTERNOON'
  | 'MORNING';

/** The api's sort keys, spelled as in REST. */
export type InstallationSort =
  | 'created'
  | 'installationDate';

/** Every status an installation can hold: the standard list plus the satellite-only SENDING_EQUIPMENT. */
export type InstallationStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'CREATED'
  | 'ERRORED'
  | 'FAILED'
  | 'PENDING_CANCELATION'
  | 'PENDING_RELAUNCH'
  | 'PENDING_SCHEDULE'
  | 'RELAUNCHED'
  | 'SCHEDULED'
  | 'SENDING_EQUIPMENT';

export type InstallationType =
  | 'ALARM'
  | 'FIBRE'
  | 'FIXED'
  | 'SATELLITE'
  | 'TV';

export type InvoiceHistoryAction =
  | 'EDIT'
  | 'ISSUE'
  | 'PAY'
  | 'PAYMENT_DECLINED'
  | 'REFUND'
  | 'RESEND';

/** One concept as typed: net euro cents, positive; the api adds the tax (and the sign of a credit note). */
export type InvoiceLineInput = {
  amountCents: number;
  concept: string;
  /** One of the customer's lines this concept bills. */
  subscriptionId?: string | number | null | undefined;
};

export type InvoiceStatus =
  | 'ERRORED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED'
  | 'UNPAID';

export type InvoiceType =
  | 'CREDIT_NOTE'
  | 'INVOICE';

export type KnowledgeBaseArticleInput = {
  body: string;
  category: KnowledgeBaseCategory;
  defaultLanguage: KnowledgeBaseLanguage;
  title: string;
  translations: Array<KnowledgeBaseTranslationInput>;
};

export type KnowledgeBaseCategory =
  | 'BILLING'
  | 'BUSINESS_RULES'
  | 'PORTABILITY'
  | 'PROCEDURES'
  | 'PRODUCTS'
  | 'TECHNICAL';

export type KnowledgeBaseLanguage =
  | 'br'
  | 'ca'
  | 'en'
  | 'es';

export type KnowledgeBaseTranslationInput = {
  body: string;
  language: KnowledgeBaseLanguage;
  title: string;
};

/** The consent as drawn on the pad: the signature is a PNG data URL of at most 60,000 characters. */
export type LeadConsentInput = {
  /** YYYY-MM-DD. */
  date: string;
  /** DNI, NIE or CIF. */
  document: string;
  fullName: string;
  signature: string;
};

/** The fields of a lead; bad values are refused by the api with INVALID_REQUEST naming the field. */
export type LeadInput = {
  /** Euro cents. */
  commission: number;
  /** Required for a provider sale (LEAD_CONSENT_REQUIRED). */
  consent?: LeadConsentInput | null | undefined;
  /** A DNI, NIE or CIF; null or empty for none. */
  customerDocument?: string | null | undefined;
  customerName: string;
  /** YYYY-MM-DD. */
  date: string;
  /** A mobile or fixed number; +34, spaces and hyphens forgiven. */
  phone: string;
  sellType: LeadSellType;
};

export type LeadSellType =
  | 'INTERNAL_SALE'
  | 'PROVIDER_SALE';

export type LeadStatus =
  | 'CREATED'
  | 'LOST'
  | 'PENDING'
  | 'SENT'
  | 'WON';

/** What the console tells the user after an action succeeded (client key `lineActions.notice.<NOTICE>`). */
export type LineActionNotice =
  | 'ONT_RESET_INTERRUPTS_SERVICE'
  | 'SPN_REBOOT_REQUIRED';

export type MultisimType =
  | 'DATA'
  | 'VOICE'
  | 'VOICE_AND_DATA';

/** The new holder of a holder change when they are not a customer of the brand yet. */
export type NewHolderInput = {
  /** DD/MM/YYYY; of legal age. */
  birthDate?: string | null | undefined;
  city?: string | null | undefined;
  contactPhone?: string | null | undefined;
  customerType: CustomerType;
  documentType: DocumentType;
  email: string;
  firstSurname?: string | null | undefined;
  name: string;
  postalCode?: string | null | undefined;
  /** Province code (two digits). */
  province?: string | null | undefined;
  secondSurname?: string | null | undefined;
  street?: string | null | undefined;
};

export type NumberChoiceMode =
  | 'NEW'
  | 'PORTABILITY';

export type NumberSeriesInput = {
  nextNumber: number;
  prefix: string;
};

/** A console action on the order, or an event of its own life (creation, wizard or provider update, e-signature). */
export type OrderHistoryAction =
  | 'CANCEL_CONTRACT_SIGNATURE'
  | 'CONTINUE'
  | 'CONTRACT_FAILED'
  | 'CONTRACT_SENT'
  | 'CONTRACT_SIGNED'
  | 'CONTRACT_UPLOADED'
  | 'CREATE'
  | 'DELETE'
  | 'LAUNCH'
  | 'RELAUNCH'
  | 'UPDATE';

/** The 22 order statuses; docs/lifecycles.md lists their transitions. */
export type OrderStatus =
  | 'COMPLETED'
  | 'CUSTOMER_UPDATED'
  | 'ERRORED'
  | 'INITIATED'
  | 'IN_PROGRESS'
  | 'LINES_UPDATED'
  | 'LOGISTIC_COMPLETED'
  | 'PAYMENT_COMPLETED'
  | 'PAYMENT_UPDATED'
  | 'PENDING_CONTRACT_SIGNATURE'
  | 'PENDING_LOGISTIC'
  | 'PENDING_MIGRATION'
  | 'PENDING_PAYMENT'
  | 'PENDING_PROVIDER'
  | 'PRODUCT_UPDATED'
  | 'PROMOCODE_ADDED'
  | 'SHIPPING_ADDRESS_ADDED'
  | 'SIGNATURE_CANCELED'
  | 'SIGNATURE_COMPLETED'
  | 'VERIFICATION_COMPLETED'
  | 'VERIFICATION_ERRORED'
  | 'VERIFICATION_REQUESTED';

export type PaymentMethod =
  | 'CASH'
  | 'SEPA_DIRECT_DEBIT';

export type PortabilityDirection =
  | 'IN'
  | 'OUT';

export type PortabilityStatus =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'ERRORED'
  | 'INITIATED'
  | 'PENDING_CANCELATION'
  | 'PENDING_RELAUNCH'
  | 'RELAUNCHED';

export type PortabilityType =
  | 'POSTPAID'
  | 'PREPAID';

export type ProcessStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'ERRORED'
  | 'INITIATED';

export type ProcessType =
  | 'ADD_LINES_TO_SHARED_GROUP'
  | 'ADD_MOBILE_FIXED_IP'
  | 'ADD_MULTISIM'
  | 'CREATE_SHARED_GROUP'
  | 'PACK_SUBSCRIPTIONS'
  | 'PRODUCT_CHANGE'
  | 'REMOVE_LINES_FROM_SHARED_GROUP'
  | 'SIM_CHANGE'
  | 'TITULAR_CHANGE'
  | 'UNPACK_SUBSCRIPTIONS';

export type ProductFamily =
  | 'CONVERGENT'
  | 'CUSTOM'
  | 'ELECTRICITY'
  | 'FIBRE'
  | 'FIXED'
  | 'GAS'
  | 'INTERNATIONAL'
  | 'LOGISTICS'
  | 'M2M'
  | 'MOBILE'
  | 'PBX'
  | 'PROMO'
  | 'SATELLITE'
  | 'SPAIN_HOLIDAYS'
  | 'TV';

/** What the catalogue screen writes; bad values are refused by the api with INVALID_REQUEST naming the field. */
export type ProductInput = {
  cumulativeGb: boolean;
  /** Null or empty for none. */
  description?: string | null | undefined;
  display: boolean;
  family: ProductFamily;
  maxAdditionalLines: number;
  name: string;
  /** Euro cents, without tax: the api adds the brand's tax. */
  priceWithoutTax: number;
  promotions: Array<ProductPromotionInput>;
  providerPriceWithoutTax?: number | null | undefined;
  /** Null or empty for none. */
  subfamily?: string | null | undefined;
};

export type ProductPromotionInput = {
  /** Euro cents off the monthly price with tax. */
  discount: number;
  /** How many months it lasts (1-120). */
  months: number;
  name: string;
};

export type ProductStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'TERMINATED';

export type PublicCoverageLeadInput = {
  /** Must be true: the customer consents to be contacted about the offer. */
  acceptConsent: boolean;
  address: CoverageAddressInput;
  /** DNI, NIE or CIF. */
  documentNumber: string;
  /** Optional; empty or null for none. */
  email?: string | null | undefined;
  fullName: string;
  key: string;
  /** A Spanish mobile or fixed number; +34, spaces and hyphens forgiven. */
  phone: string;
};

export type PublicVerificationInput = {
  /** Must be true. */
  acceptConditions: boolean;
  documents: Array<SignupDocumentInput>;
  /** Base64 PNG. */
  signature?: string | null | undefined;
  token: string;
};

/** RECEIVED: the documents passed the identity check and wait for the agent; REJECTED: the check failed (reason). */
export type PublicVerificationOutcome =
  | 'RECEIVED'
  | 'REJECTED';

export type ResourceKind =
  | 'ESIM'
  | 'FIXED_NUMBER'
  | 'MSISDN'
  | 'SIM';

export type ResourceStatus =
  | 'ASSIGNED'
  | 'AVAILABLE'
  | 'QUARANTINE'
  | 'RESERVED'
  | 'RETIRED';

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'CLIENT'
  | 'MANAGER'
  | 'USER';

export type ScoreResult =
  | 'NO_RESULT'
  | 'SCORED';

/** The tag of a search hit (REST `type`). */
export type SearchHitType =
  | 'brand'
  | 'customer'
  | 'line';

export type SearchType =
  | 'brands'
  | 'customers'
  | 'lines';

/** An address as sent: the postal code must lie in the province (refused on `address.postalCode`). */
export type ServiceAddressInput = {
  city: string;
  floor?: string | null | undefined;
  number: string;
  postalCode: string;
  province: string;
  street: string;
};

export type ShipmentItemKind =
  | 'ONT'
  | 'ROUTER'
  | 'SATELLITE_KIT'
  | 'SIM'
  | 'TV_DECODER';

/** The list view's coarse statuses, a separate list from ShipmentStatus. */
export type ShipmentListStatus =
  | 'PENDING_DOCS'
  | 'PENDING_LOGISTIC'
  | 'SHIPPED';

export type ShipmentStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'CREATED'
  | 'ERRORED'
  | 'IN_DELIVERY'
  | 'IN_PROGRESS'
  | 'PENDING_CANCELATION'
  | 'PENDING_RELAUNCH'
  | 'PICKING_COMPLETED'
  | 'READY_TO_SEND'
  | 'RELAUNCHED'
  | 'SENT';

/** An address from the address search, or typed when the search does not find it. */
export type SignupAddressInput = {
  additionalInfo?: string | null | undefined;
  city: string;
  floor?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  number: string;
  postalCode: string;
  /** INE province code. */
  province: string;
  street: string;
  streetType?: string | null | undefined;
};

export type SignupCompanyInput = {
  companyName: string;
  /** DD/MM/YYYY */
  constitutionDate?: string | null | undefined;
  representative?: SignupRepresentativeInput | null | undefined;
};

export type SignupContactInput = {
  email: string;
  mobileNumber: string;
};

export type SignupCustomerInput = {
  /** DD/MM/YYYY, of legal age; people only. */
  birthDate?: string | null | undefined;
  company?: SignupCompanyInput | null | undefined;
  customerType: CustomerType;
  documentType: DocumentType;
  firstSurname?: string | null | undefined;
  fiscalId: string;
  name: string;
  secondSurname?: string | null | undefined;
};

export type SignupCustomerStepInput = {
  address: SignupAddressInput;
  contact: SignupContactInput;
  familyTab: SignupFamilyTab;
  verificationType: VerificationType;
};

export type SignupDocumentInput = {
  /** Base64, at most 512 KiB decoded. */
  content: string;
  kind: VerificationDocumentKind;
  /** image/jpeg, image/png or application/pdf */
  mimeType: string;
};

/** The family tabs of the wizard's intro step. */
export type SignupFamilyTab =
  | 'ALARMS'
  | 'CUSTOM'
  | 'DEVICES'
  | 'ENERGY'
  | 'FIBRE'
  | 'FIBRE_MOBILE'
  | 'FIXED'
  | 'INTERNATIONAL_ESIM'
  | 'MOBILE'
  | 'POPULAR'
  | 'SATELLITE'
  | 'TV';

export type SignupFixedNumberInput = {
  donorOperator?: string | null | undefined;
  fixedNumber?: string | null | undefined;
  mode: NumberChoiceMode;
};

export type SignupIntroInput = {
  address: SignupAddressInput;
  contact: SignupContactInput;
  customer: SignupCustomerInput;
  familyTab: SignupFamilyTab;
  verificationType: VerificationType;
};

export type SignupLineInput = {
  fixedNumber?: SignupFixedNumberInput | null | undefined;
  installationAddress?: SignupAddressInput | null | undefined;
  mobileNumber?: SignupMobileNumberInput | null | undefined;
  position: number;
  sim?: SignupSimInput | null | undefined;
  supplyPoint?: SignupSupplyPointInput | null | undefined;
  tvUserEmail?: string | null | undefined;
};

export type SignupLinesInput = {
  lines: Array<SignupLineInput>;
  shippingAddress?: SignupAddressInput | null | undefined;
};

export type SignupMobileNumberInput = {
  currentHolderFiscalId?: string | null | undefined;
  donorOperator?: string | null | undefined;
  lineNumber?: string | null | undefined;
  mode: NumberChoiceMode;
  portabilityType?: PortabilityType | null | undefined;
};

export type SignupPaymentInput = {
  iban?: string | null | undefined;
  paymentMethod: PaymentMethod;
};

export type SignupProductItemInput = {
  lines: number;
  optionalProductIds?: Array<string | number> | null | undefined;
  productId: string | number;
};

export type SignupProductsInput = {
  items: Array<SignupProductItemInput>;
};

export type SignupRepresentativeInput = {
  /** DD/MM/YYYY */
  birthDate: string;
  document: string;
  documentType: DocumentType;
  firstSurname: string;
  name: string;
  secondSurname?: string | null | undefined;
};

export type SignupReviewInput = {
  decision: VerificationDecision;
  /** Required when rejecting. */
  reason?: string | null | undefined;
};

export type SignupSimInput = {
  email?: string | null | undefined;
  icc?: string | null | undefined;
  kind: SimKind;
};

/** The wizard's steps after the intro. */
export type SignupStep =
  | 'DOCUMENT_VERIFICATION'
  | 'LINE_CONFIGURATION'
  | 'PAYMENT_DATA'
  | 'PRODUCTS'
  | 'SUMMARY'
  | 'VERIFICATION_REVIEW';

export type SignupSupplyPointInput = {
  cups: string;
};

export type SignupVerificationInput = {
  documents: Array<SignupDocumentInput>;
};

/** AWAITING_CUSTOMER: a link was sent and the customer has not answered yet. */
export type SignupVerificationStatus =
  | 'AWAITING_CUSTOMER'
  | 'COMPLETED'
  | 'ERRORED'
  | 'NOT_STARTED'
  | 'REQUESTED';

export type SimKind =
  | 'ESIM'
  | 'ICC';

export type SortOrder =
  | 'asc'
  | 'desc';

/** The fields a history row may say it changed. */
export type SubscriptionHistoryField =
  | 'alias'
  | 'endDate'
  | 'finalPrice'
  | 'productName'
  | 'startDate';

/** The api's sort keys, spelled as in REST. */
export type SubscriptionSort =
  | 'created'
  | 'lineNumber'
  | 'modified';

export type SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELED'
  | 'PENDING_ACTIVATION'
  | 'PENDING_DOCS'
  | 'PENDING_INSTALLATION'
  | 'PENDING_LOGISTIC'
  | 'PENDING_MIGRATION'
  | 'PENDING_PORTABILITY'
  | 'PENDING_PRODUCT_CHANGE'
  | 'PENDING_PROVISIONING'
  | 'PENDING_TERMINATION'
  | 'PENDING_TITULAR_CHANGE'
  | 'TERMINATED'
  | 'UNKNOWN';

export type TaxTerritory =
  | 'IGIC'
  | 'IPSI_CEUTA'
  | 'IPSI_MELILLA'
  | 'IVA';

/** What carries an end date: the line itself, or one of its add-on products. */
export type TemporalKind =
  | 'PRODUCT'
  | 'SUBSCRIPTION';

/** Ended: the end date is before today (Madrid); upcoming: today or later. */
export type TemporalState =
  | 'ENDED'
  | 'UPCOMING';

export type TvStatus =
  | 'ACTIVE'
  | 'BLOCKED';

/** The fields of PUT /customer; `fiscalId` identifies the customer and is not changed. */
export type UpdateCustomerInput = {
  additionalInfo?: string | null | undefined;
  /** DD/MM/YYYY, of legal age; null clears it. */
  birthDate?: string | null | undefined;
  brandId?: string | number | null | undefined;
  city?: string | null | undefined;
  company?: CompanyExtrasInput | null | undefined;
  /** A mobile or fixed number; null clears it. */
  contactPhone?: string | null | undefined;
  customerType?: CustomerType | null | undefined;
  detailedInvoice?: boolean | null | undefined;
  documentType?: DocumentType | null | undefined;
  /** null clears it. */
  email?: string | null | undefined;
  firstSurname?: string | null | undefined;
  fiscalId: string;
  floor?: string | null | undefined;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  /** INE province code ('28' Madrid). */
  province?: string | null | undefined;
  secondSurname?: string | null | undefined;
  street?: string | null | undefined;
  streetNumber?: string | null | undefined;
  streetType?: string | null | undefined;
};

export type UpdateInvoiceInput = {
  cycle: string;
  family: ProductFamily;
  lines: Array<InvoiceLineInput>;
};

export type VerifiableEmail =
  | 'BILLING'
  | 'NOTIFICATION';

export type VerificationDecision =
  | 'ACCEPT'
  | 'REJECT';

/** SELFIE: the customer's photo (webcam and link methods); SIGNATURE: drawn on the customer's verification page. */
export type VerificationDocumentKind =
  | 'BACK'
  | 'DEEDS'
  | 'FRONT'
  | 'POWERS'
  | 'SELFIE'
  | 'SIGNATURE';

export type VerificationLinkChannel =
  | 'QR'
  | 'SMS';

/** How the customer's identity is verified. */
export type VerificationType =
  | 'MANUAL'
  | 'QR'
  | 'SMS'
  | 'WEBCAM';

export type AddressProvincesQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressProvincesQuery = { provinces: Array<{ code: string, name: string }> };

export type AddressCitiesQueryVariables = Exact<{
  province: string;
  q?: string | null | undefined;
}>;


export type AddressCitiesQuery = { cities: Array<{ name: string, provinceCode: string, postalCode: string }> };

export type CachedSubscriptionsLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedSubscriptionsLinkQuery = { cachedSubscriptionsLink: { url: string, modified: string | null, expiresAt: string } };

export type CustomersCachePageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type CustomersCachePageQuery = { customers: { totalEstimate: number, edges: Array<{ node: { id: string, fiscalId: string, brandId: string, channelId: string, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, contactPhone: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type BrandSettingsFieldsFragment = { brandId: string, brandName: string, updatedAt: string | null, superAdmin: { email: string } | null, identity: { brandName: string, documentType: DocumentType, fiscalId: string, legalName: string, segment: string, billingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string }, shippingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string } } | null, emails: { notification: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null }, billing: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null } }, invoicing: { generateCustomerInvoices: boolean, paymentMethod: PaymentMethod, sendByEmail: boolean, defaultPaymentTermsDays: number, collectBankDetails: boolean, sepaCreditorId: string | null, collectionIban: string | null, collectionBic: string | null, sepaMandatePrefix: string } | null, series: { invoice: { prefix: string, nextNumber: number }, creditNote: { prefix: string, nextNumber: number } }, contract: { mainContactEmail: string, technicalSupportEmail: string, spn: string, channelSpn: string | null, customerSupportPhone: string, customerSupportEmail: string, customerSupportHours: string, webPage: string, generalConditionsUrl: string, privacyPolicyUrl: string, particularConditionsUrl: string | null, specialTariffsUrl: string | null, internationalTariffsUrl: string | null, roamingTariffsUrl: string | null, dataProtectionEmail: string, dataProtectionAddress: string, dataProtectionContact: string } | null, other: { sendTvWelcomeEmail: boolean, manualSignup: boolean, signOnVerificationPage: boolean } | null, svas: { incomingCalls: boolean, outgoingCalls: boolean, internationalCalls: boolean, premiumServices: boolean, incomingSms: boolean, outgoingSms: boolean, data: boolean, callWaiting: boolean, voicemail: boolean } | null, creditLimit: { enabled: boolean, blockAtLimit: boolean, amountCents: number } | null, financialRisk: { queryCostCents: number }, pbx: { name: string, panelUrl: string, username: string, initialPassword: string, created: string, modified: string } | null, logos: Array<{ kind: BrandLogoKind, url: string, width: number, height: number, bytes: number, updatedAt: string }> };

export type BrandSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandSettingsPageQuery = { brandSettings: { brandId: string, brandName: string, updatedAt: string | null, superAdmin: { email: string } | null, identity: { brandName: string, documentType: DocumentType, fiscalId: string, legalName: string, segment: string, billingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string }, shippingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string } } | null, emails: { notification: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null }, billing: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null } }, invoicing: { generateCustomerInvoices: boolean, paymentMethod: PaymentMethod, sendByEmail: boolean, defaultPaymentTermsDays: number, collectBankDetails: boolean, sepaCreditorId: string | null, collectionIban: string | null, collectionBic: string | null, sepaMandatePrefix: string } | null, series: { invoice: { prefix: string, nextNumber: number }, creditNote: { prefix: string, nextNumber: number } }, contract: { mainContactEmail: string, technicalSupportEmail: string, spn: string, channelSpn: string | null, customerSupportPhone: string, customerSupportEmail: string, customerSupportHours: string, webPage: string, generalConditionsUrl: string, privacyPolicyUrl: string, particularConditionsUrl: string | null, specialTariffsUrl: string | null, internationalTariffsUrl: string | null, roamingTariffsUrl: string | null, dataProtectionEmail: string, dataProtectionAddress: string, dataProtectionContact: string } | null, other: { sendTvWelcomeEmail: boolean, manualSignup: boolean, signOnVerificationPage: boolean } | null, svas: { incomingCalls: boolean, outgoingCalls: boolean, internationalCalls: boolean, premiumServices: boolean, incomingSms: boolean, outgoingSms: boolean, data: boolean, callWaiting: boolean, voicemail: boolean } | null, creditLimit: { enabled: boolean, blockAtLimit: boolean, amountCents: number } | null, financialRisk: { queryCostCents: number }, pbx: { name: string, panelUrl: string, username: string, initialPassword: string, created: string, modified: string } | null, logos: Array<{ kind: BrandLogoKind, url: string, width: number, height: number, bytes: number, updatedAt: string }> } };

export type BrandSettingsContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandSettingsContactsQuery = { brandContacts: { brandId: string, contacts: Array<{ id: string, name: string, surnames: string | null, department: string | null, jobTitle: string | null, alias: string | null, email: string, phone: string | null, types: Array<ContactType> }> } };

export type SaveBrandSettingsGroupsMutationVariables = Exact<{
  settings: BrandSettingsInput;
}>;


export type SaveBrandSettingsGroupsMutation = { saveBrandSettings: { brandId: string, brandName: string, updatedAt: string | null, superAdmin: { email: string } | null, identity: { brandName: string, documentType: DocumentType, fiscalId: string, legalName: string, segment: string, billingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string }, shippingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string } } | null, emails: { notification: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null }, billing: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null } }, invoicing: { generateCustomerInvoices: boolean, paymentMethod: PaymentMethod, sendByEmail: boolean, defaultPaymentTermsDays: number, collectBankDetails: boolean, sepaCreditorId: string | null, collectionIban: string | null, collectionBic: string | null, sepaMandatePrefix: string } | null, series: { invoice: { prefix: string, nextNumber: number }, creditNote: { prefix: string, nextNumber: number } }, contract: { mainContactEmail: string, technicalSupportEmail: string, spn: string, channelSpn: string | null, customerSupportPhone: string, customerSupportEmail: string, customerSupportHours: string, webPage: string, generalConditionsUrl: string, privacyPolicyUrl: string, particularConditionsUrl: string | null, specialTariffsUrl: string | null, internationalTariffsUrl: string | null, roamingTariffsUrl: string | null, dataProtectionEmail: string, dataProtectionAddress: string, dataProtectionContact: string } | null, other: { sendTvWelcomeEmail: boolean, manualSignup: boolean, signOnVerificationPage: boolean } | null, svas: { incomingCalls: boolean, outgoingCalls: boolean, internationalCalls: boolean, premiumServices: boolean, incomingSms: boolean, outgoingSms: boolean, data: boolean, callWaiting: boolean, voicemail: boolean } | null, creditLimit: { enabled: boolean, blockAtLimit: boolean, amountCents: number } | null, financialRisk: { queryCostCents: number }, pbx: { name: string, panelUrl: string, username: string, initialPassword: string, created: string, modified: string } | null, logos: Array<{ kind: BrandLogoKind, url: string, width: number, height: number, bytes: number, updatedAt: string }> } };

export type SaveBrandSettingsContactsMutationVariables = Exact<{
  contacts: Array<ContactInput> | ContactInput;
}>;


export type SaveBrandSettingsContactsMutation = { saveBrandContacts: { brandId: string, contacts: Array<{ id: string, name: string, surnames: string | null, department: string | null, jobTitle: string | null, alias: string | null, email: string, phone: string | null, types: Array<ContactType> }> } };

export type UploadBrandSettingsLogoMutationVariables = Exact<{
  kind: BrandLogoKind;
  contentBase64: string;
}>;


export type UploadBrandSettingsLogoMutation = { uploadBrandLogo: { brandId: string, brandName: string, updatedAt: string | null, superAdmin: { email: string } | null, identity: { brandName: string, documentType: DocumentType, fiscalId: string, legalName: string, segment: string, billingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string }, shippingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string } } | null, emails: { notification: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null }, billing: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null } }, invoicing: { generateCustomerInvoices: boolean, paymentMethod: PaymentMethod, sendByEmail: boolean, defaultPaymentTermsDays: number, collectBankDetails: boolean, sepaCreditorId: string | null, collectionIban: string | null, collectionBic: string | null, sepaMandatePrefix: string } | null, series: { invoice: { prefix: string, nextNumber: number }, creditNote: { prefix: string, nextNumber: number } }, contract: { mainContactEmail: string, technicalSupportEmail: string, spn: string, channelSpn: string | null, customerSupportPhone: string, customerSupportEmail: string, customerSupportHours: string, webPage: string, generalConditionsUrl: string, privacyPolicyUrl: string, particularConditionsUrl: string | null, specialTariffsUrl: string | null, internationalTariffsUrl: string | null, roamingTariffsUrl: string | null, dataProtectionEmail: string, dataProtectionAddress: string, dataProtectionContact: string } | null, other: { sendTvWelcomeEmail: boolean, manualSignup: boolean, signOnVerificationPage: boolean } | null, svas: { incomingCalls: boolean, outgoingCalls: boolean, internationalCalls: boolean, premiumServices: boolean, incomingSms: boolean, outgoingSms: boolean, data: boolean, callWaiting: boolean, voicemail: boolean } | null, creditLimit: { enabled: boolean, blockAtLimit: boolean, amountCents: number } | null, financialRisk: { queryCostCents: number }, pbx: { name: string, panelUrl: string, username: string, initialPassword: string, created: string, modified: string } | null, logos: Array<{ kind: BrandLogoKind, url: string, width: number, height: number, bytes: number, updatedAt: string }> } };

export type RemoveBrandSettingsLogoMutationVariables = Exact<{
  kind: BrandLogoKind;
}>;


export type RemoveBrandSettingsLogoMutation = { removeBrandLogo: { brandId: string, brandName: string, updatedAt: string | null, superAdmin: { email: string } | null, identity: { brandName: string, documentType: DocumentType, fiscalId: string, legalName: string, segment: string, billingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string }, shippingAddress: { streetType: string, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string } } | null, emails: { notification: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null }, billing: { email: string | null, status: EmailVerificationStatus, expiresAt: string | null } }, invoicing: { generateCustomerInvoices: boolean, paymentMethod: PaymentMethod, sendByEmail: boolean, defaultPaymentTermsDays: number, collectBankDetails: boolean, sepaCreditorId: string | null, collectionIban: string | null, collectionBic: string | null, sepaMandatePrefix: string } | null, series: { invoice: { prefix: string, nextNumber: number }, creditNote: { prefix: string, nextNumber: number } }, contract: { mainContactEmail: string, technicalSupportEmail: string, spn: string, channelSpn: string | null, customerSupportPhone: string, customerSupportEmail: string, customerSupportHours: string, webPage: string, generalConditionsUrl: string, privacyPolicyUrl: string, particularConditionsUrl: string | null, specialTariffsUrl: string | null, internationalTariffsUrl: string | null, roamingTariffsUrl: string | null, dataProtectionEmail: string, dataProtectionAddress: string, dataProtectionContact: string } | null, other: { sendTvWelcomeEmail: boolean, manualSignup: boolean, signOnVerificationPage: boolean } | null, svas: { incomingCalls: boolean, outgoingCalls: boolean, internationalCalls: boolean, premiumServices: boolean, incomingSms: boolean, outgoingSms: boolean, data: boolean, callWaiting: boolean, voicemail: boolean } | null, creditLimit: { enabled: boolean, blockAtLimit: boolean, amountCents: number } | null, financialRisk: { queryCostCents: number }, pbx: { name: string, panelUrl: string, username: string, initialPassword: string, created: string, modified: string } | null, logos: Array<{ kind: BrandLogoKind, url: string, width: number, height: number, bytes: number, updatedAt: string }> } };

export type SendBrandEmailVerificationMutationVariables = Exact<{
  kind: VerifiableEmail;
}>;


export type SendBrandEmailVerificationMutation = { sendEmailVerification: { kind: VerifiableEmail, action: EmailVerificationAction, email: string, status: EmailVerificationStatus, expiresAt: string } };

export type CatalogueChannelTreeQueryVariables = Exact<{
  channel?: string | number | null | undefined;
}>;


export type CatalogueChannelTreeQuery = { channels: { channel: { id: string, parentId: string | null, brandId: string, name: string, subChannelNumber: number | null, status: ChannelStatus, users: number, subChannels: number }, subChannels: Array<{ id: string, parentId: string | null, brandId: string, name: string, subChannelNumber: number | null, status: ChannelStatus, users: number, subChannels: number }> } };

export type CatalogueAddSubChannelMutationVariables = Exact<{
  parent?: string | number | null | undefined;
  name: string;
}>;


export type CatalogueAddSubChannelMutation = { addSubChannel: { id: string, name: string } };

export type CatalogueChannelUsersQueryVariables = Exact<{
  channel?: string | number | null | undefined;
  status?: ChannelUserStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CatalogueChannelUsersQuery = { channelUsers: { channel: string, nextCursor: string | null, users: Array<{ id: string, fullName: string, email: string, role: Role | null, channel: string, originalChannel: string, status: ChannelUserStatus, createdAt: string }> } };

export type CatalogueCreateChannelUserMutationVariables = Exact<{
  email: string;
  fullName?: string | null | undefined;
  role?: AssignableRole | null | undefined;
  channel?: string | number | null | undefined;
}>;


export type CatalogueCreateChannelUserMutation = { createChannelUser: { id: string, email: string, status: ChannelUserStatus } };

export type CatalogueUpdateChannelUserMutationVariables = Exact<{
  email: string;
  role?: AssignableRole | null | undefined;
  fullName?: string | null | undefined;
}>;


export type CatalogueUpdateChannelUserMutation = { updateChannelUser: { id: string, email: string, role: Role | null } };

export type CatalogueDisableChannelUserMutationVariables = Exact<{
  email: string;
}>;


export type CatalogueDisableChannelUserMutation = { disableChannelUser: { id: string, email: string, status: ChannelUserStatus } };

export type CatalogueRemoveChannelUserMutationVariables = Exact<{
  email: string;
}>;


export type CatalogueRemoveChannelUserMutation = { removeChannelUser: { id: string, email: string, status: ChannelUserStatus } };

export type CatalogueChannelUserHistoryQueryVariables = Exact<{
  email: string;
}>;


export type CatalogueChannelUserHistoryQuery = { channelUserHistory: { user: { id: string, email: string, fullName: string, role: Role | null, status: ChannelUserStatus }, entries: Array<{ action: ChannelUserHistoryAction, fromRole: Role | null, toRole: Role | null, fromStatus: ChannelUserStatus | null, toStatus: ChannelUserStatus, at: string, actor: { email: string, fullName: string } | null }> } };

export type CatalogueClientsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  type?: CustomerType | null | undefined;
  sort?: CustomerSort | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type CatalogueClientsQuery = { customers: { totalEstimate: number, edges: Array<{ cursor: string | null, node: { id: string, fiscalId: string, brandId: string, channelId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, contactPhone: string | null, province: string | null, city: string | null, created: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CheckCoverageMutationVariables = Exact<{
  address: CoverageAddressInput;
}>;


export type CheckCoverageMutation = { checkCoverage: { covered: boolean, technologies: Array<{ technology: string, maxDownloadMbps: number, maxUploadMbps: number }> } };

export type PublicCoverageKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicCoverageKeyQuery = { publicCoverageKey: string };

export type RotatePublicCoverageKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RotatePublicCoverageKeyMutation = { rotatePublicCoverageKey: string };

export type CustomerDocumentContentQueryVariables = Exact<{
  fiscalId: string;
  title: string;
}>;


export type CustomerDocumentContentQuery = { customerDocument: { documentType: string, name: string, title: string, created: string, content: string } };

export type UpdateCustomerMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, fiscalId: string, brandId: string, channelId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, birthDate: string | null, email: string | null, contactPhone: string | null, detailedInvoice: boolean, iban: string | null, skipInvoices: boolean, paymentMethods: Array<PaymentMethod>, created: string, modified: string, address: { streetType: string | null, street: string | null, number: string | null, floor: string | null, additionalInfo: string | null, postalCode: string | null, province: string | null, city: string | null }, sepaMandate: { reference: string, signed: boolean, signedAt: string | null } | null, company: { companyName: string | null, constitutionDate: string | null, notarialPowers: string | null, deeds: string | null, iaeDate: string | null, iaeCertificate: string | null, cifCard: string | null, taxComplianceCertificate: string | null, socialSecurityCertificate: string | null, representative: { documentType: DocumentType | null, document: string | null, name: string | null, firstSurname: string | null, secondSurname: string | null, birthDate: string | null } } | null, customDocuments: Array<{ documentType: string, name: string, title: string, created: string }> } };

export type UpdateCustomerPaymentMethodMutationVariables = Exact<{
  fiscalId: string;
  iban?: string | null | undefined;
  skipInvoices?: boolean | null | undefined;
  paymentMethods?: Array<PaymentMethod> | PaymentMethod | null | undefined;
}>;


export type UpdateCustomerPaymentMethodMutation = { updateCustomerPaymentMethod: { id: string, fiscalId: string, brandId: string, channelId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, birthDate: string | null, email: string | null, contactPhone: string | null, detailedInvoice: boolean, iban: string | null, skipInvoices: boolean, paymentMethods: Array<PaymentMethod>, created: string, modified: string, address: { streetType: string | null, street: string | null, number: string | null, floor: string | null, additionalInfo: string | null, postalCode: string | null, province: string | null, city: string | null }, sepaMandate: { reference: string, signed: boolean, signedAt: string | null } | null, company: { companyName: string | null, constitutionDate: string | null, notarialPowers: string | null, deeds: string | null, iaeDate: string | null, iaeCertificate: string | null, cifCard: string | null, taxComplianceCertificate: string | null, socialSecurityCertificate: string | null, representative: { documentType: DocumentType | null, document: string | null, name: string | null, firstSurname: string | null, secondSurname: string | null, birthDate: string | null } } | null, customDocuments: Array<{ documentType: string, name: string, title: string, created: string }> } };

export type MarkSepaMandateSignedMutationVariables = Exact<{
  fiscalId: string;
}>;


export type MarkSepaMandateSignedMutation = { markSepaMandateSigned: { id: string, fiscalId: string, brandId: string, channelId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, birthDate: string | null, email: string | null, contactPhone: string | null, detailedInvoice: boolean, iban: string | null, skipInvoices: boolean, paymentMethods: Array<PaymentMethod>, created: string, modified: string, address: { streetType: string | null, street: string | null, number: string | null, floor: string | null, additionalInfo: string | null, postalCode: string | null, province: string | null, city: string | null }, sepaMandate: { reference: string, signed: boolean, signedAt: string | null } | null, company: { companyName: string | null, constitutionDate: string | null, notarialPowers: string | null, deeds: string | null, iaeDate: string | null, iaeCertificate: string | null, cifCard: string | null, taxComplianceCertificate: string | null, socialSecurityCertificate: string | null, representative: { documentType: DocumentType | null, document: string | null, name: string | null, firstSurname: string | null, secondSurname: string | null, birthDate: string | null } } | null, customDocuments: Array<{ documentType: string, name: string, title: string, created: string }> } };

export type AddCustomerDocumentMutationVariables = Exact<{
  fiscalId: string;
  documentType: string;
  documentName: string;
  documentContent: string;
}>;


export type AddCustomerDocumentMutation = { addCustomDocument: { title: string, documents: Array<{ documentType: string, name: string, title: string, created: string }> } };

export type DeleteCustomerDocumentMutationVariables = Exact<{
  fiscalId: string;
  title: string;
}>;


export type DeleteCustomerDocumentMutation = { deleteCustomDocument: { deleted: boolean, documents: Array<{ documentType: string, name: string, title: string, created: string }> } };

export type CustomerDetailFieldsFragment = { id: string, fiscalId: string, brandId: string, channelId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, birthDate: string | null, email: string | null, contactPhone: string | null, detailedInvoice: boolean, iban: string | null, skipInvoices: boolean, paymentMethods: Array<PaymentMethod>, created: string, modified: string, address: { streetType: string | null, street: string | null, number: string | null, floor: string | null, additionalInfo: string | null, postalCode: string | null, province: string | null, city: string | null }, sepaMandate: { reference: string, signed: boolean, signedAt: string | null } | null, company: { companyName: string | null, constitutionDate: string | null, notarialPowers: string | null, deeds: string | null, iaeDate: string | null, iaeCertificate: string | null, cifCard: string | null, taxComplianceCertificate: string | null, socialSecurityCertificate: string | null, representative: { documentType: DocumentType | null, document: string | null, name: string | null, firstSurname: string | null, secondSurname: string | null, birthDate: string | null } } | null, customDocuments: Array<{ documentType: string, name: string, title: string, created: string }> };

export type CustomerPageQueryVariables = Exact<{
  fiscalId: string;
}>;


export type CustomerPageQuery = { customer: { id: string, fiscalId: string, brandId: string, channelId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, birthDate: string | null, email: string | null, contactPhone: string | null, detailedInvoice: boolean, iban: string | null, skipInvoices: boolean, paymentMethods: Array<PaymentMethod>, created: string, modified: string, address: { streetType: string | null, street: string | null, number: string | null, floor: string | null, additionalInfo: string | null, postalCode: string | null, province: string | null, city: string | null }, sepaMandate: { reference: string, signed: boolean, signedAt: string | null } | null, company: { companyName: string | null, constitutionDate: string | null, notarialPowers: string | null, deeds: string | null, iaeDate: string | null, iaeCertificate: string | null, cifCard: string | null, taxComplianceCertificate: string | null, socialSecurityCertificate: string | null, representative: { documentType: DocumentType | null, document: string | null, name: string | null, firstSurname: string | null, secondSurname: string | null, birthDate: string | null } } | null, customDocuments: Array<{ documentType: string, name: string, title: string, created: string }> } };

export type CustomerLinesQueryVariables = Exact<{
  fiscalId: string;
}>;


export type CustomerLinesQuery = { subscriptions: { edges: Array<{ node: { subscriptionId: string, lineNumber: string, fixedNumber: string | null, productName: string, alias: string | null, status: SubscriptionStatus, family: ProductFamily, startDate: string | null, endDate: string | null, finalPrice: number, headerSubscriptionId: string | null, convergentSubscriptionId: string | null } }> } };

export type CustomerOrdersQueryVariables = Exact<{
  search: string;
}>;


export type CustomerOrdersQuery = { orders: { edges: Array<{ node: { id: string, orderNumber: string, customerFiscalId: string, family: ProductFamily, status: OrderStatus, draft: boolean, totalPriceCents: number, created: string } }> } };

export type CustomerInvoicesQueryVariables = Exact<{
  search: string;
}>;


export type CustomerInvoicesQuery = { invoices: { edges: Array<{ node: { id: string, number: string, type: InvoiceType, family: ProductFamily, status: InvoiceStatus, document: string, totalCents: number, cycle: string, dueDate: string, created: string } }> } };

export type FinancialRiskScoreFieldsFragment = { id: string, bureauScoreId: string, scoredAt: string, rank: number, defaultProbabilityBasisPoints: number, opinion: FinancialRiskOpinion, fraudster: boolean, defaulter: boolean, companyInfo: { name: string, salesYear: number, capitalCents: number, activity: string, city: string, headquartersAddress: string, type: string, latestBalanceCents: number, salesCents: number, employees: number, constitutionDate: string | null, website: string | null, phone: string | null, fax: string | null, representative: string, email: string | null, status: string } | null };

export type CustomerScoreQueryVariables = Exact<{
  fiscalId: string;
}>;


export type CustomerScoreQuery = { customerScore: { creditOpinion: FinancialRiskOpinion | null, score: { id: string, bureauScoreId: string, scoredAt: string, rank: number, defaultProbabilityBasisPoints: number, opinion: FinancialRiskOpinion, fraudster: boolean, defaulter: boolean, companyInfo: { name: string, salesYear: number, capitalCents: number, activity: string, city: string, headquartersAddress: string, type: string, latestBalanceCents: number, salesCents: number, employees: number, constitutionDate: string | null, website: string | null, phone: string | null, fax: string | null, representative: string, email: string | null, status: string } | null } | null, queryCost: { netCents: number, taxCents: number, totalCents: number, taxTerritory: TaxTerritory, taxRate: number } } };

export type ScoreCustomerMutationVariables = Exact<{
  fiscalId: string;
}>;


export type ScoreCustomerMutation = { scoreCustomer: { result: ScoreResult, charged: boolean, chargeCents: number | null, score: { id: string, bureauScoreId: string, scoredAt: string, rank: number, defaultProbabilityBasisPoints: number, opinion: FinancialRiskOpinion, fraudster: boolean, defaulter: boolean, companyInfo: { name: string, salesYear: number, capitalCents: number, activity: string, city: string, headquartersAddress: string, type: string, latestBalanceCents: number, salesCents: number, employees: number, constitutionDate: string | null, website: string | null, phone: string | null, fax: string | null, representative: string, email: string | null, status: string } | null } | null } };

export type DashboardCountersQueryVariables = Exact<{
  period?: DashboardPeriod | null | undefined;
}>;


export type DashboardCountersQuery = { dashboardCounters: { period: DashboardPeriod, from: string, to: string, counters: { sales: number | null, activations: number | null, recurringRevenue: number | null, terminations: number | null, liveLines: number | null, portIns: number | null, portOuts: number | null, events: number | null }, previous: { from: string, to: string, counters: { sales: number | null, activations: number | null, recurringRevenue: number | null, terminations: number | null, liveLines: number | null, portIns: number | null, portOuts: number | null, events: number | null } }, trend: { unit: DashboardTrendUnit, points: Array<{ from: string, to: string, counters: { sales: number | null, activations: number | null, recurringRevenue: number | null, terminations: number | null, liveLines: number | null, portIns: number | null, portOuts: number | null, events: number | null } }> } } };

export type DashboardCounterFiguresFragment = { sales: number | null, activations: number | null, recurringRevenue: number | null, terminations: number | null, liveLines: number | null, portIns: number | null, portOuts: number | null, events: number | null };

export type DashboardChartsQueryVariables = Exact<{
  period?: DashboardPeriod | null | undefined;
}>;


export type DashboardChartsQuery = { dashboardCharts: { period: DashboardPeriod, linesByStatus: Array<{ status: SubscriptionStatus, lines: number, monthlyCents: number }>, ordersByStatus: Array<{ status: OrderStatus, orders: number, totalCents: number }>, orderFunnel: Array<{ stage: OrderStatus, orders: number }>, portabilitiesByOperator: Array<{ direction: PortabilityDirection, operator: string, portabilities: number }>, backlog: Array<{ queue: string, status: string, total: number, ages: Array<{ age: string, items: number }> }> } };

export type DashboardNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardNewsQuery = { news: Array<{ id: string, title: string, body: string, publishedAt: string }> };

export type SalesAnalyticsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SalesAnalyticsQuery = { salesAnalytics: { from: string, to: string, totals: { sales: number, revenueCents: number }, byDay: Array<{ date: string, sales: number, revenueCents: number }>, byFamily: Array<{ family: ProductFamily, sales: number, revenueCents: number }>, byChannel: Array<{ channelId: string, channelName: string, sales: number, revenueCents: number }>, byProduct: Array<{ productId: string | null, name: string, family: ProductFamily | null, units: number, revenueCents: number }> } };

export type CataloguePerformanceQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CataloguePerformanceQuery = { cataloguePerformance: { from: string, to: string, products: Array<{ productId: string, name: string, family: ProductFamily, status: ProductStatus, priceCents: number, promotions: number, unitsSold: number, revenueCents: number, promotionUnits: number, activeLines: number, activeMonthlyCents: number }> } };

export type EnergyCostBreakdownFieldsFragment = { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number };

export type EnergyStudyFieldsFragment = { id: string, cups: string, postalCode: string, customerFiscalId: string | null, tariff: string, billingDays: number, created: string, createdBy: string, gas: { billingDays: number } | null, comparison: { taxTerritory: TaxTerritory, taxRate: number, electricityTaxRate: number, current: { electricity: { monthlyCents: number, billingPeriod: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number }, annual: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number } }, gas: { monthlyCents: number, billingPeriod: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number }, annual: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number } } | null }, offers: Array<{ productId: string, name: string, description: string | null, family: ProductFamily, monthlyCents: number, annualCents: number, monthlySavingCents: number, annualSavingCents: number }> } };

export type EnergyStudyQueryVariables = Exact<{
  id: string | number;
}>;


export type EnergyStudyQuery = { energyStudy: { id: string, cups: string, postalCode: string, customerFiscalId: string | null, tariff: string, billingDays: number, created: string, createdBy: string, gas: { billingDays: number } | null, comparison: { taxTerritory: TaxTerritory, taxRate: number, electricityTaxRate: number, current: { electricity: { monthlyCents: number, billingPeriod: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number }, annual: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number } }, gas: { monthlyCents: number, billingPeriod: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number }, annual: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number } } | null }, offers: Array<{ productId: string, name: string, description: string | null, family: ProductFamily, monthlyCents: number, annualCents: number, monthlySavingCents: number, annualSavingCents: number }> } } };

export type EnergyStudiesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type EnergyStudiesQuery = { energyStudies: Array<{ id: string, cups: string, postalCode: string, customerFiscalId: string | null, tariff: string, createdBy: string, created: string }> };

export type CreateEnergyStudyMutationVariables = Exact<{
  study: EnergyStudyInput;
}>;


export type CreateEnergyStudyMutation = { createEnergyStudy: { id: string, cups: string, postalCode: string, customerFiscalId: string | null, tariff: string, billingDays: number, created: string, createdBy: string, gas: { billingDays: number } | null, comparison: { taxTerritory: TaxTerritory, taxRate: number, electricityTaxRate: number, current: { electricity: { monthlyCents: number, billingPeriod: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number }, annual: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number } }, gas: { monthlyCents: number, billingPeriod: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number }, annual: { energyCents: number, fixedCents: number, specialTaxCents: number, indirectTaxCents: number, totalCents: number } } | null }, offers: Array<{ productId: string, name: string, description: string | null, family: ProductFamily, monthlyCents: number, annualCents: number, monthlySavingCents: number, annualSavingCents: number }> } } };

export type FieldworkInstallationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: InstallationStatus | null | undefined;
  type?: InstallationType | null | undefined;
  search?: string | null | undefined;
  sort?: InstallationSort | null | undefined;
}>;


export type FieldworkInstallationsQuery = { installations: { edges: Array<{ node: { id: string, type: InstallationType, status: InstallationStatus, installationDate: string | null, slot: InstallationSlot | null, fixedNumber: string | null, customerFiscalId: string, orderReference: string | null, created: string, changed: string, address: { street: string, number: string, floor: string | null, postalCode: string, province: string, city: string }, product: { name: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type FieldworkInstallationSlotsQueryVariables = Exact<{
  id: string | number;
}>;


export type FieldworkInstallationSlotsQuery = { installationSlots: Array<{ date: string, slot: InstallationSlot, from: string, to: string }> };

export type FieldworkScheduleInstallationMutationVariables = Exact<{
  id: string | number;
  date: string;
  slot: InstallationSlot;
}>;


export type FieldworkScheduleInstallationMutation = { scheduleInstallation: { id: string, status: InstallationStatus, installationDate: string | null, slot: InstallationSlot | null, changed: string } };

export type FieldworkUpdateInstallationMutationVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
  slot?: InstallationSlot | null | undefined;
  address?: ServiceAddressInput | null | undefined;
}>;


export type FieldworkUpdateInstallationMutation = { updateInstallation: { id: string, status: InstallationStatus, installationDate: string | null, slot: InstallationSlot | null, changed: string } };

export type FieldworkCancelInstallationMutationVariables = Exact<{
  id: string | number;
  reason: CancellationReason;
}>;


export type FieldworkCancelInstallationMutation = { cancelInstallation: { id: string, status: InstallationStatus, changed: string } };

export type FieldworkRelaunchInstallationMutationVariables = Exact<{
  id: string | number;
}>;


export type FieldworkRelaunchInstallationMutation = { relaunchInstallation: { id: string, status: InstallationStatus, changed: string } };

export type InvoiceAppDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceAppDetailQuery = { invoice: { id: string, brandId: string, number: string, type: InvoiceType, family: ProductFamily, status: InvoiceStatus, customerId: string, document: string, taxTerritory: TaxTerritory, taxRate: number, baseCents: number, taxCents: number, totalCents: number, cycle: string, dueDate: string, originalInvoiceId: string | null, originalInvoiceNumber: string | null, creditNoteId: string | null, created: string, modified: string, lines: Array<{ concept: string, subscriptionId: string | null, amountCents: number, taxCents: number }>, history: Array<{ action: InvoiceHistoryAction, statusFrom: InvoiceStatus | null, statusTo: InvoiceStatus, detail: string | null, actor: string, at: string }>, issuer: { name: string, fiscalId: string | null, addressLines: Array<string>, logoUrl: string | null }, billTo: { name: string, fiscalId: string | null, addressLines: Array<string> } } };

export type InvoiceAppDetailFieldsFragment = { id: string, brandId: string, number: string, type: InvoiceType, family: ProductFamily, status: InvoiceStatus, customerId: string, document: string, taxTerritory: TaxTerritory, taxRate: number, baseCents: number, taxCents: number, totalCents: number, cycle: string, dueDate: string, originalInvoiceId: string | null, originalInvoiceNumber: string | null, creditNoteId: string | null, created: string, modified: string, lines: Array<{ concept: string, subscriptionId: string | null, amountCents: number, taxCents: number }>, history: Array<{ action: InvoiceHistoryAction, statusFrom: InvoiceStatus | null, statusTo: InvoiceStatus, detail: string | null, actor: string, at: string }>, issuer: { name: string, fiscalId: string | null, addressLines: Array<string>, logoUrl: string | null }, billTo: { name: string, fiscalId: string | null, addressLines: Array<string> } };

export type InvoiceAppDraftQueryVariables = Exact<{
  fiscalId: string;
}>;


export type InvoiceAppDraftQuery = { invoiceDraft: { customerId: string, brandId: string, taxTerritory: TaxTerritory, taxRate: number, paymentTermsDays: number, issueDate: string, dueDate: string, billTo: { name: string, fiscalId: string | null, addressLines: Array<string> }, creditableInvoices: Array<{ id: string, number: string, status: InvoiceStatus, family: ProductFamily, cycle: string, totalCents: number, taxRate: number }> } };

export type InvoiceAppCreateMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;


export type InvoiceAppCreateMutation = { createInvoice: { id: string, brandId: string, number: string, type: InvoiceType, family: ProductFamily, status: InvoiceStatus, customerId: string, document: string, taxTerritory: TaxTerritory, taxRate: number, baseCents: number, taxCents: number, totalCents: number, cycle: string, dueDate: string, originalInvoiceId: string | null, originalInvoiceNumber: string | null, creditNoteId: string | null, created: string, modified: string, lines: Array<{ concept: string, subscriptionId: string | null, amountCents: number, taxCents: number }>, history: Array<{ action: InvoiceHistoryAction, statusFrom: InvoiceStatus | null, statusTo: InvoiceStatus, detail: string | null, actor: string, at: string }>, issuer: { name: string, fiscalId: string | null, addressLines: Array<string>, logoUrl: string | null }, billTo: { name: string, fiscalId: string | null, addressLines: Array<string> } } };

export type InvoiceAppUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateInvoiceInput;
}>;


export type InvoiceAppUpdateMutation = { updateInvoice: { id: string, brandId: string, number: string, type: InvoiceType, family: ProductFamily, status: InvoiceStatus, customerId: string, document: string, taxTerritory: TaxTerritory, taxRate: number, baseCents: number, taxCents: number, totalCents: number, cycle: string, dueDate: string, originalInvoiceId: string | null, originalInvoiceNumber: string | null, creditNoteId: string | null, created: string, modified: string, lines: Array<{ concept: string, subscriptionId: string | null, amountCents: number, taxCents: number }>, history: Array<{ action: InvoiceHistoryAction, statusFrom: InvoiceStatus | null, statusTo: InvoiceStatus, detail: string | null, actor: string, at: string }>, issuer: { name: string, fiscalId: string | null, addressLines: Array<string>, logoUrl: string | null }, billTo: { name: string, fiscalId: string | null, addressLines: Array<string> } } };

export type InvoiceAppPdfQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceAppPdfQuery = { invoicePdf: { fileName: string, content: string } };

export type FieldworkInvoicesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  type?: InvoiceType | null | undefined;
  family?: ProductFamily | null | undefined;
  cycle?: string | null | undefined;
  search?: string | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type FieldworkInvoicesQuery = { invoices: { edges: Array<{ node: { id: string, number: string, type: InvoiceType, family: ProductFamily, status: InvoiceStatus, document: string, totalCents: number, cycle: string, dueDate: string, originalInvoiceId: string | null, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type FieldworkResendInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type FieldworkResendInvoiceMutation = { resendInvoice: { id: string, status: InvoiceStatus, modified: string } };

export type FieldworkRefundInvoiceMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type FieldworkRefundInvoiceMutation = { refundInvoice: { invoice: { id: string, status: InvoiceStatus }, creditNote: { id: string, number: string } } };

export type KnowledgeBaseArticlesQueryVariables = Exact<{
  language: KnowledgeBaseLanguage;
  search?: string | null | undefined;
  category?: KnowledgeBaseCategory | null | undefined;
  first?: number | null | undefined;
}>;


export type KnowledgeBaseArticlesQuery = { knowledgeBaseArticles: Array<{ id: string, category: KnowledgeBaseCategory, language: KnowledgeBaseLanguage, title: string, updatedAt: string }> };

export type KnowledgeBaseArticleFieldsFragment = { id: string, brandId: string, category: KnowledgeBaseCategory, defaultLanguage: KnowledgeBaseLanguage, title: string, body: string, createdAt: string, updatedAt: string, updatedBy: string, translations: Array<{ language: KnowledgeBaseLanguage, title: string, body: string }> };

export type KnowledgeBaseArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type KnowledgeBaseArticleQuery = { knowledgeBaseArticle: { id: string, brandId: string, category: KnowledgeBaseCategory, defaultLanguage: KnowledgeBaseLanguage, title: string, body: string, createdAt: string, updatedAt: string, updatedBy: string, translations: Array<{ language: KnowledgeBaseLanguage, title: string, body: string }> } };

export type CreateKnowledgeBaseArticleMutationVariables = Exact<{
  article: KnowledgeBaseArticleInput;
}>;


export type CreateKnowledgeBaseArticleMutation = { createKnowledgeBaseArticle: { id: string, brandId: string, category: KnowledgeBaseCategory, defaultLanguage: KnowledgeBaseLanguage, title: string, body: string, createdAt: string, updatedAt: string, updatedBy: string, translations: Array<{ language: KnowledgeBaseLanguage, title: string, body: string }> } };

export type UpdateKnowledgeBaseArticleMutationVariables = Exact<{
  id: string | number;
  article: KnowledgeBaseArticleInput;
}>;


export type UpdateKnowledgeBaseArticleMutation = { updateKnowledgeBaseArticle: { id: string, brandId: string, category: KnowledgeBaseCategory, defaultLanguage: KnowledgeBaseLanguage, title: string, body: string, createdAt: string, updatedAt: string, updatedBy: string, translations: Array<{ language: KnowledgeBaseLanguage, title: string, body: string }> } };

export type DeleteKnowledgeBaseArticleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteKnowledgeBaseArticleMutation = { deleteKnowledgeBaseArticle: { id: string, deleted: boolean } };

export type CatalogueLeadsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: LeadStatus | null | undefined;
  sellType?: LeadSellType | null | undefined;
  search?: string | null | undefined;
}>;


export type CatalogueLeadsQuery = { leads: { edges: Array<{ cursor: string | null, node: { id: string, brandId: string, channelId: string, customerName: string, customerDocument: string | null, phone: string, sellType: LeadSellType, status: LeadStatus, commission: number, date: string, created: string, modified: string, consent: { fullName: string, document: string, date: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CatalogueLeadQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueLeadQuery = { lead: { id: string, customerName: string, customerDocument: string | null, phone: string, sellType: LeadSellType, status: LeadStatus, commission: number, date: string, consent: { fullName: string, document: string, date: string, signature: string | null } | null } };

export type CatalogueCreateLeadMutationVariables = Exact<{
  lead: LeadInput;
}>;


export type CatalogueCreateLeadMutation = { createLead: { id: string, status: LeadStatus } };

export type CatalogueUpdateLeadMutationVariables = Exact<{
  id: string | number;
  lead: LeadInput;
}>;


export type CatalogueUpdateLeadMutation = { updateLead: { id: string, status: LeadStatus } };

export type CatalogueChangeLeadStatusMutationVariables = Exact<{
  id: string | number;
  status: LeadStatus;
}>;


export type CatalogueChangeLeadStatusMutation = { changeLeadStatus: { id: string, status: LeadStatus } };

export type LineStateFieldsFragment = { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> };

export type LineFieldsFragment = { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, customer: { id: string, fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, contactPhone: string | null, customerType: CustomerType, documentType: DocumentType, province: string | null, city: string | null } | null, product: { id: string, name: string, price: number, maxAdditionalLines: number, cumulativeGb: boolean } | null, optionals: Array<{ productId: string | null, name: string, price: number }> };

export type LineServicesFieldsFragment = { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> };

export type LineQueryVariables = Exact<{
  lineNumber: string;
}>;


export type LineQuery = { subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, customer: { id: string, fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, contactPhone: string | null, customerType: CustomerType, documentType: DocumentType, province: string | null, city: string | null } | null, product: { id: string, name: string, price: number, maxAdditionalLines: number, cumulativeGb: boolean } | null, optionals: Array<{ productId: string | null, name: string, price: number }> } };

export type LineHistoryQueryVariables = Exact<{
  lineNumber: string;
}>;


export type LineHistoryQuery = { portabilities: { edges: Array<{ node: { id: string, direction: PortabilityDirection, status: PortabilityStatus, type: PortabilityType, changeWindow: string | null, document: string, mobileNumber: string, icc: string | null, donorOperator: string, receiverOperator: string, created: string } }> }, processes: { edges: Array<{ node: { id: string, type: ProcessType, status: ProcessStatus, subscriptionId: string, document: string, mobileNumber: string, details: string, due: string, created: string } }> } };

export type LineCompatibleMainProductsQueryVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
}>;


export type LineCompatibleMainProductsQuery = { compatibleMainProducts: Array<{ id: string, name: string, family: ProductFamily, price: number, maxAdditionalLines: number, cumulativeGb: boolean }> };

export type LineCompatibleOptionalProductsQueryVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
}>;


export type LineCompatibleOptionalProductsQuery = { compatibleOptionalProducts: Array<{ id: string, name: string, family: ProductFamily, price: number }> };

export type LinePackableSubscriptionsQueryVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
}>;


export type LinePackableSubscriptionsQuery = { packableSubscriptions: Array<{ subscriptionId: string, lineNumber: string, family: ProductFamily, productName: string }> };

export type LineSharedGroupsQueryVariables = Exact<{
  fiscalId: string;
}>;


export type LineSharedGroupsQuery = { sharedSubscriptions: Array<{ sharedSubscriptionId: string, lineNumber: string, productName: string, maxAdditionalLines: number, full: boolean, baseSubscriptions: Array<{ subscriptionId: string, lineNumber: string }> }> };

export type LineHolderMobileLinesQueryVariables = Exact<{
  fiscalId: string;
}>;


export type LineHolderMobileLinesQuery = { subscriptions: { edges: Array<{ node: { subscriptionId: string, lineNumber: string, productName: string, sharedSubscriptionId: string | null, baseSubscriptions: Array<string> } }> } };

export type LineCancelMutationVariables = Exact<{
  subscriptionId: string | number;
  reason: CancellationReason;
}>;


export type LineCancelMutation = { cancelLine: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineSetTvStatusMutationVariables = Exact<{
  subscriptionId: string | number;
  status: TvStatus;
}>;


export type LineSetTvStatusMutation = { setTvStatus: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineResetOntMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type LineResetOntMutation = { resetOnt: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineChangeSpnMutationVariables = Exact<{
  subscriptionId: string | number;
  spn: string;
}>;


export type LineChangeSpnMutation = { changeSpn: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineSetActiveModeMutationVariables = Exact<{
  subscriptionId: string | number;
  enabled: boolean;
}>;


export type LineSetActiveModeMutation = { setActiveMode: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineChangeWifiMutationVariables = Exact<{
  subscriptionId: string | number;
  ssid: string;
  password: string;
}>;


export type LineChangeWifiMutation = { changeWifi: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineChangePasswordMutationVariables = Exact<{
  subscriptionId: string | number;
  password: string;
}>;


export type LineChangePasswordMutation = { changeLinePassword: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineCheckFibreMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type LineCheckFibreMutation = { checkFibre: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineDuplicateSimMutationVariables = Exact<{
  subscriptionId: string | number;
  reason: DuplicateSimReason;
  icc: string;
}>;


export type LineDuplicateSimMutation = { duplicateSim: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineAddMultisimMutationVariables = Exact<{
  subscriptionId: string | number;
  type: MultisimType;
  icc: string;
}>;


export type LineAddMultisimMutation = { addMultisim: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineSendConfigurationSmsMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type LineSendConfigurationSmsMutation = { sendConfigurationSms: { processId: string | null, notice: LineActionNotice | null, subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, services: { subscriptionId: string, tvStatus: TvStatus | null, activeMode: boolean | null, wifiSsid: string | null, wifiPasswordChangedAt: string | null, spn: string | null, linePasswordChangedAt: string | null, lastFibreCheck: { result: FibreCheckResult, synced: boolean, downstreamMbps: number, upstreamMbps: number, attenuationDb: number | null, checkedAt: string } | null, multisimCards: Array<{ id: string, type: MultisimType, icc: string, processStatus: ProcessStatus, created: string }> }, optionals: Array<{ productId: string | null, name: string, price: number }> } } };

export type LineChangeAliasMutationVariables = Exact<{
  subscriptionId: string | number;
  alias: string;
  fiscalId: string;
}>;


export type LineChangeAliasMutation = { changeSubscriptionAlias: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }> } };

export type LineChangeProductMutationVariables = Exact<{
  subscriptionId: string | number;
  lineNumber: string;
  productId: string | number;
  family: ProductFamily;
  fiscalId: string;
  executeNow?: boolean | null | undefined;
}>;


export type LineChangeProductMutation = { changeProduct: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, customer: { id: string, fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, contactPhone: string | null, customerType: CustomerType, documentType: DocumentType, province: string | null, city: string | null } | null, product: { id: string, name: string, price: number, maxAdditionalLines: number, cumulativeGb: boolean } | null, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineChangeHolderMutationVariables = Exact<{
  subscriptionIds: Array<string | number> | string | number;
  actualFiscalId: string;
  newFiscalId: string;
  newCustomer?: NewHolderInput | null | undefined;
  executeNow?: boolean | null | undefined;
}>;


export type LineChangeHolderMutation = { changeTitular: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, customer: { id: string, fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, contactPhone: string | null, customerType: CustomerType, documentType: DocumentType, province: string | null, city: string | null } | null, product: { id: string, name: string, price: number, maxAdditionalLines: number, cumulativeGb: boolean } | null, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineAddOptionalProductMutationVariables = Exact<{
  subscriptionId: string | number;
  lineNumber: string;
  productId: string | number;
  family: ProductFamily;
  fiscalId: string;
  fixedNumber?: string | null | undefined;
  icc?: string | null | undefined;
  iccService?: IccService | null | undefined;
  eSim?: boolean | null | undefined;
  eSimEmail?: string | null | undefined;
}>;


export type LineAddOptionalProductMutation = { addOptionalProduct: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineCreateSharedGroupMutationVariables = Exact<{
  baseSubscriptionIds: Array<string | number> | string | number;
  productId: string | number;
  fiscalId: string;
}>;


export type LineCreateSharedGroupMutation = { createSharedGroup: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineAddToSharedGroupMutationVariables = Exact<{
  sharedSubscriptionId: string | number;
  baseSubscriptionIds: Array<string | number> | string | number;
  fiscalId: string;
}>;


export type LineAddToSharedGroupMutation = { addSubscriptionsToSharedGroup: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineRemoveFromSharedGroupMutationVariables = Exact<{
  sharedSubscriptionId: string | number;
  baseSubscriptions: Array<string | number> | string | number;
  fiscalId: string;
}>;


export type LineRemoveFromSharedGroupMutation = { removeSubscriptionsFromSharedGroup: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LinePackMutationVariables = Exact<{
  headerSubscriptionId: string | number;
  convergentSubscriptionId: string | number;
  fiscalId: string;
}>;


export type LinePackMutation = { packSubscriptions: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineUnpackMutationVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
}>;


export type LineUnpackMutation = { unpackSubscriptions: { subscriptions: Array<{ subscriptionId: string, lineNumber: string, fiscalId: string, customerId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productId: string | null, productName: string, alias: string | null, contract: string | null, status: SubscriptionStatus, startDate: string | null, endDate: string | null, installationAddress: string | null, finalPrice: number, family: ProductFamily, fixedNumber: string | null, icc: string | null, iccService: string | null, carrier: string | null, eSim: boolean, eSimEmail: string | null, donorOperator: string | null, technology: string | null, baseSubscriptions: Array<string>, sharedSubscriptionId: string | null, headerSubscriptionId: string | null, convergentSubscriptionId: string | null, created: string, modified: string, optionals: Array<{ productId: string | null, name: string, price: number }> }>, processes: Array<{ id: string, type: ProcessType, status: ProcessStatus }> } };

export type LineHolderCandidatesQueryVariables = Exact<{
  search: string;
}>;


export type LineHolderCandidatesQuery = { customers: { edges: Array<{ node: { id: string, fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null } }> } };

export type LineUsageQueryVariables = Exact<{
  subscriptionId: string | number;
  period?: string | null | undefined;
}>;


export type LineUsageQuery = { lineUsage: { period: string, totalVoiceMinutes: number, totalSmsCount: number, totalDataMb: number, days: Array<{ date: string, voiceMinutes: number, smsCount: number, dataMb: number }> } };

export type FieldworkMigrationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  family?: ProductFamily | null | undefined;
  fiscalId?: string | null | undefined;
  lineNumber?: string | null | undefined;
  sort?: SubscriptionSort | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type FieldworkMigrationsQuery = { subscriptions: { totalEstimate: number, edges: Array<{ node: { subscriptionId: string, lineNumber: string, fiscalId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productName: string, family: ProductFamily, status: SubscriptionStatus, technology: string | null, donorOperator: string | null, carrier: string | null, startDate: string | null, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ModifyProductLineQueryVariables = Exact<{
  lineNumber: string;
}>;


export type ModifyProductLineQuery = { subscription: { subscriptionId: string, lineNumber: string, fiscalId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, alias: string | null, status: SubscriptionStatus, family: ProductFamily, productName: string, modified: string } };

export type ModifyProductDetailQueryVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
}>;


export type ModifyProductDetailQuery = { subscriptionProductItems: Array<{ index: number | null, productId: string | null, productName: string, price: number, startDate: string | null, endDate: string | null }>, subscriptionHistory: Array<{ id: string, action: string, statusFrom: SubscriptionStatus | null, statusTo: SubscriptionStatus | null, reason: string | null, actor: string, at: string, index: number | null, changes: Array<{ field: SubscriptionHistoryField, from: string | null, to: string | null }> }> };

export type ModifyProductSearchQueryVariables = Exact<{
  q: string;
}>;


export type ModifyProductSearchQuery = { search: Array<
    | { __typename: 'BrandSearchHit', type: SearchHitType, id: string }
    | { __typename: 'CustomerSearchHit', fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null, type: SearchHitType, id: string }
    | { __typename: 'LineSearchHit', lineNumber: string, fiscalId: string, customerName: string, productName: string, status: SubscriptionStatus, type: SearchHitType, id: string }
  > };

export type ModifyProductHolderLinesQueryVariables = Exact<{
  fiscalId: string;
}>;


export type ModifyProductHolderLinesQuery = { subscriptions: { edges: Array<{ node: { subscriptionId: string, lineNumber: string, fiscalId: string, customerName: string, productName: string, status: SubscriptionStatus } }> } };

export type ModifyProductMutationVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
  alias?: string | null | undefined;
  productName?: string | null | undefined;
  finalPrice?: number | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  index?: number | null | undefined;
}>;


export type ModifyProductMutation = { modifySubscription: { subscriptions: Array<{ subscriptionId: string, alias: string | null, productName: string, finalPrice: number, startDate: string | null, endDate: string | null, modified: string }> } };

export type OrderDetailFieldsFragment = { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderDetailQuery = { order: { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null } };

export type OrderSignupRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderSignupRecordQuery = { signupOrder: { id: string, signup: { customerType: CustomerType, lines: Array<{ position: number, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, postalCode: string, city: string } | null, supplyPoint: { cups: string } | null }>, verification: { status: SignupVerificationStatus, reason: string | null, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number } } | null } };

export type OrderVerificationDocumentQueryVariables = Exact<{
  orderId: string | number;
  kind: VerificationDocumentKind;
}>;


export type OrderVerificationDocumentQuery = { verificationDocument: { kind: VerificationDocumentKind, mimeType: string, content: string } };

export type OrderFulfilmentQueryVariables = Exact<{
  orderId: string | number;
}>;


export type OrderFulfilmentQuery = { orderFulfilment: { shipments: Array<{ id: string, status: ShipmentStatus, trackingNumber: string | null, carrier: string | null, carrierUrl: string | null, created: string }>, installations: Array<{ id: string, type: InstallationType, status: InstallationStatus, installationDate: string | null, slot: InstallationSlot | null, fixedNumber: string | null, created: string, product: { name: string } }>, portabilities: Array<{ id: string, status: PortabilityStatus, mobileNumber: string, donorOperator: string, changeWindow: string | null, created: string }> } };

export type OrderContractDocumentQueryVariables = Exact<{
  orderId: string | number;
  kind: ContractDocumentKind;
}>;


export type OrderContractDocumentQuery = { orderContractDocument: { contractId: string, kind: ContractDocumentKind, mimeType: string, fileName: string, content: string } };

export type ContinueOrderDetailMutationVariables = Exact<{
  id: string | number;
}>;


export type ContinueOrderDetailMutation = { continueOrder: { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null } };

export type LaunchOrderDetailMutationVariables = Exact<{
  id: string | number;
}>;


export type LaunchOrderDetailMutation = { launchOrder: { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null } };

export type RelaunchOrderDetailMutationVariables = Exact<{
  id: string | number;
}>;


export type RelaunchOrderDetailMutation = { relaunchOrder: { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null } };

export type DeleteOrderDetailMutationVariables = Exact<{
  orderId: string | number;
}>;


export type DeleteOrderDetailMutation = { deleteDraftOrder: { id: string, deleted: boolean } };

export type CancelOrderDetailSignatureMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelOrderDetailSignatureMutation = { cancelOrderSignature: { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null } };

export type UploadOrderDetailContractMutationVariables = Exact<{
  id: string | number;
  document: string;
  fileName?: string | null | undefined;
}>;


export type UploadOrderDetailContractMutation = { uploadOrderContract: { id: string, orderNumber: string, brandId: string, channelId: string, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number, options: { lineNumber: string | null, icc: string | null, fixedNumber: string | null, esim: boolean | null, portability: { donorOperator: string, type: PortabilityType } | null } }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } | null } };

export type GenerateOrderDetailAnnexMutationVariables = Exact<{
  orderId: string | number;
}>;


export type GenerateOrderDetailAnnexMutation = { generateContractAnnex: { documentHtml: string, contract: { id: string, status: ContractStatus, envelopeId: string | null, uploaded: boolean, hasSignedDocument: boolean, sentAt: string | null, created: string, modified: string, history: Array<{ action: ContractHistoryAction, statusFrom: ContractStatus | null, statusTo: ContractStatus, actor: string, at: string }> } } };

export type DraftOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  family?: ProductFamily | null | undefined;
  search?: string | null | undefined;
  created?: DashboardPeriod | null | undefined;
}>;


export type DraftOrdersQuery = { draftOrders: { edges: Array<{ cursor: string | null, node: { id: string, orderNumber: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type LaunchedOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  family?: ProductFamily | null | undefined;
  search?: string | null | undefined;
  created?: DashboardPeriod | null | undefined;
  launched?: DashboardPeriod | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type LaunchedOrdersQuery = { orders: { edges: Array<{ cursor: string | null, node: { id: string, orderNumber: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, status: OrderStatus, draft: boolean, documentNumber: string, mobileNumber: string | null, email: string | null, totalPriceCents: number, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ContinueOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type ContinueOrderMutation = { continueOrder: { id: string, status: OrderStatus } };

export type LaunchOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type LaunchOrderMutation = { launchOrder: { id: string, status: OrderStatus } };

export type RelaunchOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type RelaunchOrderMutation = { relaunchOrder: { id: string, status: OrderStatus } };

export type DeleteDraftOrderMutationVariables = Exact<{
  orderId: string | number;
}>;


export type DeleteDraftOrderMutation = { deleteDraftOrder: { id: string, deleted: boolean } };

export type CancelOrderSignatureMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelOrderSignatureMutation = { cancelOrderSignature: { id: string, status: OrderStatus } };

export type PortabilitiesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  direction?: PortabilityDirection | null | undefined;
  status?: PortabilityStatus | null | undefined;
  search?: string | null | undefined;
  created?: DashboardPeriod | null | undefined;
  operator?: string | null | undefined;
}>;


export type PortabilitiesQuery = { portabilities: { edges: Array<{ cursor: string | null, node: { id: string, direction: PortabilityDirection, status: PortabilityStatus, type: PortabilityType, changeWindow: string | null, customerFiscalId: string, document: string, mobileNumber: string, icc: string | null, donorOperator: string, receiverOperator: string, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CancelPortabilityMutationVariables = Exact<{
  id: string | number;
  reason: CancellationReason;
}>;


export type CancelPortabilityMutation = { cancelPortability: { id: string, status: PortabilityStatus, modified: string } };

export type RelaunchPortabilityMutationVariables = Exact<{
  id: string | number;
}>;


export type RelaunchPortabilityMutation = { relaunchPortability: { id: string, status: PortabilityStatus, modified: string } };

export type FieldworkProcessesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  type?: ProcessType | null | undefined;
  status?: ProcessStatus | null | undefined;
  search?: string | null | undefined;
  created?: DashboardPeriod | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type FieldworkProcessesQuery = { processes: { totalEstimate: number, edges: Array<{ node: { id: string, type: ProcessType, status: ProcessStatus, subscriptionId: string, document: string, mobileNumber: string, cancelReason: string | null, due: string, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type FieldworkCancelProcessMutationVariables = Exact<{
  id: string | number;
  reason: CancellationReason;
}>;


export type FieldworkCancelProcessMutation = { cancelProcess: { id: string, status: ProcessStatus, modified: string } };

export type CatalogueProductsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  family?: ProductFamily | null | undefined;
  status?: ProductStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type CatalogueProductsQuery = { products: { edges: Array<{ cursor: string | null, node: { id: string, brandId: string, name: string, description: string | null, family: ProductFamily, subfamily: string | null, price: number, priceWithoutTax: number, providerPriceWithoutTax: number | null, priceWithPromotions: number, display: boolean, status: ProductStatus, tax: number, maxAdditionalLines: number, cumulativeGb: boolean, created: string, modified: string, promotions: Array<{ name: string, discount: number, months: number }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CatalogueCreateProductMutationVariables = Exact<{
  product: ProductInput;
}>;


export type CatalogueCreateProductMutation = { createProduct: { id: string, status: ProductStatus } };

export type CatalogueUpdateProductMutationVariables = Exact<{
  id: string | number;
  product: ProductInput;
}>;


export type CatalogueUpdateProductMutation = { updateProduct: { id: string, status: ProductStatus } };

export type CatalogueChangeProductStatusMutationVariables = Exact<{
  id: string | number;
  status: ProductStatus;
}>;


export type CatalogueChangeProductStatusMutation = { changeProductStatus: { id: string, status: ProductStatus } };

export type PublicCoverageBrandQueryVariables = Exact<{
  key: string;
}>;


export type PublicCoverageBrandQuery = { publicCoverageBrand: { name: string, logoURL: string | null } };

export type PublicCoverageCitiesQueryVariables = Exact<{
  key: string;
  province: string;
  q?: string | null | undefined;
}>;


export type PublicCoverageCitiesQuery = { cities: Array<{ name: string, provinceCode: string, postalCode: string }> };

export type CheckPublicCoverageMutationVariables = Exact<{
  key: string;
  address: CoverageAddressInput;
}>;


export type CheckPublicCoverageMutation = { checkPublicCoverage: { covered: boolean, technologies: Array<{ technology: string, maxDownloadMbps: number, maxUploadMbps: number }> } };

export type RequestPublicCoverageLeadMutationVariables = Exact<{
  input: PublicCoverageLeadInput;
}>;


export type RequestPublicCoverageLeadMutation = { requestPublicCoverageLead: { received: boolean } };

export type EmailVerificationVerifyMutationVariables = Exact<{
  token: string;
}>;


export type EmailVerificationVerifyMutation = { verifyEmail: { kind: VerifiableEmail, email: string, status: EmailVerificationStatus } };

export type InvoicePaymentInvoiceQueryVariables = Exact<{
  token: string;
}>;


export type InvoicePaymentInvoiceQuery = { publicInvoice: { brandName: string, brandLogoURL: string | null, number: string, totalCents: number, dueDate: string, status: InvoiceStatus, payable: boolean } };

export type InvoicePaymentPayMutationVariables = Exact<{
  token: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
}>;


export type InvoicePaymentPayMutation = { payPublicInvoice: { status: InvoiceStatus, number: string, totalCents: number, paidAt: string } };

export type PublicVerificationQueryVariables = Exact<{
  token: string;
}>;


export type PublicVerificationQuery = { publicVerification: { customerFirstName: string, customerType: CustomerType, documentsAsked: Array<VerificationDocumentKind>, products: Array<string>, monthlyCents: number, signatureRequired: boolean, expiresAt: string, brand: { name: string, logoURL: string | null } } };

export type SubmitPublicVerificationMutationVariables = Exact<{
  input: PublicVerificationInput;
}>;


export type SubmitPublicVerificationMutation = { submitPublicVerification: { outcome: PublicVerificationOutcome, reason: string | null } };

export type CatalogueResourcesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  kind?: ResourceKind | null | undefined;
  status?: ResourceStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type CatalogueResourcesQuery = { resources: { totalEstimate: number, edges: Array<{ cursor: string | null, node: { id: string, brandId: string, channelId: string, kind: ResourceKind, value: string, status: ResourceStatus, subscriptionId: string | null, reservedUntil: string | null, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CatalogueAddResourcesMutationVariables = Exact<{
  kind: ResourceKind;
  values: Array<string> | string;
  channel?: string | number | null | undefined;
}>;


export type CatalogueAddResourcesMutation = { addResources: { added: number } };

export type CatalogueChangeResourceStatusMutationVariables = Exact<{
  id: string | number;
  status: ResourceStatus;
}>;


export type CatalogueChangeResourceStatusMutation = { changeResourceStatus: { id: string, status: ResourceStatus } };

export type CatalogueAssignResourcesChannelMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  channel: string | number;
}>;


export type CatalogueAssignResourcesChannelMutation = { assignResourcesChannel: { moved: number } };

export type FieldworkShipmentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: ShipmentStatus | null | undefined;
  group?: ShipmentListStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type FieldworkShipmentsQuery = { shipments: { edges: Array<{ node: { id: string, status: ShipmentStatus, listStatus: ShipmentListStatus | null, documentsPending: boolean, trackingNumber: string | null, carrier: string | null, carrierUrl: string | null, orderReference: string | null, customerFiscalId: string, customerName: string, created: string, changed: string, address: { postalCode: string, city: string }, items: Array<{ kind: ShipmentItemKind }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type FieldworkCancelShipmentMutationVariables = Exact<{
  id: string | number;
  reason: CancellationReason;
}>;


export type FieldworkCancelShipmentMutation = { cancelShipment: { id: string, status: ShipmentStatus, listStatus: ShipmentListStatus | null, changed: string } };

export type SignupOrderFieldsFragment = { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null };

export type SignupOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type SignupOrderQuery = { signupOrder: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SignupCustomerLookupQueryVariables = Exact<{
  fiscalId: string;
}>;


export type SignupCustomerLookupQuery = { customer: { id: string, fiscalId: string, documentType: DocumentType, customerType: CustomerType, name: string, firstSurname: string | null, lastSurname: string | null, birthDate: string | null, email: string | null, contactPhone: string | null, address: { streetType: string | null, street: string | null, number: string | null, floor: string | null, additionalInfo: string | null, postalCode: string | null, province: string | null, city: string | null }, company: { companyName: string | null, constitutionDate: string | null } | null } };

export type SignupFiscalIdCheckQueryVariables = Exact<{
  documentType: DocumentType;
  fiscalId: string;
}>;


export type SignupFiscalIdCheckQuery = { verifyFiscalId: { valid: boolean, normalized: string, message: string | null } };

export type SignupCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupCatalogueQuery = { brandProducts: Array<{ id: string, name: string, description: string | null, family: ProductFamily, subfamily: string | null, price: number, priceWithoutTax: number, priceWithPromotions: number, display: boolean, tax: number, maxAdditionalLines: number, cumulativeGb: boolean, promotions: Array<{ name: string, discount: number, months: number }> }> };

export type SignupVerificationDocumentQueryVariables = Exact<{
  orderId: string | number;
  kind: VerificationDocumentKind;
}>;


export type SignupVerificationDocumentQuery = { verificationDocument: { kind: VerificationDocumentKind, mimeType: string, content: string } };

export type StartSignupMutationVariables = Exact<{
  idempotencyKey: string | number;
  input: SignupIntroInput;
}>;


export type StartSignupMutation = { startSignup: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SaveSignupCustomerMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string | number;
  input: SignupCustomerStepInput;
}>;


export type SaveSignupCustomerMutation = { saveSignupCustomer: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SaveSignupProductsMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string | number;
  input: SignupProductsInput;
}>;


export type SaveSignupProductsMutation = { saveSignupProducts: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SaveSignupLinesMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string | number;
  input: SignupLinesInput;
}>;


export type SaveSignupLinesMutation = { saveSignupLines: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SaveSignupVerificationMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string | number;
  input: SignupVerificationInput;
}>;


export type SaveSignupVerificationMutation = { saveSignupVerification: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SendSignupVerificationLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type SendSignupVerificationLinkMutation = { sendSignupVerificationLink: { url: string, expiresAt: string, sentTo: string | null } };

export type ReviewSignupVerificationMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string | number;
  input: SignupReviewInput;
}>;


export type ReviewSignupVerificationMutation = { reviewSignupVerification: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type SaveSignupPaymentMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string | number;
  input: SignupPaymentInput;
}>;


export type SaveSignupPaymentMutation = { saveSignupPayment: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, customerId: string, customerFiscalId: string, customerName: string, customerFirstSurname: string | null, customerSecondSurname: string | null, family: ProductFamily, verificationType: VerificationType, mobileNumber: string | null, email: string | null, totalPriceCents: number, modified: string, products: Array<{ id: string, position: number, productId: string | null, name: string, family: ProductFamily, priceCents: number }>, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }>, contract: { id: string, status: ContractStatus } | null, signup: { resumeStep: SignupStep, familyTab: SignupFamilyTab, customerType: CustomerType, address: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null }, products: Array<{ productId: string, lines: number, optionalProductIds: Array<string> }>, lines: Array<{ position: number, productId: string | null, productName: string, family: ProductFamily, tvUserEmail: string | null, mobileNumber: { mode: NumberChoiceMode, lineNumber: string | null, donorOperator: string | null, portabilityType: PortabilityType | null, currentHolderFiscalId: string | null } | null, sim: { kind: SimKind, icc: string | null, email: string | null } | null, fixedNumber: { mode: NumberChoiceMode, fixedNumber: string | null, donorOperator: string | null } | null, installationAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, supplyPoint: { cups: string } | null }>, shippingAddress: { streetType: string | null, street: string, number: string, floor: string | null, additionalInfo: string | null, postalCode: string, province: string, city: string, latitude: number | null, longitude: number | null } | null, verification: { status: SignupVerificationStatus, reason: string | null, signed: boolean, documents: Array<{ kind: VerificationDocumentKind, mimeType: string }>, check: { outcome: IdentityCheckOutcome, reason: string | null } | null, link: { channel: VerificationLinkChannel, sentTo: string | null, expiresAt: string } | null }, payment: { paymentMethod: PaymentMethod, iban: string | null, mandateReference: string | null } | null, totals: { taxTerritory: string, taxRate: number, monthlyWithoutTaxCents: number, monthlyTaxCents: number, monthlyCents: number, monthlyWithPromotionsCents: number, oneOffWithoutTaxCents: number, oneOffTaxCents: number, oneOffCents: number } } | null } };

export type LaunchSignupOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type LaunchSignupOrderMutation = { launchOrder: { id: string, orderNumber: string, status: OrderStatus, draft: boolean, history: Array<{ action: OrderHistoryAction, statusFrom: OrderStatus | null, statusTo: OrderStatus, reason: string | null, actor: string, at: string }> } };

export type SignupContractPreviewMutationVariables = Exact<{
  orderId: string | number;
}>;


export type SignupContractPreviewMutation = { generateContractAnnex: { documentHtml: string } };

export type SubscriptionsCancelLineMutationVariables = Exact<{
  subscriptionId: string | number;
  reason: CancellationReason;
}>;


export type SubscriptionsCancelLineMutation = { cancelLine: { subscription: { subscriptionId: string, status: SubscriptionStatus, endDate: string | null, modified: string } } };

export type SubscriptionsSetTvStatusMutationVariables = Exact<{
  subscriptionId: string | number;
  status: TvStatus;
}>;


export type SubscriptionsSetTvStatusMutation = { setTvStatus: { subscription: { subscriptionId: string, status: SubscriptionStatus, modified: string } } };

export type SubscriptionsSendConfigurationSmsMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type SubscriptionsSendConfigurationSmsMutation = { sendConfigurationSms: { subscription: { subscriptionId: string, status: SubscriptionStatus, modified: string } } };

export type SubscriptionsQueueQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: SubscriptionStatus | null | undefined;
  family?: ProductFamily | null | undefined;
  fiscalId?: string | null | undefined;
  lineNumber?: string | null | undefined;
  includeTerminated?: boolean | null | undefined;
  started?: DashboardPeriod | null | undefined;
  ended?: DashboardPeriod | null | undefined;
  sort?: SubscriptionSort | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type SubscriptionsQueueQuery = { subscriptions: { totalEstimate: number, edges: Array<{ node: { subscriptionId: string, lineNumber: string, fiscalId: string, customerName: string, customerFirstSurname: string | null, customerLastSurname: string | null, productName: string, alias: string | null, status: SubscriptionStatus, family: ProductFamily, startDate: string | null, endDate: string | null, finalPrice: number, fixedNumber: string | null, icc: string | null, carrier: string | null, technology: string | null, installationAddress: string | null, created: string, modified: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SupportChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportChannelsQuery = { supportChannels: { brandId: string, brandName: string, channels: Array<{ topic: ContactType, name: string, department: string | null, email: string, phone: string | null }> } };

export type SendSupportMessageMutationVariables = Exact<{
  topic: ContactType;
  message: string;
  page?: string | null | undefined;
}>;


export type SendSupportMessageMutation = { sendSupportMessage: { topic: ContactType, recipient: string, sentAt: string } };

export type SupportOrderNumberQueryVariables = Exact<{
  id: string | number;
}>;


export type SupportOrderNumberQuery = { order: { id: string, orderNumber: string } };

export type TemporalSubscriptionFieldsFragment = { id: string, subscriptionId: string, index: number | null, kind: TemporalKind, lineNumber: string, fiscalId: string, holderName: string, channelId: string, family: ProductFamily, status: SubscriptionStatus, productName: string, price: number, startDate: string | null, endDate: string, ended: boolean, daysLeft: number };

export type TemporalSubscriptionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  kind?: TemporalKind | null | undefined;
  state?: TemporalState | null | undefined;
}>;


export type TemporalSubscriptionsQuery = { temporalSubscriptions: { edges: Array<{ node: { id: string, subscriptionId: string, index: number | null, kind: TemporalKind, lineNumber: string, fiscalId: string, holderName: string, channelId: string, family: ProductFamily, status: SubscriptionStatus, productName: string, price: number, startDate: string | null, endDate: string, ended: boolean, daysLeft: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ExtendTemporalSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
  index?: number | null | undefined;
  endDate: string;
}>;


export type ExtendTemporalSubscriptionMutation = { extendTemporalSubscription: { item: { id: string, subscriptionId: string, index: number | null, kind: TemporalKind, lineNumber: string, fiscalId: string, holderName: string, channelId: string, family: ProductFamily, status: SubscriptionStatus, productName: string, price: number, startDate: string | null, endDate: string, ended: boolean, daysLeft: number }, subscription: { subscriptionId: string, endDate: string | null, status: SubscriptionStatus, modified: string } } };

export type EndTemporalSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
  fiscalId: string;
  index?: number | null | undefined;
  reason: CancellationReason;
}>;


export type EndTemporalSubscriptionMutation = { endTemporalSubscription: { item: { id: string, subscriptionId: string, index: number | null, kind: TemporalKind, lineNumber: string, fiscalId: string, holderName: string, channelId: string, family: ProductFamily, status: SubscriptionStatus, productName: string, price: number, startDate: string | null, endDate: string, ended: boolean, daysLeft: number }, subscription: { subscriptionId: string, endDate: string | null, status: SubscriptionStatus, modified: string } } };

export type PaletteDraftOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type PaletteDraftOrdersQuery = { draftOrders: { edges: Array<{ node: { id: string, orderNumber: string, customerName: string, customerFirstSurname: string | null, customerFiscalId: string } }> } };

export type GlobalSearchQueryVariables = Exact<{
  q: string;
  types?: Array<SearchType> | SearchType | null | undefined;
  limit?: number | null | undefined;
}>;


export type GlobalSearchQuery = { search: Array<
    | { __typename: 'BrandSearchHit', name: string, type: SearchHitType, id: string }
    | { __typename: 'CustomerSearchHit', fiscalId: string, name: string, firstSurname: string | null, lastSurname: string | null, email: string | null, type: SearchHitType, id: string }
    | { __typename: 'LineSearchHit', lineNumber: string, fiscalId: string, customerName: string, status: SubscriptionStatus, carrier: string | null, type: SearchHitType, id: string }
  > };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { session: { fullName: string, username: string, email: string, role: Role, channel: string, originalChannel: string, superAdmin: boolean, avatar: string | null, abilities: Array<{ action: string, subject: string }> }, brand: { brandId: string, name: string, logoURL: string | null, expandedLogoURL: string | null, darkModeLogoURL: string | null, darkModeExpandedLogoURL: string | null, generateCustomerInvoices: boolean, hasMaxSales: boolean, maxSales: number | null } };

export type ReturnToOriginalChannelMutationVariables = Exact<{ [key: string]: never; }>;


export type ReturnToOriginalChannelMutation = { returnToOriginalChannel: { channel: string, originalChannel: string } };

export type EnterChannelMutationVariables = Exact<{
  channel: string | number;
}>;


export type EnterChannelMutation = { enterChannel: { channel: string, originalChannel: string } };

export type CachedBrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedBrandsQuery = { cachedBrands: Array<{ brandId: string, name: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BrandSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment BrandSettingsFields on BrandSettings {
  brandId
  brandName
  superAdmin {
    email
  }
  identity {
    brandName
    documentType
    fiscalId
    legalName
    segment
    billingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
  }
  emails {
    notification {
      email
      status
      expiresAt
    }
    billing {
      email
      status
      expiresAt
    }
  }
  invoicing {
    generateCustomerInvoices
    paymentMethod
    sendByEmail
    defaultPaymentTermsDays
    collectBankDetails
    sepaCreditorId
    collectionIban
    collectionBic
    sepaMandatePrefix
  }
  series {
    invoice {
      prefix
      nextNumber
    }
    creditNote {
      prefix
      nextNumber
    }
  }
  contract {
    mainContactEmail
    technicalSupportEmail
    spn
    channelSpn
    customerSupportPhone
    customerSupportEmail
    customerSupportHours
    webPage
    generalConditionsUrl
    privacyPolicyUrl
    particularConditionsUrl
    specialTariffsUrl
    internationalTariffsUrl
    roamingTariffsUrl
    dataProtectionEmail
    dataProtectionAddress
    dataProtectionContact
  }
  other {
    sendTvWelcomeEmail
    manualSignup
    signOnVerificationPage
  }
  svas {
    incomingCalls
    outgoingCalls
    internationalCalls
    premiumServices
    incomingSms
    outgoingSms
    data
    callWaiting
    voicemail
  }
  creditLimit {
    enabled
    blockAtLimit
    amountCents
  }
  financialRisk {
    queryCostCents
  }
  pbx {
    name
    panelUrl
    username
    initialPassword
    created
    modified
  }
  logos {
    kind
    url
    width
    height
    bytes
    updatedAt
  }
  updatedAt
}
    `, {"fragmentName":"BrandSettingsFields"}) as unknown as TypedDocumentString<BrandSettingsFieldsFragment, unknown>;
export const CustomerDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerDetailFields on Customer {
  id
  fiscalId
  brandId
  channelId
  documentType
  customerType
  name
  firstSurname
  lastSurname
  birthDate
  email
  contactPhone
  address {
    streetType
    street
    number
    floor
    additionalInfo
    postalCode
    province
    city
  }
  detailedInvoice
  iban
  skipInvoices
  paymentMethods
  sepaMandate {
    reference
    signed
    signedAt
  }
  company {
    companyName
    constitutionDate
    representative {
      documentType
      document
      name
      firstSurname
      secondSurname
      birthDate
    }
    notarialPowers
    deeds
    iaeDate
    iaeCertificate
    cifCard
    taxComplianceCertificate
    socialSecurityCertificate
  }
  customDocuments {
    documentType
    name
    title
    created
  }
  created
  modified
}
    `, {"fragmentName":"CustomerDetailFields"}) as unknown as TypedDocumentString<CustomerDetailFieldsFragment, unknown>;
export const FinancialRiskScoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment FinancialRiskScoreFields on FinancialRiskScore {
  id
  bureauScoreId
  scoredAt
  rank
  defaultProbabilityBasisPoints
  opinion
  fraudster
  defaulter
  companyInfo {
    name
    salesYear
    capitalCents
    activity
    city
    headquartersAddress
    type
    latestBalanceCents
    salesCents
    employees
    constitutionDate
    website
    phone
    fax
    representative
    email
    status
  }
}
    `, {"fragmentName":"FinancialRiskScoreFields"}) as unknown as TypedDocumentString<FinancialRiskScoreFieldsFragment, unknown>;
export const DashboardCounterFiguresFragmentDoc = new TypedDocumentString(`
    fragment DashboardCounterFigures on DashboardCounters {
  sales
  activations
  recurringRevenue
  terminations
  liveLines
  portIns
  portOuts
  events
}
    `, {"fragmentName":"DashboardCounterFigures"}) as unknown as TypedDocumentString<DashboardCounterFiguresFragment, unknown>;
export const EnergyCostBreakdownFieldsFragmentDoc = new TypedDocumentString(`
    fragment EnergyCostBreakdownFields on EnergyCostBreakdown {
  energyCents
  fixedCents
  specialTaxCents
  indirectTaxCents
  totalCents
}
    `, {"fragmentName":"EnergyCostBreakdownFields"}) as unknown as TypedDocumentString<EnergyCostBreakdownFieldsFragment, unknown>;
export const EnergyStudyFieldsFragmentDoc = new TypedDocumentString(`
    fragment EnergyStudyFields on EnergyStudy {
  id
  cups
  postalCode
  customerFiscalId
  tariff
  billingDays
  created
  createdBy
  gas {
    billingDays
  }
  comparison {
    taxTerritory
    taxRate
    electricityTaxRate
    current {
      electricity {
        billingPeriod {
          ...EnergyCostBreakdownFields
        }
        annual {
          ...EnergyCostBreakdownFields
        }
        monthlyCents
      }
      gas {
        billingPeriod {
          ...EnergyCostBreakdownFields
        }
        annual {
          ...EnergyCostBreakdownFields
        }
        monthlyCents
      }
    }
    offers {
      productId
      name
      description
      family
      monthlyCents
      annualCents
      monthlySavingCents
      annualSavingCents
    }
  }
}
    fragment EnergyCostBreakdownFields on EnergyCostBreakdown {
  energyCents
  fixedCents
  specialTaxCents
  indirectTaxCents
  totalCents
}`, {"fragmentName":"EnergyStudyFields"}) as unknown as TypedDocumentString<EnergyStudyFieldsFragment, unknown>;
export const InvoiceAppDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceAppDetailFields on InvoiceDetail {
  id
  brandId
  number
  type
  family
  status
  customerId
  document
  taxTerritory
  taxRate
  baseCents
  taxCents
  totalCents
  cycle
  dueDate
  originalInvoiceId
  originalInvoiceNumber
  creditNoteId
  created
  modified
  lines {
    concept
    subscriptionId
    amountCents
    taxCents
  }
  history {
    action
    statusFrom
    statusTo
    detail
    actor
    at
  }
  issuer {
    name
    fiscalId
    addressLines
    logoUrl
  }
  billTo {
    name
    fiscalId
    addressLines
  }
}
    `, {"fragmentName":"InvoiceAppDetailFields"}) as unknown as TypedDocumentString<InvoiceAppDetailFieldsFragment, unknown>;
export const KnowledgeBaseArticleFieldsFragmentDoc = new TypedDocumentString(`
    fragment KnowledgeBaseArticleFields on KnowledgeBaseArticle {
  id
  brandId
  category
  defaultLanguage
  title
  body
  translations {
    language
    title
    body
  }
  createdAt
  updatedAt
  updatedBy
}
    `, {"fragmentName":"KnowledgeBaseArticleFields"}) as unknown as TypedDocumentString<KnowledgeBaseArticleFieldsFragment, unknown>;
export const LineStateFieldsFragmentDoc = new TypedDocumentString(`
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
    `, {"fragmentName":"LineStateFields"}) as unknown as TypedDocumentString<LineStateFieldsFragment, unknown>;
export const LineFieldsFragmentDoc = new TypedDocumentString(`
    fragment LineFields on Subscription {
  ...LineStateFields
  customer {
    id
    fiscalId
    name
    firstSurname
    lastSurname
    email
    contactPhone
    customerType
    documentType
    province
    city
  }
  product {
    id
    name
    price
    maxAdditionalLines
    cumulativeGb
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"fragmentName":"LineFields"}) as unknown as TypedDocumentString<LineFieldsFragment, unknown>;
export const LineServicesFieldsFragmentDoc = new TypedDocumentString(`
    fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}
    `, {"fragmentName":"LineServicesFields"}) as unknown as TypedDocumentString<LineServicesFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}
    `, {"fragmentName":"OrderDetailFields"}) as unknown as TypedDocumentString<OrderDetailFieldsFragment, unknown>;
export const SignupOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}
    `, {"fragmentName":"SignupOrderFields"}) as unknown as TypedDocumentString<SignupOrderFieldsFragment, unknown>;
export const TemporalSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment TemporalSubscriptionFields on TemporalSubscription {
  id
  subscriptionId
  index
  kind
  lineNumber
  fiscalId
  holderName
  channelId
  family
  status
  productName
  price
  startDate
  endDate
  ended
  daysLeft
}
    `, {"fragmentName":"TemporalSubscriptionFields"}) as unknown as TypedDocumentString<TemporalSubscriptionFieldsFragment, unknown>;
export const AddressProvincesDocument = new TypedDocumentString(`
    query AddressProvinces {
  provinces {
    code
    name
  }
}
    `, {"hash":"sha256:db2f8eff515fa15aa880f3918aede26cca170f62bbd21547de5642f08ba69596"}) as unknown as TypedDocumentString<AddressProvincesQuery, AddressProvincesQueryVariables>;
export const AddressCitiesDocument = new TypedDocumentString(`
    query AddressCities($province: String!, $q: String) {
  cities(province: $province, q: $q) {
    name
    provinceCode
    postalCode
  }
}
    `, {"hash":"sha256:527fb0147d945727763b105384685a413b7e9e10459089e0f9bd915518b44003"}) as unknown as TypedDocumentString<AddressCitiesQuery, AddressCitiesQueryVariables>;
export const CachedSubscriptionsLinkDocument = new TypedDocumentString(`
    query CachedSubscriptionsLink {
  cachedSubscriptionsLink {
    url
    modified
    expiresAt
  }
}
    `, {"hash":"sha256:c5ea524f120c07e81261fc66607e4b1db1b045b455784a813540b06edcd34dce"}) as unknown as TypedDocumentString<CachedSubscriptionsLinkQuery, CachedSubscriptionsLinkQueryVariables>;
export const CustomersCachePageDocument = new TypedDocumentString(`
    query CustomersCachePage($after: String) {
  customers(first: 500, after: $after) {
    edges {
      node {
        id
        fiscalId
        brandId
        channelId
        customerType
        name
        firstSurname
        lastSurname
        email
        contactPhone
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalEstimate
  }
}
    `, {"hash":"sha256:e6222269df6d8282fab0abc3d3e3daaa1449e06b42a097da3ca54045e5cd455e"}) as unknown as TypedDocumentString<CustomersCachePageQuery, CustomersCachePageQueryVariables>;
export const BrandSettingsPageDocument = new TypedDocumentString(`
    query BrandSettingsPage {
  brandSettings {
    ...BrandSettingsFields
  }
}
    fragment BrandSettingsFields on BrandSettings {
  brandId
  brandName
  superAdmin {
    email
  }
  identity {
    brandName
    documentType
    fiscalId
    legalName
    segment
    billingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
  }
  emails {
    notification {
      email
      status
      expiresAt
    }
    billing {
      email
      status
      expiresAt
    }
  }
  invoicing {
    generateCustomerInvoices
    paymentMethod
    sendByEmail
    defaultPaymentTermsDays
    collectBankDetails
    sepaCreditorId
    collectionIban
    collectionBic
    sepaMandatePrefix
  }
  series {
    invoice {
      prefix
      nextNumber
    }
    creditNote {
      prefix
      nextNumber
    }
  }
  contract {
    mainContactEmail
    technicalSupportEmail
    spn
    channelSpn
    customerSupportPhone
    customerSupportEmail
    customerSupportHours
    webPage
    generalConditionsUrl
    privacyPolicyUrl
    particularConditionsUrl
    specialTariffsUrl
    internationalTariffsUrl
    roamingTariffsUrl
    dataProtectionEmail
    dataProtectionAddress
    dataProtectionContact
  }
  other {
    sendTvWelcomeEmail
    manualSignup
    signOnVerificationPage
  }
  svas {
    incomingCalls
    outgoingCalls
    internationalCalls
    premiumServices
    incomingSms
    outgoingSms
    data
    callWaiting
    voicemail
  }
  creditLimit {
    enabled
    blockAtLimit
    amountCents
  }
  financialRisk {
    queryCostCents
  }
  pbx {
    name
    panelUrl
    username
    initialPassword
    created
    modified
  }
  logos {
    kind
    url
    width
    height
    bytes
    updatedAt
  }
  updatedAt
}`, {"hash":"sha256:67f4730376dc16d85b77753bb484bb196f59445849a1064e55d75c56e0cedba4"}) as unknown as TypedDocumentString<BrandSettingsPageQuery, BrandSettingsPageQueryVariables>;
export const BrandSettingsContactsDocument = new TypedDocumentString(`
    query BrandSettingsContacts {
  brandContacts {
    brandId
    contacts {
      id
      name
      surnames
      department
      jobTitle
      alias
      email
      phone
      types
    }
  }
}
    `, {"hash":"sha256:f9bb2830197316138092e3e38ba02b5d6b968c7015287f45ce8a3cafa515cc8f"}) as unknown as TypedDocumentString<BrandSettingsContactsQuery, BrandSettingsContactsQueryVariables>;
export const SaveBrandSettingsGroupsDocument = new TypedDocumentString(`
    mutation SaveBrandSettingsGroups($settings: BrandSettingsInput!) {
  saveBrandSettings(settings: $settings) {
    ...BrandSettingsFields
  }
}
    fragment BrandSettingsFields on BrandSettings {
  brandId
  brandName
  superAdmin {
    email
  }
  identity {
    brandName
    documentType
    fiscalId
    legalName
    segment
    billingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
  }
  emails {
    notification {
      email
      status
      expiresAt
    }
    billing {
      email
      status
      expiresAt
    }
  }
  invoicing {
    generateCustomerInvoices
    paymentMethod
    sendByEmail
    defaultPaymentTermsDays
    collectBankDetails
    sepaCreditorId
    collectionIban
    collectionBic
    sepaMandatePrefix
  }
  series {
    invoice {
      prefix
      nextNumber
    }
    creditNote {
      prefix
      nextNumber
    }
  }
  contract {
    mainContactEmail
    technicalSupportEmail
    spn
    channelSpn
    customerSupportPhone
    customerSupportEmail
    customerSupportHours
    webPage
    generalConditionsUrl
    privacyPolicyUrl
    particularConditionsUrl
    specialTariffsUrl
    internationalTariffsUrl
    roamingTariffsUrl
    dataProtectionEmail
    dataProtectionAddress
    dataProtectionContact
  }
  other {
    sendTvWelcomeEmail
    manualSignup
    signOnVerificationPage
  }
  svas {
    incomingCalls
    outgoingCalls
    internationalCalls
    premiumServices
    incomingSms
    outgoingSms
    data
    callWaiting
    voicemail
  }
  creditLimit {
    enabled
    blockAtLimit
    amountCents
  }
  financialRisk {
    queryCostCents
  }
  pbx {
    name
    panelUrl
    username
    initialPassword
    created
    modified
  }
  logos {
    kind
    url
    width
    height
    bytes
    updatedAt
  }
  updatedAt
}`, {"hash":"sha256:a97177abdfba9cfeb3d744b4f339b0a3fdb220b4564b6d15a5a6aaaa21b0dc6d"}) as unknown as TypedDocumentString<SaveBrandSettingsGroupsMutation, SaveBrandSettingsGroupsMutationVariables>;
export const SaveBrandSettingsContactsDocument = new TypedDocumentString(`
    mutation SaveBrandSettingsContacts($contacts: [ContactInput!]!) {
  saveBrandContacts(contacts: $contacts) {
    brandId
    contacts {
      id
      name
      surnames
      department
      jobTitle
      alias
      email
      phone
      types
    }
  }
}
    `, {"hash":"sha256:c1806ce18a254863f640c41e46d4653f035fc1eefb9715fd39dbb8766d77b3b9"}) as unknown as TypedDocumentString<SaveBrandSettingsContactsMutation, SaveBrandSettingsContactsMutationVariables>;
export const UploadBrandSettingsLogoDocument = new TypedDocumentString(`
    mutation UploadBrandSettingsLogo($kind: BrandLogoKind!, $contentBase64: String!) {
  uploadBrandLogo(kind: $kind, contentBase64: $contentBase64) {
    ...BrandSettingsFields
  }
}
    fragment BrandSettingsFields on BrandSettings {
  brandId
  brandName
  superAdmin {
    email
  }
  identity {
    brandName
    documentType
    fiscalId
    legalName
    segment
    billingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
  }
  emails {
    notification {
      email
      status
      expiresAt
    }
    billing {
      email
      status
      expiresAt
    }
  }
  invoicing {
    generateCustomerInvoices
    paymentMethod
    sendByEmail
    defaultPaymentTermsDays
    collectBankDetails
    sepaCreditorId
    collectionIban
    collectionBic
    sepaMandatePrefix
  }
  series {
    invoice {
      prefix
      nextNumber
    }
    creditNote {
      prefix
      nextNumber
    }
  }
  contract {
    mainContactEmail
    technicalSupportEmail
    spn
    channelSpn
    customerSupportPhone
    customerSupportEmail
    customerSupportHours
    webPage
    generalConditionsUrl
    privacyPolicyUrl
    particularConditionsUrl
    specialTariffsUrl
    internationalTariffsUrl
    roamingTariffsUrl
    dataProtectionEmail
    dataProtectionAddress
    dataProtectionContact
  }
  other {
    sendTvWelcomeEmail
    manualSignup
    signOnVerificationPage
  }
  svas {
    incomingCalls
    outgoingCalls
    internationalCalls
    premiumServices
    incomingSms
    outgoingSms
    data
    callWaiting
    voicemail
  }
  creditLimit {
    enabled
    blockAtLimit
    amountCents
  }
  financialRisk {
    queryCostCents
  }
  pbx {
    name
    panelUrl
    username
    initialPassword
    created
    modified
  }
  logos {
    kind
    url
    width
    height
    bytes
    updatedAt
  }
  updatedAt
}`, {"hash":"sha256:589bdddd7f790b97d0e9ecea728cddcc40b69940b23fb4e6042bad7b511e6bee"}) as unknown as TypedDocumentString<UploadBrandSettingsLogoMutation, UploadBrandSettingsLogoMutationVariables>;
export const RemoveBrandSettingsLogoDocument = new TypedDocumentString(`
    mutation RemoveBrandSettingsLogo($kind: BrandLogoKind!) {
  removeBrandLogo(kind: $kind) {
    ...BrandSettingsFields
  }
}
    fragment BrandSettingsFields on BrandSettings {
  brandId
  brandName
  superAdmin {
    email
  }
  identity {
    brandName
    documentType
    fiscalId
    legalName
    segment
    billingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
  }
  emails {
    notification {
      email
      status
      expiresAt
    }
    billing {
      email
      status
      expiresAt
    }
  }
  invoicing {
    generateCustomerInvoices
    paymentMethod
    sendByEmail
    defaultPaymentTermsDays
    collectBankDetails
    sepaCreditorId
    collectionIban
    collectionBic
    sepaMandatePrefix
  }
  series {
    invoice {
      prefix
      nextNumber
    }
    creditNote {
      prefix
      nextNumber
    }
  }
  contract {
    mainContactEmail
    technicalSupportEmail
    spn
    channelSpn
    customerSupportPhone
    customerSupportEmail
    customerSupportHours
    webPage
    generalConditionsUrl
    privacyPolicyUrl
    particularConditionsUrl
    specialTariffsUrl
    internationalTariffsUrl
    roamingTariffsUrl
    dataProtectionEmail
    dataProtectionAddress
    dataProtectionContact
  }
  other {
    sendTvWelcomeEmail
    manualSignup
    signOnVerificationPage
  }
  svas {
    incomingCalls
    outgoingCalls
    internationalCalls
    premiumServices
    incomingSms
    outgoingSms
    data
    callWaiting
    voicemail
  }
  creditLimit {
    enabled
    blockAtLimit
    amountCents
  }
  financialRisk {
    queryCostCents
  }
  pbx {
    name
    panelUrl
    username
    initialPassword
    created
    modified
  }
  logos {
    kind
    url
    width
    height
    bytes
    updatedAt
  }
  updatedAt
}`, {"hash":"sha256:8b6234011a6654ff6b4146d294920242d5fa048ab1efd9d636ad8d23316f1a74"}) as unknown as TypedDocumentString<RemoveBrandSettingsLogoMutation, RemoveBrandSettingsLogoMutationVariables>;
export const SendBrandEmailVerificationDocument = new TypedDocumentString(`
    mutation SendBrandEmailVerification($kind: VerifiableEmail!) {
  sendEmailVerification(kind: $kind) {
    kind
    action
    email
    status
    expiresAt
  }
}
    `, {"hash":"sha256:ec1398d9175353d1f6124c6da0cde08615ca0e30b71ac95d5ef8d23be2dbc525"}) as unknown as TypedDocumentString<SendBrandEmailVerificationMutation, SendBrandEmailVerificationMutationVariables>;
export const CatalogueChannelTreeDocument = new TypedDocumentString(`
    query CatalogueChannelTree($channel: ID) {
  channels(channel: $channel) {
    channel {
      id
      parentId
      brandId
      name
      subChannelNumber
      status
      users
      subChannels
    }
    subChannels {
      id
      parentId
      brandId
      name
      subChannelNumber
      status
      users
      subChannels
    }
  }
}
    `, {"hash":"sha256:f9ec8948ede8da45630bba45c60fd05be907d461fc676337481386ce50e5abbb"}) as unknown as TypedDocumentString<CatalogueChannelTreeQuery, CatalogueChannelTreeQueryVariables>;
export const CatalogueAddSubChannelDocument = new TypedDocumentString(`
    mutation CatalogueAddSubChannel($parent: ID, $name: String!) {
  addSubChannel(parent: $parent, name: $name) {
    id
    name
  }
}
    `, {"hash":"sha256:c2b4d66cfed91985b64d53d20e50c9f578dc2c569a8066a98a3543953f07c3f5"}) as unknown as TypedDocumentString<CatalogueAddSubChannelMutation, CatalogueAddSubChannelMutationVariables>;
export const CatalogueChannelUsersDocument = new TypedDocumentString(`
    query CatalogueChannelUsers($channel: ID, $status: ChannelUserStatus, $first: Int, $after: String) {
  channelUsers(channel: $channel, status: $status, first: $first, after: $after) {
    channel
    users {
      id
      fullName
      email
      role
      channel
      originalChannel
      status
      createdAt
    }
    nextCursor
  }
}
    `, {"hash":"sha256:70a419eb6487eea56f40db29bb9462891081d72bac203464291818c9f47ed8d9"}) as unknown as TypedDocumentString<CatalogueChannelUsersQuery, CatalogueChannelUsersQueryVariables>;
export const CatalogueCreateChannelUserDocument = new TypedDocumentString(`
    mutation CatalogueCreateChannelUser($email: String!, $fullName: String, $role: AssignableRole, $channel: ID) {
  createChannelUser(
    email: $email
    fullName: $fullName
    role: $role
    channel: $channel
  ) {
    id
    email
    status
  }
}
    `, {"hash":"sha256:29aa03cebc18a1aac4867052d66d59b46682997b2b80d0c5a57510777b8982cc"}) as unknown as TypedDocumentString<CatalogueCreateChannelUserMutation, CatalogueCreateChannelUserMutationVariables>;
export const CatalogueUpdateChannelUserDocument = new TypedDocumentString(`
    mutation CatalogueUpdateChannelUser($email: String!, $role: AssignableRole, $fullName: String) {
  updateChannelUser(email: $email, role: $role, fullName: $fullName) {
    id
    email
    role
  }
}
    `, {"hash":"sha256:20dee950385086a64c485cb1a3c72a405e3c6bb66626fa13c2d322ec394ed84d"}) as unknown as TypedDocumentString<CatalogueUpdateChannelUserMutation, CatalogueUpdateChannelUserMutationVariables>;
export const CatalogueDisableChannelUserDocument = new TypedDocumentString(`
    mutation CatalogueDisableChannelUser($email: String!) {
  disableChannelUser(email: $email) {
    id
    email
    status
  }
}
    `, {"hash":"sha256:6ae59e5f90063ff4ac246b679ce6fc47ae0ac5b0aae215214c8d14496f784aa9"}) as unknown as TypedDocumentString<CatalogueDisableChannelUserMutation, CatalogueDisableChannelUserMutationVariables>;
export const CatalogueRemoveChannelUserDocument = new TypedDocumentString(`
    mutation CatalogueRemoveChannelUser($email: String!) {
  removeChannelUser(email: $email) {
    id
    email
    status
  }
}
    `, {"hash":"sha256:e9848ccad5216a25ac2cb7c08d38c69f57735f04ed89f7317cfca625d22abd9a"}) as unknown as TypedDocumentString<CatalogueRemoveChannelUserMutation, CatalogueRemoveChannelUserMutationVariables>;
export const CatalogueChannelUserHistoryDocument = new TypedDocumentString(`
    query CatalogueChannelUserHistory($email: String!) {
  channelUserHistory(email: $email) {
    user {
      id
      email
      fullName
      role
      status
    }
    entries {
      action
      fromRole
      toRole
      fromStatus
      toStatus
      at
      actor {
        email
        fullName
      }
    }
  }
}
    `, {"hash":"sha256:930b1b220397d363bd429d0c3d2994c4a0cc73ec5a0e6fed0174fc03484afd4b"}) as unknown as TypedDocumentString<CatalogueChannelUserHistoryQuery, CatalogueChannelUserHistoryQueryVariables>;
export const CatalogueClientsDocument = new TypedDocumentString(`
    query CatalogueClients($first: Int, $after: String, $search: String, $type: CustomerType, $sort: CustomerSort, $order: SortOrder) {
  customers(
    first: $first
    after: $after
    search: $search
    type: $type
    sort: $sort
    order: $order
  ) {
    edges {
      cursor
      node {
        id
        fiscalId
        brandId
        channelId
        documentType
        customerType
        name
        firstSurname
        lastSurname
        email
        contactPhone
        province
        city
        created
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalEstimate
  }
}
    `, {"hash":"sha256:0999ae39423683b5d5f1978b93ff8aa6b7fe6e3d0a2236e6b4d753ea540a7f72"}) as unknown as TypedDocumentString<CatalogueClientsQuery, CatalogueClientsQueryVariables>;
export const CheckCoverageDocument = new TypedDocumentString(`
    mutation CheckCoverage($address: CoverageAddressInput!) {
  checkCoverage(address: $address) {
    covered
    technologies {
      technology
      maxDownloadMbps
      maxUploadMbps
    }
  }
}
    `, {"hash":"sha256:c90bfcc568c525a43004eb7ade3391f936acb07452fbf9934216021356ed6c58"}) as unknown as TypedDocumentString<CheckCoverageMutation, CheckCoverageMutationVariables>;
export const PublicCoverageKeyDocument = new TypedDocumentString(`
    query PublicCoverageKey {
  publicCoverageKey
}
    `, {"hash":"sha256:247bb7444a2d3bbd0fa0834405aacebee4b2854eb47a69688605f2b4e7fd8fa2"}) as unknown as TypedDocumentString<PublicCoverageKeyQuery, PublicCoverageKeyQueryVariables>;
export const RotatePublicCoverageKeyDocument = new TypedDocumentString(`
    mutation RotatePublicCoverageKey {
  rotatePublicCoverageKey
}
    `, {"hash":"sha256:d2f14dd48538800dacf0460d196e58ce89c8dfea5f8b24eedc5b9489b5281a6f"}) as unknown as TypedDocumentString<RotatePublicCoverageKeyMutation, RotatePublicCoverageKeyMutationVariables>;
export const CustomerDocumentContentDocument = new TypedDocumentString(`
    query CustomerDocumentContent($fiscalId: String!, $title: String!) {
  customerDocument(fiscalId: $fiscalId, title: $title) {
    documentType
    name
    title
    created
    content
  }
}
    `, {"hash":"sha256:304d3be56136eea87a38787508bbee9827731be524e910acf77bb72a24d86808"}) as unknown as TypedDocumentString<CustomerDocumentContentQuery, CustomerDocumentContentQueryVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) {
    ...CustomerDetailFields
  }
}
    fragment CustomerDetailFields on Customer {
  id
  fiscalId
  brandId
  channelId
  documentType
  customerType
  name
  firstSurname
  lastSurname
  birthDate
  email
  contactPhone
  address {
    streetType
    street
    number
    floor
    additionalInfo
    postalCode
    province
    city
  }
  detailedInvoice
  iban
  skipInvoices
  paymentMethods
  sepaMandate {
    reference
    signed
    signedAt
  }
  company {
    companyName
    constitutionDate
    representative {
      documentType
      document
      name
      firstSurname
      secondSurname
      birthDate
    }
    notarialPowers
    deeds
    iaeDate
    iaeCertificate
    cifCard
    taxComplianceCertificate
    socialSecurityCertificate
  }
  customDocuments {
    documentType
    name
    title
    created
  }
  created
  modified
}`, {"hash":"sha256:eaa0e39742349096da1ce46eb3e906430aead91d675241be913358ecffc73677"}) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdateCustomerPaymentMethodDocument = new TypedDocumentString(`
    mutation UpdateCustomerPaymentMethod($fiscalId: String!, $iban: String, $skipInvoices: Boolean, $paymentMethods: [PaymentMethod!]) {
  updateCustomerPaymentMethod(
    fiscalId: $fiscalId
    iban: $iban
    skipInvoices: $skipInvoices
    paymentMethods: $paymentMethods
  ) {
    ...CustomerDetailFields
  }
}
    fragment CustomerDetailFields on Customer {
  id
  fiscalId
  brandId
  channelId
  documentType
  customerType
  name
  firstSurname
  lastSurname
  birthDate
  email
  contactPhone
  address {
    streetType
    street
    number
    floor
    additionalInfo
    postalCode
    province
    city
  }
  detailedInvoice
  iban
  skipInvoices
  paymentMethods
  sepaMandate {
    reference
    signed
    signedAt
  }
  company {
    companyName
    constitutionDate
    representative {
      documentType
      document
      name
      firstSurname
      secondSurname
      birthDate
    }
    notarialPowers
    deeds
    iaeDate
    iaeCertificate
    cifCard
    taxComplianceCertificate
    socialSecurityCertificate
  }
  customDocuments {
    documentType
    name
    title
    created
  }
  created
  modified
}`, {"hash":"sha256:1f140d81cc18b05076e942d7f7d1cd82bc56b84613172dcf1e2f729b9821714e"}) as unknown as TypedDocumentString<UpdateCustomerPaymentMethodMutation, UpdateCustomerPaymentMethodMutationVariables>;
export const MarkSepaMandateSignedDocument = new TypedDocumentString(`
    mutation MarkSepaMandateSigned($fiscalId: String!) {
  markSepaMandateSigned(fiscalId: $fiscalId) {
    ...CustomerDetailFields
  }
}
    fragment CustomerDetailFields on Customer {
  id
  fiscalId
  brandId
  channelId
  documentType
  customerType
  name
  firstSurname
  lastSurname
  birthDate
  email
  contactPhone
  address {
    streetType
    street
    number
    floor
    additionalInfo
    postalCode
    province
    city
  }
  detailedInvoice
  iban
  skipInvoices
  paymentMethods
  sepaMandate {
    reference
    signed
    signedAt
  }
  company {
    companyName
    constitutionDate
    representative {
      documentType
      document
      name
      firstSurname
      secondSurname
      birthDate
    }
    notarialPowers
    deeds
    iaeDate
    iaeCertificate
    cifCard
    taxComplianceCertificate
    socialSecurityCertificate
  }
  customDocuments {
    documentType
    name
    title
    created
  }
  created
  modified
}`, {"hash":"sha256:4bb1d41b8d5cc330e536486625deb2bb36c03db955a3a1f468d0611edc44fe62"}) as unknown as TypedDocumentString<MarkSepaMandateSignedMutation, MarkSepaMandateSignedMutationVariables>;
export const AddCustomerDocumentDocument = new TypedDocumentString(`
    mutation AddCustomerDocument($fiscalId: String!, $documentType: String!, $documentName: String!, $documentContent: String!) {
  addCustomDocument(
    fiscalId: $fiscalId
    documentType: $documentType
    documentName: $documentName
    documentContent: $documentContent
  ) {
    title
    documents {
      documentType
      name
      title
      created
    }
  }
}
    `, {"hash":"sha256:b1ab04521f3b4f6815073ca068a06cc9a626a52a5e8c3ea9eead290c375b2665"}) as unknown as TypedDocumentString<AddCustomerDocumentMutation, AddCustomerDocumentMutationVariables>;
export const DeleteCustomerDocumentDocument = new TypedDocumentString(`
    mutation DeleteCustomerDocument($fiscalId: String!, $title: String!) {
  deleteCustomDocument(fiscalId: $fiscalId, title: $title) {
    deleted
    documents {
      documentType
      name
      title
      created
    }
  }
}
    `, {"hash":"sha256:6d0ddfa6b586a6c51559d2c6fafe3c64b73c0b93dba66a90fef32be03a77338e"}) as unknown as TypedDocumentString<DeleteCustomerDocumentMutation, DeleteCustomerDocumentMutationVariables>;
export const CustomerPageDocument = new TypedDocumentString(`
    query CustomerPage($fiscalId: String!) {
  customer(fiscalId: $fiscalId) {
    ...CustomerDetailFields
  }
}
    fragment CustomerDetailFields on Customer {
  id
  fiscalId
  brandId
  channelId
  documentType
  customerType
  name
  firstSurname
  lastSurname
  birthDate
  email
  contactPhone
  address {
    streetType
    street
    number
    floor
    additionalInfo
    postalCode
    province
    city
  }
  detailedInvoice
  iban
  skipInvoices
  paymentMethods
  sepaMandate {
    reference
    signed
    signedAt
  }
  company {
    companyName
    constitutionDate
    representative {
      documentType
      document
      name
      firstSurname
      secondSurname
      birthDate
    }
    notarialPowers
    deeds
    iaeDate
    iaeCertificate
    cifCard
    taxComplianceCertificate
    socialSecurityCertificate
  }
  customDocuments {
    documentType
    name
    title
    created
  }
  created
  modified
}`, {"hash":"sha256:91209246d6053770075112ef84ed10bb1554d5770607010d304cc9503798a84b"}) as unknown as TypedDocumentString<CustomerPageQuery, CustomerPageQueryVariables>;
export const CustomerLinesDocument = new TypedDocumentString(`
    query CustomerLines($fiscalId: String!) {
  subscriptions(
    fiscalId: $fiscalId
    includeTerminated: true
    first: 500
    sort: created
    order: desc
  ) {
    edges {
      node {
        subscriptionId
        lineNumber
        fixedNumber
        productName
        alias
        status
        family
        startDate
        endDate
        finalPrice
        headerSubscriptionId
        convergentSubscriptionId
      }
    }
  }
}
    `, {"hash":"sha256:e52905b829d47102a325412e0dce78d065fee3d25a72f24d06be328228b4fe7c"}) as unknown as TypedDocumentString<CustomerLinesQuery, CustomerLinesQueryVariables>;
export const CustomerOrdersDocument = new TypedDocumentString(`
    query CustomerOrders($search: String!) {
  orders(search: $search, first: 100) {
    edges {
      node {
        id
        orderNumber
        customerFiscalId
        family
        status
        draft
        totalPriceCents
        created
      }
    }
  }
}
    `, {"hash":"sha256:1ba2f8bbb7b67e5bedd10ad30b65b400528339fbf8b3750437c817444849c502"}) as unknown as TypedDocumentString<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const CustomerInvoicesDocument = new TypedDocumentString(`
    query CustomerInvoices($search: String!) {
  invoices(search: $search, first: 100) {
    edges {
      node {
        id
        number
        type
        family
        status
        document
        totalCents
        cycle
        dueDate
        created
      }
    }
  }
}
    `, {"hash":"sha256:df79fadca824f08e38be253a319df9244fcd0434f6467e4eec345873c42e7e3d"}) as unknown as TypedDocumentString<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>;
export const CustomerScoreDocument = new TypedDocumentString(`
    query CustomerScore($fiscalId: String!) {
  customerScore(fiscalId: $fiscalId) {
    score {
      ...FinancialRiskScoreFields
    }
    creditOpinion
    queryCost {
      netCents
      taxCents
      totalCents
      taxTerritory
      taxRate
    }
  }
}
    fragment FinancialRiskScoreFields on FinancialRiskScore {
  id
  bureauScoreId
  scoredAt
  rank
  defaultProbabilityBasisPoints
  opinion
  fraudster
  defaulter
  companyInfo {
    name
    salesYear
    capitalCents
    activity
    city
    headquartersAddress
    type
    latestBalanceCents
    salesCents
    employees
    constitutionDate
    website
    phone
    fax
    representative
    email
    status
  }
}`, {"hash":"sha256:1f8ddf8e079f7c14d93158ee9b11a811171fdf2ae8c823797fe2a61b7e998ed7"}) as unknown as TypedDocumentString<CustomerScoreQuery, CustomerScoreQueryVariables>;
export const ScoreCustomerDocument = new TypedDocumentString(`
    mutation ScoreCustomer($fiscalId: String!) {
  scoreCustomer(fiscalId: $fiscalId) {
    result
    charged
    chargeCents
    score {
      ...FinancialRiskScoreFields
    }
  }
}
    fragment FinancialRiskScoreFields on FinancialRiskScore {
  id
  bureauScoreId
  scoredAt
  rank
  defaultProbabilityBasisPoints
  opinion
  fraudster
  defaulter
  companyInfo {
    name
    salesYear
    capitalCents
    activity
    city
    headquartersAddress
    type
    latestBalanceCents
    salesCents
    employees
    constitutionDate
    website
    phone
    fax
    representative
    email
    status
  }
}`, {"hash":"sha256:eef82ce998d58f12c3be1393f969e14b8d40da494b104f2ba5952e157cfd9c58"}) as unknown as TypedDocumentString<ScoreCustomerMutation, ScoreCustomerMutationVariables>;
export const DashboardCountersDocument = new TypedDocumentString(`
    query DashboardCounters($period: DashboardPeriod) {
  dashboardCounters(period: $period) {
    period
    from
    to
    counters {
      ...DashboardCounterFigures
    }
    previous {
      from
      to
      counters {
        ...DashboardCounterFigures
      }
    }
    trend {
      unit
      points {
        from
        to
        counters {
          ...DashboardCounterFigures
        }
      }
    }
  }
}
    fragment DashboardCounterFigures on DashboardCounters {
  sales
  activations
  recurringRevenue
  terminations
  liveLines
  portIns
  portOuts
  events
}`, {"hash":"sha256:5b73f491d7687e5fb565b77837a9ac84682dea61a367208040470c00360bb9de"}) as unknown as TypedDocumentString<DashboardCountersQuery, DashboardCountersQueryVariables>;
export const DashboardChartsDocument = new TypedDocumentString(`
    query DashboardCharts($period: DashboardPeriod) {
  dashboardCharts(period: $period) {
    period
    linesByStatus {
      status
      lines
      monthlyCents
    }
    ordersByStatus {
      status
      orders
      totalCents
    }
    orderFunnel {
      stage
      orders
    }
    portabilitiesByOperator {
      direction
      operator
      portabilities
    }
    backlog {
      queue
      status
      total
      ages {
        age
        items
      }
    }
  }
}
    `, {"hash":"sha256:a942e1c658a5b8f5059da5f1ace2a9570c2e568e124084cd5f7c1cdc39a4e4d8"}) as unknown as TypedDocumentString<DashboardChartsQuery, DashboardChartsQueryVariables>;
export const DashboardNewsDocument = new TypedDocumentString(`
    query DashboardNews {
  news(limit: 5) {
    id
    title
    body
    publishedAt
  }
}
    `, {"hash":"sha256:e7db256a4f170212fc64b301af410aa778b453aeb8a081c9f3fe7e135bdf0565"}) as unknown as TypedDocumentString<DashboardNewsQuery, DashboardNewsQueryVariables>;
export const SalesAnalyticsDocument = new TypedDocumentString(`
    query SalesAnalytics($from: String!, $to: String!) {
  salesAnalytics(from: $from, to: $to) {
    from
    to
    totals {
      sales
      revenueCents
    }
    byDay {
      date
      sales
      revenueCents
    }
    byFamily {
      family
      sales
      revenueCents
    }
    byChannel {
      channelId
      channelName
      sales
      revenueCents
    }
    byProduct {
      productId
      name
      family
      units
      revenueCents
    }
  }
}
    `, {"hash":"sha256:4b3a106c61b623785864a6162da3b869e8cccd380c02f003106920d5b69de3ba"}) as unknown as TypedDocumentString<SalesAnalyticsQuery, SalesAnalyticsQueryVariables>;
export const CataloguePerformanceDocument = new TypedDocumentString(`
    query CataloguePerformance($from: String!, $to: String!) {
  cataloguePerformance(from: $from, to: $to) {
    from
    to
    products {
      productId
      name
      family
      status
      priceCents
      promotions
      unitsSold
      revenueCents
      promotionUnits
      activeLines
      activeMonthlyCents
    }
  }
}
    `, {"hash":"sha256:9712df2cf0b99678c48660b7bd9e61041fe8b507c1419d44e657b8269587e5f4"}) as unknown as TypedDocumentString<CataloguePerformanceQuery, CataloguePerformanceQueryVariables>;
export const EnergyStudyDocument = new TypedDocumentString(`
    query EnergyStudy($id: ID!) {
  energyStudy(id: $id) {
    ...EnergyStudyFields
  }
}
    fragment EnergyCostBreakdownFields on EnergyCostBreakdown {
  energyCents
  fixedCents
  specialTaxCents
  indirectTaxCents
  totalCents
}
fragment EnergyStudyFields on EnergyStudy {
  id
  cups
  postalCode
  customerFiscalId
  tariff
  billingDays
  created
  createdBy
  gas {
    billingDays
  }
  comparison {
    taxTerritory
    taxRate
    electricityTaxRate
    current {
      electricity {
        billingPeriod {
          ...EnergyCostBreakdownFields
        }
        annual {
          ...EnergyCostBreakdownFields
        }
        monthlyCents
      }
      gas {
        billingPeriod {
          ...EnergyCostBreakdownFields
        }
        annual {
          ...EnergyCostBreakdownFields
        }
        monthlyCents
      }
    }
    offers {
      productId
      name
      description
      family
      monthlyCents
      annualCents
      monthlySavingCents
      annualSavingCents
    }
  }
}`, {"hash":"sha256:dc513cf48b7f9456e3cf0f2fd2cd27f9251c06ff0e4f457ea903f7cecbaaf635"}) as unknown as TypedDocumentString<EnergyStudyQuery, EnergyStudyQueryVariables>;
export const EnergyStudiesDocument = new TypedDocumentString(`
    query EnergyStudies($search: String) {
  energyStudies(search: $search) {
    id
    cups
    postalCode
    customerFiscalId
    tariff
    createdBy
    created
  }
}
    `, {"hash":"sha256:4f3ace871b17a8ad1e02ad55897ad5e96fa3cad9a9e9ac26ec7bd85b1613f500"}) as unknown as TypedDocumentString<EnergyStudiesQuery, EnergyStudiesQueryVariables>;
export const CreateEnergyStudyDocument = new TypedDocumentString(`
    mutation CreateEnergyStudy($study: EnergyStudyInput!) {
  createEnergyStudy(study: $study) {
    ...EnergyStudyFields
  }
}
    fragment EnergyCostBreakdownFields on EnergyCostBreakdown {
  energyCents
  fixedCents
  specialTaxCents
  indirectTaxCents
  totalCents
}
fragment EnergyStudyFields on EnergyStudy {
  id
  cups
  postalCode
  customerFiscalId
  tariff
  billingDays
  created
  createdBy
  gas {
    billingDays
  }
  comparison {
    taxTerritory
    taxRate
    electricityTaxRate
    current {
      electricity {
        billingPeriod {
          ...EnergyCostBreakdownFields
        }
        annual {
          ...EnergyCostBreakdownFields
        }
        monthlyCents
      }
      gas {
        billingPeriod {
          ...EnergyCostBreakdownFields
        }
        annual {
          ...EnergyCostBreakdownFields
        }
        monthlyCents
      }
    }
    offers {
      productId
      name
      description
      family
      monthlyCents
      annualCents
      monthlySavingCents
      annualSavingCents
    }
  }
}`, {"hash":"sha256:3f1c612dfe01d87161a3ab1f9dce2195eceb7cc10809fab5ef1779aab2383529"}) as unknown as TypedDocumentString<CreateEnergyStudyMutation, CreateEnergyStudyMutationVariables>;
export const FieldworkInstallationsDocument = new TypedDocumentString(`
    query FieldworkInstallations($first: Int, $after: String, $status: InstallationStatus, $type: InstallationType, $search: String, $sort: InstallationSort) {
  installations(
    first: $first
    after: $after
    status: $status
    type: $type
    search: $search
    sort: $sort
  ) {
    edges {
      node {
        id
        type
        status
        installationDate
        slot
        fixedNumber
        address {
          street
          number
          floor
          postalCode
          province
          city
        }
        product {
          name
        }
        customerFiscalId
        orderReference
        created
        changed
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:553dd1b663227de558db508f3349631010b6a6ecfb6e0c8d4b386a327fcc8d5e"}) as unknown as TypedDocumentString<FieldworkInstallationsQuery, FieldworkInstallationsQueryVariables>;
export const FieldworkInstallationSlotsDocument = new TypedDocumentString(`
    query FieldworkInstallationSlots($id: ID!) {
  installationSlots(id: $id) {
    date
    slot
    from
    to
  }
}
    `, {"hash":"sha256:f80bffd3ec5f3d28a8d0d419f06ddba2a13e376f3d3e0c130c7fdf22f77a03a1"}) as unknown as TypedDocumentString<FieldworkInstallationSlotsQuery, FieldworkInstallationSlotsQueryVariables>;
export const FieldworkScheduleInstallationDocument = new TypedDocumentString(`
    mutation FieldworkScheduleInstallation($id: ID!, $date: String!, $slot: InstallationSlot!) {
  scheduleInstallation(id: $id, date: $date, slot: $slot) {
    id
    status
    installationDate
    slot
    changed
  }
}
    `, {"hash":"sha256:c6c30a7fcf52c3a731b9e7a86c341d5e58311510d37cc29ec5a960f1eec15b19"}) as unknown as TypedDocumentString<FieldworkScheduleInstallationMutation, FieldworkScheduleInstallationMutationVariables>;
export const FieldworkUpdateInstallationDocument = new TypedDocumentString(`
    mutation FieldworkUpdateInstallation($id: ID!, $date: String, $slot: InstallationSlot, $address: ServiceAddressInput) {
  updateInstallation(id: $id, date: $date, slot: $slot, address: $address) {
    id
    status
    installationDate
    slot
    changed
  }
}
    `, {"hash":"sha256:930ab62c6342b8d31523a3012f2aa2af1e2c19a226548e14ec6f74f91bae6b48"}) as unknown as TypedDocumentString<FieldworkUpdateInstallationMutation, FieldworkUpdateInstallationMutationVariables>;
export const FieldworkCancelInstallationDocument = new TypedDocumentString(`
    mutation FieldworkCancelInstallation($id: ID!, $reason: CancellationReason!) {
  cancelInstallation(id: $id, reason: $reason) {
    id
    status
    changed
  }
}
    `, {"hash":"sha256:6b1ac6da75b966602f9eda0e88d140d089cc063e03eb60b1872e5c58dbfe4090"}) as unknown as TypedDocumentString<FieldworkCancelInstallationMutation, FieldworkCancelInstallationMutationVariables>;
export const FieldworkRelaunchInstallationDocument = new TypedDocumentString(`
    mutation FieldworkRelaunchInstallation($id: ID!) {
  relaunchInstallation(id: $id) {
    id
    status
    changed
  }
}
    `, {"hash":"sha256:07e713b5473fd1ae78cc1a72da1e6221b9d4ee1c48bff950ab92ee4a3a1a8f6d"}) as unknown as TypedDocumentString<FieldworkRelaunchInstallationMutation, FieldworkRelaunchInstallationMutationVariables>;
export const InvoiceAppDetailDocument = new TypedDocumentString(`
    query InvoiceAppDetail($id: ID!) {
  invoice(id: $id) {
    ...InvoiceAppDetailFields
  }
}
    fragment InvoiceAppDetailFields on InvoiceDetail {
  id
  brandId
  number
  type
  family
  status
  customerId
  document
  taxTerritory
  taxRate
  baseCents
  taxCents
  totalCents
  cycle
  dueDate
  originalInvoiceId
  originalInvoiceNumber
  creditNoteId
  created
  modified
  lines {
    concept
    subscriptionId
    amountCents
    taxCents
  }
  history {
    action
    statusFrom
    statusTo
    detail
    actor
    at
  }
  issuer {
    name
    fiscalId
    addressLines
    logoUrl
  }
  billTo {
    name
    fiscalId
    addressLines
  }
}`, {"hash":"sha256:dc4a592ae246f89c76a16223bd5eb2137a0dfeaadc00c22380e5a57fe26a6fe0"}) as unknown as TypedDocumentString<InvoiceAppDetailQuery, InvoiceAppDetailQueryVariables>;
export const InvoiceAppDraftDocument = new TypedDocumentString(`
    query InvoiceAppDraft($fiscalId: String!) {
  invoiceDraft(fiscalId: $fiscalId) {
    customerId
    brandId
    billTo {
      name
      fiscalId
      addressLines
    }
    taxTerritory
    taxRate
    paymentTermsDays
    issueDate
    dueDate
    creditableInvoices {
      id
      number
      status
      family
      cycle
      totalCents
      taxRate
    }
  }
}
    `, {"hash":"sha256:74639e34feec5420c58e40efa45ffab6919799a2b111854c98cd7a83458782d4"}) as unknown as TypedDocumentString<InvoiceAppDraftQuery, InvoiceAppDraftQueryVariables>;
export const InvoiceAppCreateDocument = new TypedDocumentString(`
    mutation InvoiceAppCreate($input: CreateInvoiceInput!) {
  createInvoice(input: $input) {
    ...InvoiceAppDetailFields
  }
}
    fragment InvoiceAppDetailFields on InvoiceDetail {
  id
  brandId
  number
  type
  family
  status
  customerId
  document
  taxTerritory
  taxRate
  baseCents
  taxCents
  totalCents
  cycle
  dueDate
  originalInvoiceId
  originalInvoiceNumber
  creditNoteId
  created
  modified
  lines {
    concept
    subscriptionId
    amountCents
    taxCents
  }
  history {
    action
    statusFrom
    statusTo
    detail
    actor
    at
  }
  issuer {
    name
    fiscalId
    addressLines
    logoUrl
  }
  billTo {
    name
    fiscalId
    addressLines
  }
}`, {"hash":"sha256:b400f57c9d755490b0f2fd7397df373443a6dc42d7f05f3af346b0f02812a9a6"}) as unknown as TypedDocumentString<InvoiceAppCreateMutation, InvoiceAppCreateMutationVariables>;
export const InvoiceAppUpdateDocument = new TypedDocumentString(`
    mutation InvoiceAppUpdate($id: ID!, $input: UpdateInvoiceInput!) {
  updateInvoice(id: $id, input: $input) {
    ...InvoiceAppDetailFields
  }
}
    fragment InvoiceAppDetailFields on InvoiceDetail {
  id
  brandId
  number
  type
  family
  status
  customerId
  document
  taxTerritory
  taxRate
  baseCents
  taxCents
  totalCents
  cycle
  dueDate
  originalInvoiceId
  originalInvoiceNumber
  creditNoteId
  created
  modified
  lines {
    concept
    subscriptionId
    amountCents
    taxCents
  }
  history {
    action
    statusFrom
    statusTo
    detail
    actor
    at
  }
  issuer {
    name
    fiscalId
    addressLines
    logoUrl
  }
  billTo {
    name
    fiscalId
    addressLines
  }
}`, {"hash":"sha256:115d3e998356b16b0fe7a32b88832befd7ec92b2cf5e19f7ef067e5c03ac2f7c"}) as unknown as TypedDocumentString<InvoiceAppUpdateMutation, InvoiceAppUpdateMutationVariables>;
export const InvoiceAppPdfDocument = new TypedDocumentString(`
    query InvoiceAppPdf($id: ID!) {
  invoicePdf(id: $id) {
    fileName
    content
  }
}
    `, {"hash":"sha256:7ca3eb2831b4facf5a7ed149adb17a1c6d2e4f834585ad16925bcc420472ed05"}) as unknown as TypedDocumentString<InvoiceAppPdfQuery, InvoiceAppPdfQueryVariables>;
export const FieldworkInvoicesDocument = new TypedDocumentString(`
    query FieldworkInvoices($first: Int, $after: String, $status: InvoiceStatus, $type: InvoiceType, $family: ProductFamily, $cycle: String, $search: String, $order: SortOrder) {
  invoices(
    first: $first
    after: $after
    status: $status
    type: $type
    family: $family
    cycle: $cycle
    search: $search
    order: $order
  ) {
    edges {
      node {
        id
        number
        type
        family
        status
        document
        totalCents
        cycle
        dueDate
        originalInvoiceId
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:4df57f4ff3dc095144731ff69d4a942ce519be1da502b5a460d740808760d9a5"}) as unknown as TypedDocumentString<FieldworkInvoicesQuery, FieldworkInvoicesQueryVariables>;
export const FieldworkResendInvoiceDocument = new TypedDocumentString(`
    mutation FieldworkResendInvoice($id: ID!) {
  resendInvoice(id: $id) {
    id
    status
    modified
  }
}
    `, {"hash":"sha256:d5e179e3d4506641fb4c92e91b00dc2e5eebd9e5150124e503f479b40c642e36"}) as unknown as TypedDocumentString<FieldworkResendInvoiceMutation, FieldworkResendInvoiceMutationVariables>;
export const FieldworkRefundInvoiceDocument = new TypedDocumentString(`
    mutation FieldworkRefundInvoice($id: ID!, $reason: String) {
  refundInvoice(id: $id, reason: $reason) {
    invoice {
      id
      status
    }
    creditNote {
      id
      number
    }
  }
}
    `, {"hash":"sha256:ed8309513193fddd0d605a71b9ff8a604c9a37cbdf0b8db60fd5d52b4649e09b"}) as unknown as TypedDocumentString<FieldworkRefundInvoiceMutation, FieldworkRefundInvoiceMutationVariables>;
export const KnowledgeBaseArticlesDocument = new TypedDocumentString(`
    query KnowledgeBaseArticles($language: KnowledgeBaseLanguage!, $search: String, $category: KnowledgeBaseCategory, $first: Int) {
  knowledgeBaseArticles(
    language: $language
    search: $search
    category: $category
    first: $first
  ) {
    id
    category
    language
    title
    updatedAt
  }
}
    `, {"hash":"sha256:a48806d320a2fd1725c519e70816991d9ab5003e7c4ab1d287ef8b85ee9125e4"}) as unknown as TypedDocumentString<KnowledgeBaseArticlesQuery, KnowledgeBaseArticlesQueryVariables>;
export const KnowledgeBaseArticleDocument = new TypedDocumentString(`
    query KnowledgeBaseArticle($id: ID!) {
  knowledgeBaseArticle(id: $id) {
    ...KnowledgeBaseArticleFields
  }
}
    fragment KnowledgeBaseArticleFields on KnowledgeBaseArticle {
  id
  brandId
  category
  defaultLanguage
  title
  body
  translations {
    language
    title
    body
  }
  createdAt
  updatedAt
  updatedBy
}`, {"hash":"sha256:4a30081c94a2aebb8b91e32c081196cfcc662dbd06d00ce5547a84fd3f503c0f"}) as unknown as TypedDocumentString<KnowledgeBaseArticleQuery, KnowledgeBaseArticleQueryVariables>;
export const CreateKnowledgeBaseArticleDocument = new TypedDocumentString(`
    mutation CreateKnowledgeBaseArticle($article: KnowledgeBaseArticleInput!) {
  createKnowledgeBaseArticle(article: $article) {
    ...KnowledgeBaseArticleFields
  }
}
    fragment KnowledgeBaseArticleFields on KnowledgeBaseArticle {
  id
  brandId
  category
  defaultLanguage
  title
  body
  translations {
    language
    title
    body
  }
  createdAt
  updatedAt
  updatedBy
}`, {"hash":"sha256:fa59f459a9dafe9887c608e18f83768ce1d829062581f1f9533f59ed88174426"}) as unknown as TypedDocumentString<CreateKnowledgeBaseArticleMutation, CreateKnowledgeBaseArticleMutationVariables>;
export const UpdateKnowledgeBaseArticleDocument = new TypedDocumentString(`
    mutation UpdateKnowledgeBaseArticle($id: ID!, $article: KnowledgeBaseArticleInput!) {
  updateKnowledgeBaseArticle(id: $id, article: $article) {
    ...KnowledgeBaseArticleFields
  }
}
    fragment KnowledgeBaseArticleFields on KnowledgeBaseArticle {
  id
  brandId
  category
  defaultLanguage
  title
  body
  translations {
    language
    title
    body
  }
  createdAt
  updatedAt
  updatedBy
}`, {"hash":"sha256:2b25ffdf00b64e92e12f9af46929200dafca136eb63e07c277ee1c3b76d2cf84"}) as unknown as TypedDocumentString<UpdateKnowledgeBaseArticleMutation, UpdateKnowledgeBaseArticleMutationVariables>;
export const DeleteKnowledgeBaseArticleDocument = new TypedDocumentString(`
    mutation DeleteKnowledgeBaseArticle($id: ID!) {
  deleteKnowledgeBaseArticle(id: $id) {
    id
    deleted
  }
}
    `, {"hash":"sha256:ded2a723dcbf07cc2925ba289b66170934ef8888229ffc50ceef3da0a77bd04d"}) as unknown as TypedDocumentString<DeleteKnowledgeBaseArticleMutation, DeleteKnowledgeBaseArticleMutationVariables>;
export const CatalogueLeadsDocument = new TypedDocumentString(`
    query CatalogueLeads($first: Int, $after: String, $status: LeadStatus, $sellType: LeadSellType, $search: String) {
  leads(
    first: $first
    after: $after
    status: $status
    sellType: $sellType
    search: $search
  ) {
    edges {
      cursor
      node {
        id
        brandId
        channelId
        customerName
        customerDocument
        phone
        sellType
        status
        commission
        date
        consent {
          fullName
          document
          date
        }
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:11991f25ab6a3d475a52eff01851221139156decbabbd5a26038ec390afebb25"}) as unknown as TypedDocumentString<CatalogueLeadsQuery, CatalogueLeadsQueryVariables>;
export const CatalogueLeadDocument = new TypedDocumentString(`
    query CatalogueLead($id: ID!) {
  lead(id: $id) {
    id
    customerName
    customerDocument
    phone
    sellType
    status
    commission
    date
    consent {
      fullName
      document
      date
      signature
    }
  }
}
    `, {"hash":"sha256:a0a3a34e9cccb9eaef14969cd88b88fb58030953c8dbceb163ae4c0e5b022c4a"}) as unknown as TypedDocumentString<CatalogueLeadQuery, CatalogueLeadQueryVariables>;
export const CatalogueCreateLeadDocument = new TypedDocumentString(`
    mutation CatalogueCreateLead($lead: LeadInput!) {
  createLead(lead: $lead) {
    id
    status
  }
}
    `, {"hash":"sha256:a2e3f5fc409b4f0002efacfdea81a57678ac3b9e63963caf1ef369706f6705b2"}) as unknown as TypedDocumentString<CatalogueCreateLeadMutation, CatalogueCreateLeadMutationVariables>;
export const CatalogueUpdateLeadDocument = new TypedDocumentString(`
    mutation CatalogueUpdateLead($id: ID!, $lead: LeadInput!) {
  updateLead(id: $id, lead: $lead) {
    id
    status
  }
}
    `, {"hash":"sha256:134868f4ce64f0de79b2b93c2b20796b6e7d399d60e6841725f65e9a9e594c21"}) as unknown as TypedDocumentString<CatalogueUpdateLeadMutation, CatalogueUpdateLeadMutationVariables>;
export const CatalogueChangeLeadStatusDocument = new TypedDocumentString(`
    mutation CatalogueChangeLeadStatus($id: ID!, $status: LeadStatus!) {
  changeLeadStatus(id: $id, status: $status) {
    id
    status
  }
}
    `, {"hash":"sha256:4454297b33869c3292b1ea72568a696ce7964912387d4962d88c5576168fe405"}) as unknown as TypedDocumentString<CatalogueChangeLeadStatusMutation, CatalogueChangeLeadStatusMutationVariables>;
export const LineDocument = new TypedDocumentString(`
    query Line($lineNumber: String!) {
  subscription(lineNumber: $lineNumber) {
    ...LineFields
    services {
      ...LineServicesFields
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineFields on Subscription {
  ...LineStateFields
  customer {
    id
    fiscalId
    name
    firstSurname
    lastSurname
    email
    contactPhone
    customerType
    documentType
    province
    city
  }
  product {
    id
    name
    price
    maxAdditionalLines
    cumulativeGb
  }
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:ee196507f71f2dd26b020132009a3fc392c589e3ea1295d0430108daefaae6de"}) as unknown as TypedDocumentString<LineQuery, LineQueryVariables>;
export const LineHistoryDocument = new TypedDocumentString(`
    query LineHistory($lineNumber: String!) {
  portabilities(search: $lineNumber, first: 50) {
    edges {
      node {
        id
        direction
        status
        type
        changeWindow
        document
        mobileNumber
        icc
        donorOperator
        receiverOperator
        created
      }
    }
  }
  processes(search: $lineNumber, first: 50) {
    edges {
      node {
        id
        type
        status
        subscriptionId
        document
        mobileNumber
        details
        due
        created
      }
    }
  }
}
    `, {"hash":"sha256:bde3c5efcbf3fb776808bcd0103b7a5dbe4b39e7559fd0c660fe14a144619675"}) as unknown as TypedDocumentString<LineHistoryQuery, LineHistoryQueryVariables>;
export const LineCompatibleMainProductsDocument = new TypedDocumentString(`
    query LineCompatibleMainProducts($subscriptionId: ID!, $fiscalId: String!) {
  compatibleMainProducts(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    id
    name
    family
    price
    maxAdditionalLines
    cumulativeGb
  }
}
    `, {"hash":"sha256:3300f33ccf74d30f2bf264eca92fb22ac4f424ae858887f88da0cc0eb1f2c563"}) as unknown as TypedDocumentString<LineCompatibleMainProductsQuery, LineCompatibleMainProductsQueryVariables>;
export const LineCompatibleOptionalProductsDocument = new TypedDocumentString(`
    query LineCompatibleOptionalProducts($subscriptionId: ID!, $fiscalId: String!) {
  compatibleOptionalProducts(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    id
    name
    family
    price
  }
}
    `, {"hash":"sha256:9dd6f7abe9d2efab316faf7b017fb2728c47f91bd87af22a86268ee471336cfb"}) as unknown as TypedDocumentString<LineCompatibleOptionalProductsQuery, LineCompatibleOptionalProductsQueryVariables>;
export const LinePackableSubscriptionsDocument = new TypedDocumentString(`
    query LinePackableSubscriptions($subscriptionId: ID!, $fiscalId: String!) {
  packableSubscriptions(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    subscriptionId
    lineNumber
    family
    productName
  }
}
    `, {"hash":"sha256:dcffdaf8e3b968d17ea497d0c947f072a161e4313b159b59c4a6591772c37405"}) as unknown as TypedDocumentString<LinePackableSubscriptionsQuery, LinePackableSubscriptionsQueryVariables>;
export const LineSharedGroupsDocument = new TypedDocumentString(`
    query LineSharedGroups($fiscalId: String!) {
  sharedSubscriptions(fiscalId: $fiscalId, nonFullGroups: true) {
    sharedSubscriptionId
    lineNumber
    productName
    maxAdditionalLines
    full
    baseSubscriptions {
      subscriptionId
      lineNumber
    }
  }
}
    `, {"hash":"sha256:239720bfae1fcc7d46f56fa0bc868a2a88e4d1366d03d8b46dd3cbf035dced28"}) as unknown as TypedDocumentString<LineSharedGroupsQuery, LineSharedGroupsQueryVariables>;
export const LineHolderMobileLinesDocument = new TypedDocumentString(`
    query LineHolderMobileLines($fiscalId: String!) {
  subscriptions(fiscalId: $fiscalId, family: MOBILE, status: ACTIVE, first: 100) {
    edges {
      node {
        subscriptionId
        lineNumber
        productName
        sharedSubscriptionId
        baseSubscriptions
      }
    }
  }
}
    `, {"hash":"sha256:3caeb2a8818d2b05802b411eb927b9976be2bed1ac6b98c607e25ac0d014971b"}) as unknown as TypedDocumentString<LineHolderMobileLinesQuery, LineHolderMobileLinesQueryVariables>;
export const LineCancelDocument = new TypedDocumentString(`
    mutation LineCancel($subscriptionId: ID!, $reason: CancellationReason!) {
  cancelLine(
    subscriptionId: $subscriptionId
    reason: $reason
    acknowledgeIrreversibleLoss: true
  ) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:249bb665bd4a212f4259a5bfbf966860789538ce1f56fb38d9df48a1c76d8cfa"}) as unknown as TypedDocumentString<LineCancelMutation, LineCancelMutationVariables>;
export const LineSetTvStatusDocument = new TypedDocumentString(`
    mutation LineSetTvStatus($subscriptionId: ID!, $status: TvStatus!) {
  setTvStatus(subscriptionId: $subscriptionId, status: $status) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:c1c561e42c27650a9372283213d1d9118f37f3fbd6c50f4a4b84220cda682498"}) as unknown as TypedDocumentString<LineSetTvStatusMutation, LineSetTvStatusMutationVariables>;
export const LineResetOntDocument = new TypedDocumentString(`
    mutation LineResetOnt($subscriptionId: ID!) {
  resetOnt(subscriptionId: $subscriptionId) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:ac006ca608a69a5d340784519ddbe54df1019df12c79f258699fe967e4ca5014"}) as unknown as TypedDocumentString<LineResetOntMutation, LineResetOntMutationVariables>;
export const LineChangeSpnDocument = new TypedDocumentString(`
    mutation LineChangeSpn($subscriptionId: ID!, $spn: String!) {
  changeSpn(subscriptionId: $subscriptionId, spn: $spn) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:9884bb5d726eb86f1f80dcf05edcace3416a50701fec5f5ca6683fa4a7427920"}) as unknown as TypedDocumentString<LineChangeSpnMutation, LineChangeSpnMutationVariables>;
export const LineSetActiveModeDocument = new TypedDocumentString(`
    mutation LineSetActiveMode($subscriptionId: ID!, $enabled: Boolean!) {
  setActiveMode(subscriptionId: $subscriptionId, enabled: $enabled) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:570fe1b3172ff6cc3002910f87b93272a04438ab712bfddab3f38d2729f2ecd9"}) as unknown as TypedDocumentString<LineSetActiveModeMutation, LineSetActiveModeMutationVariables>;
export const LineChangeWifiDocument = new TypedDocumentString(`
    mutation LineChangeWifi($subscriptionId: ID!, $ssid: String!, $password: String!) {
  changeWifi(subscriptionId: $subscriptionId, ssid: $ssid, password: $password) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:97a6f5db7e0b79503c73281973d5f5a6b12aedf97a87154a857603e3e46e5a01"}) as unknown as TypedDocumentString<LineChangeWifiMutation, LineChangeWifiMutationVariables>;
export const LineChangePasswordDocument = new TypedDocumentString(`
    mutation LineChangePassword($subscriptionId: ID!, $password: String!) {
  changeLinePassword(subscriptionId: $subscriptionId, password: $password) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:87a96dc11063d68b1a76e6b674dac2ebe0b965686445ded07e5f902d5ae0fd5d"}) as unknown as TypedDocumentString<LineChangePasswordMutation, LineChangePasswordMutationVariables>;
export const LineCheckFibreDocument = new TypedDocumentString(`
    mutation LineCheckFibre($subscriptionId: ID!) {
  checkFibre(subscriptionId: $subscriptionId) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:c8712c93667429caca86d24ea659f6ba67f869f1fa0e6dfd6ecedcff8be25ab6"}) as unknown as TypedDocumentString<LineCheckFibreMutation, LineCheckFibreMutationVariables>;
export const LineDuplicateSimDocument = new TypedDocumentString(`
    mutation LineDuplicateSim($subscriptionId: ID!, $reason: DuplicateSimReason!, $icc: String!) {
  duplicateSim(subscriptionId: $subscriptionId, reason: $reason, icc: $icc) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:7bd289e8b0040a06e92e418044526c097d123ebe74b8f1c22e2a13cb35bc3203"}) as unknown as TypedDocumentString<LineDuplicateSimMutation, LineDuplicateSimMutationVariables>;
export const LineAddMultisimDocument = new TypedDocumentString(`
    mutation LineAddMultisim($subscriptionId: ID!, $type: MultisimType!, $icc: String!) {
  addMultisim(subscriptionId: $subscriptionId, type: $type, icc: $icc) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:c02cec16faea5de3dacadcadffb7071f79f16e8b5266feb9804d2b2949b34ef3"}) as unknown as TypedDocumentString<LineAddMultisimMutation, LineAddMultisimMutationVariables>;
export const LineSendConfigurationSmsDocument = new TypedDocumentString(`
    mutation LineSendConfigurationSms($subscriptionId: ID!) {
  sendConfigurationSms(subscriptionId: $subscriptionId) {
    subscription {
      ...LineStateFields
      services {
        ...LineServicesFields
      }
    }
    processId
    notice
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineServicesFields on LineServices {
  subscriptionId
  tvStatus
  activeMode
  wifiSsid
  wifiPasswordChangedAt
  spn
  linePasswordChangedAt
  lastFibreCheck {
    result
    synced
    downstreamMbps
    upstreamMbps
    attenuationDb
    checkedAt
  }
  multisimCards {
    id
    type
    icc
    processStatus
    created
  }
}`, {"hash":"sha256:a9d8f81248de2d529dffc38905bbd9c004b2106123ebc2e2c64d0af7de7db27f"}) as unknown as TypedDocumentString<LineSendConfigurationSmsMutation, LineSendConfigurationSmsMutationVariables>;
export const LineChangeAliasDocument = new TypedDocumentString(`
    mutation LineChangeAlias($subscriptionId: ID!, $alias: String!, $fiscalId: String!) {
  changeSubscriptionAlias(
    subscriptionId: $subscriptionId
    alias: $alias
    fiscalId: $fiscalId
  ) {
    subscriptions {
      ...LineStateFields
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:980c95976077147e15107383bcdb63414221ff8baeb9c856f1756f7c67e8c9c6"}) as unknown as TypedDocumentString<LineChangeAliasMutation, LineChangeAliasMutationVariables>;
export const LineChangeProductDocument = new TypedDocumentString(`
    mutation LineChangeProduct($subscriptionId: ID!, $lineNumber: String!, $productId: ID!, $family: ProductFamily!, $fiscalId: String!, $executeNow: Boolean) {
  changeProduct(
    subscriptionId: $subscriptionId
    lineNumber: $lineNumber
    productId: $productId
    family: $family
    fiscalId: $fiscalId
    executeNow: $executeNow
  ) {
    subscriptions {
      ...LineFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineFields on Subscription {
  ...LineStateFields
  customer {
    id
    fiscalId
    name
    firstSurname
    lastSurname
    email
    contactPhone
    customerType
    documentType
    province
    city
  }
  product {
    id
    name
    price
    maxAdditionalLines
    cumulativeGb
  }
}`, {"hash":"sha256:4a87f2cd401cdb20cba4c01192e79bd61e549187f206e37ef6f133b415c838f0"}) as unknown as TypedDocumentString<LineChangeProductMutation, LineChangeProductMutationVariables>;
export const LineChangeHolderDocument = new TypedDocumentString(`
    mutation LineChangeHolder($subscriptionIds: [ID!]!, $actualFiscalId: String!, $newFiscalId: String!, $newCustomer: NewHolderInput, $executeNow: Boolean) {
  changeTitular(
    subscriptionIds: $subscriptionIds
    actualFiscalId: $actualFiscalId
    newFiscalId: $newFiscalId
    newCustomer: $newCustomer
    executeNow: $executeNow
  ) {
    subscriptions {
      ...LineFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}
fragment LineFields on Subscription {
  ...LineStateFields
  customer {
    id
    fiscalId
    name
    firstSurname
    lastSurname
    email
    contactPhone
    customerType
    documentType
    province
    city
  }
  product {
    id
    name
    price
    maxAdditionalLines
    cumulativeGb
  }
}`, {"hash":"sha256:9b8d454001ba540b62e01e12fef7a4217dd65f7a3c431795838dded6cfa2ac6f"}) as unknown as TypedDocumentString<LineChangeHolderMutation, LineChangeHolderMutationVariables>;
export const LineAddOptionalProductDocument = new TypedDocumentString(`
    mutation LineAddOptionalProduct($subscriptionId: ID!, $lineNumber: String!, $productId: ID!, $family: ProductFamily!, $fiscalId: String!, $fixedNumber: String, $icc: String, $iccService: IccService, $eSim: Boolean, $eSimEmail: String) {
  addOptionalProduct(
    subscriptionId: $subscriptionId
    lineNumber: $lineNumber
    productId: $productId
    family: $family
    fiscalId: $fiscalId
    fixedNumber: $fixedNumber
    icc: $icc
    iccService: $iccService
    eSim: $eSim
    eSimEmail: $eSimEmail
  ) {
    subscriptions {
      ...LineStateFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:80e5ce59bc0b415f0c5db470759eb1bcac5cbb654801e0c731e623b5d73757b7"}) as unknown as TypedDocumentString<LineAddOptionalProductMutation, LineAddOptionalProductMutationVariables>;
export const LineCreateSharedGroupDocument = new TypedDocumentString(`
    mutation LineCreateSharedGroup($baseSubscriptionIds: [ID!]!, $productId: ID!, $fiscalId: String!) {
  createSharedGroup(
    baseSubscriptionIds: $baseSubscriptionIds
    productId: $productId
    fiscalId: $fiscalId
  ) {
    subscriptions {
      ...LineStateFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:63350ae3b7c62c139d7bb3f89a28b40bdafe5b8d34afc6a3f5a636c240832e82"}) as unknown as TypedDocumentString<LineCreateSharedGroupMutation, LineCreateSharedGroupMutationVariables>;
export const LineAddToSharedGroupDocument = new TypedDocumentString(`
    mutation LineAddToSharedGroup($sharedSubscriptionId: ID!, $baseSubscriptionIds: [ID!]!, $fiscalId: String!) {
  addSubscriptionsToSharedGroup(
    sharedSubscriptionId: $sharedSubscriptionId
    baseSubscriptionIds: $baseSubscriptionIds
    fiscalId: $fiscalId
  ) {
    subscriptions {
      ...LineStateFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:c9ff2c8fd9f9aa17f44f7c0fd5b83459372558e387443d81a862094d947c296c"}) as unknown as TypedDocumentString<LineAddToSharedGroupMutation, LineAddToSharedGroupMutationVariables>;
export const LineRemoveFromSharedGroupDocument = new TypedDocumentString(`
    mutation LineRemoveFromSharedGroup($sharedSubscriptionId: ID!, $baseSubscriptions: [ID!]!, $fiscalId: String!) {
  removeSubscriptionsFromSharedGroup(
    sharedSubscriptionId: $sharedSubscriptionId
    baseSubscriptions: $baseSubscriptions
    fiscalId: $fiscalId
  ) {
    subscriptions {
      ...LineStateFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:b0479b3c32acba783a26afe4b65490f601f7f283f41fae970f93805231eb373c"}) as unknown as TypedDocumentString<LineRemoveFromSharedGroupMutation, LineRemoveFromSharedGroupMutationVariables>;
export const LinePackDocument = new TypedDocumentString(`
    mutation LinePack($headerSubscriptionId: ID!, $convergentSubscriptionId: ID!, $fiscalId: String!) {
  packSubscriptions(
    headerSubscriptionId: $headerSubscriptionId
    convergentSubscriptionId: $convergentSubscriptionId
    fiscalId: $fiscalId
  ) {
    subscriptions {
      ...LineStateFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:9879be7cb2f48bc12badc6cf703e8367cb5d6554434652913962d7c41d934285"}) as unknown as TypedDocumentString<LinePackMutation, LinePackMutationVariables>;
export const LineUnpackDocument = new TypedDocumentString(`
    mutation LineUnpack($subscriptionId: ID!, $fiscalId: String!) {
  unpackSubscriptions(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    subscriptions {
      ...LineStateFields
    }
    processes {
      id
      type
      status
    }
  }
}
    fragment LineStateFields on Subscription {
  subscriptionId
  lineNumber
  fiscalId
  customerId
  customerName
  customerFirstSurname
  customerLastSurname
  productId
  productName
  alias
  contract
  status
  startDate
  endDate
  installationAddress
  finalPrice
  family
  fixedNumber
  icc
  iccService
  carrier
  eSim
  eSimEmail
  donorOperator
  technology
  optionals {
    productId
    name
    price
  }
  baseSubscriptions
  sharedSubscriptionId
  headerSubscriptionId
  convergentSubscriptionId
  created
  modified
}`, {"hash":"sha256:d968897f4758867abe020374aebc109bf3440a5df6f944507a7b16157987ff6a"}) as unknown as TypedDocumentString<LineUnpackMutation, LineUnpackMutationVariables>;
export const LineHolderCandidatesDocument = new TypedDocumentString(`
    query LineHolderCandidates($search: String!) {
  customers(search: $search, first: 25) {
    edges {
      node {
        id
        fiscalId
        name
        firstSurname
        lastSurname
      }
    }
  }
}
    `, {"hash":"sha256:91b196d2f776e30bb0ce890877f05f2552a909857c90cc2aa3829eabbd52067b"}) as unknown as TypedDocumentString<LineHolderCandidatesQuery, LineHolderCandidatesQueryVariables>;
export const LineUsageDocument = new TypedDocumentString(`
    query LineUsage($subscriptionId: ID!, $period: String) {
  lineUsage(subscriptionId: $subscriptionId, period: $period) {
    period
    days {
      date
      voiceMinutes
      smsCount
      dataMb
    }
    totalVoiceMinutes
    totalSmsCount
    totalDataMb
  }
}
    `, {"hash":"sha256:8209af01ce4e2a2790a799f391c905852d2558be2584a3a4610b14fb98ca341d"}) as unknown as TypedDocumentString<LineUsageQuery, LineUsageQueryVariables>;
export const FieldworkMigrationsDocument = new TypedDocumentString(`
    query FieldworkMigrations($first: Int, $after: String, $family: ProductFamily, $fiscalId: String, $lineNumber: String, $sort: SubscriptionSort, $order: SortOrder) {
  subscriptions(
    first: $first
    after: $after
    status: PENDING_MIGRATION
    family: $family
    fiscalId: $fiscalId
    lineNumber: $lineNumber
    sort: $sort
    order: $order
  ) {
    edges {
      node {
        subscriptionId
        lineNumber
        fiscalId
        customerName
        customerFirstSurname
        customerLastSurname
        productName
        family
        status
        technology
        donorOperator
        carrier
        startDate
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalEstimate
  }
}
    `, {"hash":"sha256:06b267f6124c381f3dbc0788586d5145456f75e907b7ba3b7c885c5e6043631d"}) as unknown as TypedDocumentString<FieldworkMigrationsQuery, FieldworkMigrationsQueryVariables>;
export const ModifyProductLineDocument = new TypedDocumentString(`
    query ModifyProductLine($lineNumber: String!) {
  subscription(lineNumber: $lineNumber) {
    subscriptionId
    lineNumber
    fiscalId
    customerName
    customerFirstSurname
    customerLastSurname
    alias
    status
    family
    productName
    modified
  }
}
    `, {"hash":"sha256:08bcb250908ce90889a39024ae557d89347ceaccc760fbafb166e090fec65997"}) as unknown as TypedDocumentString<ModifyProductLineQuery, ModifyProductLineQueryVariables>;
export const ModifyProductDetailDocument = new TypedDocumentString(`
    query ModifyProductDetail($subscriptionId: ID!, $fiscalId: String!) {
  subscriptionProductItems(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    index
    productId
    productName
    price
    startDate
    endDate
  }
  subscriptionHistory(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    id
    action
    statusFrom
    statusTo
    reason
    actor
    at
    index
    changes {
      field
      from
      to
    }
  }
}
    `, {"hash":"sha256:b1dd2bf8fd0192efe06fbab8ec79fa0223fd071ef1358cf0f7e0a42e4c59e102"}) as unknown as TypedDocumentString<ModifyProductDetailQuery, ModifyProductDetailQueryVariables>;
export const ModifyProductSearchDocument = new TypedDocumentString(`
    query ModifyProductSearch($q: String!) {
  search(q: $q, types: [lines, customers], limit: 10) {
    __typename
    type
    id
    ... on LineSearchHit {
      lineNumber
      fiscalId
      customerName
      productName
      status
    }
    ... on CustomerSearchHit {
      fiscalId
      name
      firstSurname
      lastSurname
    }
  }
}
    `, {"hash":"sha256:51a0a524aa2e601c319c43b1132b69739d130bce06b1b1bb99a3ec98b0f7c6af"}) as unknown as TypedDocumentString<ModifyProductSearchQuery, ModifyProductSearchQueryVariables>;
export const ModifyProductHolderLinesDocument = new TypedDocumentString(`
    query ModifyProductHolderLines($fiscalId: String!) {
  subscriptions(fiscalId: $fiscalId, includeTerminated: true, first: 100) {
    edges {
      node {
        subscriptionId
        lineNumber
        fiscalId
        customerName
        productName
        status
      }
    }
  }
}
    `, {"hash":"sha256:bd3afbc1d4dd837971fb97f297ae4540a87073c889adf29411ee1441e9125b4e"}) as unknown as TypedDocumentString<ModifyProductHolderLinesQuery, ModifyProductHolderLinesQueryVariables>;
export const ModifyProductDocument = new TypedDocumentString(`
    mutation ModifyProduct($subscriptionId: ID!, $fiscalId: String!, $alias: String, $productName: String, $finalPrice: Int, $startDate: String, $endDate: String, $index: Int) {
  modifySubscription(
    subscriptionId: $subscriptionId
    fiscalId: $fiscalId
    alias: $alias
    productName: $productName
    finalPrice: $finalPrice
    startDate: $startDate
    endDate: $endDate
    index: $index
  ) {
    subscriptions {
      subscriptionId
      alias
      productName
      finalPrice
      startDate
      endDate
      modified
    }
  }
}
    `, {"hash":"sha256:911bebc64ca9804a624534a3b27b6c8c6a435ee6e7282187e6be9c79d36bc5d0"}) as unknown as TypedDocumentString<ModifyProductMutation, ModifyProductMutationVariables>;
export const OrderDetailDocument = new TypedDocumentString(`
    query OrderDetail($id: ID!) {
  order(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}`, {"hash":"sha256:bb0260b9e606cc976e875b5e91b50b50b048e7a471c7b2d30366710ee33428aa"}) as unknown as TypedDocumentString<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderSignupRecordDocument = new TypedDocumentString(`
    query OrderSignupRecord($id: ID!) {
  signupOrder(id: $id) {
    id
    signup {
      customerType
      lines {
        position
        productName
        family
        mobileNumber {
          mode
          lineNumber
          donorOperator
          portabilityType
        }
        sim {
          kind
          icc
          email
        }
        fixedNumber {
          mode
          fixedNumber
          donorOperator
        }
        installationAddress {
          streetType
          street
          number
          floor
          postalCode
          city
        }
        supplyPoint {
          cups
        }
        tvUserEmail
      }
      verification {
        status
        documents {
          kind
          mimeType
        }
        reason
        check {
          outcome
          reason
        }
      }
      payment {
        paymentMethod
        iban
        mandateReference
      }
      totals {
        taxTerritory
        taxRate
        monthlyWithoutTaxCents
        monthlyTaxCents
        monthlyCents
        monthlyWithPromotionsCents
      }
    }
  }
}
    `, {"hash":"sha256:e0c9bcccb648366c5976ae8f4d02a84959c0c71139973ca23504e1767036816e"}) as unknown as TypedDocumentString<OrderSignupRecordQuery, OrderSignupRecordQueryVariables>;
export const OrderVerificationDocumentDocument = new TypedDocumentString(`
    query OrderVerificationDocument($orderId: ID!, $kind: VerificationDocumentKind!) {
  verificationDocument(orderId: $orderId, kind: $kind) {
    kind
    mimeType
    content
  }
}
    `, {"hash":"sha256:55034d0490373b295ca29c1caad7afde1ff31f1e96118dcc1d9080c8951dba22"}) as unknown as TypedDocumentString<OrderVerificationDocumentQuery, OrderVerificationDocumentQueryVariables>;
export const OrderFulfilmentDocument = new TypedDocumentString(`
    query OrderFulfilment($orderId: ID!) {
  orderFulfilment(orderId: $orderId) {
    shipments {
      id
      status
      trackingNumber
      carrier
      carrierUrl
      created
    }
    installations {
      id
      type
      status
      installationDate
      slot
      fixedNumber
      product {
        name
      }
      created
    }
    portabilities {
      id
      status
      mobileNumber
      donorOperator
      changeWindow
      created
    }
  }
}
    `, {"hash":"sha256:8acc50fcaf6c7c5279993ab2ddeafd94f98fc374f30ca5200cf3da86b2b01d70"}) as unknown as TypedDocumentString<OrderFulfilmentQuery, OrderFulfilmentQueryVariables>;
export const OrderContractDocumentDocument = new TypedDocumentString(`
    query OrderContractDocument($orderId: ID!, $kind: ContractDocumentKind!) {
  orderContractDocument(orderId: $orderId, kind: $kind) {
    contractId
    kind
    mimeType
    fileName
    content
  }
}
    `, {"hash":"sha256:b889abf91bcc992c5f806356e4079b9ae67fbf5f093e6cee2954d318f7845312"}) as unknown as TypedDocumentString<OrderContractDocumentQuery, OrderContractDocumentQueryVariables>;
export const ContinueOrderDetailDocument = new TypedDocumentString(`
    mutation ContinueOrderDetail($id: ID!) {
  continueOrder(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}`, {"hash":"sha256:ef37a33b8447254e43e817f96d89912aa9edd1163f559299155168ff937669f1"}) as unknown as TypedDocumentString<ContinueOrderDetailMutation, ContinueOrderDetailMutationVariables>;
export const LaunchOrderDetailDocument = new TypedDocumentString(`
    mutation LaunchOrderDetail($id: ID!) {
  launchOrder(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}`, {"hash":"sha256:4f0be1bb71dc849181efae444ab1bfa0c3f1fee78d77f852d5a6c0e40c348572"}) as unknown as TypedDocumentString<LaunchOrderDetailMutation, LaunchOrderDetailMutationVariables>;
export const RelaunchOrderDetailDocument = new TypedDocumentString(`
    mutation RelaunchOrderDetail($id: ID!) {
  relaunchOrder(id: $id) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}`, {"hash":"sha256:b5818a7a8048983e26a0c1ea874a8e76ef58df9976ddc23f70a7d0f90d9f05dc"}) as unknown as TypedDocumentString<RelaunchOrderDetailMutation, RelaunchOrderDetailMutationVariables>;
export const DeleteOrderDetailDocument = new TypedDocumentString(`
    mutation DeleteOrderDetail($orderId: ID!) {
  deleteDraftOrder(orderId: $orderId) {
    id
    deleted
  }
}
    `, {"hash":"sha256:f348c07c88f0b0c951c3d89fa8741bf6eb95bde0fc63af24efd991faf5503abb"}) as unknown as TypedDocumentString<DeleteOrderDetailMutation, DeleteOrderDetailMutationVariables>;
export const CancelOrderDetailSignatureDocument = new TypedDocumentString(`
    mutation CancelOrderDetailSignature($id: ID!) {
  cancelOrderSignature(id: $id, confirm: true) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}`, {"hash":"sha256:8991a5c40b06c13ce2f8085c3e6e30fda585f9b11dfe4a96b22889ff0e1ce1b8"}) as unknown as TypedDocumentString<CancelOrderDetailSignatureMutation, CancelOrderDetailSignatureMutationVariables>;
export const UploadOrderDetailContractDocument = new TypedDocumentString(`
    mutation UploadOrderDetailContract($id: ID!, $document: String!, $fileName: String) {
  uploadOrderContract(id: $id, document: $document, fileName: $fileName) {
    ...OrderDetailFields
  }
}
    fragment OrderDetailFields on OrderDetail {
  id
  orderNumber
  brandId
  channelId
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  status
  draft
  documentNumber
  mobileNumber
  email
  totalPriceCents
  created
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
    options {
      lineNumber
      icc
      fixedNumber
      esim
      portability {
        donorOperator
        type
      }
    }
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
    envelopeId
    uploaded
    hasSignedDocument
    sentAt
    created
    modified
    history {
      action
      statusFrom
      statusTo
      actor
      at
    }
  }
}`, {"hash":"sha256:afb0e702c506ce363bbb7d268fdf60e05c6b9c76b4c4a74cbdbd18a0b6fb4952"}) as unknown as TypedDocumentString<UploadOrderDetailContractMutation, UploadOrderDetailContractMutationVariables>;
export const GenerateOrderDetailAnnexDocument = new TypedDocumentString(`
    mutation GenerateOrderDetailAnnex($orderId: ID!) {
  generateContractAnnex(orderId: $orderId) {
    documentHtml
    contract {
      id
      status
      envelopeId
      uploaded
      hasSignedDocument
      sentAt
      created
      modified
      history {
        action
        statusFrom
        statusTo
        actor
        at
      }
    }
  }
}
    `, {"hash":"sha256:8ec16a70965c9435cb1726c54f3206897947f6cb7b210eb51198bba5beaeafb0"}) as unknown as TypedDocumentString<GenerateOrderDetailAnnexMutation, GenerateOrderDetailAnnexMutationVariables>;
export const DraftOrdersDocument = new TypedDocumentString(`
    query DraftOrders($first: Int, $after: String, $status: OrderStatus, $family: ProductFamily, $search: String, $created: DashboardPeriod) {
  draftOrders(
    first: $first
    after: $after
    status: $status
    family: $family
    search: $search
    created: $created
  ) {
    edges {
      cursor
      node {
        id
        orderNumber
        customerFiscalId
        customerName
        customerFirstSurname
        customerSecondSurname
        family
        verificationType
        status
        draft
        documentNumber
        mobileNumber
        email
        totalPriceCents
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:c6fe86d69fb655ccc48fe7524a57cb5cfb85cc94d2187a8d16202cc11232810e"}) as unknown as TypedDocumentString<DraftOrdersQuery, DraftOrdersQueryVariables>;
export const LaunchedOrdersDocument = new TypedDocumentString(`
    query LaunchedOrders($first: Int, $after: String, $status: OrderStatus, $family: ProductFamily, $search: String, $created: DashboardPeriod, $launched: DashboardPeriod, $order: SortOrder) {
  orders(
    first: $first
    after: $after
    status: $status
    family: $family
    draft: false
    search: $search
    created: $created
    launched: $launched
    order: $order
  ) {
    edges {
      cursor
      node {
        id
        orderNumber
        customerFiscalId
        customerName
        customerFirstSurname
        customerSecondSurname
        family
        verificationType
        status
        draft
        documentNumber
        mobileNumber
        email
        totalPriceCents
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:6abca0c68d447e2c67dc4fcf8799330bee50dac11427cdbb1bf302befa5d1832"}) as unknown as TypedDocumentString<LaunchedOrdersQuery, LaunchedOrdersQueryVariables>;
export const ContinueOrderDocument = new TypedDocumentString(`
    mutation ContinueOrder($id: ID!) {
  continueOrder(id: $id) {
    id
    status
  }
}
    `, {"hash":"sha256:a924d04d428b50972fe10bdf6c271862f2ab08174b19b9e46d7eb165a0205c51"}) as unknown as TypedDocumentString<ContinueOrderMutation, ContinueOrderMutationVariables>;
export const LaunchOrderDocument = new TypedDocumentString(`
    mutation LaunchOrder($id: ID!) {
  launchOrder(id: $id) {
    id
    status
  }
}
    `, {"hash":"sha256:34952efaf3f3f1346801cf8d0e73c7be95814867e97eeaa192ac3ca29216a5c6"}) as unknown as TypedDocumentString<LaunchOrderMutation, LaunchOrderMutationVariables>;
export const RelaunchOrderDocument = new TypedDocumentString(`
    mutation RelaunchOrder($id: ID!) {
  relaunchOrder(id: $id) {
    id
    status
  }
}
    `, {"hash":"sha256:52880b50f655c68dadaac704d0ed49cecb0afc6e3a95005387f02b75950862fb"}) as unknown as TypedDocumentString<RelaunchOrderMutation, RelaunchOrderMutationVariables>;
export const DeleteDraftOrderDocument = new TypedDocumentString(`
    mutation DeleteDraftOrder($orderId: ID!) {
  deleteDraftOrder(orderId: $orderId) {
    id
    deleted
  }
}
    `, {"hash":"sha256:d43a820ab3bd8961f615c30d1b16595efeb77f79a48bfa18b1faca5cf955b003"}) as unknown as TypedDocumentString<DeleteDraftOrderMutation, DeleteDraftOrderMutationVariables>;
export const CancelOrderSignatureDocument = new TypedDocumentString(`
    mutation CancelOrderSignature($id: ID!) {
  cancelOrderSignature(id: $id, confirm: true) {
    id
    status
  }
}
    `, {"hash":"sha256:970a384185ae3318a46f0c25ee79e16472cb99df10b152cd1eed24f96db84dcb"}) as unknown as TypedDocumentString<CancelOrderSignatureMutation, CancelOrderSignatureMutationVariables>;
export const PortabilitiesDocument = new TypedDocumentString(`
    query Portabilities($first: Int, $after: String, $direction: PortabilityDirection, $status: PortabilityStatus, $search: String, $created: DashboardPeriod, $operator: String) {
  portabilities(
    first: $first
    after: $after
    direction: $direction
    status: $status
    search: $search
    created: $created
    operator: $operator
  ) {
    edges {
      cursor
      node {
        id
        direction
        status
        type
        changeWindow
        customerFiscalId
        document
        mobileNumber
        icc
        donorOperator
        receiverOperator
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:3b629dc6f22c86344594d1fb1cc0921c08db9098a716151a36ceb4ae89f36bac"}) as unknown as TypedDocumentString<PortabilitiesQuery, PortabilitiesQueryVariables>;
export const CancelPortabilityDocument = new TypedDocumentString(`
    mutation CancelPortability($id: ID!, $reason: CancellationReason!) {
  cancelPortability(id: $id, reason: $reason) {
    id
    status
    modified
  }
}
    `, {"hash":"sha256:d1fc6589f58b8f29fc832bd0323ab792a4aebfa325fb3f827dcd492b03b1fa67"}) as unknown as TypedDocumentString<CancelPortabilityMutation, CancelPortabilityMutationVariables>;
export const RelaunchPortabilityDocument = new TypedDocumentString(`
    mutation RelaunchPortability($id: ID!) {
  relaunchPortability(id: $id) {
    id
    status
    modified
  }
}
    `, {"hash":"sha256:c6eaad677d47342f8fe11d152deef326c94607401c914efb33e25ab9568bb156"}) as unknown as TypedDocumentString<RelaunchPortabilityMutation, RelaunchPortabilityMutationVariables>;
export const FieldworkProcessesDocument = new TypedDocumentString(`
    query FieldworkProcesses($first: Int, $after: String, $type: ProcessType, $status: ProcessStatus, $search: String, $created: DashboardPeriod, $order: SortOrder) {
  processes(
    first: $first
    after: $after
    type: $type
    status: $status
    search: $search
    created: $created
    order: $order
  ) {
    edges {
      node {
        id
        type
        status
        subscriptionId
        document
        mobileNumber
        cancelReason
        due
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalEstimate
  }
}
    `, {"hash":"sha256:1afdbbee9d8f7b3cc0bf4beb80d5c893a0cca3a3a2c396779dff0101e4831d8a"}) as unknown as TypedDocumentString<FieldworkProcessesQuery, FieldworkProcessesQueryVariables>;
export const FieldworkCancelProcessDocument = new TypedDocumentString(`
    mutation FieldworkCancelProcess($id: ID!, $reason: CancellationReason!) {
  cancelProcess(id: $id, reason: $reason) {
    id
    status
    modified
  }
}
    `, {"hash":"sha256:4c3dc906d0a2e8d05a1882b30e963ec534a24c6fc61788bfba4ff507231c1e53"}) as unknown as TypedDocumentString<FieldworkCancelProcessMutation, FieldworkCancelProcessMutationVariables>;
export const CatalogueProductsDocument = new TypedDocumentString(`
    query CatalogueProducts($first: Int, $after: String, $family: ProductFamily, $status: ProductStatus, $search: String) {
  products(
    first: $first
    after: $after
    family: $family
    status: $status
    search: $search
  ) {
    edges {
      cursor
      node {
        id
        brandId
        name
        description
        family
        subfamily
        price
        priceWithoutTax
        providerPriceWithoutTax
        promotions {
          name
          discount
          months
        }
        priceWithPromotions
        display
        status
        tax
        maxAdditionalLines
        cumulativeGb
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:f5dd51ca9bcddd5fbcf245e5d51bb3738164a42df6b1421ebb29abad2e3979e8"}) as unknown as TypedDocumentString<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const CatalogueCreateProductDocument = new TypedDocumentString(`
    mutation CatalogueCreateProduct($product: ProductInput!) {
  createProduct(product: $product) {
    id
    status
  }
}
    `, {"hash":"sha256:6259f0c9b4f4f333bc42bfc111a8c2aafa3a20505906b93ceee9c77575eaa4ab"}) as unknown as TypedDocumentString<CatalogueCreateProductMutation, CatalogueCreateProductMutationVariables>;
export const CatalogueUpdateProductDocument = new TypedDocumentString(`
    mutation CatalogueUpdateProduct($id: ID!, $product: ProductInput!) {
  updateProduct(id: $id, product: $product) {
    id
    status
  }
}
    `, {"hash":"sha256:f1409fa2cd3d1879f95ba91e3e534ac2fa41174e5bd7f6980e71c86baac86489"}) as unknown as TypedDocumentString<CatalogueUpdateProductMutation, CatalogueUpdateProductMutationVariables>;
export const CatalogueChangeProductStatusDocument = new TypedDocumentString(`
    mutation CatalogueChangeProductStatus($id: ID!, $status: ProductStatus!) {
  changeProductStatus(id: $id, status: $status) {
    id
    status
  }
}
    `, {"hash":"sha256:b1129f73eb0f947bf9bf5a56fff00dd092bae272e174cb2abefce2019244d996"}) as unknown as TypedDocumentString<CatalogueChangeProductStatusMutation, CatalogueChangeProductStatusMutationVariables>;
export const PublicCoverageBrandDocument = new TypedDocumentString(`
    query PublicCoverageBrand($key: String!) {
  publicCoverageBrand(key: $key) {
    name
    logoURL
  }
}
    `, {"hash":"sha256:1fa5f0b09acd0006cbc53b8f9bb1f1cb30cc180c5cd659d5a6c3442bd417dd15"}) as unknown as TypedDocumentString<PublicCoverageBrandQuery, PublicCoverageBrandQueryVariables>;
export const PublicCoverageCitiesDocument = new TypedDocumentString(`
    query PublicCoverageCities($key: String!, $province: String!, $q: String) {
  cities: publicCoverageCities(key: $key, province: $province, q: $q) {
    name
    provinceCode
    postalCode
  }
}
    `, {"hash":"sha256:a5978a5e351b84135a13768e6c2adb66753b803e0868b37c482fd195f281c8d3"}) as unknown as TypedDocumentString<PublicCoverageCitiesQuery, PublicCoverageCitiesQueryVariables>;
export const CheckPublicCoverageDocument = new TypedDocumentString(`
    mutation CheckPublicCoverage($key: String!, $address: CoverageAddressInput!) {
  checkPublicCoverage(key: $key, address: $address) {
    covered
    technologies {
      technology
      maxDownloadMbps
      maxUploadMbps
    }
  }
}
    `, {"hash":"sha256:77d228fb5fdb251b30ab69b400cb193b45db7109af148a360bd107ebd86dbd14"}) as unknown as TypedDocumentString<CheckPublicCoverageMutation, CheckPublicCoverageMutationVariables>;
export const RequestPublicCoverageLeadDocument = new TypedDocumentString(`
    mutation RequestPublicCoverageLead($input: PublicCoverageLeadInput!) {
  requestPublicCoverageLead(input: $input) {
    received
  }
}
    `, {"hash":"sha256:c7a2f3776e03a5f8ef9c81a127b8c4a7c996d2d0101d59fae70f509c7d42796e"}) as unknown as TypedDocumentString<RequestPublicCoverageLeadMutation, RequestPublicCoverageLeadMutationVariables>;
export const EmailVerificationVerifyDocument = new TypedDocumentString(`
    mutation EmailVerificationVerify($token: String!) {
  verifyEmail(token: $token) {
    kind
    email
    status
  }
}
    `, {"hash":"sha256:d219241c9eefb0d268cc69a3f8b108df59d14372fe8e47ac32c984e24ed31bed"}) as unknown as TypedDocumentString<EmailVerificationVerifyMutation, EmailVerificationVerifyMutationVariables>;
export const InvoicePaymentInvoiceDocument = new TypedDocumentString(`
    query InvoicePaymentInvoice($token: String!) {
  publicInvoice(token: $token) {
    brandName
    brandLogoURL
    number
    totalCents
    dueDate
    status
    payable
  }
}
    `, {"hash":"sha256:d148cd8fb00690f008ec6754eca88a64a9b179389707369e691ae56022963ff8"}) as unknown as TypedDocumentString<InvoicePaymentInvoiceQuery, InvoicePaymentInvoiceQueryVariables>;
export const InvoicePaymentPayDocument = new TypedDocumentString(`
    mutation InvoicePaymentPay($token: String!, $cardNumber: String!, $expiry: String!, $cvc: String!, $holder: String!) {
  payPublicInvoice(
    token: $token
    cardNumber: $cardNumber
    expiry: $expiry
    cvc: $cvc
    holder: $holder
  ) {
    status
    number
    totalCents
    paidAt
  }
}
    `, {"hash":"sha256:39d9a2c65b8246fb54079c52e8bcaf980a39cb570058457be7515363fb248d00"}) as unknown as TypedDocumentString<InvoicePaymentPayMutation, InvoicePaymentPayMutationVariables>;
export const PublicVerificationDocument = new TypedDocumentString(`
    query PublicVerification($token: String!) {
  publicVerification(token: $token) {
    brand {
      name
      logoURL
    }
    customerFirstName
    customerType
    documentsAsked
    products
    monthlyCents
    signatureRequired
    expiresAt
  }
}
    `, {"hash":"sha256:99e252532384fbe98a0bf78326a38d7d0ebac005fe3e52b242f2c1c719ac9c7a"}) as unknown as TypedDocumentString<PublicVerificationQuery, PublicVerificationQueryVariables>;
export const SubmitPublicVerificationDocument = new TypedDocumentString(`
    mutation SubmitPublicVerification($input: PublicVerificationInput!) {
  submitPublicVerification(input: $input) {
    outcome
    reason
  }
}
    `, {"hash":"sha256:f6b41020d434d9ec8209845e17fc9a208b04242ad62efdfba59f98ff6a51344d"}) as unknown as TypedDocumentString<SubmitPublicVerificationMutation, SubmitPublicVerificationMutationVariables>;
export const CatalogueResourcesDocument = new TypedDocumentString(`
    query CatalogueResources($first: Int, $after: String, $kind: ResourceKind, $status: ResourceStatus, $search: String) {
  resources(
    first: $first
    after: $after
    kind: $kind
    status: $status
    search: $search
  ) {
    edges {
      cursor
      node {
        id
        brandId
        channelId
        kind
        value
        status
        subscriptionId
        reservedUntil
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalEstimate
  }
}
    `, {"hash":"sha256:4a343f0ef8e396f6bb07b582cfda80a00b3572044d963f80a5859cf9a44a1669"}) as unknown as TypedDocumentString<CatalogueResourcesQuery, CatalogueResourcesQueryVariables>;
export const CatalogueAddResourcesDocument = new TypedDocumentString(`
    mutation CatalogueAddResources($kind: ResourceKind!, $values: [String!]!, $channel: ID) {
  addResources(kind: $kind, values: $values, channel: $channel) {
    added
  }
}
    `, {"hash":"sha256:a5165a69d25974ec89a0f99d02127f863a3177281ca6ac02109fd6a61086c074"}) as unknown as TypedDocumentString<CatalogueAddResourcesMutation, CatalogueAddResourcesMutationVariables>;
export const CatalogueChangeResourceStatusDocument = new TypedDocumentString(`
    mutation CatalogueChangeResourceStatus($id: ID!, $status: ResourceStatus!) {
  changeResourceStatus(id: $id, status: $status) {
    id
    status
  }
}
    `, {"hash":"sha256:61c4d37b63b99a9cbe079345b04cb09e08c05fe54a574f94c250feb00fdc575a"}) as unknown as TypedDocumentString<CatalogueChangeResourceStatusMutation, CatalogueChangeResourceStatusMutationVariables>;
export const CatalogueAssignResourcesChannelDocument = new TypedDocumentString(`
    mutation CatalogueAssignResourcesChannel($ids: [ID!]!, $channel: ID!) {
  assignResourcesChannel(ids: $ids, channel: $channel) {
    moved
  }
}
    `, {"hash":"sha256:9c63fdadaf174495227a369e28575830a5ed09d9db681d491dd64019baf3c9bc"}) as unknown as TypedDocumentString<CatalogueAssignResourcesChannelMutation, CatalogueAssignResourcesChannelMutationVariables>;
export const FieldworkShipmentsDocument = new TypedDocumentString(`
    query FieldworkShipments($first: Int, $after: String, $status: ShipmentStatus, $group: ShipmentListStatus, $search: String) {
  shipments(
    first: $first
    after: $after
    status: $status
    group: $group
    search: $search
  ) {
    edges {
      node {
        id
        status
        listStatus
        documentsPending
        trackingNumber
        carrier
        carrierUrl
        orderReference
        customerFiscalId
        customerName
        address {
          postalCode
          city
        }
        items {
          kind
        }
        created
        changed
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `, {"hash":"sha256:f83470aff29e84593fd988c1a59fd28a52bbcdff092beacaef9cc77518fd5d60"}) as unknown as TypedDocumentString<FieldworkShipmentsQuery, FieldworkShipmentsQueryVariables>;
export const FieldworkCancelShipmentDocument = new TypedDocumentString(`
    mutation FieldworkCancelShipment($id: ID!, $reason: CancellationReason!) {
  cancelShipment(id: $id, reason: $reason) {
    id
    status
    listStatus
    changed
  }
}
    `, {"hash":"sha256:a308d3bcf49a05fb7ca8225b4e988bf717af7440a6d9bcfbf4ce2500830e7fec"}) as unknown as TypedDocumentString<FieldworkCancelShipmentMutation, FieldworkCancelShipmentMutationVariables>;
export const SignupOrderDocument = new TypedDocumentString(`
    query SignupOrder($id: ID!) {
  signupOrder(id: $id) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:f0926038397ff9c74f8948b2935199a5c83110c5d8c2fedc74a44218fc387559"}) as unknown as TypedDocumentString<SignupOrderQuery, SignupOrderQueryVariables>;
export const SignupCustomerLookupDocument = new TypedDocumentString(`
    query SignupCustomerLookup($fiscalId: String!) {
  customer(fiscalId: $fiscalId) {
    id
    fiscalId
    documentType
    customerType
    name
    firstSurname
    lastSurname
    birthDate
    email
    contactPhone
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
    }
    company {
      companyName
      constitutionDate
    }
  }
}
    `, {"hash":"sha256:a9c7f850d0f7b86fe956ce87768cd7e72d71d964a10c6016cfd91b2f96efbe83"}) as unknown as TypedDocumentString<SignupCustomerLookupQuery, SignupCustomerLookupQueryVariables>;
export const SignupFiscalIdCheckDocument = new TypedDocumentString(`
    query SignupFiscalIdCheck($documentType: DocumentType!, $fiscalId: String!) {
  verifyFiscalId(documentType: $documentType, fiscalId: $fiscalId) {
    valid
    normalized
    message
  }
}
    `, {"hash":"sha256:02114b63e8de3c41f137906d083be8120c3b741ed7d6b39f24f9749aa31c05b0"}) as unknown as TypedDocumentString<SignupFiscalIdCheckQuery, SignupFiscalIdCheckQueryVariables>;
export const SignupCatalogueDocument = new TypedDocumentString(`
    query SignupCatalogue {
  brandProducts(status: ACTIVE) {
    id
    name
    description
    family
    subfamily
    price
    priceWithoutTax
    promotions {
      name
      discount
      months
    }
    priceWithPromotions
    display
    tax
    maxAdditionalLines
    cumulativeGb
  }
}
    `, {"hash":"sha256:440e8a08f2f0b0e4415f9e2f85526cf72849fc7638e185c606d2b3df8a5fb84d"}) as unknown as TypedDocumentString<SignupCatalogueQuery, SignupCatalogueQueryVariables>;
export const SignupVerificationDocumentDocument = new TypedDocumentString(`
    query SignupVerificationDocument($orderId: ID!, $kind: VerificationDocumentKind!) {
  verificationDocument(orderId: $orderId, kind: $kind) {
    kind
    mimeType
    content
  }
}
    `, {"hash":"sha256:2e5832b2c8e01e9741400188ae574b18e94c9f2bf87e75b88a36ec75ace648d9"}) as unknown as TypedDocumentString<SignupVerificationDocumentQuery, SignupVerificationDocumentQueryVariables>;
export const StartSignupDocument = new TypedDocumentString(`
    mutation StartSignup($idempotencyKey: ID!, $input: SignupIntroInput!) {
  startSignup(idempotencyKey: $idempotencyKey, input: $input) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:5a974a923111bc4da05356da7413c708b04d71e2d3ca477868f1bb7d687d9fb8"}) as unknown as TypedDocumentString<StartSignupMutation, StartSignupMutationVariables>;
export const SaveSignupCustomerDocument = new TypedDocumentString(`
    mutation SaveSignupCustomer($id: ID!, $idempotencyKey: ID!, $input: SignupCustomerStepInput!) {
  saveSignupCustomer(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:a88f08adfd7ce859136e8da9f3953e62018487b3e5bf61ae5503f71ccb95d9f7"}) as unknown as TypedDocumentString<SaveSignupCustomerMutation, SaveSignupCustomerMutationVariables>;
export const SaveSignupProductsDocument = new TypedDocumentString(`
    mutation SaveSignupProducts($id: ID!, $idempotencyKey: ID!, $input: SignupProductsInput!) {
  saveSignupProducts(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:ee4e36d642292c6c209f7bdc6fd166c02f6f0c02300f565f91630ef0586d2a60"}) as unknown as TypedDocumentString<SaveSignupProductsMutation, SaveSignupProductsMutationVariables>;
export const SaveSignupLinesDocument = new TypedDocumentString(`
    mutation SaveSignupLines($id: ID!, $idempotencyKey: ID!, $input: SignupLinesInput!) {
  saveSignupLines(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:ffbe9b22a091e5a75e4154a7706e642c53367735278104c6314bdc59e521b133"}) as unknown as TypedDocumentString<SaveSignupLinesMutation, SaveSignupLinesMutationVariables>;
export const SaveSignupVerificationDocument = new TypedDocumentString(`
    mutation SaveSignupVerification($id: ID!, $idempotencyKey: ID!, $input: SignupVerificationInput!) {
  saveSignupVerification(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:8a07e0a261dd81d37a146c93a3d3066c2dd63329c56d113043f276ff04aad5eb"}) as unknown as TypedDocumentString<SaveSignupVerificationMutation, SaveSignupVerificationMutationVariables>;
export const SendSignupVerificationLinkDocument = new TypedDocumentString(`
    mutation SendSignupVerificationLink($id: ID!) {
  sendSignupVerificationLink(id: $id) {
    url
    expiresAt
    sentTo
  }
}
    `, {"hash":"sha256:3ca98df38be0d0e466075c2e86dc15053f9290f28219ed512e1b04a10c6be2af"}) as unknown as TypedDocumentString<SendSignupVerificationLinkMutation, SendSignupVerificationLinkMutationVariables>;
export const ReviewSignupVerificationDocument = new TypedDocumentString(`
    mutation ReviewSignupVerification($id: ID!, $idempotencyKey: ID!, $input: SignupReviewInput!) {
  reviewSignupVerification(
    id: $id
    idempotencyKey: $idempotencyKey
    input: $input
  ) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:50a475dea17f5f336871a5c1383b8c9c62aaf8a0d8880d156426d4823173539d"}) as unknown as TypedDocumentString<ReviewSignupVerificationMutation, ReviewSignupVerificationMutationVariables>;
export const SaveSignupPaymentDocument = new TypedDocumentString(`
    mutation SaveSignupPayment($id: ID!, $idempotencyKey: ID!, $input: SignupPaymentInput!) {
  saveSignupPayment(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
    ...SignupOrderFields
  }
}
    fragment SignupOrderFields on OrderDetail {
  id
  orderNumber
  status
  draft
  customerId
  customerFiscalId
  customerName
  customerFirstSurname
  customerSecondSurname
  family
  verificationType
  mobileNumber
  email
  totalPriceCents
  modified
  products {
    id
    position
    productId
    name
    family
    priceCents
  }
  history {
    action
    statusFrom
    statusTo
    reason
    actor
    at
  }
  contract {
    id
    status
  }
  signup {
    resumeStep
    familyTab
    customerType
    address {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    products {
      productId
      lines
      optionalProductIds
    }
    lines {
      position
      productId
      productName
      family
      mobileNumber {
        mode
        lineNumber
        donorOperator
        portabilityType
        currentHolderFiscalId
      }
      sim {
        kind
        icc
        email
      }
      fixedNumber {
        mode
        fixedNumber
        donorOperator
      }
      installationAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      supplyPoint {
        cups
      }
      tvUserEmail
    }
    shippingAddress {
      streetType
      street
      number
      floor
      additionalInfo
      postalCode
      province
      city
      latitude
      longitude
    }
    verification {
      status
      documents {
        kind
        mimeType
      }
      reason
      check {
        outcome
        reason
      }
      link {
        channel
        sentTo
        expiresAt
      }
      signed
    }
    payment {
      paymentMethod
      iban
      mandateReference
    }
    totals {
      taxTerritory
      taxRate
      monthlyWithoutTaxCents
      monthlyTaxCents
      monthlyCents
      monthlyWithPromotionsCents
      oneOffWithoutTaxCents
      oneOffTaxCents
      oneOffCents
    }
  }
}`, {"hash":"sha256:515b63143417782c5e197db744007570ba4808c0a601802e7a4dccc378115af4"}) as unknown as TypedDocumentString<SaveSignupPaymentMutation, SaveSignupPaymentMutationVariables>;
export const LaunchSignupOrderDocument = new TypedDocumentString(`
    mutation LaunchSignupOrder($id: ID!) {
  launchOrder(id: $id) {
    id
    orderNumber
    status
    draft
    history {
      action
      statusFrom
      statusTo
      reason
      actor
      at
    }
  }
}
    `, {"hash":"sha256:d099f883d37320a069a12ed7b30686bb37d9725f728ec6fb6fe3efe6b6c5ca5e"}) as unknown as TypedDocumentString<LaunchSignupOrderMutation, LaunchSignupOrderMutationVariables>;
export const SignupContractPreviewDocument = new TypedDocumentString(`
    mutation SignupContractPreview($orderId: ID!) {
  generateContractAnnex(orderId: $orderId) {
    documentHtml
  }
}
    `, {"hash":"sha256:be894e69f1ae601b98cbf43f5172098197913a98d08547745ef8d38cf9de8055"}) as unknown as TypedDocumentString<SignupContractPreviewMutation, SignupContractPreviewMutationVariables>;
export const SubscriptionsCancelLineDocument = new TypedDocumentString(`
    mutation SubscriptionsCancelLine($subscriptionId: ID!, $reason: CancellationReason!) {
  cancelLine(
    subscriptionId: $subscriptionId
    reason: $reason
    acknowledgeIrreversibleLoss: true
  ) {
    subscription {
      subscriptionId
      status
      endDate
      modified
    }
  }
}
    `, {"hash":"sha256:49f128f1f1caa1c533a577ad5c261d49402a923b654bd8674c88deacb62576ef"}) as unknown as TypedDocumentString<SubscriptionsCancelLineMutation, SubscriptionsCancelLineMutationVariables>;
export const SubscriptionsSetTvStatusDocument = new TypedDocumentString(`
    mutation SubscriptionsSetTvStatus($subscriptionId: ID!, $status: TvStatus!) {
  setTvStatus(subscriptionId: $subscriptionId, status: $status) {
    subscription {
      subscriptionId
      status
      modified
    }
  }
}
    `, {"hash":"sha256:e73bb422af9c033298a5f949b3dc4522a629a73d2ff787bf26dd916df1c26ebf"}) as unknown as TypedDocumentString<SubscriptionsSetTvStatusMutation, SubscriptionsSetTvStatusMutationVariables>;
export const SubscriptionsSendConfigurationSmsDocument = new TypedDocumentString(`
    mutation SubscriptionsSendConfigurationSms($subscriptionId: ID!) {
  sendConfigurationSms(subscriptionId: $subscriptionId) {
    subscription {
      subscriptionId
      status
      modified
    }
  }
}
    `, {"hash":"sha256:2c6ed16f35c585c3e2c0e5134cef4f4070f278e8bd7bce1ebfa3ead2053772b2"}) as unknown as TypedDocumentString<SubscriptionsSendConfigurationSmsMutation, SubscriptionsSendConfigurationSmsMutationVariables>;
export const SubscriptionsQueueDocument = new TypedDocumentString(`
    query SubscriptionsQueue($first: Int, $after: String, $status: SubscriptionStatus, $family: ProductFamily, $fiscalId: String, $lineNumber: String, $includeTerminated: Boolean, $started: DashboardPeriod, $ended: DashboardPeriod, $sort: SubscriptionSort, $order: SortOrder) {
  subscriptions(
    first: $first
    after: $after
    status: $status
    family: $family
    fiscalId: $fiscalId
    lineNumber: $lineNumber
    includeTerminated: $includeTerminated
    started: $started
    ended: $ended
    sort: $sort
    order: $order
  ) {
    edges {
      node {
        subscriptionId
        lineNumber
        fiscalId
        customerName
        customerFirstSurname
        customerLastSurname
        productName
        alias
        status
        family
        startDate
        endDate
        finalPrice
        fixedNumber
        icc
        carrier
        technology
        installationAddress
        created
        modified
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalEstimate
  }
}
    `, {"hash":"sha256:0d89fb31e07947ccfccf2e6a2fb9758d7e95173d13f31a21b8e74fa22287178c"}) as unknown as TypedDocumentString<SubscriptionsQueueQuery, SubscriptionsQueueQueryVariables>;
export const SupportChannelsDocument = new TypedDocumentString(`
    query SupportChannels {
  supportChannels {
    brandId
    brandName
    channels {
      topic
      name
      department
      email
      phone
    }
  }
}
    `, {"hash":"sha256:dd0913286ab9ea46520c14e7492b19e7adc69a6a16fa9454cf0403d9f82bf1c1"}) as unknown as TypedDocumentString<SupportChannelsQuery, SupportChannelsQueryVariables>;
export const SendSupportMessageDocument = new TypedDocumentString(`
    mutation SendSupportMessage($topic: ContactType!, $message: String!, $page: String) {
  sendSupportMessage(topic: $topic, message: $message, page: $page) {
    topic
    recipient
    sentAt
  }
}
    `, {"hash":"sha256:91e99d18ccbc5b15c2e6a4d00b63106bbe7779916f28b451646d9c392bcb47da"}) as unknown as TypedDocumentString<SendSupportMessageMutation, SendSupportMessageMutationVariables>;
export const SupportOrderNumberDocument = new TypedDocumentString(`
    query SupportOrderNumber($id: ID!) {
  order(id: $id) {
    id
    orderNumber
  }
}
    `, {"hash":"sha256:48021cfed6e1e255832a2cf58ba4cf4f096d0f2d14a4f82029e0f7f874cdb987"}) as unknown as TypedDocumentString<SupportOrderNumberQuery, SupportOrderNumberQueryVariables>;
export const TemporalSubscriptionsDocument = new TypedDocumentString(`
    query TemporalSubscriptions($first: Int, $after: String, $kind: TemporalKind, $state: TemporalState) {
  temporalSubscriptions(first: $first, after: $after, kind: $kind, state: $state) {
    edges {
      node {
        ...TemporalSubscriptionFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment TemporalSubscriptionFields on TemporalSubscription {
  id
  subscriptionId
  index
  kind
  lineNumber
  fiscalId
  holderName
  channelId
  family
  status
  productName
  price
  startDate
  endDate
  ended
  daysLeft
}`, {"hash":"sha256:91933c43c1211501ec30ba3cae94a49a30ff5d421c3c5b112c68a45e12e2649e"}) as unknown as TypedDocumentString<TemporalSubscriptionsQuery, TemporalSubscriptionsQueryVariables>;
export const ExtendTemporalSubscriptionDocument = new TypedDocumentString(`
    mutation ExtendTemporalSubscription($subscriptionId: ID!, $fiscalId: String!, $index: Int, $endDate: String!) {
  extendTemporalSubscription(
    subscriptionId: $subscriptionId
    fiscalId: $fiscalId
    index: $index
    endDate: $endDate
  ) {
    item {
      ...TemporalSubscriptionFields
    }
    subscription {
      subscriptionId
      endDate
      status
      modified
    }
  }
}
    fragment TemporalSubscriptionFields on TemporalSubscription {
  id
  subscriptionId
  index
  kind
  lineNumber
  fiscalId
  holderName
  channelId
  family
  status
  productName
  price
  startDate
  endDate
  ended
  daysLeft
}`, {"hash":"sha256:7c767dec900d90d18b84497a53864e0210806bf43a9c24a0d2199750ee4dc81f"}) as unknown as TypedDocumentString<ExtendTemporalSubscriptionMutation, ExtendTemporalSubscriptionMutationVariables>;
export const EndTemporalSubscriptionDocument = new TypedDocumentString(`
    mutation EndTemporalSubscription($subscriptionId: ID!, $fiscalId: String!, $index: Int, $reason: CancellationReason!) {
  endTemporalSubscription(
    subscriptionId: $subscriptionId
    fiscalId: $fiscalId
    index: $index
    reason: $reason
  ) {
    item {
      ...TemporalSubscriptionFields
    }
    subscription {
      subscriptionId
      endDate
      status
      modified
    }
  }
}
    fragment TemporalSubscriptionFields on TemporalSubscription {
  id
  subscriptionId
  index
  kind
  lineNumber
  fiscalId
  holderName
  channelId
  family
  status
  productName
  price
  startDate
  endDate
  ended
  daysLeft
}`, {"hash":"sha256:c45fe4e8f9c0fd36351c85053095a8b3ee15120a5eac330b5ddd66507888ccc8"}) as unknown as TypedDocumentString<EndTemporalSubscriptionMutation, EndTemporalSubscriptionMutationVariables>;
export const PaletteDraftOrdersDocument = new TypedDocumentString(`
    query PaletteDraftOrders {
  draftOrders(first: 50) {
    edges {
      node {
        id
        orderNumber
        customerName
        customerFirstSurname
        customerFiscalId
      }
    }
  }
}
    `, {"hash":"sha256:ae31e7deebdca23443421824e59a9d1d557533e980beba573edf8188ff31829e"}) as unknown as TypedDocumentString<PaletteDraftOrdersQuery, PaletteDraftOrdersQueryVariables>;
export const GlobalSearchDocument = new TypedDocumentString(`
    query GlobalSearch($q: String!, $types: [SearchType!], $limit: Int) {
  search(q: $q, types: $types, limit: $limit) {
    __typename
    type
    id
    ... on LineSearchHit {
      lineNumber
      fiscalId
      customerName
      status
      carrier
    }
    ... on CustomerSearchHit {
      fiscalId
      name
      firstSurname
      lastSurname
      email
    }
    ... on BrandSearchHit {
      name
    }
  }
}
    `, {"hash":"sha256:452ee56a41686b45a052dca1da33baf73feb332e2a3420bc46bd6e9dfac0e3e8"}) as unknown as TypedDocumentString<GlobalSearchQuery, GlobalSearchQueryVariables>;
export const SessionDocument = new TypedDocumentString(`
    query Session {
  session {
    fullName
    username
    email
    role
    channel
    originalChannel
    superAdmin
    avatar
    abilities {
      action
      subject
    }
  }
  brand {
    brandId
    name
    logoURL
    expandedLogoURL
    darkModeLogoURL
    darkModeExpandedLogoURL
    generateCustomerInvoices
    hasMaxSales
    maxSales
  }
}
    `, {"hash":"sha256:5ce9b026a6c7d9a0a7d49aad0e416d2e4183c05746af7a624b9aa1cd850083df"}) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const ReturnToOriginalChannelDocument = new TypedDocumentString(`
    mutation ReturnToOriginalChannel {
  returnToOriginalChannel {
    channel
    originalChannel
  }
}
    `, {"hash":"sha256:d11e2e92238d3e5e37ef1d398190457ddfe416579c606b5d13cf0c76f6c15beb"}) as unknown as TypedDocumentString<ReturnToOriginalChannelMutation, ReturnToOriginalChannelMutationVariables>;
export const EnterChannelDocument = new TypedDocumentString(`
    mutation EnterChannel($channel: ID!) {
  enterChannel(channel: $channel) {
    channel
    originalChannel
  }
}
    `, {"hash":"sha256:5d579c419c4de1dbcb30c9da88cf4e6f9b8eed7d6cf6068af2aecf9b9f97c7f3"}) as unknown as TypedDocumentString<EnterChannelMutation, EnterChannelMutationVariables>;
export const CachedBrandsDocument = new TypedDocumentString(`
    query CachedBrands {
  cachedBrands {
    brandId
    name
  }
}
    `, {"hash":"sha256:f00b59a7c1e1c44d85e1f4faa03479d841dd72f68f04430ef7ddf438550647c0"}) as unknown as TypedDocumentString<CachedBrandsQuery, CachedBrandsQueryVariables>;