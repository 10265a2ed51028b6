import type { GraphQLResolveInfo } from 'graphql';
import type { SubscriptionParent } from '../resolvers/subscription-parent';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Ability = {
  __typename?: 'Ability';
  action: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type AddedResources = {
  __typename?: 'AddedResources';
  added: Scalars['Int']['output'];
  items: Array<Resource>;
};

/** Roles channel management may give (legacy USER and CLIENT are not offered). */
export type AssignableRole =
  | 'ADMIN'
  | 'AGENT'
  | 'MANAGER';

export type AssignedResources = {
  __typename?: 'AssignedResources';
  moved: Scalars['Int']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  brandId: Scalars['ID']['output'];
  darkModeExpandedLogoURL?: Maybe<Scalars['String']['output']>;
  darkModeLogoURL?: Maybe<Scalars['String']['output']>;
  expandedLogoURL?: Maybe<Scalars['String']['output']>;
  generateCustomerInvoices: Scalars['Boolean']['output'];
  hasMaxSales: Scalars['Boolean']['output'];
  logoURL?: Maybe<Scalars['String']['output']>;
  maxSales?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  superAdminEmail?: Maybe<Scalars['String']['output']>;
};

export type BrandAddress = {
  __typename?: 'BrandAddress';
  additionalInfo?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  floor?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  /** INE province code, two digits. */
  province: Scalars['String']['output'];
  street: Scalars['String']['output'];
  streetType: Scalars['String']['output'];
};

export type BrandAddressInput = {
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  floor?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  province: Scalars['String']['input'];
  street: Scalars['String']['input'];
  streetType: Scalars['String']['input'];
};

export type BrandContacts = {
  __typename?: 'BrandContacts';
  brandId: Scalars['ID']['output'];
  contacts: Array<Contact>;
};

export type BrandContract = {
  __typename?: 'BrandContract';
  channelSpn?: Maybe<Scalars['String']['output']>;
  customerSupportEmail: Scalars['String']['output'];
  customerSupportHours: Scalars['String']['output'];
  customerSupportPhone: Scalars['String']['output'];
  dataProtectionAddress: Scalars['String']['output'];
  dataProtectionContact: Scalars['String']['output'];
  dataProtectionEmail: Scalars['String']['output'];
  generalConditionsUrl: Scalars['String']['output'];
  internationalTariffsUrl?: Maybe<Scalars['String']['output']>;
  mainContactEmail: Scalars['String']['output'];
  particularConditionsUrl?: Maybe<Scalars['String']['output']>;
  privacyPolicyUrl: Scalars['String']['output'];
  roamingTariffsUrl?: Maybe<Scalars['String']['output']>;
  specialTariffsUrl?: Maybe<Scalars['String']['output']>;
  spn: Scalars['String']['output'];
  technicalSupportEmail: Scalars['String']['output'];
  webPage: Scalars['String']['output'];
};

export type BrandContractInput = {
  channelSpn?: InputMaybe<Scalars['String']['input']>;
  customerSupportEmail: Scalars['String']['input'];
  customerSupportHours: Scalars['String']['input'];
  customerSupportPhone: Scalars['String']['input'];
  dataProtectionAddress: Scalars['String']['input'];
  dataProtectionContact: Scalars['String']['input'];
  dataProtectionEmail: Scalars['String']['input'];
  generalConditionsUrl: Scalars['String']['input'];
  internationalTariffsUrl?: InputMaybe<Scalars['String']['input']>;
  mainContactEmail: Scalars['String']['input'];
  particularConditionsUrl?: InputMaybe<Scalars['String']['input']>;
  privacyPolicyUrl: Scalars['String']['input'];
  roamingTariffsUrl?: InputMaybe<Scalars['String']['input']>;
  specialTariffsUrl?: InputMaybe<Scalars['String']['input']>;
  spn: Scalars['String']['input'];
  technicalSupportEmail: Scalars['String']['input'];
  webPage: Scalars['String']['input'];
};

export type BrandCreditLimit = {
  __typename?: 'BrandCreditLimit';
  amountCents: Scalars['Int']['output'];
  blockAtLimit: Scalars['Boolean']['output'];
  enabled: Scalars['Boolean']['output'];
};

export type BrandCreditLimitInput = {
  amountCents: Scalars['Int']['input'];
  blockAtLimit: Scalars['Boolean']['input'];
  enabled: Scalars['Boolean']['input'];
};

export type BrandEmailStatus = {
  __typename?: 'BrandEmailStatus';
  email?: Maybe<Scalars['String']['output']>;
  /** When the pending verification link stops working. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  status: EmailVerificationStatus;
};

export type BrandEmails = {
  __typename?: 'BrandEmails';
  billing: BrandEmailStatus;
  notification: BrandEmailStatus;
};

export type BrandEmailsInput = {
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  notificationEmail?: InputMaybe<Scalars['String']['input']>;
};

export type BrandFinancialRisk = {
  __typename?: 'BrandFinancialRisk';
  /** Net euro cents per query: 100 or 300, plus tax. */
  queryCostCents: Scalars['Int']['output'];
};

export type BrandFinancialRiskInput = {
  queryCostCents: Scalars['Int']['input'];
};

export type BrandIdentity = {
  __typename?: 'BrandIdentity';
  billingAddress: BrandAddress;
  brandName: Scalars['String']['output'];
  documentType: DocumentType;
  fiscalId: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  segment: Scalars['String']['output'];
  shippingAddress: BrandAddress;
};

export type BrandIdentityInput = {
  billingAddress: BrandAddressInput;
  brandName: Scalars['String']['input'];
  documentType: DocumentType;
  fiscalId: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  segment: Scalars['String']['input'];
  shippingAddress: BrandAddressInput;
};

export type BrandInvoicing = {
  __typename?: 'BrandInvoicing';
  collectBankDetails: Scalars['Boolean']['output'];
  collectionBic?: Maybe<Scalars['String']['output']>;
  collectionIban?: Maybe<Scalars['String']['output']>;
  defaultPaymentTermsDays: Scalars['Int']['output'];
  generateCustomerInvoices: Scalars['Boolean']['output'];
  paymentMethod: PaymentMethod;
  sendByEmail: Scalars['Boolean']['output'];
  sepaCreditorId?: Maybe<Scalars['String']['output']>;
  sepaMandatePrefix: Scalars['String']['output'];
};

export type BrandInvoicingInput = {
  collectBankDetails: Scalars['Boolean']['input'];
  collectionBic?: InputMaybe<Scalars['String']['input']>;
  collectionIban?: InputMaybe<Scalars['String']['input']>;
  defaultPaymentTermsDays: Scalars['Int']['input'];
  generateCustomerInvoices: Scalars['Boolean']['input'];
  paymentMethod: PaymentMethod;
  sendByEmail: Scalars['Boolean']['input'];
  sepaCreditorId?: InputMaybe<Scalars['String']['input']>;
  sepaMandatePrefix: Scalars['String']['input'];
};

export type BrandLogo = {
  __typename?: 'BrandLogo';
  bytes: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  kind: BrandLogoKind;
  updatedAt: Scalars['String']['output'];
  /** A path of the console; a new file gets a new path. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
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

export type BrandOther = {
  __typename?: 'BrandOther';
  manualSignup: Scalars['Boolean']['output'];
  sendTvWelcomeEmail: Scalars['Boolean']['output'];
  /** The customer signs on the identity verification page (SMS/QR link). */
  signOnVerificationPage: Scalars['Boolean']['output'];
};

export type BrandOtherInput = {
  manualSignup: Scalars['Boolean']['input'];
  sendTvWelcomeEmail: Scalars['Boolean']['input'];
  signOnVerificationPage?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BrandPbx = {
  __typename?: 'BrandPbx';
  created: Scalars['String']['output'];
  initialPassword: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  name: Scalars['String']['output'];
  panelUrl: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type BrandPbxInput = {
  initialPassword: Scalars['String']['input'];
  name: Scalars['String']['input'];
  panelUrl: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type BrandSearchHit = SearchHit & {
  __typename?: 'BrandSearchHit';
  /** The brand id, which is also the channel to enter. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: SearchHitType;
};

export type BrandSeries = {
  __typename?: 'BrandSeries';
  creditNote: NumberSeries;
  invoice: NumberSeries;
};

export type BrandSeriesInput = {
  creditNote: NumberSeriesInput;
  invoice: NumberSeriesInput;
};

export type BrandSettings = {
  __typename?: 'BrandSettings';
  brandId: Scalars['ID']['output'];
  brandName: Scalars['String']['output'];
  contract?: Maybe<BrandContract>;
  creditLimit?: Maybe<BrandCreditLimit>;
  emails: BrandEmails;
  financialRisk: BrandFinancialRisk;
  identity?: Maybe<BrandIdentity>;
  invoicing?: Maybe<BrandInvoicing>;
  /** The logos uploaded; a kind never uploaded is absent. */
  logos: Array<BrandLogo>;
  other?: Maybe<BrandOther>;
  pbx?: Maybe<BrandPbx>;
  series: BrandSeries;
  superAdmin?: Maybe<BrandSuperAdmin>;
  svas?: Maybe<BrandSvas>;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** The groups to save; at least one. */
export type BrandSettingsInput = {
  contract?: InputMaybe<BrandContractInput>;
  creditLimit?: InputMaybe<BrandCreditLimitInput>;
  emails?: InputMaybe<BrandEmailsInput>;
  financialRisk?: InputMaybe<BrandFinancialRiskInput>;
  identity?: InputMaybe<BrandIdentityInput>;
  invoicing?: InputMaybe<BrandInvoicingInput>;
  other?: InputMaybe<BrandOtherInput>;
  /** Null removes the PBX reseller data. */
  pbx?: InputMaybe<BrandPbxInput>;
  series?: InputMaybe<BrandSeriesInput>;
  svas?: InputMaybe<BrandSvasInput>;
};

export type BrandSummary = {
  __typename?: 'BrandSummary';
  brandId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BrandSuperAdmin = {
  __typename?: 'BrandSuperAdmin';
  email: Scalars['String']['output'];
};

export type BrandSvas = {
  __typename?: 'BrandSvas';
  callWaiting: Scalars['Boolean']['output'];
  data: Scalars['Boolean']['output'];
  incomingCalls: Scalars['Boolean']['output'];
  incomingSms: Scalars['Boolean']['output'];
  internationalCalls: Scalars['Boolean']['output'];
  outgoingCalls: Scalars['Boolean']['output'];
  outgoingSms: Scalars['Boolean']['output'];
  premiumServices: Scalars['Boolean']['output'];
  voicemail: Scalars['Boolean']['output'];
};

export type BrandSvasInput = {
  callWaiting: Scalars['Boolean']['input'];
  data: Scalars['Boolean']['input'];
  incomingCalls: Scalars['Boolean']['input'];
  incomingSms: Scalars['Boolean']['input'];
  internationalCalls: Scalars['Boolean']['input'];
  outgoingCalls: Scalars['Boolean']['input'];
  outgoingSms: Scalars['Boolean']['input'];
  premiumServices: Scalars['Boolean']['input'];
  voicemail: Scalars['Boolean']['input'];
};

export type CachedSubscriptionsLink = {
  __typename?: 'CachedSubscriptionsLink';
  expiresAt: Scalars['String']['output'];
  /** The newest modified marker of the lines in scope (null: no lines); skip the download when unchanged. */
  modified?: Maybe<Scalars['String']['output']>;
  /** A signed path on the api: GET /subscriptions/cached/download?token=… */
  url: Scalars['String']['output'];
};

export type CancellationReason =
  | 'ADMINISTRATIVE_FAILURE'
  | 'CUSTOMER_REQUEST'
  | 'FRAUD'
  | 'UNPAID';

export type CataloguePerformance = {
  __typename?: 'CataloguePerformance';
  from: Scalars['String']['output'];
  products: Array<ProductPerformance>;
  to: Scalars['String']['output'];
};

export type Channel = {
  __typename?: 'Channel';
  brandId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  status: ChannelStatus;
  subChannelNumber?: Maybe<Scalars['Int']['output']>;
  /** Direct sub-channels. */
  subChannels: Scalars['Int']['output'];
  /** Users whose original channel is this one. */
  users: Scalars['Int']['output'];
};

export type ChannelStatus =
  | 'ACTIVE'
  | 'BLOCKED';

export type ChannelTree = {
  __typename?: 'ChannelTree';
  channel: Channel;
  subChannels: Array<Channel>;
};

export type ChannelUser = {
  __typename?: 'ChannelUser';
  channel: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  originalChannel: Scalars['ID']['output'];
  role?: Maybe<Role>;
  status: ChannelUserStatus;
};

export type ChannelUserHistory = {
  __typename?: 'ChannelUserHistory';
  entries: Array<ChannelUserHistoryEntry>;
  user: ChannelUser;
};

export type ChannelUserHistoryAction =
  | 'CHANGE_NAME'
  | 'CHANGE_ROLE'
  | 'CREATE'
  | 'DISABLE'
  | 'REMOVE';

export type ChannelUserHistoryActor = {
  __typename?: 'ChannelUserHistoryActor';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
};

export type ChannelUserHistoryEntry = {
  __typename?: 'ChannelUserHistoryEntry';
  action: ChannelUserHistoryAction;
  /** Who made the change; null when no user did. */
  actor?: Maybe<ChannelUserHistoryActor>;
  at: Scalars['String']['output'];
  fromRole?: Maybe<Role>;
  fromStatus?: Maybe<ChannelUserStatus>;
  toRole?: Maybe<Role>;
  toStatus: ChannelUserStatus;
};

export type ChannelUserPage = {
  __typename?: 'ChannelUserPage';
  channel: Scalars['ID']['output'];
  /** Pass back as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  users: Array<ChannelUser>;
};

export type ChannelUserStatus =
  | 'ACTIVE'
  | 'BLOCKED';

export type CompanyExtras = {
  __typename?: 'CompanyExtras';
  cifCard?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  constitutionDate?: Maybe<Scalars['String']['output']>;
  deeds?: Maybe<Scalars['String']['output']>;
  iaeCertificate?: Maybe<Scalars['String']['output']>;
  iaeDate?: Maybe<Scalars['String']['output']>;
  notarialPowers?: Maybe<Scalars['String']['output']>;
  representative: CompanyRepresentative;
  socialSecurityCertificate?: Maybe<Scalars['String']['output']>;
  taxComplianceCertificate?: Maybe<Scalars['String']['output']>;
};

export type CompanyExtrasInput = {
  cifCard?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  /** DD/MM/YYYY. */
  constitutionDate?: InputMaybe<Scalars['String']['input']>;
  deeds?: InputMaybe<Scalars['String']['input']>;
  iaeCertificate?: InputMaybe<Scalars['String']['input']>;
  /** DD/MM/YYYY. */
  iaeDate?: InputMaybe<Scalars['String']['input']>;
  notarialPowers?: InputMaybe<Scalars['String']['input']>;
  representative?: InputMaybe<CompanyRepresentativeInput>;
  socialSecurityCertificate?: InputMaybe<Scalars['String']['input']>;
  taxComplianceCertificate?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyRepresentative = {
  __typename?: 'CompanyRepresentative';
  birthDate?: Maybe<Scalars['String']['output']>;
  document?: Maybe<Scalars['String']['output']>;
  documentType?: Maybe<DocumentType>;
  firstSurname?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  secondSurname?: Maybe<Scalars['String']['output']>;
};

export type CompanyRepresentativeInput = {
  /** DD/MM/YYYY, of legal age. */
  birthDate: Scalars['String']['input'];
  document: Scalars['String']['input'];
  /** DNI, NIE or PASSPORT. */
  documentType: DocumentType;
  firstSurname: Scalars['String']['input'];
  name: Scalars['String']['input'];
  secondSurname?: InputMaybe<Scalars['String']['input']>;
};

export type Contact = {
  __typename?: 'Contact';
  alias?: Maybe<Scalars['String']['output']>;
  department?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  jobTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  surnames?: Maybe<Scalars['String']['output']>;
  types: Array<ContactType>;
};

export type ContactInput = {
  alias?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  surnames?: InputMaybe<Scalars['String']['input']>;
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

export type Contract = {
  __typename?: 'Contract';
  created: Scalars['String']['output'];
  envelopeId?: Maybe<Scalars['String']['output']>;
  hasSignedDocument: Scalars['Boolean']['output'];
  /** Oldest first. */
  history: Array<ContractHistoryEntry>;
  id: Scalars['ID']['output'];
  modified: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  status: ContractStatus;
  /** Signed on paper and uploaded. */
  uploaded: Scalars['Boolean']['output'];
};

export type ContractAnnex = {
  __typename?: 'ContractAnnex';
  contract: Contract;
  /** The contract document as generated (HTML). */
  documentHtml: Scalars['String']['output'];
};

export type ContractDocument = {
  __typename?: 'ContractDocument';
  /** Base64 of the document's bytes (UTF-8 for the HTML). */
  content: Scalars['String']['output'];
  contractId: Scalars['ID']['output'];
  /** A name to save it under, e.g. contrato-ORD-2026-000123.html. */
  fileName: Scalars['String']['output'];
  kind: ContractDocumentKind;
  /** text/html or application/pdf */
  mimeType: Scalars['String']['output'];
};

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

export type ContractHistoryEntry = {
  __typename?: 'ContractHistoryEntry';
  action: ContractHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  statusFrom?: Maybe<ContractStatus>;
  statusTo: ContractStatus;
};

/** E-signature statuses; SENDED is the required spelling, COMPLETED shows as signed. */
export type ContractStatus =
  | 'COMPLETED'
  | 'ERRORED'
  | 'EXPIRED'
  | 'PENDING'
  | 'SENDED'
  | 'VIEWED';

/** A number ported in with the line. */
export type ContractedPortabilityInput = {
  donorOperator: Scalars['String']['input'];
  type: PortabilityType;
};

/**
 * A catalogue product to contract. A portability needs its `lineNumber`; an eSIM takes no `icc` (refused on
 * `products.N.icc`).
 */
export type ContractedProductInput = {
  esim?: InputMaybe<Scalars['Boolean']['input']>;
  fixedNumber?: InputMaybe<Scalars['String']['input']>;
  icc?: InputMaybe<Scalars['String']['input']>;
  lineNumber?: InputMaybe<Scalars['String']['input']>;
  portability?: InputMaybe<ContractedPortabilityInput>;
  productId: Scalars['ID']['input'];
};

/** The postal code must lie in the province (INE code), refused on `postalCode`. */
export type CoverageAddressInput = {
  city: Scalars['String']['input'];
  number: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  province: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type CoverageOffer = {
  __typename?: 'CoverageOffer';
  maxDownloadMbps: Scalars['Float']['output'];
  maxUploadMbps: Scalars['Float']['output'];
  /** FIBRE, ADSL, 4G, 5G or SATELLITE (4G and 5G are not GraphQL enum names). */
  technology: Scalars['String']['output'];
};

export type CoverageResult = {
  __typename?: 'CoverageResult';
  covered: Scalars['Boolean']['output'];
  /** Empty when there is no coverage at all. */
  technologies: Array<CoverageOffer>;
};

export type CreateInvoiceInput = {
  /** Only when the fiscal id is a customer of several brands in scope. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** The month billed, YYYY-MM. */
  cycle: Scalars['String']['input'];
  family: ProductFamily;
  fiscalId: Scalars['String']['input'];
  lines: Array<InvoiceLineInput>;
  /** The invoice a credit note rectifies; none on an invoice. */
  originalInvoiceId?: InputMaybe<Scalars['ID']['input']>;
  type: InvoiceType;
};

/** An invoice a credit note may rectify. */
export type CreditableInvoice = {
  __typename?: 'CreditableInvoice';
  cycle: Scalars['String']['output'];
  family: ProductFamily;
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  status: InvoiceStatus;
  /** Percent: a credit note is taxed at the rate of the invoice it rectifies. */
  taxRate: Scalars['Float']['output'];
  totalCents: Scalars['Int']['output'];
};

export type CustomDocument = {
  __typename?: 'CustomDocument';
  created: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CustomDocumentsAdded = {
  __typename?: 'CustomDocumentsAdded';
  documents: Array<CustomDocument>;
  title: Scalars['String']['output'];
};

export type CustomDocumentsDeleted = {
  __typename?: 'CustomDocumentsDeleted';
  deleted: Scalars['Boolean']['output'];
  documents: Array<CustomDocument>;
};

export type Customer = {
  __typename?: 'Customer';
  address: CustomerAddress;
  /** YYYY-MM-DD. */
  birthDate?: Maybe<Scalars['String']['output']>;
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<CompanyExtras>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  created: Scalars['String']['output'];
  customDocuments: Array<CustomDocument>;
  customerType: CustomerType;
  detailedInvoice: Scalars['Boolean']['output'];
  documentType: DocumentType;
  email?: Maybe<Scalars['String']['output']>;
  firstSurname?: Maybe<Scalars['String']['output']>;
  fiscalId: Scalars['String']['output'];
  iban?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastSurname?: Maybe<Scalars['String']['output']>;
  modified: Scalars['String']['output'];
  name: Scalars['String']['output'];
  paymentMethods: Array<PaymentMethod>;
  province?: Maybe<Scalars['String']['output']>;
  sepaMandate?: Maybe<SepaMandate>;
  skipInvoices: Scalars['Boolean']['output'];
};

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  additionalInfo?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  floor?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  streetType?: Maybe<Scalars['String']['output']>;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection). */
export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  edges: Array<CustomerEdge>;
  pageInfo: PageInfo;
  totalEstimate: Scalars['Int']['output'];
};

export type CustomerDocumentContent = {
  __typename?: 'CustomerDocumentContent';
  content: Scalars['String']['output'];
  created: Scalars['String']['output'];
  documentType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CustomerDocumentUrl = {
  __typename?: 'CustomerDocumentUrl';
  documentType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CustomerEdge = {
  __typename?: 'CustomerEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: CustomerSummary;
};

export type CustomerScore = {
  __typename?: 'CustomerScore';
  creditOpinion?: Maybe<FinancialRiskOpinion>;
  queryCost: FinancialRiskQueryCost;
  /** Null when the customer was never scored. */
  score?: Maybe<FinancialRiskScore>;
};

export type CustomerSearchHit = SearchHit & {
  __typename?: 'CustomerSearchHit';
  brandId: Scalars['ID']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstSurname?: Maybe<Scalars['String']['output']>;
  fiscalId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSurname?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  type: SearchHitType;
};

/** The api's sort keys, spelled as in REST. */
export type CustomerSort =
  | 'created'
  | 'fiscalId'
  | 'name';

export type CustomerSummary = {
  __typename?: 'CustomerSummary';
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  city?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  created: Scalars['String']['output'];
  customerType: CustomerType;
  documentType: DocumentType;
  email?: Maybe<Scalars['String']['output']>;
  firstSurname?: Maybe<Scalars['String']['output']>;
  fiscalId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSurname?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  province?: Maybe<Scalars['String']['output']>;
};

export type CustomerType =
  | 'COMPANY'
  | 'FREELANCE'
  | 'RESIDENTIAL';

export type DashboardBacklogAge = {
  __typename?: 'DashboardBacklogAge';
  /** TODAY, DAYS_1_2, DAYS_3_7, DAYS_8_30 or OLDER. */
  age: Scalars['String']['output'];
  items: Scalars['Int']['output'];
};

/** One queue's waiting items (in `status`) by age in Madrid days since they were created. */
export type DashboardBacklogQueue = {
  __typename?: 'DashboardBacklogQueue';
  ages: Array<DashboardBacklogAge>;
  /** port-ins, port-outs, orders, installations, processes or shipments. */
  queue: Scalars['String']['output'];
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type DashboardCharts = {
  __typename?: 'DashboardCharts';
  backlog: Array<DashboardBacklogQueue>;
  from: Scalars['String']['output'];
  linesByStatus: Array<DashboardLinesByStatus>;
  /** The period's orders that reached at least each stage (now or in their history), INITIATED first. */
  orderFunnel: Array<DashboardOrderFunnelStage>;
  /** In lifecycle order, drafts first. */
  ordersByStatus: Array<DashboardOrdersByStatus>;
  period: DashboardPeriod;
  /** IN by donor operator, OUT by receiving operator, largest first. */
  portabilitiesByOperator: Array<DashboardPortabilitiesByOperator>;
  to: Scalars['String']['output'];
};

/**
 * Flows (activations, terminations, port-ins, port-outs, sales, events) count what happened in the period; the live
 * base and recurring revenue are snapshots of now. Null: no data yet.
 */
export type DashboardCounters = {
  __typename?: 'DashboardCounters';
  activations?: Maybe<Scalars['Int']['output']>;
  events?: Maybe<Scalars['Int']['output']>;
  liveLines?: Maybe<Scalars['Int']['output']>;
  portIns?: Maybe<Scalars['Int']['output']>;
  portOuts?: Maybe<Scalars['Int']['output']>;
  /** Euro cents per month. */
  recurringRevenue?: Maybe<Scalars['Int']['output']>;
  sales?: Maybe<Scalars['Int']['output']>;
  terminations?: Maybe<Scalars['Int']['output']>;
};

export type DashboardCountersReport = {
  __typename?: 'DashboardCountersReport';
  counters: DashboardCounters;
  /** The period as instants: from inclusive, to exclusive. */
  from: Scalars['String']['output'];
  period: DashboardPeriod;
  /**
   * The period before, of the same length. Live lines and recurring revenue as they stood when the period began,
   * reconstructed from the lines' start and end dates.
   */
  previous: DashboardPeriodCounters;
  /** Always Europe/Madrid. */
  timeZone: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** Each card's trend, oldest first, its last point the period: 14 days (TODAY, YESTERDAY) or 8 weeks (LAST_WEEK). */
  trend: DashboardTrend;
};

export type DashboardLinesByStatus = {
  __typename?: 'DashboardLinesByStatus';
  lines: Scalars['Int']['output'];
  /** Euro cents per month. */
  monthlyCents: Scalars['Int']['output'];
  status: SubscriptionStatus;
};

export type DashboardOrderFunnelStage = {
  __typename?: 'DashboardOrderFunnelStage';
  orders: Scalars['Int']['output'];
  stage: OrderStatus;
};

export type DashboardOrdersByStatus = {
  __typename?: 'DashboardOrdersByStatus';
  orders: Scalars['Int']['output'];
  status: OrderStatus;
  totalCents: Scalars['Int']['output'];
};

export type DashboardPeriod =
  | 'LAST_WEEK'
  | 'TODAY'
  | 'YESTERDAY';

export type DashboardPeriodCounters = {
  __typename?: 'DashboardPeriodCounters';
  counters: DashboardCounters;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type DashboardPortabilitiesByOperator = {
  __typename?: 'DashboardPortabilitiesByOperator';
  direction: PortabilityDirection;
  operator: Scalars['String']['output'];
  portabilities: Scalars['Int']['output'];
};

export type DashboardTrend = {
  __typename?: 'DashboardTrend';
  points: Array<DashboardTrendPoint>;
  unit: DashboardTrendUnit;
};

/** The counters over whole Madrid days from `from` (YYYY-MM-DD) to `to` (exclusive). */
export type DashboardTrendPoint = {
  __typename?: 'DashboardTrendPoint';
  counters: DashboardCounters;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type DashboardTrendUnit =
  | 'DAY'
  | 'WEEK';

export type DeletedDraftOrder = {
  __typename?: 'DeletedDraftOrder';
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

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

export type EmailVerificationSent = {
  __typename?: 'EmailVerificationSent';
  action: EmailVerificationAction;
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  kind: VerifiableEmail;
  status: EmailVerificationStatus;
};

export type EmailVerificationStatus =
  | 'EXPIRED'
  | 'NOT_EXISTS'
  | 'PENDING'
  | 'UNKNOWN'
  | 'VERIFIED';

export type EmailVerified = {
  __typename?: 'EmailVerified';
  email: Scalars['String']['output'];
  kind: VerifiableEmail;
  status: EmailVerificationStatus;
};

export type EnergyComparison = {
  __typename?: 'EnergyComparison';
  current: EnergyCurrentCosts;
  /** Electricity tax, percent of the power and energy terms. */
  electricityTaxRate: Scalars['Float']['output'];
  /** Electricity first, then gas; cheapest first within each. */
  offers: Array<EnergyOffer>;
  /** Indirect tax, percent. */
  taxRate: Scalars['Float']['output'];
  taxTerritory: TaxTerritory;
};

/** What a supply costs over some days, term by term, in euro cents. */
export type EnergyCostBreakdown = {
  __typename?: 'EnergyCostBreakdown';
  energyCents: Scalars['Int']['output'];
  /** Electricity: power x price x days; gas: the fixed term per day. */
  fixedCents: Scalars['Int']['output'];
  /** IVA, IGIC or IPSI of the supply's territory. */
  indirectTaxCents: Scalars['Int']['output'];
  /** The electricity tax, or the hydrocarbon tax on gas. */
  specialTaxCents: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

export type EnergyCostEstimate = {
  __typename?: 'EnergyCostEstimate';
  annual: EnergyCostBreakdown;
  /** The bill's own days, to check against the bill's total. */
  billingPeriod: EnergyCostBreakdown;
  monthlyCents: Scalars['Int']['output'];
};

/** What the customer pays now, at their current prices. */
export type EnergyCurrentCosts = {
  __typename?: 'EnergyCurrentCosts';
  electricity: EnergyCostEstimate;
  gas?: Maybe<EnergyCostEstimate>;
};

export type EnergyGasBill = {
  __typename?: 'EnergyGasBill';
  billingDays: Scalars['Int']['output'];
  consumptionKwh: Scalars['Float']['output'];
  energyPrice: Scalars['Float']['output'];
  fixedPrice: Scalars['Float']['output'];
};

export type EnergyGasBillInput = {
  billingDays: Scalars['Int']['input'];
  consumptionKwh: Scalars['Float']['input'];
  /** Euros per kWh. */
  energyPrice: Scalars['Float']['input'];
  /** Fixed term, euros per day. */
  fixedPrice: Scalars['Float']['input'];
};

/** One product priced for the study's consumption; a negative saving costs more than today. */
export type EnergyOffer = {
  __typename?: 'EnergyOffer';
  annual: EnergyCostBreakdown;
  annualCents: Scalars['Int']['output'];
  annualSavingCents: Scalars['Int']['output'];
  description?: Maybe<Scalars['String']['output']>;
  family: ProductFamily;
  monthlyCents: Scalars['Int']['output'];
  monthlySavingCents: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
};

export type EnergyStudy = {
  __typename?: 'EnergyStudy';
  billingDays: Scalars['Int']['output'];
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  comparison: EnergyComparison;
  consumptionKwh: Array<Scalars['Float']['output']>;
  created: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  cups: Scalars['String']['output'];
  customerFiscalId?: Maybe<Scalars['String']['output']>;
  energyPrices: Array<Scalars['Float']['output']>;
  gas?: Maybe<EnergyGasBill>;
  id: Scalars['ID']['output'];
  postalCode: Scalars['String']['output'];
  powerKw: Array<Scalars['Float']['output']>;
  powerPrices: Array<Scalars['Float']['output']>;
  tariff: Scalars['String']['output'];
};

/** What the agent reads from the customer's last electricity bill, and the gas bill when there is one. */
export type EnergyStudyInput = {
  /** Days the bill covers. */
  billingDays: Scalars['Int']['input'];
  /** Consumption per energy period, kWh (2.0TD: P1-P3; 3.0TD: P1-P6). */
  consumptionKwh: Array<Scalars['Float']['input']>;
  /** The supply point code, as printed (spaces and hyphens are dropped). */
  cups: Scalars['String']['input'];
  /** DNI, NIE or CIF, passed on to the signup wizard; null for none. */
  customerFiscalId?: InputMaybe<Scalars['String']['input']>;
  /** Current price per energy period, euros per kWh. */
  energyPrices: Array<Scalars['Float']['input']>;
  gas?: InputMaybe<EnergyGasBillInput>;
  /** Postal code of the supply: its territory's indirect tax applies. */
  postalCode: Scalars['String']['input'];
  /** Contracted power per power period, kW (2.0TD: P1-P2; 3.0TD: P1-P6). */
  powerKw: Array<Scalars['Float']['input']>;
  /** Current price per power period, euros per kW and day. */
  powerPrices: Array<Scalars['Float']['input']>;
  /** Access tariff: 2.0TD or 3.0TD. */
  tariff: Scalars['String']['input'];
};

export type EnergyStudySummary = {
  __typename?: 'EnergyStudySummary';
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  /** E-mail of the agent who saved it. */
  createdBy: Scalars['String']['output'];
  cups: Scalars['String']['output'];
  customerFiscalId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  postalCode: Scalars['String']['output'];
  /** 2.0TD or 3.0TD. */
  tariff: Scalars['String']['output'];
};

export type FibreCheck = {
  __typename?: 'FibreCheck';
  attenuationDb?: Maybe<Scalars['Float']['output']>;
  checkedAt: Scalars['String']['output'];
  downstreamMbps: Scalars['Float']['output'];
  result: FibreCheckResult;
  synced: Scalars['Boolean']['output'];
  upstreamMbps: Scalars['Float']['output'];
};

export type FibreCheckResult =
  | 'DEGRADED'
  | 'NO_SYNC'
  | 'OK';

export type FinancialRiskCompanyInfo = {
  __typename?: 'FinancialRiskCompanyInfo';
  activity: Scalars['String']['output'];
  capitalCents: Scalars['Int']['output'];
  city: Scalars['String']['output'];
  constitutionDate?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  employees: Scalars['Int']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  headquartersAddress: Scalars['String']['output'];
  latestBalanceCents: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  representative: Scalars['String']['output'];
  salesCents: Scalars['Int']['output'];
  salesYear: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type FinancialRiskOpinion =
  | 'CAUTION'
  | 'FAVORABLE'
  | 'UNFAVORABLE';

/** Net, tax of the customer's postal code, and total, in euro cents. */
export type FinancialRiskQueryCost = {
  __typename?: 'FinancialRiskQueryCost';
  netCents: Scalars['Int']['output'];
  taxCents: Scalars['Int']['output'];
  /** Percent. */
  taxRate: Scalars['Float']['output'];
  taxTerritory: TaxTerritory;
  totalCents: Scalars['Int']['output'];
};

export type FinancialRiskScore = {
  __typename?: 'FinancialRiskScore';
  bureauScoreId: Scalars['String']['output'];
  companyInfo?: Maybe<FinancialRiskCompanyInfo>;
  /** Basis points: 1234 = 12.34 %. */
  defaultProbabilityBasisPoints: Scalars['Int']['output'];
  defaulter: Scalars['Boolean']['output'];
  fraudster: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  opinion: FinancialRiskOpinion;
  /** 0 (worst) to 1000 (best). */
  rank: Scalars['Int']['output'];
  scoredAt: Scalars['String']['output'];
};

export type FiscalIdCheck = {
  __typename?: 'FiscalIdCheck';
  /** INVALID_DOCUMENT when not valid. */
  code?: Maybe<Scalars['String']['output']>;
  documentType: DocumentType;
  /** The message key the form shows. */
  message?: Maybe<Scalars['String']['output']>;
  normalized: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

export type IbanCheck = {
  __typename?: 'IbanCheck';
  message?: Maybe<Scalars['String']['output']>;
  normalized: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

export type IccCheck = {
  __typename?: 'IccCheck';
  message?: Maybe<Scalars['String']['output']>;
  normalized: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
  /** A valid ICC whose issuer is not Spanish: a warning, not an error. */
  warning?: Maybe<Scalars['String']['output']>;
};

/** The service an added mobile SIM carries. */
export type IccService =
  | 'DATA'
  | 'VOICE_AND_DATA';

export type IdentityCheckOutcome =
  | 'FAILED'
  | 'PASSED';

export type Installation = {
  __typename?: 'Installation';
  address: ServiceAddress;
  brandId: Scalars['ID']['output'];
  /** When the status, date or address last changed. */
  changed: Scalars['String']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  customerFiscalId: Scalars['String']['output'];
  fieldServiceJobId?: Maybe<Scalars['String']['output']>;
  fixedNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  installationDate?: Maybe<Scalars['String']['output']>;
  orderReference?: Maybe<Scalars['String']['output']>;
  product: InstallationProduct;
  slot?: Maybe<InstallationSlot>;
  status: InstallationStatus;
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  type: InstallationType;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type InstallationConnection = {
  __typename?: 'InstallationConnection';
  edges: Array<InstallationEdge>;
  pageInfo: PageInfo;
};

export type InstallationEdge = {
  __typename?: 'InstallationEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Installation;
};

/** The console's actions, plus PROVIDER for what the field-service provider reported. */
export type InstallationHistoryAction =
  | 'CANCEL'
  | 'PROVIDER'
  | 'RELAUNCH'
  | 'SCHEDULE'
  | 'UPDATE';

export type InstallationHistoryEntry = {
  __typename?: 'InstallationHistoryEntry';
  action: InstallationHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** What changed besides the status, e.g. "2026-03-05 MORNING" or the new address. */
  detail?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<CancellationReason>;
  statusFrom: InstallationStatus;
  statusTo: InstallationStatus;
};

export type InstallationProduct = {
  __typename?: 'InstallationProduct';
  /** The brand catalogue's product with this id (null when not in the catalogue or no id). */
  catalogue?: Maybe<Product>;
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

/** The technician's visit windows on Madrid's wall clock. */
export type InstallationSlot =
  | 'AFTERNOON'
  | 'MORNING';

export type InstallationSlotEntry = {
  __typename?: 'InstallationSlotEntry';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Madrid wall clock, HH:MM. */
  from: Scalars['String']['output'];
  slot: InstallationSlot;
  to: Scalars['String']['output'];
};

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

export type InstallationWithHistory = {
  __typename?: 'InstallationWithHistory';
  address: ServiceAddress;
  brandId: Scalars['ID']['output'];
  changed: Scalars['String']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  customerFiscalId: Scalars['String']['output'];
  fieldServiceJobId?: Maybe<Scalars['String']['output']>;
  fixedNumber?: Maybe<Scalars['String']['output']>;
  /** Oldest first. */
  history: Array<InstallationHistoryEntry>;
  id: Scalars['ID']['output'];
  installationDate?: Maybe<Scalars['String']['output']>;
  orderReference?: Maybe<Scalars['String']['output']>;
  product: InstallationProduct;
  slot?: Maybe<InstallationSlot>;
  status: InstallationStatus;
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  type: InstallationType;
};

export type Invoice = {
  __typename?: 'Invoice';
  /** Euro cents; negative on a credit note. */
  baseCents: Scalars['Int']['output'];
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  /** The customer, read in one batched call for every invoice of the page. */
  customer?: Maybe<CustomerSummary>;
  customerId: Scalars['ID']['output'];
  /** The month billed, YYYY-MM. */
  cycle: Scalars['String']['output'];
  /** The customer's fiscal id. */
  document: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  family: ProductFamily;
  id: Scalars['ID']['output'];
  modified: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** On a credit note: the invoice it refunds. */
  originalInvoiceId?: Maybe<Scalars['ID']['output']>;
  status: InvoiceStatus;
  taxCents: Scalars['Int']['output'];
  /** Percent, e.g. 21 or 7. */
  taxRate: Scalars['Float']['output'];
  taxTerritory: TaxTerritory;
  totalCents: Scalars['Int']['output'];
  type: InvoiceType;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type InvoiceConnection = {
  __typename?: 'InvoiceConnection';
  edges: Array<InvoiceEdge>;
  pageInfo: PageInfo;
};

export type InvoiceDetail = {
  __typename?: 'InvoiceDetail';
  baseCents: Scalars['Int']['output'];
  billTo: InvoiceParty;
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  /** On a refunded or rectified invoice: its credit note. */
  creditNoteId?: Maybe<Scalars['ID']['output']>;
  customer?: Maybe<CustomerSummary>;
  customerId: Scalars['ID']['output'];
  cycle: Scalars['String']['output'];
  document: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  family: ProductFamily;
  /** Oldest first. */
  history: Array<InvoiceHistoryEntry>;
  id: Scalars['ID']['output'];
  /** The brand as its documents name it (legal name, fiscal id and billing address when saved). */
  issuer: InvoiceIssuer;
  lines: Array<InvoiceLine>;
  modified: Scalars['String']['output'];
  number: Scalars['String']['output'];
  originalInvoiceId?: Maybe<Scalars['ID']['output']>;
  /** On a credit note: the number of the invoice it rectifies. */
  originalInvoiceNumber?: Maybe<Scalars['String']['output']>;
  status: InvoiceStatus;
  taxCents: Scalars['Int']['output'];
  taxRate: Scalars['Float']['output'];
  taxTerritory: TaxTerritory;
  totalCents: Scalars['Int']['output'];
  type: InvoiceType;
};

export type InvoiceDraft = {
  __typename?: 'InvoiceDraft';
  billTo: InvoiceParty;
  brandId: Scalars['ID']['output'];
  /** Newest first. */
  creditableInvoices: Array<CreditableInvoice>;
  customerId: Scalars['ID']['output'];
  /** YYYY-MM-DD: of an invoice saved today. */
  dueDate: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  issueDate: Scalars['String']['output'];
  paymentTermsDays: Scalars['Int']['output'];
  taxRate: Scalars['Float']['output'];
  taxTerritory: TaxTerritory;
};

export type InvoiceEdge = {
  __typename?: 'InvoiceEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Invoice;
};

export type InvoiceHistoryAction =
  | 'EDIT'
  | 'ISSUE'
  | 'PAY'
  | 'PAYMENT_DECLINED'
  | 'REFUND'
  | 'RESEND';

export type InvoiceHistoryEntry = {
  __typename?: 'InvoiceHistoryEntry';
  action: InvoiceHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  statusFrom?: Maybe<InvoiceStatus>;
  statusTo: InvoiceStatus;
};

export type InvoiceIssuer = {
  __typename?: 'InvoiceIssuer';
  addressLines: Array<Scalars['String']['output']>;
  fiscalId?: Maybe<Scalars['String']['output']>;
  logoUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** One concept billed: net amount and its tax in cents (negative on a credit note). */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  amountCents: Scalars['Int']['output'];
  concept: Scalars['String']['output'];
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  taxCents: Scalars['Int']['output'];
};

/** One concept as typed: net euro cents, positive; the api adds the tax (and the sign of a credit note). */
export type InvoiceLineInput = {
  amountCents: Scalars['Int']['input'];
  concept: Scalars['String']['input'];
  /** One of the customer's lines this concept bills. */
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who receives a document, as printed on it. */
export type InvoiceParty = {
  __typename?: 'InvoiceParty';
  /** The postal address, one printed line each. */
  addressLines: Array<Scalars['String']['output']>;
  fiscalId?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type InvoicePayment = {
  __typename?: 'InvoicePayment';
  number: Scalars['String']['output'];
  paidAt: Scalars['String']['output'];
  /** Always PAID. */
  status: InvoiceStatus;
  totalCents: Scalars['Int']['output'];
};

export type InvoicePdf = {
  __typename?: 'InvoicePdf';
  /** data:application/pdf;base64,… */
  content: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type InvoiceRefund = {
  __typename?: 'InvoiceRefund';
  creditNote: InvoiceDetail;
  invoice: InvoiceDetail;
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

export type KnowledgeBaseArticle = {
  __typename?: 'KnowledgeBaseArticle';
  /** Markdown, in the default language. */
  body: Scalars['String']['output'];
  brandId: Scalars['ID']['output'];
  category: KnowledgeBaseCategory;
  createdAt: Scalars['String']['output'];
  defaultLanguage: KnowledgeBaseLanguage;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  translations: Array<KnowledgeBaseArticleVersion>;
  updatedAt: Scalars['String']['output'];
  updatedBy: Scalars['String']['output'];
};

export type KnowledgeBaseArticleDeleted = {
  __typename?: 'KnowledgeBaseArticleDeleted';
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type KnowledgeBaseArticleInput = {
  body: Scalars['String']['input'];
  category: KnowledgeBaseCategory;
  defaultLanguage: KnowledgeBaseLanguage;
  title: Scalars['String']['input'];
  translations: Array<KnowledgeBaseTranslationInput>;
};

export type KnowledgeBaseArticleSummary = {
  __typename?: 'KnowledgeBaseArticleSummary';
  category: KnowledgeBaseCategory;
  id: Scalars['ID']['output'];
  /** The language of `title`. */
  language: KnowledgeBaseLanguage;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type KnowledgeBaseArticleVersion = {
  __typename?: 'KnowledgeBaseArticleVersion';
  /** Markdown. */
  body: Scalars['String']['output'];
  language: KnowledgeBaseLanguage;
  title: Scalars['String']['output'];
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
  body: Scalars['String']['input'];
  language: KnowledgeBaseLanguage;
  title: Scalars['String']['input'];
};

export type Lead = {
  __typename?: 'Lead';
  /** The address asked about on a public coverage page, as one line. */
  address?: Maybe<Scalars['String']['output']>;
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  /** Euro cents. */
  commission: Scalars['Int']['output'];
  consent?: Maybe<LeadConsent>;
  created: Scalars['String']['output'];
  /** The customer's DNI, NIE or CIF when known. */
  customerDocument?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The e-mail a customer gave on a public coverage page, if any. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  modified: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  sellType: LeadSellType;
  status: LeadStatus;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type LeadConnection = {
  __typename?: 'LeadConnection';
  edges: Array<LeadEdge>;
  pageInfo: PageInfo;
};

/** The customer's consent to be contacted or passed to the provider. */
export type LeadConsent = {
  __typename?: 'LeadConsent';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  document: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** The drawn signature, a PNG data URL; null for a consent ticked on a public coverage page. */
  signature?: Maybe<Scalars['String']['output']>;
};

/** The consent as drawn on the pad: the signature is a PNG data URL of at most 60,000 characters. */
export type LeadConsentInput = {
  /** YYYY-MM-DD. */
  date: Scalars['String']['input'];
  /** DNI, NIE or CIF. */
  document: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  signature: Scalars['String']['input'];
};

export type LeadEdge = {
  __typename?: 'LeadEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Lead;
};

export type LeadHistoryAction =
  | 'CHANGE_STATUS'
  | 'CREATE'
  | 'UPDATE';

export type LeadHistoryEntry = {
  __typename?: 'LeadHistoryEntry';
  action: LeadHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  statusFrom?: Maybe<LeadStatus>;
  statusTo: LeadStatus;
};

/** The fields of a lead; bad values are refused by the api with INVALID_REQUEST naming the field. */
export type LeadInput = {
  /** Euro cents. */
  commission: Scalars['Int']['input'];
  /** Required for a provider sale (LEAD_CONSENT_REQUIRED). */
  consent?: InputMaybe<LeadConsentInput>;
  /** A DNI, NIE or CIF; null or empty for none. */
  customerDocument?: InputMaybe<Scalars['String']['input']>;
  customerName: Scalars['String']['input'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['input'];
  /** A mobile or fixed number; +34, spaces and hyphens forgiven. */
  phone: Scalars['String']['input'];
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

export type LeadWithHistory = {
  __typename?: 'LeadWithHistory';
  address?: Maybe<Scalars['String']['output']>;
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  commission: Scalars['Int']['output'];
  consent?: Maybe<LeadConsent>;
  created: Scalars['String']['output'];
  customerDocument?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  date: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  history: Array<LeadHistoryEntry>;
  id: Scalars['ID']['output'];
  modified: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  sellType: LeadSellType;
  status: LeadStatus;
};

/** The line actions, named as their subscription_history rows are. */
export type LineActionId =
  | 'ACTIVE_MODE'
  | 'ADD_MULTISIM'
  | 'CANCEL_LINE'
  | 'CONFIG_SMS'
  | 'DUPLICATE_SIM'
  | 'FIBRE_CHECK'
  | 'ONT_RESET'
  | 'PASSWORD_CHANGE'
  | 'SPN_CHANGE'
  | 'TERMINATE'
  | 'TV_STATUS'
  | 'WIFI_CHANGE';

/** What the console tells the user after an action succeeded (client key `lineActions.notice.<NOTICE>`). */
export type LineActionNotice =
  | 'ONT_RESET_INTERRUPTS_SERVICE'
  | 'SPN_REBOOT_REQUIRED';

export type LineActionResult = {
  __typename?: 'LineActionResult';
  notice?: Maybe<LineActionNotice>;
  /** The process started for an asynchronous action (duplicate SIM, MultiSIM), else null. */
  processId?: Maybe<Scalars['ID']['output']>;
  services: LineServices;
  /** The line as it is after the action. */
  subscription: Subscription;
};

export type LineSearchHit = SearchHit & {
  __typename?: 'LineSearchHit';
  /** The client opens no line page for carrier '1'. */
  carrier?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  family: ProductFamily;
  fiscalId: Scalars['String']['output'];
  /** The subscription id. */
  id: Scalars['ID']['output'];
  lineNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  status: SubscriptionStatus;
  type: SearchHitType;
};

/**
 * The service state of a line. Family-specific parts are null on lines of other families: TV status on TV lines;
 * active mode, wifi and the fibre check on fibre lines; SPN and MultiSIM on mobile lines. Passwords are never
 * returned: only when they were last changed.
 */
export type LineServices = {
  __typename?: 'LineServices';
  /** The line actions this line's family and status allow now. */
  actions: Array<LineActionId>;
  activeMode?: Maybe<Scalars['Boolean']['output']>;
  /** YYYY-MM-DD. */
  endDate?: Maybe<Scalars['String']['output']>;
  family: ProductFamily;
  icc?: Maybe<Scalars['String']['output']>;
  lastFibreCheck?: Maybe<FibreCheck>;
  lineNumber: Scalars['String']['output'];
  linePasswordChangedAt?: Maybe<Scalars['String']['output']>;
  multisimCards: Array<MultisimCard>;
  spn?: Maybe<Scalars['String']['output']>;
  status: SubscriptionStatus;
  subscriptionId: Scalars['ID']['output'];
  tvStatus?: Maybe<TvStatus>;
  wifiPasswordChangedAt?: Maybe<Scalars['String']['output']>;
  wifiSsid?: Maybe<Scalars['String']['output']>;
};

/** A line's use over one month, a day at a time (days outside the line's service are zero). */
export type LineUsage = {
  __typename?: 'LineUsage';
  days: Array<LineUsageDay>;
  /** YYYY-MM. */
  period: Scalars['String']['output'];
  subscriptionId: Scalars['ID']['output'];
  totalDataMb: Scalars['Int']['output'];
  totalSmsCount: Scalars['Int']['output'];
  totalVoiceMinutes: Scalars['Int']['output'];
};

/** One day of a line's metered use. */
export type LineUsageDay = {
  __typename?: 'LineUsageDay';
  dataMb: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  smsCount: Scalars['Int']['output'];
  voiceMinutes: Scalars['Int']['output'];
};

export type MultisimCard = {
  __typename?: 'MultisimCard';
  created: Scalars['String']['output'];
  icc: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  processId: Scalars['ID']['output'];
  /** The ADD_MULTISIM process's status: the card is in service once it is COMPLETED. */
  processStatus: ProcessStatus;
  type: MultisimType;
};

export type MultisimType =
  | 'DATA'
  | 'VOICE'
  | 'VOICE_AND_DATA';

export type Municipality = {
  __typename?: 'Municipality';
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  provinceCode: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Attach a custom document (base64); its title is its name, made unique. */
  addCustomDocument: CustomDocumentsAdded;
  /** Adds a MultiSIM card of a type to a mobile line (starts an ADD_MULTISIM process). */
  addMultisim: LineActionResult;
  /**
   * Adds an add-on product to a line. `family` is the add-on's family: FIXED needs `fixedNumber` (prefix of the
   * holder's province), MOBILE an `icc` or `eSim` with `eSimEmail`. A mobile fixed IP starts ADD_MOBILE_FIXED_IP.
   */
  addOptionalProduct: SubscriptionActionResult;
  /**
   * Adds up to 1,000 values of one kind as AVAILABLE, all or none: a bad value is INVALID_REQUEST and a known one
   * RESOURCE_DUPLICATE, both with field `values.<i>`. `channel` defaults to the caller's current channel.
   */
  addResources: AddedResources;
  /** Add a sub-channel under `parent` (default: the current channel). */
  addSubChannel: Channel;
  /** Hangs more of the holder's mobile lines from a shared data group: ADD_LINES_TO_SHARED_GROUP. */
  addSubscriptionsToSharedGroup: SubscriptionActionResult;
  /** Hands AVAILABLE resources to a channel of the caller's subtree within their brand, all or none. */
  assignResourcesChannel: AssignedResources;
  /** Cancels with a reason: PENDING_CANCELATION until the provider confirms (satellite: CANCELED at once). */
  cancelInstallation: InstallationWithHistory;
  /**
   * Cancels a line once the customer was told the number is lost (`acknowledgeIrreversibleLoss` must be true): a
   * live line is PENDING_TERMINATION until its end date, one not live yet is CANCELED.
   */
  cancelLine: LineActionResult;
  /** Cancels the contract signature (SIGNATURE_CANCELED), managers and above; irreversible, so `confirm` must be true. */
  cancelOrderSignature: OrderDetail;
  /** Asks to cancel (PENDING_CANCELATION); only in business hours and permitted statuses. */
  cancelPortability: PortabilityWithHistory;
  /**
   * Cancels an INITIATED process (else PROCESS_ACTION_NOT_ALLOWED, 409); the line's pending status goes back to
   * what it was.
   */
  cancelProcess: ProcessWithHistory;
  /** Asks the logistics provider to cancel a shipment not yet sent: PENDING_CANCELATION (managers and admins). */
  cancelShipment: ShipmentWithHistory;
  /** Moves a lead along its lifecycle (CREATED -> SENT -> PENDING -> WON/LOST). */
  changeLeadStatus: LeadWithHistory;
  /** Changes the password of a line (the new-password rule; the password is not stored). */
  changeLinePassword: LineActionResult;
  /**
   * Changes the main product (same family and brand): PRODUCT_CHANGE, the line waiting in PENDING_PRODUCT_CHANGE
   * unless `executeNow`.
   */
  changeProduct: SubscriptionActionResult;
  /** ACTIVE <-> INACTIVE, or TERMINATED (final; refused with PRODUCT_IN_USE while live lines use it). */
  changeProductStatus: ProductWithHistory;
  /** Release, quarantine, retire or return a resource to stock (docs/lifecycles.md, Resources). */
  changeResourceStatus: ResourceWithHistory;
  /** Changes the SPN of a mobile line (notice SPN_REBOOT_REQUIRED). */
  changeSpn: LineActionResult;
  /** Changes a line's alias; an empty alias removes it. */
  changeSubscriptionAlias: SubscriptionActionResult;
  /**
   * Moves lines to another holder: an existing customer of the brand with `newFiscalId`, or one created from
   * `newCustomer` (refused with NEW_HOLDER_REQUIRED when neither). TITULAR_CHANGE per line.
   */
  changeTitular: SubscriptionActionResult;
  /** Changes the wifi network name and WPA2 password of a fibre line's router (the password is not stored). */
  changeWifi: LineActionResult;
  /**
   * Technologies and maximum speeds available at an address, fastest first. A mutation because the api takes it by
   * POST (the customer's address stays out of URLs and logs); it changes nothing.
   */
  checkCoverage: CoverageResult;
  /** Runs a line test on a fibre line and keeps it as the last fibre check. */
  checkFibre: LineActionResult;
  /** Technologies and maximum speeds at an address, for a public coverage page (POST /public/coverage/check). */
  checkPublicCoverage: CoverageResult;
  /** Hands a draft back to the signup wizard: no status change, a CONTINUE history row. */
  continueOrder: OrderDetail;
  /** Create a channel user; the pool e-mails a temporary password. A MANAGER may create AGENTs only. */
  createChannelUser: ChannelUser;
  /**
   * Creates a draft order (INITIATED) for the customer with this document in the caller's scope, with 1 to 10
   * ACTIVE catalogue products of the customer's brand; `brandId` only for operator staff who see the document in
   * several brands.
   */
  createDraftOrder: OrderDetail;
  /** Saves a study of the customer's bill in the caller's current channel and answers it with its comparison. */
  createEnergyStudy: EnergyStudy;
  /**
   * Issues a manual invoice (PENDING) or credit note (PAID, rectifying `originalInvoiceId`) for a customer, numbered
   * from the brand's series when saved.
   */
  createInvoice: InvoiceDetail;
  /** Adds an article to the knowledge base of the caller's brand (from the brand's own channel). */
  createKnowledgeBaseArticle: KnowledgeBaseArticle;
  /** Creates a lead (CREATED) in the caller's current channel; a provider sale needs the consent. */
  createLead: LeadWithHistory;
  /**
   * Adds an ACTIVE product; prices with tax and promotions are computed by the api. Operator staff name `brandId`;
   * brand staff leave it out (their own brand).
   */
  createProduct: ProductWithHistory;
  /**
   * Makes a shared data group of mobile lines of one holder with a shared product: CREATE_SHARED_GROUP. The first
   * line becomes the group (it takes the shared product), the others hang from it.
   */
  createSharedGroup: SubscriptionActionResult;
  /** Delete a custom document by title; an absent title changes nothing. */
  deleteCustomDocument: CustomDocumentsDeleted;
  /** Marks a draft deleted (its history stays); a launched order cannot be deleted (ORDER_NOT_DELETABLE). */
  deleteDraftOrder: DeletedDraftOrder;
  /** Deletes an article and its translations. */
  deleteKnowledgeBaseArticle: KnowledgeBaseArticleDeleted;
  /** Block a user: it can no longer sign in. */
  disableChannelUser: ChannelUser;
  /** Requests a duplicate SIM with a new ICC for a mobile line (starts a SIM_CHANGE process). */
  duplicateSim: LineActionResult;
  /**
   * Ends a term today, for good: the line's own ends the line (TERMINATED when live, CANCELED when not live yet), an
   * add-on's takes the add-on off the line. A history row records it with the reason.
   */
  endTemporalSubscription: TemporalSubscriptionResult;
  /** Enter a sub-channel (or, for the operator, a brand). */
  enterChannel: SessionUser;
  /**
   * Moves a term's end date (DD/MM/YYYY) later: after today and after the current end. Without `index` the line's
   * own term, with it the add-on's at that position. A history row records it.
   */
  extendTemporalSubscription: TemporalSubscriptionResult;
  /** Generates the order's contract document (HTML) on its unsent contract, creating one if needed. */
  generateContractAnnex: ContractAnnex;
  /** Launches a draft and sends its contract for e-signature (PENDING_CONTRACT_SIGNATURE, or ERRORED). */
  launchOrder: OrderDetail;
  /** PUT /customer/sepa/signed: the customer's current SEPA mandate is signed. */
  markSepaMandateSigned: Customer;
  /**
   * Corrects what a line shows and bills (admins). With `index`, productName and finalPrice apply to the optional
   * at that position. Dates are DD/MM/YYYY; `endDate: null` removes the end date, leaving it out keeps it.
   */
  modifySubscription: SubscriptionActionResult;
  /** Packs a fibre header line with a mobile or convergent line of the same holder: PACK_SUBSCRIPTIONS. */
  packSubscriptions: SubscriptionActionResult;
  /**
   * Pays the link's invoice by card (POST /public/invoice/pay). `cardNumber` takes 12-19 digits (spaces and hyphens
   * forgiven), `expiry` MM/YY, `cvc` 3-4 digits.
   */
  payPublicInvoice: InvoicePayment;
  /** Refunds a PAID invoice in full: a credit note is issued and the invoice becomes REFUNDED. */
  refundInvoice: InvoiceRefund;
  /** Relaunches a failed or errored installation: PENDING_RELAUNCH (satellite: PENDING_SCHEDULE at once). */
  relaunchInstallation: InstallationWithHistory;
  /** Relaunches an ERRORED or SIGNATURE_CANCELED order with a new contract, or asks a failed verification again. */
  relaunchOrder: OrderDetail;
  /** Relaunches an errored portability (PENDING_RELAUNCH); only in business hours. */
  relaunchPortability: PortabilityWithHistory;
  /** Remove one logo. */
  removeBrandLogo: BrandSettings;
  /** Remove a user for good: blocked, hidden from lists, its account deleted from the pool (its history stays). */
  removeChannelUser: ChannelUser;
  /** Takes lines out of a shared data group: REMOVE_LINES_FROM_SHARED_GROUP. */
  removeSubscriptionsFromSharedGroup: SubscriptionActionResult;
  /**
   * "I want it" (POST /public/coverage/lead): leaves a CREATED lead with the consent (name, document, today) in the
   * top channel of the link's brand. The answer says only that it was received.
   */
  requestPublicCoverageLead: PublicCoverageLeadReceipt;
  /** E-mails the document to the customer again (a fresh payment link when unpaid); the status stays. */
  resendInvoice: InvoiceDetail;
  /** Restarts the ONT of a fibre line (notice ONT_RESET_INTERRUPTS_SERVICE). */
  resetOnt: LineActionResult;
  /** Return to the user's original channel. */
  returnToOriginalChannel: SessionUser;
  /** Verification review: accept (VERIFICATION_COMPLETED) or reject with a reason (VERIFICATION_ERRORED). */
  reviewSignupVerification: OrderDetail;
  /**
   * A new public coverage key for the caller's brand (POST /coverage/public-key/rotate, admin): the links shared with
   * the old key stop working at once. Answers the new key; NOT_FOUND for the operator's own brand.
   */
  rotatePublicCoverageKey: Scalars['String']['output'];
  /** Replace the whole contacts table, all or nothing. */
  saveBrandContacts: BrandContacts;
  /** Save settings groups: each group sent replaces the stored one whole, the others stay. `pbx: null` removes it. */
  saveBrandSettings: BrandSettings;
  /** Intro step saved again (CUSTOMER_UPDATED). */
  saveSignupCustomer: OrderDetail;
  /** Line configuration step (LINES_UPDATED, then SHIPPING_ADDRESS_ADDED with a shipping address). */
  saveSignupLines: OrderDetail;
  /** Payment data (PAYMENT_UPDATED). */
  saveSignupPayment: OrderDetail;
  /** Products step (PRODUCT_UPDATED). */
  saveSignupProducts: OrderDetail;
  /**
   * Document verification step (MANUAL, WEBCAM, or the agent's own upload): the documents the method asks for, then
   * the identity check (VERIFICATION_REQUESTED, or VERIFICATION_ERRORED with the check's reason code).
   */
  saveSignupVerification: OrderDetail;
  /** Books a visit slot (a future working day) with the field-service provider: SCHEDULED. */
  scheduleInstallation: InstallationWithHistory;
  /** Ask the credit bureau for a score; charged only when a result comes back. */
  scoreCustomer: ScoreOutcome;
  /** Sends the data configuration SMS to a mobile line. */
  sendConfigurationSms: LineActionResult;
  /** Send (or resend) the verification link of the notification or billing e-mail. */
  sendEmailVerification: EmailVerificationSent;
  /**
   * A one-time verification link for the customer (an SMS to the contact mobile, or a url for a QR code) for an
   * order whose method is SMS or QR (else VERIFICATION_METHOD_MISMATCH); earlier unused links stop working. The
   * order waits for the customer (VERIFICATION_REQUESTED, verification AWAITING_CUSTOMER).
   */
  sendSignupVerificationLink: SignupVerificationLink;
  /** Send a message to the contact of a topic: an e-mail in the outbox; at most 5 per user in 10 minutes. */
  sendSupportMessage: SupportMessageSent;
  /** Turns the active mode of a fibre line on or off. */
  setActiveMode: LineActionResult;
  /** Activates or blocks the TV service of a TV line. */
  setTvStatus: LineActionResult;
  /**
   * Intro step: finds the customer by document in the caller's scope, or creates it, and creates a draft order
   * (INITIATED). An existing customer is never duplicated; `brandId` only for operator staff.
   */
  startSignup: OrderDetail;
  /**
   * The customer's documents (the kinds `documentsAsked` lists but the signature), the signature as a base64 PNG
   * when `signatureRequired`, and the acceptance of the conditions (POST /public/verification). Up to 4 MiB.
   */
  submitPublicVerification: PublicVerificationResult;
  /** Terminates a live line at once (TERMINATED, end date today); `fiscalId` must be the line's customer. */
  terminateSubscription: LineActionResult;
  /** Undoes the pack a line belongs to (header or convergent line): UNPACK_SUBSCRIPTIONS. */
  unpackSubscriptions: SubscriptionActionResult;
  /** Change a user's role and/or name (at least one). */
  updateChannelUser: ChannelUser;
  /**
   * PUT /customer: a partial update (a field left out stays as it is; an empty text clears it). Dates are DD/MM/YYYY.
   * `company` null removes the company extras; a customer that is not a company never keeps them.
   */
  updateCustomer: Customer;
  /** PUT /customer/paymentMethod: IBAN (an empty string removes it), skip invoices and payment methods; a new IBAN starts an unsigned SEPA mandate. */
  updateCustomerPaymentMethod: Customer;
  /**
   * Moves the visit to another date/slot or changes the address; the status stays. A slot without a date keeps the
   * date, a date without a slot keeps the slot.
   */
  updateInstallation: InstallationWithHistory;
  /** Changes the concepts, family and cycle of a PENDING invoice; anything else answers INVOICE_NOT_EDITABLE. */
  updateInvoice: InvoiceDetail;
  /** Replaces an article whole: a translation left out is removed. */
  updateKnowledgeBaseArticle: KnowledgeBaseArticle;
  /** Replaces the fields of an open lead (not WON or LOST). */
  updateLead: LeadWithHistory;
  /** Replaces the fields of a product that is not TERMINATED. */
  updateProduct: ProductWithHistory;
  /** Upload one logo: a PNG file as base64, at most 256 KiB, checked by its content. */
  uploadBrandLogo: BrandSettings;
  /**
   * Uploads the contract signed on paper (a PDF in base64, at most 64 KiB): contract COMPLETED and uploaded, order
   * SIGNATURE_COMPLETED.
   */
  uploadOrderContract: OrderDetail;
  /** Mark a brand e-mail verified from the link of its verification e-mail (GET /verify-email). */
  verifyEmail: EmailVerified;
};


export type MutationAddCustomDocumentArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  documentContent: Scalars['String']['input'];
  documentName: Scalars['String']['input'];
  documentType: Scalars['String']['input'];
  fiscalId: Scalars['String']['input'];
};


export type MutationAddMultisimArgs = {
  icc: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
  type: MultisimType;
};


export type MutationAddOptionalProductArgs = {
  eSim?: InputMaybe<Scalars['Boolean']['input']>;
  eSimEmail?: InputMaybe<Scalars['String']['input']>;
  family: ProductFamily;
  fiscalId: Scalars['String']['input'];
  fixedNumber?: InputMaybe<Scalars['String']['input']>;
  icc?: InputMaybe<Scalars['String']['input']>;
  iccService?: InputMaybe<IccService>;
  lineNumber: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationAddResourcesArgs = {
  channel?: InputMaybe<Scalars['ID']['input']>;
  kind: ResourceKind;
  values: Array<Scalars['String']['input']>;
};


export type MutationAddSubChannelArgs = {
  name: Scalars['String']['input'];
  parent?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddSubscriptionsToSharedGroupArgs = {
  baseSubscriptionIds: Array<Scalars['ID']['input']>;
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  fiscalId: Scalars['String']['input'];
  sharedSubscriptionId: Scalars['ID']['input'];
};


export type MutationAssignResourcesChannelArgs = {
  channel: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCancelInstallationArgs = {
  id: Scalars['ID']['input'];
  reason: CancellationReason;
};


export type MutationCancelLineArgs = {
  acknowledgeIrreversibleLoss: Scalars['Boolean']['input'];
  reason: CancellationReason;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationCancelOrderSignatureArgs = {
  confirm: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationCancelPortabilityArgs = {
  id: Scalars['ID']['input'];
  reason: CancellationReason;
};


export type MutationCancelProcessArgs = {
  id: Scalars['ID']['input'];
  reason: CancellationReason;
};


export type MutationCancelShipmentArgs = {
  id: Scalars['ID']['input'];
  reason: CancellationReason;
};


export type MutationChangeLeadStatusArgs = {
  id: Scalars['ID']['input'];
  status: LeadStatus;
};


export type MutationChangeLinePasswordArgs = {
  password: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationChangeProductArgs = {
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  family: ProductFamily;
  fiscalId: Scalars['String']['input'];
  lineNumber: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationChangeProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProductStatus;
};


export type MutationChangeResourceStatusArgs = {
  id: Scalars['ID']['input'];
  status: ResourceStatus;
};


export type MutationChangeSpnArgs = {
  spn: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationChangeSubscriptionAliasArgs = {
  alias: Scalars['String']['input'];
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationChangeTitularArgs = {
  actualFiscalId: Scalars['String']['input'];
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  newCustomer?: InputMaybe<NewHolderInput>;
  newFiscalId: Scalars['String']['input'];
  subscriptionIds: Array<Scalars['ID']['input']>;
};


export type MutationChangeWifiArgs = {
  password: Scalars['String']['input'];
  ssid: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationCheckCoverageArgs = {
  address: CoverageAddressInput;
};


export type MutationCheckFibreArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationCheckPublicCoverageArgs = {
  address: CoverageAddressInput;
  key: Scalars['String']['input'];
};


export type MutationContinueOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateChannelUserArgs = {
  channel?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<AssignableRole>;
};


export type MutationCreateDraftOrderArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  family: ProductFamily;
  fiscalId: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  products: Array<ContractedProductInput>;
  verificationType: VerificationType;
};


export type MutationCreateEnergyStudyArgs = {
  study: EnergyStudyInput;
};


export type MutationCreateInvoiceArgs = {
  input: CreateInvoiceInput;
};


export type MutationCreateKnowledgeBaseArticleArgs = {
  article: KnowledgeBaseArticleInput;
};


export type MutationCreateLeadArgs = {
  lead: LeadInput;
};


export type MutationCreateProductArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  product: ProductInput;
};


export type MutationCreateSharedGroupArgs = {
  baseSubscriptionIds: Array<Scalars['ID']['input']>;
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  fiscalId: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationDeleteCustomDocumentArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationDeleteDraftOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationDeleteKnowledgeBaseArticleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableChannelUserArgs = {
  email: Scalars['String']['input'];
};


export type MutationDuplicateSimArgs = {
  icc: Scalars['String']['input'];
  reason: DuplicateSimReason;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationEndTemporalSubscriptionArgs = {
  fiscalId: Scalars['String']['input'];
  index?: InputMaybe<Scalars['Int']['input']>;
  reason: CancellationReason;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationEnterChannelArgs = {
  channel: Scalars['ID']['input'];
};


export type MutationExtendTemporalSubscriptionArgs = {
  endDate: Scalars['String']['input'];
  fiscalId: Scalars['String']['input'];
  index?: InputMaybe<Scalars['Int']['input']>;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationGenerateContractAnnexArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationLaunchOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkSepaMandateSignedArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


export type MutationModifySubscriptionArgs = {
  alias?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  finalPrice?: InputMaybe<Scalars['Int']['input']>;
  fiscalId: Scalars['String']['input'];
  index?: InputMaybe<Scalars['Int']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationPackSubscriptionsArgs = {
  convergentSubscriptionId: Scalars['ID']['input'];
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  fiscalId: Scalars['String']['input'];
  headerSubscriptionId: Scalars['ID']['input'];
};


export type MutationPayPublicInvoiceArgs = {
  cardNumber: Scalars['String']['input'];
  cvc: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
  holder: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRefundInvoiceArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRelaunchInstallationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRelaunchOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRelaunchPortabilityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveBrandLogoArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  kind: BrandLogoKind;
};


export type MutationRemoveChannelUserArgs = {
  email: Scalars['String']['input'];
};


export type MutationRemoveSubscriptionsFromSharedGroupArgs = {
  baseSubscriptions: Array<Scalars['ID']['input']>;
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  fiscalId: Scalars['String']['input'];
  sharedSubscriptionId: Scalars['ID']['input'];
};


export type MutationRequestPublicCoverageLeadArgs = {
  input: PublicCoverageLeadInput;
};


export type MutationResendInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetOntArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationReviewSignupVerificationArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['ID']['input'];
  input: SignupReviewInput;
};


export type MutationSaveBrandContactsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  contacts: Array<ContactInput>;
};


export type MutationSaveBrandSettingsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  settings: BrandSettingsInput;
};


export type MutationSaveSignupCustomerArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['ID']['input'];
  input: SignupCustomerStepInput;
};


export type MutationSaveSignupLinesArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['ID']['input'];
  input: SignupLinesInput;
};


export type MutationSaveSignupPaymentArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['ID']['input'];
  input: SignupPaymentInput;
};


export type MutationSaveSignupProductsArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['ID']['input'];
  input: SignupProductsInput;
};


export type MutationSaveSignupVerificationArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['ID']['input'];
  input: SignupVerificationInput;
};


export type MutationScheduleInstallationArgs = {
  date: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  slot: InstallationSlot;
};


export type MutationScoreCustomerArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


export type MutationSendConfigurationSmsArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationSendEmailVerificationArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  kind: VerifiableEmail;
};


export type MutationSendSignupVerificationLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendSupportMessageArgs = {
  message: Scalars['String']['input'];
  page?: InputMaybe<Scalars['String']['input']>;
  topic: ContactType;
};


export type MutationSetActiveModeArgs = {
  enabled: Scalars['Boolean']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationSetTvStatusArgs = {
  status: TvStatus;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationStartSignupArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  idempotencyKey: Scalars['ID']['input'];
  input: SignupIntroInput;
};


export type MutationSubmitPublicVerificationArgs = {
  input: PublicVerificationInput;
};


export type MutationTerminateSubscriptionArgs = {
  fiscalId: Scalars['String']['input'];
  reason: CancellationReason;
  subscriptionId: Scalars['ID']['input'];
};


export type MutationUnpackSubscriptionsArgs = {
  executeNow?: InputMaybe<Scalars['Boolean']['input']>;
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


export type MutationUpdateChannelUserArgs = {
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<AssignableRole>;
};


export type MutationUpdateCustomerArgs = {
  input: UpdateCustomerInput;
};


export type MutationUpdateCustomerPaymentMethodArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
  iban?: InputMaybe<Scalars['String']['input']>;
  paymentMethods?: InputMaybe<Array<PaymentMethod>>;
  skipInvoices?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateInstallationArgs = {
  address?: InputMaybe<ServiceAddressInput>;
  date?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  slot?: InputMaybe<InstallationSlot>;
};


export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateInvoiceInput;
};


export type MutationUpdateKnowledgeBaseArticleArgs = {
  article: KnowledgeBaseArticleInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateLeadArgs = {
  id: Scalars['ID']['input'];
  lead: LeadInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  product: ProductInput;
};


export type MutationUploadBrandLogoArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  contentBase64: Scalars['String']['input'];
  kind: BrandLogoKind;
};


export type MutationUploadOrderContractArgs = {
  document: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** The new holder of a holder change when they are not a customer of the brand yet. */
export type NewHolderInput = {
  /** DD/MM/YYYY; of legal age. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  customerType: CustomerType;
  documentType: DocumentType;
  email: Scalars['String']['input'];
  firstSurname?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Province code (two digits). */
  province?: InputMaybe<Scalars['String']['input']>;
  secondSurname?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
};

export type NewsItem = {
  __typename?: 'NewsItem';
  body: Scalars['String']['output'];
  /** Null: published by the operator for every brand. */
  brandId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  locale: NewsLocale;
  publishedAt: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NewsLocale =
  | 'br'
  | 'ca'
  | 'en'
  | 'es';

export type NumberChoiceMode =
  | 'NEW'
  | 'PORTABILITY';

/** A number series: the prefix may hold YY and YYYY tokens. */
export type NumberSeries = {
  __typename?: 'NumberSeries';
  nextNumber: Scalars['Int']['output'];
  prefix: Scalars['String']['output'];
};

export type NumberSeriesInput = {
  nextNumber: Scalars['Int']['input'];
  prefix: Scalars['String']['input'];
};

export type Order = {
  __typename?: 'Order';
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  /** The customer, read in one batched call for every order of the page. */
  customer?: Maybe<CustomerSummary>;
  customerFirstSurname?: Maybe<Scalars['String']['output']>;
  customerFiscalId: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  customerSecondSurname?: Maybe<Scalars['String']['output']>;
  documentNumber: Scalars['String']['output'];
  draft: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  family: ProductFamily;
  id: Scalars['ID']['output'];
  mobileNumber?: Maybe<Scalars['String']['output']>;
  modified: Scalars['String']['output'];
  /** ORD-YYYY-NNNNNN, per brand and Madrid year. */
  orderNumber: Scalars['String']['output'];
  status: OrderStatus;
  /** Euro cents. */
  totalPriceCents: Scalars['Int']['output'];
  verificationType: VerificationType;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  pageInfo: PageInfo;
};

export type OrderDetail = {
  __typename?: 'OrderDetail';
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  /** The order's latest contract, null until one is generated. */
  contract?: Maybe<Contract>;
  created: Scalars['String']['output'];
  customer?: Maybe<CustomerSummary>;
  customerFirstSurname?: Maybe<Scalars['String']['output']>;
  customerFiscalId: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  customerName: Scalars['String']['output'];
  customerSecondSurname?: Maybe<Scalars['String']['output']>;
  documentNumber: Scalars['String']['output'];
  draft: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  family: ProductFamily;
  /** Oldest first. */
  history: Array<OrderHistoryEntry>;
  id: Scalars['ID']['output'];
  mobileNumber?: Maybe<Scalars['String']['output']>;
  modified: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  products: Array<OrderProduct>;
  /** The wizard's saved state; null for an order the wizard did not start (or launched before it kept one). */
  signup?: Maybe<SignupState>;
  status: OrderStatus;
  /** Euro cents. */
  totalPriceCents: Scalars['Int']['output'];
  verificationType: VerificationType;
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Order;
};

/** The shipments, installations and portabilities an order's launch created, oldest first. */
export type OrderFulfilment = {
  __typename?: 'OrderFulfilment';
  installations: Array<Installation>;
  portabilities: Array<Portability>;
  shipments: Array<Shipment>;
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

export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  action: OrderHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** Why, for events that say it (e.g. SIGNATURE_PROVIDER_UNAVAILABLE, CONTRACT_EXPIRED). */
  reason?: Maybe<Scalars['String']['output']>;
  /** Null on the CREATE row. */
  statusFrom?: Maybe<OrderStatus>;
  statusTo: OrderStatus;
};

export type OrderProduct = {
  __typename?: 'OrderProduct';
  /** The brand catalogue's product, read once per request; null when no longer in the catalogue or no id. */
  catalogue?: Maybe<Product>;
  family: ProductFamily;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: OrderProductOptions;
  position: Scalars['Int']['output'];
  /** Euro cents, the catalogue's price when the order was created. */
  priceCents: Scalars['Int']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
};

export type OrderProductOptions = {
  __typename?: 'OrderProductOptions';
  esim?: Maybe<Scalars['Boolean']['output']>;
  fixedNumber?: Maybe<Scalars['String']['output']>;
  icc?: Maybe<Scalars['String']['output']>;
  lineNumber?: Maybe<Scalars['String']['output']>;
  portability?: Maybe<OrderProductPortability>;
};

export type OrderProductPortability = {
  __typename?: 'OrderProductPortability';
  donorOperator: Scalars['String']['output'];
  type: PortabilityType;
};

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

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PaymentMethod =
  | 'CASH'
  | 'SEPA_DIRECT_DEBIT';

export type Portability = {
  __typename?: 'Portability';
  brandId: Scalars['ID']['output'];
  changeWindow?: Maybe<Scalars['String']['output']>;
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  customerFiscalId: Scalars['String']['output'];
  direction: PortabilityDirection;
  document: Scalars['String']['output'];
  donorOperator: Scalars['String']['output'];
  icc?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mobileNumber: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  receiverOperator: Scalars['String']['output'];
  status: PortabilityStatus;
  type: PortabilityType;
};

export type PortabilityAction =
  | 'CANCEL'
  | 'RELAUNCH';

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type PortabilityConnection = {
  __typename?: 'PortabilityConnection';
  edges: Array<PortabilityEdge>;
  pageInfo: PageInfo;
};

export type PortabilityDirection =
  | 'IN'
  | 'OUT';

export type PortabilityEdge = {
  __typename?: 'PortabilityEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Portability;
};

export type PortabilityHistoryEntry = {
  __typename?: 'PortabilityHistoryEntry';
  action: PortabilityAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  reason?: Maybe<CancellationReason>;
  statusFrom: PortabilityStatus;
  statusTo: PortabilityStatus;
};

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

export type PortabilityWithHistory = {
  __typename?: 'PortabilityWithHistory';
  brandId: Scalars['ID']['output'];
  changeWindow?: Maybe<Scalars['String']['output']>;
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  customerFiscalId: Scalars['String']['output'];
  direction: PortabilityDirection;
  document: Scalars['String']['output'];
  donorOperator: Scalars['String']['output'];
  history: Array<PortabilityHistoryEntry>;
  icc?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mobileNumber: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  receiverOperator: Scalars['String']['output'];
  status: PortabilityStatus;
  type: PortabilityType;
};

export type Process = {
  __typename?: 'Process';
  brandId: Scalars['ID']['output'];
  /** Why it was cancelled: a CancellationReason when cancelled in the console (older rows may hold free text). */
  cancelReason?: Maybe<Scalars['String']['output']>;
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  /**
   * What the process applies when it completes (e.g. productId, newCustomerId, subscriptionIds): the api's
   * `details` object as JSON text, its keys depending on the type.
   */
  details: Scalars['String']['output'];
  /** The holder's fiscal id when the process started. */
  document: Scalars['String']['output'];
  /** When the network is expected to have carried it out. */
  due: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The line's number. */
  mobileNumber: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  status: ProcessStatus;
  subscriptionId: Scalars['ID']['output'];
  type: ProcessType;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection). */
export type ProcessConnection = {
  __typename?: 'ProcessConnection';
  edges: Array<ProcessEdge>;
  pageInfo: PageInfo;
  /** Rows matching the filters, counted at most once a minute: an estimate. */
  totalEstimate: Scalars['Int']['output'];
};

export type ProcessEdge = {
  __typename?: 'ProcessEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Process;
};

/** One status change of a process: START (no previous status), COMPLETE, FAIL or CANCEL. */
export type ProcessHistoryEntry = {
  __typename?: 'ProcessHistoryEntry';
  action: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  /** The cancellation reason, or the network's message of a failure. */
  reason?: Maybe<Scalars['String']['output']>;
  statusFrom?: Maybe<ProcessStatus>;
  statusTo: ProcessStatus;
};

/** The api's sort keys, spelled as in REST. */
export type ProcessSort =
  | 'created';

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

export type ProcessWithHistory = {
  __typename?: 'ProcessWithHistory';
  brandId: Scalars['ID']['output'];
  cancelReason?: Maybe<Scalars['String']['output']>;
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  /** The api's `details` object as JSON text (see Process). */
  details: Scalars['String']['output'];
  document: Scalars['String']['output'];
  due: Scalars['String']['output'];
  history: Array<ProcessHistoryEntry>;
  id: Scalars['ID']['output'];
  mobileNumber: Scalars['String']['output'];
  modified: Scalars['String']['output'];
  status: ProcessStatus;
  subscriptionId: Scalars['ID']['output'];
  type: ProcessType;
};

export type Product = {
  __typename?: 'Product';
  brandId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  cumulativeGb: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  display: Scalars['Boolean']['output'];
  family: ProductFamily;
  id: Scalars['ID']['output'];
  maxAdditionalLines: Scalars['Int']['output'];
  modified: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Euro cents, tax included. */
  price: Scalars['Int']['output'];
  priceWithPromotions: Scalars['Int']['output'];
  priceWithoutTax: Scalars['Int']['output'];
  promotions: Array<ProductPromotion>;
  providerPriceWithoutTax?: Maybe<Scalars['Int']['output']>;
  status: ProductStatus;
  subfamily?: Maybe<Scalars['String']['output']>;
  /** Basis points (2100 = 21 %). */
  tax: Scalars['Int']['output'];
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  pageInfo: PageInfo;
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Product;
};

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

export type ProductHistoryAction =
  | 'CHANGE_STATUS'
  | 'CREATE'
  | 'UPDATE';

export type ProductHistoryEntry = {
  __typename?: 'ProductHistoryEntry';
  action: ProductHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  statusFrom?: Maybe<ProductStatus>;
  statusTo: ProductStatus;
};

/** What the catalogue screen writes; bad values are refused by the api with INVALID_REQUEST naming the field. */
export type ProductInput = {
  cumulativeGb: Scalars['Boolean']['input'];
  /** Null or empty for none. */
  description?: InputMaybe<Scalars['String']['input']>;
  display: Scalars['Boolean']['input'];
  family: ProductFamily;
  maxAdditionalLines: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  /** Euro cents, without tax: the api adds the brand's tax. */
  priceWithoutTax: Scalars['Int']['input'];
  promotions: Array<ProductPromotionInput>;
  providerPriceWithoutTax?: InputMaybe<Scalars['Int']['input']>;
  /** Null or empty for none. */
  subfamily?: InputMaybe<Scalars['String']['input']>;
};

export type ProductPerformance = {
  __typename?: 'ProductPerformance';
  activeLines: Scalars['Int']['output'];
  activeMonthlyCents: Scalars['Int']['output'];
  family: ProductFamily;
  name: Scalars['String']['output'];
  /** Catalogue price with tax and promotions, in cents. */
  priceCents: Scalars['Int']['output'];
  productId: Scalars['String']['output'];
  /** Units sold while the product had a promotion. */
  promotionUnits: Scalars['Int']['output'];
  /** How many promotions the product has now. */
  promotions: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
  status: ProductStatus;
  unitsSold: Scalars['Int']['output'];
};

export type ProductPromotion = {
  __typename?: 'ProductPromotion';
  /** Euro cents off per month. */
  discount: Scalars['Int']['output'];
  months: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ProductPromotionInput = {
  /** Euro cents off the monthly price with tax. */
  discount: Scalars['Int']['input'];
  /** How many months it lasts (1-120). */
  months: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};

export type ProductStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'TERMINATED';

export type ProductWithHistory = {
  __typename?: 'ProductWithHistory';
  brandId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  cumulativeGb: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  display: Scalars['Boolean']['output'];
  family: ProductFamily;
  history: Array<ProductHistoryEntry>;
  id: Scalars['ID']['output'];
  maxAdditionalLines: Scalars['Int']['output'];
  modified: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  priceWithPromotions: Scalars['Int']['output'];
  priceWithoutTax: Scalars['Int']['output'];
  promotions: Array<ProductPromotion>;
  providerPriceWithoutTax?: Maybe<Scalars['Int']['output']>;
  status: ProductStatus;
  subfamily?: Maybe<Scalars['String']['output']>;
  tax: Scalars['Int']['output'];
};

export type Province = {
  __typename?: 'Province';
  /** INE code, two digits. */
  code: Scalars['String']['output'];
  /** Geographic fixed-number prefixes. */
  fixedPrefixes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PublicBrand = {
  __typename?: 'PublicBrand';
  logoURL?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PublicCoverageLeadInput = {
  /** Must be true: the customer consents to be contacted about the offer. */
  acceptConsent: Scalars['Boolean']['input'];
  address: CoverageAddressInput;
  /** DNI, NIE or CIF. */
  documentNumber: Scalars['String']['input'];
  /** Optional; empty or null for none. */
  email?: InputMaybe<Scalars['String']['input']>;
  fullName: Scalars['String']['input'];
  key: Scalars['String']['input'];
  /** A Spanish mobile or fixed number; +34, spaces and hyphens forgiven. */
  phone: Scalars['String']['input'];
};

export type PublicCoverageLeadReceipt = {
  __typename?: 'PublicCoverageLeadReceipt';
  /** Always true. */
  received: Scalars['Boolean']['output'];
};

export type PublicInvoice = {
  __typename?: 'PublicInvoice';
  /** The brand's logo; null when it has none (the page shows its initial). */
  brandLogoURL?: Maybe<Scalars['String']['output']>;
  brandName: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  dueDate: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** False when paid, refunded or otherwise closed: the page says so instead of showing the card form. */
  payable: Scalars['Boolean']['output'];
  status: InvoiceStatus;
  /** Euro cents. */
  totalCents: Scalars['Int']['output'];
};

export type PublicVerification = {
  __typename?: 'PublicVerification';
  brand: PublicBrand;
  customerFirstName: Scalars['String']['output'];
  customerType: CustomerType;
  documentsAsked: Array<VerificationDocumentKind>;
  expiresAt: Scalars['String']['output'];
  /** Euro cents, with tax. */
  monthlyCents: Scalars['Int']['output'];
  /** The names of the products contracted. */
  products: Array<Scalars['String']['output']>;
  signatureRequired: Scalars['Boolean']['output'];
};

export type PublicVerificationInput = {
  /** Must be true. */
  acceptConditions: Scalars['Boolean']['input'];
  documents: Array<SignupDocumentInput>;
  /** Base64 PNG. */
  signature?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};

/** RECEIVED: the documents passed the identity check and wait for the agent; REJECTED: the check failed (reason). */
export type PublicVerificationOutcome =
  | 'RECEIVED'
  | 'REJECTED';

export type PublicVerificationResult = {
  __typename?: 'PublicVerificationResult';
  outcome: PublicVerificationOutcome;
  /** The failed check's reason code. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Session, brand info and channel switching. */
export type Query = {
  __typename?: 'Query';
  /** Brand info of the user's current channel. */
  brand: Brand;
  /** The brand's contacts table. */
  brandContacts: BrandContacts;
  /** The brand's catalogue, optionally one family or status. */
  brandProducts: Array<Product>;
  /** Every settings group of the brand; a group never saved is null. */
  brandSettings: BrandSettings;
  /** Brands the operator may search and enter (only for users whose original and current channel are both 0). */
  cachedBrands: Array<BrandSummary>;
  /**
   * A short-lived link (a path on the api, valid 5 minutes, no bearer token needed) to download the caller's lines,
   * with their newest modified marker; managers and above.
   */
  cachedSubscriptionsLink: CachedSubscriptionsLink;
  /** Every catalogue product with its units sold, revenue and promotions used from `from` to `to`, and its active lines now; admins only. */
  cataloguePerformance: CataloguePerformance;
  /** A user's changes of role and status (and name), newest first; a removed user's too. */
  channelUserHistory: ChannelUserHistory;
  /** Users whose original channel is `channel` (default: the current one), by e-mail; `after` is the last e-mail seen. */
  channelUsers: ChannelUserPage;
  /** The caller's current channel (or `channel`, within scope) and its direct sub-channels. */
  channels: ChannelTree;
  /** Municipalities of a province whose name starts with `q` (accents and case ignored), at most 20. */
  cities: Array<Municipality>;
  /** ACTIVE products of the line's brand and family it can change to. */
  compatibleMainProducts: Array<Product>;
  /** ACTIVE add-on products of the line's brand that fit its family. */
  compatibleOptionalProducts: Array<Product>;
  /** One customer by fiscal id; `brandId` only when the caller's scope holds the fiscal id in several brands. */
  customer: Customer;
  /** One custom document with its content (base64 or a data URL, as uploaded). */
  customerDocument: CustomerDocumentContent;
  /** Download paths (api-relative) of the customer's custom documents. */
  customerDocumentUrls: Array<CustomerDocumentUrl>;
  /** The latest score, the credit opinion and what a new query would be charged. */
  customerScore: CustomerScore;
  /**
   * Customers a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after` is
   * the `pageInfo.endCursor` of the previous page. `search` matches name, surnames, fiscal id or e-mail.
   */
  customers: CustomerConnection;
  /**
   * The charts below the cards for one period (default TODAY): lines by status now, the period's orders by status,
   * its portabilities by operator, and the queues' waiting items by age; admins only.
   */
  dashboardCharts: DashboardCharts;
  /**
   * The KPI cards for one period of whole Madrid days (default TODAY), over the caller's channel subtree; admins
   * only.
   */
  dashboardCounters: DashboardCountersReport;
  /**
   * Drafts (not launched, not deleted), newest first, a page at a time. `first` is a page size the api accepts (25,
   * 50, 100 or 500; default 25); `after` is the `pageInfo.endCursor` of the previous page. `search` matches part of
   * the order number, document or mobile number; `created` keeps the drafts created in a dashboard period.
   */
  draftOrders: OrderConnection;
  /** The latest studies of the caller's channel subtree (at most 20, newest first); `search` matches part of the CUPS or the customer's fiscal id. */
  energyStudies: Array<EnergyStudySummary>;
  /** One study of the caller's scope, compared with its brand's current electricity and gas products. */
  energyStudy: EnergyStudy;
  /** One installation of the caller's scope with its status history. */
  installation: InstallationWithHistory;
  /** The field-service provider's free visit slots at the installation's address, working days of the next 30 days. */
  installationSlots: Array<InstallationSlotEntry>;
  /**
   * Newest first (`sort: created`, the default) or soonest visit first (`installationDate`, undated last), a page at a
   * time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after` is the
   * `pageInfo.endCursor` of the previous page. `search` matches part of the fixed number or of the customer's document.
   */
  installations: InstallationConnection;
  /** One invoice or credit note with its lines and history. */
  invoice: InvoiceDetail;
  /**
   * What a new invoice or credit note for the customer with this fiscal id would carry: the tax of the customer's
   * territory, the due date from the brand's payment terms, the invoices a credit note may rectify.
   */
  invoiceDraft: InvoiceDraft;
  /** The invoice or credit note as a PDF rendered on the server (a data URL), as customer documents travel. */
  invoicePdf: InvoicePdf;
  /**
   * Invoices and credit notes by created date (newest first unless `order: asc`), a page at a time. `first` is a page
   * size the api accepts (25, 50, 100 or 500; default 25); `cycle` is the month billed (YYYY-MM); `search` matches
   * part of the invoice number or of the customer's document.
   */
  invoices: InvoiceConnection;
  /** Check a Spanish IBAN (length, mod 97, bank check digits). */
  isValidIban: IbanCheck;
  /** One article with every translation: the reader picks theirs, the editor gets them all. */
  knowledgeBaseArticle: KnowledgeBaseArticle;
  /**
   * The articles of the caller's brand, each titled in `language` where it has that translation and in its default
   * language otherwise. `search`: plain words, each in some version's title or body (accents and case ignored);
   * titles that hold every word come first. At most `first` rows (default and maximum 200).
   */
  knowledgeBaseArticles: Array<KnowledgeBaseArticleSummary>;
  /** One lead of the caller's scope with its history. */
  lead: LeadWithHistory;
  /**
   * Newest first, a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after`
   * is the `pageInfo.endCursor` of the previous page. `search` matches part of the phone, the customer's name or
   * document, or the consent's name or document.
   */
  leads: LeadConnection;
  /** Whether a line number is already taken by a line of any brand. */
  lineInUse: Scalars['Boolean']['output'];
  /** The service state of a line (TV, wifi, SPN, MultiSIM, last fibre check) and the actions it allows now. */
  lineServices: LineServices;
  /**
   * The line's daily voice, SMS and data use over one month as the network metered it (the line view's Usage tab).
   * `period` is YYYY-MM, the current month when left out.
   */
  lineUsage: LineUsage;
  /** Published announcements of the caller's brand and of the operator to every brand, newest first (`limit` 1-50, default 10). */
  news: Array<NewsItem>;
  /** One order of the caller's scope with its contracted products, status history and latest contract. */
  order: OrderDetail;
  /**
   * The document of the order's latest contract: GENERATED (HTML, what the customer is sent) or SIGNED (the PDF
   * uploaded); NOT_FOUND while the order has no contract, or no signed copy.
   */
  orderContractDocument: ContractDocument;
  /** What the order's launch started: its shipments, installations and portabilities (empty lists before the launch). */
  orderFulfilment: OrderFulfilment;
  /**
   * Every order but deleted drafts, by creation (`order`, newest first by default), a page at a time. `draft: true`
   * only drafts, `false` only launched orders; `search` as in `draftOrders`. `created` keeps the orders created in a
   * dashboard period, `launched` those first launched in it (the dashboard's sales).
   */
  orders: OrderConnection;
  /** The holder's ACTIVE, unpacked lines that could be packed with this one. */
  packableSubscriptions: Array<Subscription>;
  /**
   * Newest first, a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25);
   * `search` matches part of the mobile number or of the document; `created` keeps those requested in a dashboard
   * period; `operator` names the donor of an incoming one or the receiver of an outgoing one.
   */
  portabilities: PortabilityConnection;
  /** Whether a portability of that direction is under way for the number in the caller's scope (canceled and completed ones ignored). */
  portabilityInUse: Scalars['Boolean']['output'];
  /** One process with its status history. */
  process: ProcessWithHistory;
  /**
   * Newest first, a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25);
   * `search` matches the start of the document (fiscal id) or of the mobile number; `created` keeps those started in
   * a dashboard period.
   */
  processes: ProcessConnection;
  /** One product of the caller's brand with its history. */
  product: ProductWithHistory;
  /**
   * The catalogue of the caller's brand (operator staff: every brand) by name, a page at a time. `first` is a page
   * size the api accepts (25, 50, 100 or 500; default 25); `search` matches part of the name.
   */
  products: ProductConnection;
  /** The 52 provinces and autonomous cities. */
  provinces: Array<Province>;
  /** The brand a public coverage link's key names (GET /public/coverage/brand); PUBLIC_LINK_INVALID if none. */
  publicCoverageBrand: PublicBrand;
  /** Municipalities of a province whose name starts with `q`, at most 20 (GET /public/coverage/cities). */
  publicCoverageCities: Array<Municipality>;
  /**
   * The public coverage key of the caller's brand (GET /coverage/public-key, admin), for the links
   * /coverage/public?key=… and /coverage/public/general?key=…; NOT_FOUND for the operator's own brand.
   */
  publicCoverageKey: Scalars['String']['output'];
  /** What the payment page shows for a payment link's token (GET /public/invoice). */
  publicInvoice: PublicInvoice;
  /** What the verification page shows for a verification link's token (GET /public/verification). */
  publicVerification: PublicVerification;
  /**
   * By value, a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after` is
   * the `pageInfo.endCursor` of the previous page. `search` is the start of the value (+34, spaces and hyphens
   * forgiven).
   */
  resources: ResourceConnection;
  /** Sales (orders counted on the Madrid day of their first launch) from `from` to `to` (YYYY-MM-DD, both included, at most 366 days); admins only. */
  salesAnalytics: SalesAnalytics;
  /**
   * Lines by number prefix (managers and above), customers by a fragment of name, fiscal id or e-mail, brands by
   * name or id (operator staff only), in the caller's channel subtree: lines first, then customers, then brands.
   * `q`: 2-100 characters; `types`: all three by default; `limit`: per type, 1-50 (default 10).
   */
  search: Array<SearchHit>;
  /** The signed-in user, with the role assigned on first sign-in and the abilities it grants. */
  session: SessionUser;
  /** The holder's shared data groups with their lines; `nonFullGroups` keeps those with room for another line. */
  sharedSubscriptions: Array<SharedGroup>;
  /** One shipment of the caller's scope with its status history. */
  shipment: ShipmentWithHistory;
  /**
   * Newest first, a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after`
   * is the `pageInfo.endCursor` of the previous page. `group` is the list view's coarse status; `search` matches part
   * of the tracking number or of the customer's document.
   */
  shipments: ShipmentConnection;
  /** A draft order with the wizard's saved state, to resume it at `signup.resumeStep`. */
  signupOrder: OrderDetail;
  /** The line with this number (the newest, when a number was given again) with its services: the line view. */
  subscription: Subscription;
  /** A line's history (every action on it), newest first, with what each edit changed. */
  subscriptionHistory: Array<SubscriptionHistoryEntry>;
  /** A line's main product (index null) and its add-ons, in the order modifySubscription's `index` counts them. */
  subscriptionProductItems: Array<SubscriptionProductItem>;
  /**
   * Lines a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after` is the
   * `pageInfo.endCursor` of the previous page. TERMINATED lines are left out unless `includeTerminated` or
   * `status: TERMINATED` asks for them. `started` keeps the lines started in a dashboard period, `ended` those
   * terminated or canceled with their end date in it (listed without `includeTerminated`).
   */
  subscriptions: SubscriptionConnection;
  /** Per contact type, the brand contact that answers it (the first of the contacts table holding the type). */
  supportChannels: SupportChannels;
  /**
   * Lines and add-on products with an end date in the caller's channel subtree, soonest end first (so the ended ones
   * lead), a page at a time: `first` is a page size the api accepts (25, 50, 100 or 500; default 25), `after` the
   * previous page's `pageInfo.endCursor`. `state` keeps the ended or the upcoming ones (the api's Madrid date);
   * `kind` the lines' own terms or the add-ons'.
   */
  temporalSubscriptions: TemporalSubscriptionConnection;
  /** Whether a TV platform user already uses the e-mail. */
  tvUserInUse: Scalars['Boolean']['output'];
  /** One identity document image of a draft (base64), for the verification review. */
  verificationDocument: VerificationDocument;
  /** Check a document number against its type's rule. */
  verifyFiscalId: FiscalIdCheck;
  /** Check an ICC (19-20 digits, Luhn); `vodafone` and `carrier` are accepted as the wizard sends them. */
  verifyIcc: IccCheck;
};


/** Session, brand info and channel switching. */
export type QueryBrandContactsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryBrandProductsArgs = {
  family?: InputMaybe<ProductFamily>;
  status?: InputMaybe<ProductStatus>;
};


/** Session, brand info and channel switching. */
export type QueryBrandSettingsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryCataloguePerformanceArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryChannelUserHistoryArgs = {
  email: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryChannelUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ChannelUserStatus>;
};


/** Session, brand info and channel switching. */
export type QueryChannelsArgs = {
  channel?: InputMaybe<Scalars['ID']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryCitiesArgs = {
  province: Scalars['String']['input'];
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryCompatibleMainProductsArgs = {
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryCompatibleOptionalProductsArgs = {
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryCustomerArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryCustomerDocumentArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryCustomerDocumentUrlsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryCustomerScoreArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
  type?: InputMaybe<CustomerType>;
};


/** Session, brand info and channel switching. */
export type QueryDashboardChartsArgs = {
  period?: InputMaybe<DashboardPeriod>;
};


/** Session, brand info and channel switching. */
export type QueryDashboardCountersArgs = {
  period?: InputMaybe<DashboardPeriod>;
};


/** Session, brand info and channel switching. */
export type QueryDraftOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  created?: InputMaybe<DashboardPeriod>;
  family?: InputMaybe<ProductFamily>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** Session, brand info and channel switching. */
export type QueryEnergyStudiesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryEnergyStudyArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryInstallationArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryInstallationSlotsArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryInstallationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<InstallationSort>;
  status?: InputMaybe<InstallationStatus>;
  type?: InputMaybe<InstallationType>;
};


/** Session, brand info and channel switching. */
export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryInvoiceDraftArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryInvoicePdfArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryInvoicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  cycle?: InputMaybe<Scalars['String']['input']>;
  family?: InputMaybe<ProductFamily>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<InvoiceStatus>;
  type?: InputMaybe<InvoiceType>;
};


/** Session, brand info and channel switching. */
export type QueryIsValidIbanArgs = {
  iban: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryKnowledgeBaseArticleArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryKnowledgeBaseArticlesArgs = {
  category?: InputMaybe<KnowledgeBaseCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
  language: KnowledgeBaseLanguage;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryLeadArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryLeadsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sellType?: InputMaybe<LeadSellType>;
  status?: InputMaybe<LeadStatus>;
};


/** Session, brand info and channel switching. */
export type QueryLineInUseArgs = {
  extCarrierId?: InputMaybe<Scalars['String']['input']>;
  lineNumber: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryLineServicesArgs = {
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryLineUsageArgs = {
  period?: InputMaybe<Scalars['String']['input']>;
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryNewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryOrderContractDocumentArgs = {
  kind: ContractDocumentKind;
  orderId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryOrderFulfilmentArgs = {
  orderId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  created?: InputMaybe<DashboardPeriod>;
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  family?: InputMaybe<ProductFamily>;
  first?: InputMaybe<Scalars['Int']['input']>;
  launched?: InputMaybe<DashboardPeriod>;
  order?: InputMaybe<SortOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** Session, brand info and channel switching. */
export type QueryPackableSubscriptionsArgs = {
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryPortabilitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  created?: InputMaybe<DashboardPeriod>;
  direction?: InputMaybe<PortabilityDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  operator?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PortabilityStatus>;
};


/** Session, brand info and channel switching. */
export type QueryPortabilityInUseArgs = {
  line: Scalars['String']['input'];
  type: PortabilityDirection;
};


/** Session, brand info and channel switching. */
export type QueryProcessArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryProcessesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  created?: InputMaybe<DashboardPeriod>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProcessSort>;
  status?: InputMaybe<ProcessStatus>;
  type?: InputMaybe<ProcessType>;
};


/** Session, brand info and channel switching. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  family?: InputMaybe<ProductFamily>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
};


/** Session, brand info and channel switching. */
export type QueryPublicCoverageBrandArgs = {
  key: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryPublicCoverageCitiesArgs = {
  key: Scalars['String']['input'];
  province: Scalars['String']['input'];
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryPublicInvoiceArgs = {
  token: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryPublicVerificationArgs = {
  token: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryResourcesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<ResourceKind>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ResourceStatus>;
};


/** Session, brand info and channel switching. */
export type QuerySalesAnalyticsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
  types?: InputMaybe<Array<SearchType>>;
};


/** Session, brand info and channel switching. */
export type QuerySharedSubscriptionsArgs = {
  fiscalId: Scalars['String']['input'];
  nonFullGroups?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Session, brand info and channel switching. */
export type QueryShipmentArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryShipmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  group?: InputMaybe<ShipmentListStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ShipmentStatus>;
};


/** Session, brand info and channel switching. */
export type QuerySignupOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QuerySubscriptionArgs = {
  lineNumber: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QuerySubscriptionHistoryArgs = {
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QuerySubscriptionProductItemsArgs = {
  fiscalId: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QuerySubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  ended?: InputMaybe<DashboardPeriod>;
  family?: InputMaybe<ProductFamily>;
  first?: InputMaybe<Scalars['Int']['input']>;
  fiscalId?: InputMaybe<Scalars['String']['input']>;
  includeTerminated?: InputMaybe<Scalars['Boolean']['input']>;
  lineNumber?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<SubscriptionSort>;
  started?: InputMaybe<DashboardPeriod>;
  status?: InputMaybe<SubscriptionStatus>;
};


/** Session, brand info and channel switching. */
export type QueryTemporalSubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<TemporalKind>;
  state?: InputMaybe<TemporalState>;
};


/** Session, brand info and channel switching. */
export type QueryTvUserInUseArgs = {
  email: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryVerificationDocumentArgs = {
  kind: VerificationDocumentKind;
  orderId: Scalars['ID']['input'];
};


/** Session, brand info and channel switching. */
export type QueryVerifyFiscalIdArgs = {
  documentType: DocumentType;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching. */
export type QueryVerifyIccArgs = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  icc: Scalars['String']['input'];
  vodafone?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Resource = {
  __typename?: 'Resource';
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: ResourceKind;
  modified: Scalars['String']['output'];
  /** End of a RESERVED hold. */
  reservedUntil?: Maybe<Scalars['String']['output']>;
  status: ResourceStatus;
  /** The line it is assigned to. */
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  /** Numbers without +34 and separators, ICCs without spaces and hyphens. */
  value: Scalars['String']['output'];
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection). */
export type ResourceConnection = {
  __typename?: 'ResourceConnection';
  edges: Array<ResourceEdge>;
  pageInfo: PageInfo;
  /** Rows matching the filters, counted at most once a minute: an estimate. */
  totalEstimate: Scalars['Int']['output'];
};

export type ResourceEdge = {
  __typename?: 'ResourceEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Resource;
};

export type ResourceHistoryAction =
  | 'ASSIGN_CHANNEL'
  | 'CHANGE_STATUS'
  | 'CREATE'
  | 'RESERVE';

export type ResourceHistoryEntry = {
  __typename?: 'ResourceHistoryEntry';
  action: ResourceHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  channelFrom?: Maybe<Scalars['ID']['output']>;
  channelTo?: Maybe<Scalars['ID']['output']>;
  statusFrom?: Maybe<ResourceStatus>;
  statusTo: ResourceStatus;
};

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

export type ResourceWithHistory = {
  __typename?: 'ResourceWithHistory';
  brandId: Scalars['ID']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  history: Array<ResourceHistoryEntry>;
  id: Scalars['ID']['output'];
  kind: ResourceKind;
  modified: Scalars['String']['output'];
  reservedUntil?: Maybe<Scalars['String']['output']>;
  status: ResourceStatus;
  subscriptionId?: Maybe<Scalars['ID']['output']>;
  value: Scalars['String']['output'];
};

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'CLIENT'
  | 'MANAGER'
  | 'USER';

export type SalesAnalytics = {
  __typename?: 'SalesAnalytics';
  byChannel: Array<SalesByChannel>;
  byDay: Array<SalesByDay>;
  byFamily: Array<SalesByFamily>;
  byProduct: Array<SalesByProduct>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  totals: SalesFigures;
};

export type SalesByChannel = {
  __typename?: 'SalesByChannel';
  channelId: Scalars['String']['output'];
  channelName: Scalars['String']['output'];
  revenueCents: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

export type SalesByDay = {
  __typename?: 'SalesByDay';
  date: Scalars['String']['output'];
  revenueCents: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

export type SalesByFamily = {
  __typename?: 'SalesByFamily';
  family: ProductFamily;
  revenueCents: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

/** A contracted product of the range's sales; productId null: not in the catalogue. */
export type SalesByProduct = {
  __typename?: 'SalesByProduct';
  family?: Maybe<ProductFamily>;
  name: Scalars['String']['output'];
  productId?: Maybe<Scalars['String']['output']>;
  revenueCents: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
};

export type SalesFigures = {
  __typename?: 'SalesFigures';
  revenueCents: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

/** SCORED carries the score and the charge; NO_RESULT was not charged. */
export type ScoreOutcome = {
  __typename?: 'ScoreOutcome';
  charge?: Maybe<FinancialRiskQueryCost>;
  chargeCents?: Maybe<Scalars['Int']['output']>;
  charged: Scalars['Boolean']['output'];
  result: ScoreResult;
  score?: Maybe<FinancialRiskScore>;
};

export type ScoreResult =
  | 'NO_RESULT'
  | 'SCORED';

/** One hit of the global search, tagged by `type` as in REST. */
export type SearchHit = {
  id: Scalars['ID']['output'];
  type: SearchHitType;
};

/** The tag of a search hit (REST `type`). */
export type SearchHitType =
  | 'brand'
  | 'customer'
  | 'line';

export type SearchType =
  | 'brands'
  | 'customers'
  | 'lines';

export type SepaMandate = {
  __typename?: 'SepaMandate';
  reference: Scalars['String']['output'];
  signed: Scalars['Boolean']['output'];
  signedAt?: Maybe<Scalars['String']['output']>;
};

/** An address where work is done or goods are delivered; `province` is the INE code ('28' Madrid). */
export type ServiceAddress = {
  __typename?: 'ServiceAddress';
  city: Scalars['String']['output'];
  floor?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  province: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** An address as sent: the postal code must lie in the province (refused on `address.postalCode`). */
export type ServiceAddressInput = {
  city: Scalars['String']['input'];
  floor?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  province: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type SessionUser = {
  __typename?: 'SessionUser';
  abilities: Array<Ability>;
  avatar?: Maybe<Scalars['String']['output']>;
  channel: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  originalChannel: Scalars['ID']['output'];
  role: Role;
  superAdmin: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

/** A shared data group: the line holding the shared product and the lines hanging from it. */
export type SharedGroup = {
  __typename?: 'SharedGroup';
  baseSubscriptions: Array<SharedGroupLine>;
  full: Scalars['Boolean']['output'];
  lineNumber: Scalars['String']['output'];
  /** How many lines the group's product lets hang from it. */
  maxAdditionalLines: Scalars['Int']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  sharedSubscriptionId: Scalars['ID']['output'];
  status: SubscriptionStatus;
};

export type SharedGroupLine = {
  __typename?: 'SharedGroupLine';
  lineNumber: Scalars['String']['output'];
  status: SubscriptionStatus;
  subscriptionId: Scalars['ID']['output'];
};

export type Shipment = {
  __typename?: 'Shipment';
  address: ServiceAddress;
  brandId: Scalars['ID']['output'];
  carrier?: Maybe<Scalars['String']['output']>;
  carrierUrl?: Maybe<Scalars['String']['output']>;
  changed: Scalars['String']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  customerFiscalId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  documentsPending: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  items: Array<ShipmentItem>;
  /** The list view's status, derived; null for canceled and errored shipments. */
  listStatus?: Maybe<ShipmentListStatus>;
  orderReference?: Maybe<Scalars['String']['output']>;
  status: ShipmentStatus;
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

/** One keyset cursor per page, carried by the last edge (see SubscriptionConnection); the api gives no count. */
export type ShipmentConnection = {
  __typename?: 'ShipmentConnection';
  edges: Array<ShipmentEdge>;
  pageInfo: PageInfo;
};

export type ShipmentEdge = {
  __typename?: 'ShipmentEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Shipment;
};

/** The console's cancel, plus PROVIDER for what the logistics provider reported. */
export type ShipmentHistoryAction =
  | 'CANCEL'
  | 'PROVIDER';

export type ShipmentHistoryEntry = {
  __typename?: 'ShipmentHistoryEntry';
  action: ShipmentHistoryAction;
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  reason?: Maybe<CancellationReason>;
  statusFrom: ShipmentStatus;
  statusTo: ShipmentStatus;
};

export type ShipmentItem = {
  __typename?: 'ShipmentItem';
  description: Scalars['String']['output'];
  kind: ShipmentItemKind;
  /** ICC of a SIM or serial number of a device, once picked. */
  serial?: Maybe<Scalars['String']['output']>;
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

export type ShipmentWithHistory = {
  __typename?: 'ShipmentWithHistory';
  address: ServiceAddress;
  brandId: Scalars['ID']['output'];
  carrier?: Maybe<Scalars['String']['output']>;
  carrierUrl?: Maybe<Scalars['String']['output']>;
  changed: Scalars['String']['output'];
  channelId: Scalars['ID']['output'];
  created: Scalars['String']['output'];
  customerFiscalId: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  documentsPending: Scalars['Boolean']['output'];
  /** Oldest first. */
  history: Array<ShipmentHistoryEntry>;
  id: Scalars['ID']['output'];
  items: Array<ShipmentItem>;
  listStatus?: Maybe<ShipmentListStatus>;
  orderReference?: Maybe<Scalars['String']['output']>;
  status: ShipmentStatus;
  trackingNumber?: Maybe<Scalars['String']['output']>;
};

export type SignupAddress = {
  __typename?: 'SignupAddress';
  additionalInfo?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  floor?: Maybe<Scalars['String']['output']>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  number: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  province: Scalars['String']['output'];
  street: Scalars['String']['output'];
  streetType?: Maybe<Scalars['String']['output']>;
};

/** An address from the address search, or typed when the search does not find it. */
export type SignupAddressInput = {
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  floor?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  number: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  /** INE province code. */
  province: Scalars['String']['input'];
  street: Scalars['String']['input'];
  streetType?: InputMaybe<Scalars['String']['input']>;
};

export type SignupCompanyInput = {
  companyName: Scalars['String']['input'];
  /** DD/MM/YYYY */
  constitutionDate?: InputMaybe<Scalars['String']['input']>;
  representative?: InputMaybe<SignupRepresentativeInput>;
};

export type SignupContactInput = {
  email: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
};

export type SignupCustomerInput = {
  /** DD/MM/YYYY, of legal age; people only. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<SignupCompanyInput>;
  customerType: CustomerType;
  documentType: DocumentType;
  firstSurname?: InputMaybe<Scalars['String']['input']>;
  fiscalId: Scalars['String']['input'];
  name: Scalars['String']['input'];
  secondSurname?: InputMaybe<Scalars['String']['input']>;
};

export type SignupCustomerStepInput = {
  address: SignupAddressInput;
  contact: SignupContactInput;
  familyTab: SignupFamilyTab;
  verificationType: VerificationType;
};

export type SignupDocumentInput = {
  /** Base64, at most 512 KiB decoded. */
  content: Scalars['String']['input'];
  kind: VerificationDocumentKind;
  /** image/jpeg, image/png or application/pdf */
  mimeType: Scalars['String']['input'];
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

export type SignupFixedNumber = {
  __typename?: 'SignupFixedNumber';
  donorOperator?: Maybe<Scalars['String']['output']>;
  fixedNumber?: Maybe<Scalars['String']['output']>;
  mode: NumberChoiceMode;
};

export type SignupFixedNumberInput = {
  donorOperator?: InputMaybe<Scalars['String']['input']>;
  fixedNumber?: InputMaybe<Scalars['String']['input']>;
  mode: NumberChoiceMode;
};

/** What the identity check said of the last documents received. */
export type SignupIdentityCheck = {
  __typename?: 'SignupIdentityCheck';
  outcome: IdentityCheckOutcome;
  /** The reason code of a failed check (FACE_MISMATCH, DOCUMENT_EXPIRED, ...); null when passed. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type SignupIntroInput = {
  address: SignupAddressInput;
  contact: SignupContactInput;
  customer: SignupCustomerInput;
  familyTab: SignupFamilyTab;
  verificationType: VerificationType;
};

export type SignupLine = {
  __typename?: 'SignupLine';
  family: ProductFamily;
  fixedNumber?: Maybe<SignupFixedNumber>;
  installationAddress?: Maybe<SignupAddress>;
  mobileNumber?: Maybe<SignupMobileNumber>;
  position: Scalars['Int']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  sim?: Maybe<SignupSim>;
  supplyPoint?: Maybe<SignupSupplyPoint>;
  tvUserEmail?: Maybe<Scalars['String']['output']>;
};

export type SignupLineInput = {
  fixedNumber?: InputMaybe<SignupFixedNumberInput>;
  installationAddress?: InputMaybe<SignupAddressInput>;
  mobileNumber?: InputMaybe<SignupMobileNumberInput>;
  position: Scalars['Int']['input'];
  sim?: InputMaybe<SignupSimInput>;
  supplyPoint?: InputMaybe<SignupSupplyPointInput>;
  tvUserEmail?: InputMaybe<Scalars['String']['input']>;
};

export type SignupLinesInput = {
  lines: Array<SignupLineInput>;
  shippingAddress?: InputMaybe<SignupAddressInput>;
};

/** The verification link the customer may still open. */
export type SignupLinkSent = {
  __typename?: 'SignupLinkSent';
  channel: VerificationLinkChannel;
  expiresAt: Scalars['String']['output'];
  /** The mobile number the SMS went to, masked (•••••5678); null for a QR link. */
  sentTo?: Maybe<Scalars['String']['output']>;
};

export type SignupMobileNumber = {
  __typename?: 'SignupMobileNumber';
  currentHolderFiscalId?: Maybe<Scalars['String']['output']>;
  donorOperator?: Maybe<Scalars['String']['output']>;
  /** The reserved number of a new line, or the number ported in. */
  lineNumber?: Maybe<Scalars['String']['output']>;
  mode: NumberChoiceMode;
  portabilityType?: Maybe<PortabilityType>;
};

export type SignupMobileNumberInput = {
  currentHolderFiscalId?: InputMaybe<Scalars['String']['input']>;
  donorOperator?: InputMaybe<Scalars['String']['input']>;
  lineNumber?: InputMaybe<Scalars['String']['input']>;
  mode: NumberChoiceMode;
  portabilityType?: InputMaybe<PortabilityType>;
};

export type SignupPayment = {
  __typename?: 'SignupPayment';
  iban?: Maybe<Scalars['String']['output']>;
  mandateReference?: Maybe<Scalars['String']['output']>;
  paymentMethod: PaymentMethod;
};

export type SignupPaymentInput = {
  iban?: InputMaybe<Scalars['String']['input']>;
  paymentMethod: PaymentMethod;
};

export type SignupProductItem = {
  __typename?: 'SignupProductItem';
  lines: Scalars['Int']['output'];
  optionalProductIds: Array<Scalars['ID']['output']>;
  productId: Scalars['ID']['output'];
};

export type SignupProductItemInput = {
  lines: Scalars['Int']['input'];
  optionalProductIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  productId: Scalars['ID']['input'];
};

export type SignupProductsInput = {
  items: Array<SignupProductItemInput>;
};

export type SignupRepresentativeInput = {
  /** DD/MM/YYYY */
  birthDate: Scalars['String']['input'];
  document: Scalars['String']['input'];
  documentType: DocumentType;
  firstSurname: Scalars['String']['input'];
  name: Scalars['String']['input'];
  secondSurname?: InputMaybe<Scalars['String']['input']>;
};

export type SignupReviewInput = {
  decision: VerificationDecision;
  /** Required when rejecting. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type SignupSim = {
  __typename?: 'SignupSim';
  email?: Maybe<Scalars['String']['output']>;
  icc?: Maybe<Scalars['String']['output']>;
  kind: SimKind;
};

export type SignupSimInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  icc?: InputMaybe<Scalars['String']['input']>;
  kind: SimKind;
};

/** The wizard's saved state on a draft order. */
export type SignupState = {
  __typename?: 'SignupState';
  address: SignupAddress;
  customerType: CustomerType;
  familyTab: SignupFamilyTab;
  lines: Array<SignupLine>;
  payment?: Maybe<SignupPayment>;
  products: Array<SignupProductItem>;
  /** The first step not saved yet, or SUMMARY when all are. */
  resumeStep: SignupStep;
  shippingAddress?: Maybe<SignupAddress>;
  totals: SignupTotals;
  verification: SignupVerification;
};

/** The wizard's steps after the intro. */
export type SignupStep =
  | 'DOCUMENT_VERIFICATION'
  | 'LINE_CONFIGURATION'
  | 'PAYMENT_DATA'
  | 'PRODUCTS'
  | 'SUMMARY'
  | 'VERIFICATION_REVIEW';

export type SignupSupplyPoint = {
  __typename?: 'SignupSupplyPoint';
  cups: Scalars['String']['output'];
};

export type SignupSupplyPointInput = {
  cups: Scalars['String']['input'];
};

/** Euro cents, with the tax of the customer's territory. */
export type SignupTotals = {
  __typename?: 'SignupTotals';
  monthlyCents: Scalars['Int']['output'];
  monthlyTaxCents: Scalars['Int']['output'];
  monthlyWithPromotionsCents: Scalars['Int']['output'];
  monthlyWithoutTaxCents: Scalars['Int']['output'];
  oneOffCents: Scalars['Int']['output'];
  oneOffTaxCents: Scalars['Int']['output'];
  oneOffWithoutTaxCents: Scalars['Int']['output'];
  /** Percent. */
  taxRate: Scalars['Float']['output'];
  taxTerritory: Scalars['String']['output'];
};

export type SignupVerification = {
  __typename?: 'SignupVerification';
  check?: Maybe<SignupIdentityCheck>;
  documents: Array<SignupVerificationDocument>;
  /** The outstanding link; null when none. */
  link?: Maybe<SignupLinkSent>;
  /** The failed check's reason code, or the agent's reason for rejecting. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The customer signed on the verification page. */
  signed: Scalars['Boolean']['output'];
  status: SignupVerificationStatus;
};

export type SignupVerificationDocument = {
  __typename?: 'SignupVerificationDocument';
  kind: VerificationDocumentKind;
  mimeType: Scalars['String']['output'];
};

export type SignupVerificationInput = {
  documents: Array<SignupDocumentInput>;
};

/** A verification link just made: the url the SMS carries or the QR code shows. */
export type SignupVerificationLink = {
  __typename?: 'SignupVerificationLink';
  expiresAt: Scalars['String']['output'];
  /** The mobile number the SMS went to, masked (•••••5678); null for a QR link. */
  sentTo?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
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

export type Subscription = {
  __typename?: 'Subscription';
  alias?: Maybe<Scalars['String']['output']>;
  baseSubscriptions: Array<Scalars['ID']['output']>;
  brandId: Scalars['ID']['output'];
  carrier?: Maybe<Scalars['String']['output']>;
  channelId: Scalars['ID']['output'];
  contract?: Maybe<Scalars['String']['output']>;
  convergentSubscriptionId?: Maybe<Scalars['ID']['output']>;
  created: Scalars['String']['output'];
  /** The holder, read in one batched call for every line of the page. */
  customer?: Maybe<CustomerSummary>;
  customerFirstSurname?: Maybe<Scalars['String']['output']>;
  customerId: Scalars['ID']['output'];
  customerLastSurname?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  donorOperator?: Maybe<Scalars['String']['output']>;
  eSim: Scalars['Boolean']['output'];
  eSimEmail?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  endDate?: Maybe<Scalars['String']['output']>;
  family: ProductFamily;
  /** Euro cents. */
  finalPrice: Scalars['Int']['output'];
  fiscalId: Scalars['String']['output'];
  fixedNumber?: Maybe<Scalars['String']['output']>;
  headerSubscriptionId?: Maybe<Scalars['ID']['output']>;
  icc?: Maybe<Scalars['String']['output']>;
  iccService?: Maybe<Scalars['String']['output']>;
  installationAddress?: Maybe<Scalars['String']['output']>;
  lineNumber: Scalars['String']['output'];
  /** The modified marker the client's local cache compares. */
  modified: Scalars['String']['output'];
  optionals: Array<SubscriptionOptional>;
  /** The catalogue product, read once per request for every line of the page; null for a product no longer offered. */
  product?: Maybe<Product>;
  productId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  /** The line's service state; read with the line by `subscription(lineNumber)` and by every line action. */
  services: LineServices;
  sharedSubscriptionId?: Maybe<Scalars['ID']['output']>;
  /** YYYY-MM-DD. */
  startDate?: Maybe<Scalars['String']['output']>;
  status: SubscriptionStatus;
  subscriptionId: Scalars['ID']['output'];
  /** 4G or 5G (not GraphQL enum names). */
  technology?: Maybe<Scalars['String']['output']>;
};

/** The lines as they are after an action, and the processes it started (empty when it applied at once). */
export type SubscriptionActionResult = {
  __typename?: 'SubscriptionActionResult';
  processes: Array<Process>;
  subscriptions: Array<Subscription>;
};

/**
 * The api pages with one keyset cursor per page, not per row: the last edge carries it (equal to
 * `pageInfo.endCursor`), earlier edges have none.
 */
export type SubscriptionConnection = {
  __typename?: 'SubscriptionConnection';
  edges: Array<SubscriptionEdge>;
  pageInfo: PageInfo;
  /** Rows matching the filters, counted at most once a minute: an estimate. */
  totalEstimate: Scalars['Int']['output'];
};

export type SubscriptionEdge = {
  __typename?: 'SubscriptionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: Subscription;
};

/** One field a history row changed: values as text (dates YYYY-MM-DD, prices in euro cents). */
export type SubscriptionHistoryChange = {
  __typename?: 'SubscriptionHistoryChange';
  field: SubscriptionHistoryField;
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

export type SubscriptionHistoryEntry = {
  __typename?: 'SubscriptionHistoryEntry';
  /** As the api records it: MODIFY, CHANGE_ALIAS, EXTEND_END_DATE, END_NOW, TERMINATE, PRODUCT_CHANGE, … */
  action: Scalars['String']['output'];
  /** The e-mail of who did it, or 'sweep'. */
  actor: Scalars['String']['output'];
  at: Scalars['String']['output'];
  changes: Array<SubscriptionHistoryChange>;
  id: Scalars['ID']['output'];
  /** The add-on the row is about; null for the line itself. */
  index?: Maybe<Scalars['Int']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  statusFrom?: Maybe<SubscriptionStatus>;
  statusTo?: Maybe<SubscriptionStatus>;
};

/** The fields a history row may say it changed. */
export type SubscriptionHistoryField =
  | 'alias'
  | 'endDate'
  | 'finalPrice'
  | 'productName'
  | 'startDate';

export type SubscriptionOptional = {
  __typename?: 'SubscriptionOptional';
  name: Scalars['String']['output'];
  /** Euro cents. */
  price: Scalars['Int']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
};

export type SubscriptionProductItem = {
  __typename?: 'SubscriptionProductItem';
  /** YYYY-MM-DD. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** null for the main product. */
  index?: Maybe<Scalars['Int']['output']>;
  /** Euro cents. */
  price: Scalars['Int']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  startDate?: Maybe<Scalars['String']['output']>;
};

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

export type SupportChannel = {
  __typename?: 'SupportChannel';
  department?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  topic: ContactType;
};

export type SupportChannels = {
  __typename?: 'SupportChannels';
  brandId: Scalars['ID']['output'];
  brandName: Scalars['String']['output'];
  channels: Array<SupportChannel>;
};

export type SupportMessageSent = {
  __typename?: 'SupportMessageSent';
  /** The e-mail address the message was sent to. */
  recipient: Scalars['String']['output'];
  sentAt: Scalars['String']['output'];
  topic: ContactType;
};

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

/**
 * One term: a line with an end date, or one of its add-ons with one. `id` is the line's id for its own term and
 * `<line id>:<index>` for an add-on's.
 */
export type TemporalSubscription = {
  __typename?: 'TemporalSubscription';
  channelId: Scalars['ID']['output'];
  /** Days from today to the end date; negative once ended. */
  daysLeft: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  endDate: Scalars['String']['output'];
  /** The end date is before today (Madrid, the api's clock). */
  ended: Scalars['Boolean']['output'];
  family: ProductFamily;
  fiscalId: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The add-on's position in the line's optionals; null for the line's own term. */
  index?: Maybe<Scalars['Int']['output']>;
  kind: TemporalKind;
  lineNumber: Scalars['String']['output'];
  /** Euro cents a month. */
  price: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  startDate?: Maybe<Scalars['String']['output']>;
  /** The line's status. */
  status: SubscriptionStatus;
  subscriptionId: Scalars['ID']['output'];
};

/** The api pages with one keyset cursor per page: the last edge carries it (equal to `pageInfo.endCursor`). */
export type TemporalSubscriptionConnection = {
  __typename?: 'TemporalSubscriptionConnection';
  edges: Array<TemporalSubscriptionEdge>;
  pageInfo: PageInfo;
};

export type TemporalSubscriptionEdge = {
  __typename?: 'TemporalSubscriptionEdge';
  cursor?: Maybe<Scalars['String']['output']>;
  node: TemporalSubscription;
};

/** A term action's answer: the term as it is now, and its line as it is now. */
export type TemporalSubscriptionResult = {
  __typename?: 'TemporalSubscriptionResult';
  item: TemporalSubscription;
  subscription: Subscription;
};

export type TvStatus =
  | 'ACTIVE'
  | 'BLOCKED';

/** The fields of PUT /customer; `fiscalId` identifies the customer and is not changed. */
export type UpdateCustomerInput = {
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  /** DD/MM/YYYY, of legal age; null clears it. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  brandId?: InputMaybe<Scalars['ID']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<CompanyExtrasInput>;
  /** A mobile or fixed number; null clears it. */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  customerType?: InputMaybe<CustomerType>;
  detailedInvoice?: InputMaybe<Scalars['Boolean']['input']>;
  documentType?: InputMaybe<DocumentType>;
  /** null clears it. */
  email?: InputMaybe<Scalars['String']['input']>;
  firstSurname?: InputMaybe<Scalars['String']['input']>;
  fiscalId: Scalars['String']['input'];
  floor?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** INE province code ('28' Madrid). */
  province?: InputMaybe<Scalars['String']['input']>;
  secondSurname?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  streetNumber?: InputMaybe<Scalars['String']['input']>;
  streetType?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateInvoiceInput = {
  cycle: Scalars['String']['input'];
  family: ProductFamily;
  lines: Array<InvoiceLineInput>;
};

export type VerifiableEmail =
  | 'BILLING'
  | 'NOTIFICATION';

export type VerificationDecision =
  | 'ACCEPT'
  | 'REJECT';

export type VerificationDocument = {
  __typename?: 'VerificationDocument';
  /** Base64. */
  content: Scalars['String']['output'];
  kind: VerificationDocumentKind;
  mimeType: Scalars['String']['output'];
};

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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  SearchHit:
    | ( BrandSearchHit )
    | ( CustomerSearchHit )
    | ( LineSearchHit )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Ability: ResolverTypeWrapper<Ability>;
  AddedResources: ResolverTypeWrapper<AddedResources>;
  AssignableRole: AssignableRole;
  AssignedResources: ResolverTypeWrapper<AssignedResources>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandAddress: ResolverTypeWrapper<BrandAddress>;
  BrandAddressInput: BrandAddressInput;
  BrandContacts: ResolverTypeWrapper<BrandContacts>;
  BrandContract: ResolverTypeWrapper<BrandContract>;
  BrandContractInput: BrandContractInput;
  BrandCreditLimit: ResolverTypeWrapper<BrandCreditLimit>;
  BrandCreditLimitInput: BrandCreditLimitInput;
  BrandEmailStatus: ResolverTypeWrapper<BrandEmailStatus>;
  BrandEmails: ResolverTypeWrapper<BrandEmails>;
  BrandEmailsInput: BrandEmailsInput;
  BrandFinancialRisk: ResolverTypeWrapper<BrandFinancialRisk>;
  BrandFinancialRiskInput: BrandFinancialRiskInput;
  BrandIdentity: ResolverTypeWrapper<BrandIdentity>;
  BrandIdentityInput: BrandIdentityInput;
  BrandInvoicing: ResolverTypeWrapper<BrandInvoicing>;
  BrandInvoicingInput: BrandInvoicingInput;
  BrandLogo: ResolverTypeWrapper<BrandLogo>;
  BrandLogoKind: BrandLogoKind;
  BrandOther: ResolverTypeWrapper<BrandOther>;
  BrandOtherInput: BrandOtherInput;
  BrandPbx: ResolverTypeWrapper<BrandPbx>;
  BrandPbxInput: BrandPbxInput;
  BrandSearchHit: ResolverTypeWrapper<BrandSearchHit>;
  BrandSeries: ResolverTypeWrapper<BrandSeries>;
  BrandSeriesInput: BrandSeriesInput;
  BrandSettings: ResolverTypeWrapper<BrandSettings>;
  BrandSettingsInput: BrandSettingsInput;
  BrandSummary: ResolverTypeWrapper<BrandSummary>;
  BrandSuperAdmin: ResolverTypeWrapper<BrandSuperAdmin>;
  BrandSvas: ResolverTypeWrapper<BrandSvas>;
  BrandSvasInput: BrandSvasInput;
  CachedSubscriptionsLink: ResolverTypeWrapper<CachedSubscriptionsLink>;
  CancellationReason: CancellationReason;
  CataloguePerformance: ResolverTypeWrapper<CataloguePerformance>;
  Channel: ResolverTypeWrapper<Channel>;
  ChannelStatus: ChannelStatus;
  ChannelTree: ResolverTypeWrapper<ChannelTree>;
  ChannelUser: ResolverTypeWrapper<ChannelUser>;
  ChannelUserHistory: ResolverTypeWrapper<ChannelUserHistory>;
  ChannelUserHistoryAction: ChannelUserHistoryAction;
  ChannelUserHistoryActor: ResolverTypeWrapper<ChannelUserHistoryActor>;
  ChannelUserHistoryEntry: ResolverTypeWrapper<ChannelUserHistoryEntry>;
  ChannelUserPage: ResolverTypeWrapper<ChannelUserPage>;
  ChannelUserStatus: ChannelUserStatus;
  CompanyExtras: ResolverTypeWrapper<CompanyExtras>;
  CompanyExtrasInput: CompanyExtrasInput;
  CompanyRepresentative: ResolverTypeWrapper<CompanyRepresentative>;
  CompanyRepresentativeInput: CompanyRepresentativeInput;
  Contact: ResolverTypeWrapper<Contact>;
  ContactInput: ContactInput;
  ContactType: ContactType;
  Contract: ResolverTypeWrapper<Contract>;
  ContractAnnex: ResolverTypeWrapper<ContractAnnex>;
  ContractDocument: ResolverTypeWrapper<ContractDocument>;
  ContractDocumentKind: ContractDocumentKind;
  ContractHistoryAction: ContractHistoryAction;
  ContractHistoryEntry: ResolverTypeWrapper<ContractHistoryEntry>;
  ContractStatus: ContractStatus;
  ContractedPortabilityInput: ContractedPortabilityInput;
  ContractedProductInput: ContractedProductInput;
  CoverageAddressInput: CoverageAddressInput;
  CoverageOffer: ResolverTypeWrapper<CoverageOffer>;
  CoverageResult: ResolverTypeWrapper<CoverageResult>;
  CreateInvoiceInput: CreateInvoiceInput;
  CreditableInvoice: ResolverTypeWrapper<CreditableInvoice>;
  CustomDocument: ResolverTypeWrapper<CustomDocument>;
  CustomDocumentsAdded: ResolverTypeWrapper<CustomDocumentsAdded>;
  CustomDocumentsDeleted: ResolverTypeWrapper<CustomDocumentsDeleted>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerConnection: ResolverTypeWrapper<CustomerConnection>;
  CustomerDocumentContent: ResolverTypeWrapper<CustomerDocumentContent>;
  CustomerDocumentUrl: ResolverTypeWrapper<CustomerDocumentUrl>;
  CustomerEdge: ResolverTypeWrapper<CustomerEdge>;
  CustomerScore: ResolverTypeWrapper<CustomerScore>;
  CustomerSearchHit: ResolverTypeWrapper<CustomerSearchHit>;
  CustomerSort: CustomerSort;
  CustomerSummary: ResolverTypeWrapper<CustomerSummary>;
  CustomerType: CustomerType;
  DashboardBacklogAge: ResolverTypeWrapper<DashboardBacklogAge>;
  DashboardBacklogQueue: ResolverTypeWrapper<DashboardBacklogQueue>;
  DashboardCharts: ResolverTypeWrapper<DashboardCharts>;
  DashboardCounters: ResolverTypeWrapper<DashboardCounters>;
  DashboardCountersReport: ResolverTypeWrapper<DashboardCountersReport>;
  DashboardLinesByStatus: ResolverTypeWrapper<DashboardLinesByStatus>;
  DashboardOrderFunnelStage: ResolverTypeWrapper<DashboardOrderFunnelStage>;
  DashboardOrdersByStatus: ResolverTypeWrapper<DashboardOrdersByStatus>;
  DashboardPeriod: DashboardPeriod;
  DashboardPeriodCounters: ResolverTypeWrapper<DashboardPeriodCounters>;
  DashboardPortabilitiesByOperator: ResolverTypeWrapper<DashboardPortabilitiesByOperator>;
  DashboardTrend: ResolverTypeWrapper<DashboardTrend>;
  DashboardTrendPoint: ResolverTypeWrapper<DashboardTrendPoint>;
  DashboardTrendUnit: DashboardTrendUnit;
  DeletedDraftOrder: ResolverTypeWrapper<DeletedDraftOrder>;
  DocumentType: DocumentType;
  DuplicateSimReason: DuplicateSimReason;
  EmailVerificationAction: EmailVerificationAction;
  EmailVerificationSent: ResolverTypeWrapper<EmailVerificationSent>;
  EmailVerificationStatus: EmailVerificationStatus;
  EmailVerified: ResolverTypeWrapper<EmailVerified>;
  EnergyComparison: ResolverTypeWrapper<EnergyComparison>;
  EnergyCostBreakdown: ResolverTypeWrapper<EnergyCostBreakdown>;
  EnergyCostEstimate: ResolverTypeWrapper<EnergyCostEstimate>;
  EnergyCurrentCosts: ResolverTypeWrapper<EnergyCurrentCosts>;
  EnergyGasBill: ResolverTypeWrapper<EnergyGasBill>;
  EnergyGasBillInput: EnergyGasBillInput;
  EnergyOffer: ResolverTypeWrapper<EnergyOffer>;
  EnergyStudy: ResolverTypeWrapper<EnergyStudy>;
  EnergyStudyInput: EnergyStudyInput;
  EnergyStudySummary: ResolverTypeWrapper<EnergyStudySummary>;
  FibreCheck: ResolverTypeWrapper<FibreCheck>;
  FibreCheckResult: FibreCheckResult;
  FinancialRiskCompanyInfo: ResolverTypeWrapper<FinancialRiskCompanyInfo>;
  FinancialRiskOpinion: FinancialRiskOpinion;
  FinancialRiskQueryCost: ResolverTypeWrapper<FinancialRiskQueryCost>;
  FinancialRiskScore: ResolverTypeWrapper<FinancialRiskScore>;
  FiscalIdCheck: ResolverTypeWrapper<FiscalIdCheck>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IbanCheck: ResolverTypeWrapper<IbanCheck>;
  IccCheck: ResolverTypeWrapper<IccCheck>;
  IccService: IccService;
  IdentityCheckOutcome: IdentityCheckOutcome;
  Installation: ResolverTypeWrapper<Installation>;
  InstallationConnection: ResolverTypeWrapper<InstallationConnection>;
  InstallationEdge: ResolverTypeWrapper<InstallationEdge>;
  InstallationHistoryAction: InstallationHistoryAction;
  InstallationHistoryEntry: ResolverTypeWrapper<InstallationHistoryEntry>;
  InstallationProduct: ResolverTypeWrapper<InstallationProduct>;
  InstallationSlot: InstallationSlot;
  InstallationSlotEntry: ResolverTypeWrapper<InstallationSlotEntry>;
  InstallationSort: InstallationSort;
  InstallationStatus: InstallationStatus;
  InstallationType: InstallationType;
  InstallationWithHistory: ResolverTypeWrapper<InstallationWithHistory>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceConnection: ResolverTypeWrapper<InvoiceConnection>;
  InvoiceDetail: ResolverTypeWrapper<InvoiceDetail>;
  InvoiceDraft: ResolverTypeWrapper<InvoiceDraft>;
  InvoiceEdge: ResolverTypeWrapper<InvoiceEdge>;
  InvoiceHistoryAction: InvoiceHistoryAction;
  InvoiceHistoryEntry: ResolverTypeWrapper<InvoiceHistoryEntry>;
  InvoiceIssuer: ResolverTypeWrapper<InvoiceIssuer>;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceParty: ResolverTypeWrapper<InvoiceParty>;
  InvoicePayment: ResolverTypeWrapper<InvoicePayment>;
  InvoicePdf: ResolverTypeWrapper<InvoicePdf>;
  InvoiceRefund: ResolverTypeWrapper<InvoiceRefund>;
  InvoiceStatus: InvoiceStatus;
  InvoiceType: InvoiceType;
  KnowledgeBaseArticle: ResolverTypeWrapper<KnowledgeBaseArticle>;
  KnowledgeBaseArticleDeleted: ResolverTypeWrapper<KnowledgeBaseArticleDeleted>;
  KnowledgeBaseArticleInput: KnowledgeBaseArticleInput;
  KnowledgeBaseArticleSummary: ResolverTypeWrapper<KnowledgeBaseArticleSummary>;
  KnowledgeBaseArticleVersion: ResolverTypeWrapper<KnowledgeBaseArticleVersion>;
  KnowledgeBaseCategory: KnowledgeBaseCategory;
  KnowledgeBaseLanguage: KnowledgeBaseLanguage;
  KnowledgeBaseTranslationInput: KnowledgeBaseTranslationInput;
  Lead: ResolverTypeWrapper<Lead>;
  LeadConnection: ResolverTypeWrapper<LeadConnection>;
  LeadConsent: ResolverTypeWrapper<LeadConsent>;
  LeadConsentInput: LeadConsentInput;
  LeadEdge: ResolverTypeWrapper<LeadEdge>;
  LeadHistoryAction: LeadHistoryAction;
  LeadHistoryEntry: ResolverTypeWrapper<LeadHistoryEntry>;
  LeadInput: LeadInput;
  LeadSellType: LeadSellType;
  LeadStatus: LeadStatus;
  LeadWithHistory: ResolverTypeWrapper<LeadWithHistory>;
  LineActionId: LineActionId;
  LineActionNotice: LineActionNotice;
  LineActionResult: ResolverTypeWrapper<Omit<LineActionResult, 'subscription'> & { subscription: ResolversTypes['Subscription'] }>;
  LineSearchHit: ResolverTypeWrapper<LineSearchHit>;
  LineServices: ResolverTypeWrapper<LineServices>;
  LineUsage: ResolverTypeWrapper<LineUsage>;
  LineUsageDay: ResolverTypeWrapper<LineUsageDay>;
  MultisimCard: ResolverTypeWrapper<MultisimCard>;
  MultisimType: MultisimType;
  Municipality: ResolverTypeWrapper<Municipality>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewHolderInput: NewHolderInput;
  NewsItem: ResolverTypeWrapper<NewsItem>;
  NewsLocale: NewsLocale;
  NumberChoiceMode: NumberChoiceMode;
  NumberSeries: ResolverTypeWrapper<NumberSeries>;
  NumberSeriesInput: NumberSeriesInput;
  Order: ResolverTypeWrapper<Order>;
  OrderConnection: ResolverTypeWrapper<OrderConnection>;
  OrderDetail: ResolverTypeWrapper<OrderDetail>;
  OrderEdge: ResolverTypeWrapper<OrderEdge>;
  OrderFulfilment: ResolverTypeWrapper<OrderFulfilment>;
  OrderHistoryAction: OrderHistoryAction;
  OrderHistoryEntry: ResolverTypeWrapper<OrderHistoryEntry>;
  OrderProduct: ResolverTypeWrapper<OrderProduct>;
  OrderProductOptions: ResolverTypeWrapper<OrderProductOptions>;
  OrderProductPortability: ResolverTypeWrapper<OrderProductPortability>;
  OrderStatus: OrderStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: PaymentMethod;
  Portability: ResolverTypeWrapper<Portability>;
  PortabilityAction: PortabilityAction;
  PortabilityConnection: ResolverTypeWrapper<PortabilityConnection>;
  PortabilityDirection: PortabilityDirection;
  PortabilityEdge: ResolverTypeWrapper<PortabilityEdge>;
  PortabilityHistoryEntry: ResolverTypeWrapper<PortabilityHistoryEntry>;
  PortabilityStatus: PortabilityStatus;
  PortabilityType: PortabilityType;
  PortabilityWithHistory: ResolverTypeWrapper<PortabilityWithHistory>;
  Process: ResolverTypeWrapper<Process>;
  ProcessConnection: ResolverTypeWrapper<ProcessConnection>;
  ProcessEdge: ResolverTypeWrapper<ProcessEdge>;
  ProcessHistoryEntry: ResolverTypeWrapper<ProcessHistoryEntry>;
  ProcessSort: ProcessSort;
  ProcessStatus: ProcessStatus;
  ProcessType: ProcessType;
  ProcessWithHistory: ResolverTypeWrapper<ProcessWithHistory>;
  Product: ResolverTypeWrapper<Product>;
  ProductConnection: ResolverTypeWrapper<ProductConnection>;
  ProductEdge: ResolverTypeWrapper<ProductEdge>;
  ProductFamily: ProductFamily;
  ProductHistoryAction: ProductHistoryAction;
  ProductHistoryEntry: ResolverTypeWrapper<ProductHistoryEntry>;
  ProductInput: ProductInput;
  ProductPerformance: ResolverTypeWrapper<ProductPerformance>;
  ProductPromotion: ResolverTypeWrapper<ProductPromotion>;
  ProductPromotionInput: ProductPromotionInput;
  ProductStatus: ProductStatus;
  ProductWithHistory: ResolverTypeWrapper<ProductWithHistory>;
  Province: ResolverTypeWrapper<Province>;
  PublicBrand: ResolverTypeWrapper<PublicBrand>;
  PublicCoverageLeadInput: PublicCoverageLeadInput;
  PublicCoverageLeadReceipt: ResolverTypeWrapper<PublicCoverageLeadReceipt>;
  PublicInvoice: ResolverTypeWrapper<PublicInvoice>;
  PublicVerification: ResolverTypeWrapper<PublicVerification>;
  PublicVerificationInput: PublicVerificationInput;
  PublicVerificationOutcome: PublicVerificationOutcome;
  PublicVerificationResult: ResolverTypeWrapper<PublicVerificationResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Resource: ResolverTypeWrapper<Resource>;
  ResourceConnection: ResolverTypeWrapper<ResourceConnection>;
  ResourceEdge: ResolverTypeWrapper<ResourceEdge>;
  ResourceHistoryAction: ResourceHistoryAction;
  ResourceHistoryEntry: ResolverTypeWrapper<ResourceHistoryEntry>;
  ResourceKind: ResourceKind;
  ResourceStatus: ResourceStatus;
  ResourceWithHistory: ResolverTypeWrapper<ResourceWithHistory>;
  Role: Role;
  SalesAnalytics: ResolverTypeWrapper<SalesAnalytics>;
  SalesByChannel: ResolverTypeWrapper<SalesByChannel>;
  SalesByDay: ResolverTypeWrapper<SalesByDay>;
  SalesByFamily: ResolverTypeWrapper<SalesByFamily>;
  SalesByProduct: ResolverTypeWrapper<SalesByProduct>;
  SalesFigures: ResolverTypeWrapper<SalesFigures>;
  ScoreOutcome: ResolverTypeWrapper<ScoreOutcome>;
  ScoreResult: ScoreResult;
  SearchHit: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SearchHit']>;
  SearchHitType: SearchHitType;
  SearchType: SearchType;
  SepaMandate: ResolverTypeWrapper<SepaMandate>;
  ServiceAddress: ResolverTypeWrapper<ServiceAddress>;
  ServiceAddressInput: ServiceAddressInput;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SharedGroup: ResolverTypeWrapper<SharedGroup>;
  SharedGroupLine: ResolverTypeWrapper<SharedGroupLine>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShipmentConnection: ResolverTypeWrapper<ShipmentConnection>;
  ShipmentEdge: ResolverTypeWrapper<ShipmentEdge>;
  ShipmentHistoryAction: ShipmentHistoryAction;
  ShipmentHistoryEntry: ResolverTypeWrapper<ShipmentHistoryEntry>;
  ShipmentItem: ResolverTypeWrapper<ShipmentItem>;
  ShipmentItemKind: ShipmentItemKind;
  ShipmentListStatus: ShipmentListStatus;
  ShipmentStatus: ShipmentStatus;
  ShipmentWithHistory: ResolverTypeWrapper<ShipmentWithHistory>;
  SignupAddress: ResolverTypeWrapper<SignupAddress>;
  SignupAddressInput: SignupAddressInput;
  SignupCompanyInput: SignupCompanyInput;
  SignupContactInput: SignupContactInput;
  SignupCustomerInput: SignupCustomerInput;
  SignupCustomerStepInput: SignupCustomerStepInput;
  SignupDocumentInput: SignupDocumentInput;
  SignupFamilyTab: SignupFamilyTab;
  SignupFixedNumber: ResolverTypeWrapper<SignupFixedNumber>;
  SignupFixedNumberInput: SignupFixedNumberInput;
  SignupIdentityCheck: ResolverTypeWrapper<SignupIdentityCheck>;
  SignupIntroInput: SignupIntroInput;
  SignupLine: ResolverTypeWrapper<SignupLine>;
  SignupLineInput: SignupLineInput;
  SignupLinesInput: SignupLinesInput;
  SignupLinkSent: ResolverTypeWrapper<SignupLinkSent>;
  SignupMobileNumber: ResolverTypeWrapper<SignupMobileNumber>;
  SignupMobileNumberInput: SignupMobileNumberInput;
  SignupPayment: ResolverTypeWrapper<SignupPayment>;
  SignupPaymentInput: SignupPaymentInput;
  SignupProductItem: ResolverTypeWrapper<SignupProductItem>;
  SignupProductItemInput: SignupProductItemInput;
  SignupProductsInput: SignupProductsInput;
  SignupRepresentativeInput: SignupRepresentativeInput;
  SignupReviewInput: SignupReviewInput;
  SignupSim: ResolverTypeWrapper<SignupSim>;
  SignupSimInput: SignupSimInput;
  SignupState: ResolverTypeWrapper<SignupState>;
  SignupStep: SignupStep;
  SignupSupplyPoint: ResolverTypeWrapper<SignupSupplyPoint>;
  SignupSupplyPointInput: SignupSupplyPointInput;
  SignupTotals: ResolverTypeWrapper<SignupTotals>;
  SignupVerification: ResolverTypeWrapper<SignupVerification>;
  SignupVerificationDocument: ResolverTypeWrapper<SignupVerificationDocument>;
  SignupVerificationInput: SignupVerificationInput;
  SignupVerificationLink: ResolverTypeWrapper<SignupVerificationLink>;
  SignupVerificationStatus: SignupVerificationStatus;
  SimKind: SimKind;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<SubscriptionParent>;
  SubscriptionActionResult: ResolverTypeWrapper<Omit<SubscriptionActionResult, 'subscriptions'> & { subscriptions: Array<ResolversTypes['Subscription']> }>;
  SubscriptionConnection: ResolverTypeWrapper<Omit<SubscriptionConnection, 'edges'> & { edges: Array<ResolversTypes['SubscriptionEdge']> }>;
  SubscriptionEdge: ResolverTypeWrapper<Omit<SubscriptionEdge, 'node'> & { node: ResolversTypes['Subscription'] }>;
  SubscriptionHistoryChange: ResolverTypeWrapper<SubscriptionHistoryChange>;
  SubscriptionHistoryEntry: ResolverTypeWrapper<SubscriptionHistoryEntry>;
  SubscriptionHistoryField: SubscriptionHistoryField;
  SubscriptionOptional: ResolverTypeWrapper<SubscriptionOptional>;
  SubscriptionProductItem: ResolverTypeWrapper<SubscriptionProductItem>;
  SubscriptionSort: SubscriptionSort;
  SubscriptionStatus: SubscriptionStatus;
  SupportChannel: ResolverTypeWrapper<SupportChannel>;
  SupportChannels: ResolverTypeWrapper<SupportChannels>;
  SupportMessageSent: ResolverTypeWrapper<SupportMessageSent>;
  TaxTerritory: TaxTerritory;
  TemporalKind: TemporalKind;
  TemporalState: TemporalState;
  TemporalSubscription: ResolverTypeWrapper<TemporalSubscription>;
  TemporalSubscriptionConnection: ResolverTypeWrapper<TemporalSubscriptionConnection>;
  TemporalSubscriptionEdge: ResolverTypeWrapper<TemporalSubscriptionEdge>;
  TemporalSubscriptionResult: ResolverTypeWrapper<Omit<TemporalSubscriptionResult, 'subscription'> & { subscription: ResolversTypes['Subscription'] }>;
  TvStatus: TvStatus;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  VerifiableEmail: VerifiableEmail;
  VerificationDecision: VerificationDecision;
  VerificationDocument: ResolverTypeWrapper<VerificationDocument>;
  VerificationDocumentKind: VerificationDocumentKind;
  VerificationLinkChannel: VerificationLinkChannel;
  VerificationType: VerificationType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Ability: Ability;
  AddedResources: AddedResources;
  AssignedResources: AssignedResources;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandAddress: BrandAddress;
  BrandAddressInput: BrandAddressInput;
  BrandContacts: BrandContacts;
  BrandContract: BrandContract;
  BrandContractInput: BrandContractInput;
  BrandCreditLimit: BrandCreditLimit;
  BrandCreditLimitInput: BrandCreditLimitInput;
  BrandEmailStatus: BrandEmailStatus;
  BrandEmails: BrandEmails;
  BrandEmailsInput: BrandEmailsInput;
  BrandFinancialRisk: BrandFinancialRisk;
  BrandFinancialRiskInput: BrandFinancialRiskInput;
  BrandIdentity: BrandIdentity;
  BrandIdentityInput: BrandIdentityInput;
  BrandInvoicing: BrandInvoicing;
  BrandInvoicingInput: BrandInvoicingInput;
  BrandLogo: BrandLogo;
  BrandOther: BrandOther;
  BrandOtherInput: BrandOtherInput;
  BrandPbx: BrandPbx;
  BrandPbxInput: BrandPbxInput;
  BrandSearchHit: BrandSearchHit;
  BrandSeries: BrandSeries;
  BrandSeriesInput: BrandSeriesInput;
  BrandSettings: BrandSettings;
  BrandSettingsInput: BrandSettingsInput;
  BrandSummary: BrandSummary;
  BrandSuperAdmin: BrandSuperAdmin;
  BrandSvas: BrandSvas;
  BrandSvasInput: BrandSvasInput;
  CachedSubscriptionsLink: CachedSubscriptionsLink;
  CataloguePerformance: CataloguePerformance;
  Channel: Channel;
  ChannelTree: ChannelTree;
  ChannelUser: ChannelUser;
  ChannelUserHistory: ChannelUserHistory;
  ChannelUserHistoryActor: ChannelUserHistoryActor;
  ChannelUserHistoryEntry: ChannelUserHistoryEntry;
  ChannelUserPage: ChannelUserPage;
  CompanyExtras: CompanyExtras;
  CompanyExtrasInput: CompanyExtrasInput;
  CompanyRepresentative: CompanyRepresentative;
  CompanyRepresentativeInput: CompanyRepresentativeInput;
  Contact: Contact;
  ContactInput: ContactInput;
  Contract: Contract;
  ContractAnnex: ContractAnnex;
  ContractDocument: ContractDocument;
  ContractHistoryEntry: ContractHistoryEntry;
  ContractedPortabilityInput: ContractedPortabilityInput;
  ContractedProductInput: ContractedProductInput;
  CoverageAddressInput: CoverageAddressInput;
  CoverageOffer: CoverageOffer;
  CoverageResult: CoverageResult;
  CreateInvoiceInput: CreateInvoiceInput;
  CreditableInvoice: CreditableInvoice;
  CustomDocument: CustomDocument;
  CustomDocumentsAdded: CustomDocumentsAdded;
  CustomDocumentsDeleted: CustomDocumentsDeleted;
  Customer: Customer;
  CustomerAddress: CustomerAddress;
  CustomerConnection: CustomerConnection;
  CustomerDocumentContent: CustomerDocumentContent;
  CustomerDocumentUrl: CustomerDocumentUrl;
  CustomerEdge: CustomerEdge;
  CustomerScore: CustomerScore;
  CustomerSearchHit: CustomerSearchHit;
  CustomerSummary: CustomerSummary;
  DashboardBacklogAge: DashboardBacklogAge;
  DashboardBacklogQueue: DashboardBacklogQueue;
  DashboardCharts: DashboardCharts;
  DashboardCounters: DashboardCounters;
  DashboardCountersReport: DashboardCountersReport;
  DashboardLinesByStatus: DashboardLinesByStatus;
  DashboardOrderFunnelStage: DashboardOrderFunnelStage;
  DashboardOrdersByStatus: DashboardOrdersByStatus;
  DashboardPeriodCounters: DashboardPeriodCounters;
  DashboardPortabilitiesByOperator: DashboardPortabilitiesByOperator;
  DashboardTrend: DashboardTrend;
  DashboardTrendPoint: DashboardTrendPoint;
  DeletedDraftOrder: DeletedDraftOrder;
  EmailVerificationSent: EmailVerificationSent;
  EmailVerified: EmailVerified;
  EnergyComparison: EnergyComparison;
  EnergyCostBreakdown: EnergyCostBreakdown;
  EnergyCostEstimate: EnergyCostEstimate;
  EnergyCurrentCosts: EnergyCurrentCosts;
  EnergyGasBill: EnergyGasBill;
  EnergyGasBillInput: EnergyGasBillInput;
  EnergyOffer: EnergyOffer;
  EnergyStudy: EnergyStudy;
  EnergyStudyInput: EnergyStudyInput;
  EnergyStudySummary: EnergyStudySummary;
  FibreCheck: FibreCheck;
  FinancialRiskCompanyInfo: FinancialRiskCompanyInfo;
  FinancialRiskQueryCost: FinancialRiskQueryCost;
  FinancialRiskScore: FinancialRiskScore;
  FiscalIdCheck: FiscalIdCheck;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IbanCheck: IbanCheck;
  IccCheck: IccCheck;
  Installation: Installation;
  InstallationConnection: InstallationConnection;
  InstallationEdge: InstallationEdge;
  InstallationHistoryEntry: InstallationHistoryEntry;
  InstallationProduct: InstallationProduct;
  InstallationSlotEntry: InstallationSlotEntry;
  InstallationWithHistory: InstallationWithHistory;
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceConnection: InvoiceConnection;
  InvoiceDetail: InvoiceDetail;
  InvoiceDraft: InvoiceDraft;
  InvoiceEdge: InvoiceEdge;
  InvoiceHistoryEntry: InvoiceHistoryEntry;
  InvoiceIssuer: InvoiceIssuer;
  InvoiceLine: InvoiceLine;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceParty: InvoiceParty;
  InvoicePayment: InvoicePayment;
  InvoicePdf: InvoicePdf;
  InvoiceRefund: InvoiceRefund;
  KnowledgeBaseArticle: KnowledgeBaseArticle;
  KnowledgeBaseArticleDeleted: KnowledgeBaseArticleDeleted;
  KnowledgeBaseArticleInput: KnowledgeBaseArticleInput;
  KnowledgeBaseArticleSummary: KnowledgeBaseArticleSummary;
  KnowledgeBaseArticleVersion: KnowledgeBaseArticleVersion;
  KnowledgeBaseTranslationInput: KnowledgeBaseTranslationInput;
  Lead: Lead;
  LeadConnection: LeadConnection;
  LeadConsent: LeadConsent;
  LeadConsentInput: LeadConsentInput;
  LeadEdge: LeadEdge;
  LeadHistoryEntry: LeadHistoryEntry;
  LeadInput: LeadInput;
  LeadWithHistory: LeadWithHistory;
  LineActionResult: Omit<LineActionResult, 'subscription'> & { subscription: ResolversParentTypes['Subscription'] };
  LineSearchHit: LineSearchHit;
  LineServices: LineServices;
  LineUsage: LineUsage;
  LineUsageDay: LineUsageDay;
  MultisimCard: MultisimCard;
  Municipality: Municipality;
  Mutation: Record<PropertyKey, never>;
  NewHolderInput: NewHolderInput;
  NewsItem: NewsItem;
  NumberSeries: NumberSeries;
  NumberSeriesInput: NumberSeriesInput;
  Order: Order;
  OrderConnection: OrderConnection;
  OrderDetail: OrderDetail;
  OrderEdge: OrderEdge;
  OrderFulfilment: OrderFulfilment;
  OrderHistoryEntry: OrderHistoryEntry;
  OrderProduct: OrderProduct;
  OrderProductOptions: OrderProductOptions;
  OrderProductPortability: OrderProductPortability;
  PageInfo: PageInfo;
  Portability: Portability;
  PortabilityConnection: PortabilityConnection;
  PortabilityEdge: PortabilityEdge;
  PortabilityHistoryEntry: PortabilityHistoryEntry;
  PortabilityWithHistory: PortabilityWithHistory;
  Process: Process;
  ProcessConnection: ProcessConnection;
  ProcessEdge: ProcessEdge;
  ProcessHistoryEntry: ProcessHistoryEntry;
  ProcessWithHistory: ProcessWithHistory;
  Product: Product;
  ProductConnection: ProductConnection;
  ProductEdge: ProductEdge;
  ProductHistoryEntry: ProductHistoryEntry;
  ProductInput: ProductInput;
  ProductPerformance: ProductPerformance;
  ProductPromotion: ProductPromotion;
  ProductPromotionInput: ProductPromotionInput;
  ProductWithHistory: ProductWithHistory;
  Province: Province;
  PublicBrand: PublicBrand;
  PublicCoverageLeadInput: PublicCoverageLeadInput;
  PublicCoverageLeadReceipt: PublicCoverageLeadReceipt;
  PublicInvoice: PublicInvoice;
  PublicVerification: PublicVerification;
  PublicVerificationInput: PublicVerificationInput;
  PublicVerificationResult: PublicVerificationResult;
  Query: Record<PropertyKey, never>;
  Resource: Resource;
  ResourceConnection: ResourceConnection;
  ResourceEdge: ResourceEdge;
  ResourceHistoryEntry: ResourceHistoryEntry;
  ResourceWithHistory: ResourceWithHistory;
  SalesAnalytics: SalesAnalytics;
  SalesByChannel: SalesByChannel;
  SalesByDay: SalesByDay;
  SalesByFamily: SalesByFamily;
  SalesByProduct: SalesByProduct;
  SalesFigures: SalesFigures;
  ScoreOutcome: ScoreOutcome;
  SearchHit: ResolversInterfaceTypes<ResolversParentTypes>['SearchHit'];
  SepaMandate: SepaMandate;
  ServiceAddress: ServiceAddress;
  ServiceAddressInput: ServiceAddressInput;
  SessionUser: SessionUser;
  SharedGroup: SharedGroup;
  SharedGroupLine: SharedGroupLine;
  Shipment: Shipment;
  ShipmentConnection: ShipmentConnection;
  ShipmentEdge: ShipmentEdge;
  ShipmentHistoryEntry: ShipmentHistoryEntry;
  ShipmentItem: ShipmentItem;
  ShipmentWithHistory: ShipmentWithHistory;
  SignupAddress: SignupAddress;
  SignupAddressInput: SignupAddressInput;
  SignupCompanyInput: SignupCompanyInput;
  SignupContactInput: SignupContactInput;
  SignupCustomerInput: SignupCustomerInput;
  SignupCustomerStepInput: SignupCustomerStepInput;
  SignupDocumentInput: SignupDocumentInput;
  SignupFixedNumber: SignupFixedNumber;
  SignupFixedNumberInput: SignupFixedNumberInput;
  SignupIdentityCheck: SignupIdentityCheck;
  SignupIntroInput: SignupIntroInput;
  SignupLine: SignupLine;
  SignupLineInput: SignupLineInput;
  SignupLinesInput: SignupLinesInput;
  SignupLinkSent: SignupLinkSent;
  SignupMobileNumber: SignupMobileNumber;
  SignupMobileNumberInput: SignupMobileNumberInput;
  SignupPayment: SignupPayment;
  SignupPaymentInput: SignupPaymentInput;
  SignupProductItem: SignupProductItem;
  SignupProductItemInput: SignupProductItemInput;
  SignupProductsInput: SignupProductsInput;
  SignupRepresentativeInput: SignupRepresentativeInput;
  SignupReviewInput: SignupReviewInput;
  SignupSim: SignupSim;
  SignupSimInput: SignupSimInput;
  SignupState: SignupState;
  SignupSupplyPoint: SignupSupplyPoint;
  SignupSupplyPointInput: SignupSupplyPointInput;
  SignupTotals: SignupTotals;
  SignupVerification: SignupVerification;
  SignupVerificationDocument: SignupVerificationDocument;
  SignupVerificationInput: SignupVerificationInput;
  SignupVerificationLink: SignupVerificationLink;
  String: Scalars['String']['output'];
  Subscription: SubscriptionParent;
  SubscriptionActionResult: Omit<SubscriptionActionResult, 'subscriptions'> & { subscriptions: Array<ResolversParentTypes['Subscription']> };
  SubscriptionConnection: Omit<SubscriptionConnection, 'edges'> & { edges: Array<ResolversParentTypes['SubscriptionEdge']> };
  SubscriptionEdge: Omit<SubscriptionEdge, 'node'> & { node: ResolversParentTypes['Subscription'] };
  SubscriptionHistoryChange: SubscriptionHistoryChange;
  SubscriptionHistoryEntry: SubscriptionHistoryEntry;
  SubscriptionOptional: SubscriptionOptional;
  SubscriptionProductItem: SubscriptionProductItem;
  SupportChannel: SupportChannel;
  SupportChannels: SupportChannels;
  SupportMessageSent: SupportMessageSent;
  TemporalSubscription: TemporalSubscription;
  TemporalSubscriptionConnection: TemporalSubscriptionConnection;
  TemporalSubscriptionEdge: TemporalSubscriptionEdge;
  TemporalSubscriptionResult: Omit<TemporalSubscriptionResult, 'subscription'> & { subscription: ResolversParentTypes['Subscription'] };
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  VerificationDocument: VerificationDocument;
};

export type LargeBodyDirectiveArgs = { };

export type LargeBodyDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = LargeBodyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AbilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ability'] = ResolversParentTypes['Ability']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddedResourcesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddedResources'] = ResolversParentTypes['AddedResources']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Resource']>, ParentType, ContextType>;
};

export type AssignedResourcesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedResources'] = ResolversParentTypes['AssignedResources']> = {
  moved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  darkModeExpandedLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  darkModeLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expandedLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generateCustomerInvoices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasMaxSales?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  superAdminEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandAddress'] = ResolversParentTypes['BrandAddress']> = {
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandContactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandContacts'] = ResolversParentTypes['BrandContacts']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
};

export type BrandContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandContract'] = ResolversParentTypes['BrandContract']> = {
  channelSpn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerSupportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSupportHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSupportPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataProtectionAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataProtectionContact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataProtectionEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalConditionsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internationalTariffsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainContactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  particularConditionsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roamingTariffsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialTariffsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  technicalSupportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webPage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandCreditLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandCreditLimit'] = ResolversParentTypes['BrandCreditLimit']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blockAtLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrandEmailStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandEmailStatus'] = ResolversParentTypes['BrandEmailStatus']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EmailVerificationStatus'], ParentType, ContextType>;
};

export type BrandEmailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandEmails'] = ResolversParentTypes['BrandEmails']> = {
  billing?: Resolver<ResolversTypes['BrandEmailStatus'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['BrandEmailStatus'], ParentType, ContextType>;
};

export type BrandFinancialRiskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandFinancialRisk'] = ResolversParentTypes['BrandFinancialRisk']> = {
  queryCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandIdentityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandIdentity'] = ResolversParentTypes['BrandIdentity']> = {
  billingAddress?: Resolver<ResolversTypes['BrandAddress'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  fiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['BrandAddress'], ParentType, ContextType>;
};

export type BrandInvoicingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandInvoicing'] = ResolversParentTypes['BrandInvoicing']> = {
  collectBankDetails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  collectionBic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectionIban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultPaymentTermsDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generateCustomerInvoices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  sendByEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sepaCreditorId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sepaMandatePrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandLogoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandLogo'] = ResolversParentTypes['BrandLogo']> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BrandLogoKind'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandOtherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandOther'] = ResolversParentTypes['BrandOther']> = {
  manualSignup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendTvWelcomeEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signOnVerificationPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrandPbxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPbx'] = ResolversParentTypes['BrandPbx']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initialPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandSearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSearchHit'] = ResolversParentTypes['BrandSearchHit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchHitType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSeries'] = ResolversParentTypes['BrandSeries']> = {
  creditNote?: Resolver<ResolversTypes['NumberSeries'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['NumberSeries'], ParentType, ContextType>;
};

export type BrandSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSettings'] = ResolversParentTypes['BrandSettings']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['BrandContract']>, ParentType, ContextType>;
  creditLimit?: Resolver<Maybe<ResolversTypes['BrandCreditLimit']>, ParentType, ContextType>;
  emails?: Resolver<ResolversTypes['BrandEmails'], ParentType, ContextType>;
  financialRisk?: Resolver<ResolversTypes['BrandFinancialRisk'], ParentType, ContextType>;
  identity?: Resolver<Maybe<ResolversTypes['BrandIdentity']>, ParentType, ContextType>;
  invoicing?: Resolver<Maybe<ResolversTypes['BrandInvoicing']>, ParentType, ContextType>;
  logos?: Resolver<Array<ResolversTypes['BrandLogo']>, ParentType, ContextType>;
  other?: Resolver<Maybe<ResolversTypes['BrandOther']>, ParentType, ContextType>;
  pbx?: Resolver<Maybe<ResolversTypes['BrandPbx']>, ParentType, ContextType>;
  series?: Resolver<ResolversTypes['BrandSeries'], ParentType, ContextType>;
  superAdmin?: Resolver<Maybe<ResolversTypes['BrandSuperAdmin']>, ParentType, ContextType>;
  svas?: Resolver<Maybe<ResolversTypes['BrandSvas']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSummary'] = ResolversParentTypes['BrandSummary']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandSuperAdminResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSuperAdmin'] = ResolversParentTypes['BrandSuperAdmin']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandSvasResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSvas'] = ResolversParentTypes['BrandSvas']> = {
  callWaiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incomingCalls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incomingSms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  internationalCalls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outgoingCalls?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outgoingSms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  premiumServices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  voicemail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CachedSubscriptionsLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CachedSubscriptionsLink'] = ResolversParentTypes['CachedSubscriptionsLink']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CataloguePerformanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CataloguePerformance'] = ResolversParentTypes['CataloguePerformance']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductPerformance']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Channel'] = ResolversParentTypes['Channel']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChannelStatus'], ParentType, ContextType>;
  subChannelNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subChannels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChannelTreeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelTree'] = ResolversParentTypes['ChannelTree']> = {
  channel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType>;
  subChannels?: Resolver<Array<ResolversTypes['Channel']>, ParentType, ContextType>;
};

export type ChannelUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelUser'] = ResolversParentTypes['ChannelUser']> = {
  channel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalChannel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChannelUserStatus'], ParentType, ContextType>;
};

export type ChannelUserHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelUserHistory'] = ResolversParentTypes['ChannelUserHistory']> = {
  entries?: Resolver<Array<ResolversTypes['ChannelUserHistoryEntry']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType>;
};

export type ChannelUserHistoryActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelUserHistoryActor'] = ResolversParentTypes['ChannelUserHistoryActor']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChannelUserHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelUserHistoryEntry'] = ResolversParentTypes['ChannelUserHistoryEntry']> = {
  action?: Resolver<ResolversTypes['ChannelUserHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['ChannelUserHistoryActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['ChannelUserStatus']>, ParentType, ContextType>;
  toRole?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['ChannelUserStatus'], ParentType, ContextType>;
};

export type ChannelUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelUserPage'] = ResolversParentTypes['ChannelUserPage']> = {
  channel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ChannelUser']>, ParentType, ContextType>;
};

export type CompanyExtrasResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyExtras'] = ResolversParentTypes['CompanyExtras']> = {
  cifCard?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  constitutionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deeds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iaeCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iaeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notarialPowers?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representative?: Resolver<ResolversTypes['CompanyRepresentative'], ParentType, ContextType>;
  socialSecurityCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxComplianceCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyRepresentativeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyRepresentative'] = ResolversParentTypes['CompanyRepresentative']> = {
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  firstSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surnames?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['ContactType']>, ParentType, ContextType>;
};

export type ContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  envelopeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasSignedDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ContractHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  uploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContractAnnexResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractAnnex'] = ResolversParentTypes['ContractAnnex']> = {
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
  documentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractDocument'] = ResolversParentTypes['ContractDocument']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContractDocumentKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractHistoryEntry'] = ResolversParentTypes['ContractHistoryEntry']> = {
  action?: Resolver<ResolversTypes['ContractHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['ContractStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
};

export type CoverageOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoverageOffer'] = ResolversParentTypes['CoverageOffer']> = {
  maxDownloadMbps?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxUploadMbps?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  technology?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CoverageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoverageResult'] = ResolversParentTypes['CoverageResult']> = {
  covered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  technologies?: Resolver<Array<ResolversTypes['CoverageOffer']>, ParentType, ContextType>;
};

export type CreditableInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditableInvoice'] = ResolversParentTypes['CreditableInvoice']> = {
  cycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomDocument'] = ResolversParentTypes['CustomDocument']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomDocumentsAddedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomDocumentsAdded'] = ResolversParentTypes['CustomDocumentsAdded']> = {
  documents?: Resolver<Array<ResolversTypes['CustomDocument']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomDocumentsDeletedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomDocumentsDeleted'] = ResolversParentTypes['CustomDocumentsDeleted']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['CustomDocument']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<ResolversTypes['CustomerAddress'], ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['CompanyExtras']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customDocuments?: Resolver<Array<ResolversTypes['CustomDocument']>, ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  detailedInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sepaMandate?: Resolver<Maybe<ResolversTypes['SepaMandate']>, ParentType, ContextType>;
  skipInvoices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerConnection'] = ResolversParentTypes['CustomerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CustomerEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalEstimate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerDocumentContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerDocumentContent'] = ResolversParentTypes['CustomerDocumentContent']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerDocumentUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerDocumentUrl'] = ResolversParentTypes['CustomerDocumentUrl']> = {
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerEdge'] = ResolversParentTypes['CustomerEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CustomerSummary'], ParentType, ContextType>;
};

export type CustomerScoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerScore'] = ResolversParentTypes['CustomerScore']> = {
  creditOpinion?: Resolver<Maybe<ResolversTypes['FinancialRiskOpinion']>, ParentType, ContextType>;
  queryCost?: Resolver<ResolversTypes['FinancialRiskQueryCost'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['FinancialRiskScore']>, ParentType, ContextType>;
};

export type CustomerSearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSearchHit'] = ResolversParentTypes['CustomerSearchHit']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchHitType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSummary'] = ResolversParentTypes['CustomerSummary']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DashboardBacklogAgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardBacklogAge'] = ResolversParentTypes['DashboardBacklogAge']> = {
  age?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardBacklogQueueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardBacklogQueue'] = ResolversParentTypes['DashboardBacklogQueue']> = {
  ages?: Resolver<Array<ResolversTypes['DashboardBacklogAge']>, ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardChartsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCharts'] = ResolversParentTypes['DashboardCharts']> = {
  backlog?: Resolver<Array<ResolversTypes['DashboardBacklogQueue']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linesByStatus?: Resolver<Array<ResolversTypes['DashboardLinesByStatus']>, ParentType, ContextType>;
  orderFunnel?: Resolver<Array<ResolversTypes['DashboardOrderFunnelStage']>, ParentType, ContextType>;
  ordersByStatus?: Resolver<Array<ResolversTypes['DashboardOrdersByStatus']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['DashboardPeriod'], ParentType, ContextType>;
  portabilitiesByOperator?: Resolver<Array<ResolversTypes['DashboardPortabilitiesByOperator']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardCountersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCounters'] = ResolversParentTypes['DashboardCounters']> = {
  activations?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  events?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  liveLines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  portIns?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  portOuts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recurringRevenue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  terminations?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DashboardCountersReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardCountersReport'] = ResolversParentTypes['DashboardCountersReport']> = {
  counters?: Resolver<ResolversTypes['DashboardCounters'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['DashboardPeriod'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['DashboardPeriodCounters'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['DashboardTrend'], ParentType, ContextType>;
};

export type DashboardLinesByStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardLinesByStatus'] = ResolversParentTypes['DashboardLinesByStatus']> = {
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
};

export type DashboardOrderFunnelStageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardOrderFunnelStage'] = ResolversParentTypes['DashboardOrderFunnelStage']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type DashboardOrdersByStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardOrdersByStatus'] = ResolversParentTypes['DashboardOrdersByStatus']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardPeriodCountersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardPeriodCounters'] = ResolversParentTypes['DashboardPeriodCounters']> = {
  counters?: Resolver<ResolversTypes['DashboardCounters'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardPortabilitiesByOperatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardPortabilitiesByOperator'] = ResolversParentTypes['DashboardPortabilitiesByOperator']> = {
  direction?: Resolver<ResolversTypes['PortabilityDirection'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portabilities?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardTrendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardTrend'] = ResolversParentTypes['DashboardTrend']> = {
  points?: Resolver<Array<ResolversTypes['DashboardTrendPoint']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['DashboardTrendUnit'], ParentType, ContextType>;
};

export type DashboardTrendPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardTrendPoint'] = ResolversParentTypes['DashboardTrendPoint']> = {
  counters?: Resolver<ResolversTypes['DashboardCounters'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeletedDraftOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletedDraftOrder'] = ResolversParentTypes['DeletedDraftOrder']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EmailVerificationSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailVerificationSent'] = ResolversParentTypes['EmailVerificationSent']> = {
  action?: Resolver<ResolversTypes['EmailVerificationAction'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerifiableEmail'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EmailVerificationStatus'], ParentType, ContextType>;
};

export type EmailVerifiedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailVerified'] = ResolversParentTypes['EmailVerified']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerifiableEmail'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EmailVerificationStatus'], ParentType, ContextType>;
};

export type EnergyComparisonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyComparison'] = ResolversParentTypes['EnergyComparison']> = {
  current?: Resolver<ResolversTypes['EnergyCurrentCosts'], ParentType, ContextType>;
  electricityTaxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['EnergyOffer']>, ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxTerritory?: Resolver<ResolversTypes['TaxTerritory'], ParentType, ContextType>;
};

export type EnergyCostBreakdownResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyCostBreakdown'] = ResolversParentTypes['EnergyCostBreakdown']> = {
  energyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fixedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  indirectTaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialTaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnergyCostEstimateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyCostEstimate'] = ResolversParentTypes['EnergyCostEstimate']> = {
  annual?: Resolver<ResolversTypes['EnergyCostBreakdown'], ParentType, ContextType>;
  billingPeriod?: Resolver<ResolversTypes['EnergyCostBreakdown'], ParentType, ContextType>;
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnergyCurrentCostsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyCurrentCosts'] = ResolversParentTypes['EnergyCurrentCosts']> = {
  electricity?: Resolver<ResolversTypes['EnergyCostEstimate'], ParentType, ContextType>;
  gas?: Resolver<Maybe<ResolversTypes['EnergyCostEstimate']>, ParentType, ContextType>;
};

export type EnergyGasBillResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyGasBill'] = ResolversParentTypes['EnergyGasBill']> = {
  billingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consumptionKwh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  energyPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fixedPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EnergyOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyOffer'] = ResolversParentTypes['EnergyOffer']> = {
  annual?: Resolver<ResolversTypes['EnergyCostBreakdown'], ParentType, ContextType>;
  annualCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  annualSavingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlySavingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EnergyStudyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyStudy'] = ResolversParentTypes['EnergyStudy']> = {
  billingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  comparison?: Resolver<ResolversTypes['EnergyComparison'], ParentType, ContextType>;
  consumptionKwh?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cups?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  energyPrices?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  gas?: Resolver<Maybe<ResolversTypes['EnergyGasBill']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerKw?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  powerPrices?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnergyStudySummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EnergyStudySummary'] = ResolversParentTypes['EnergyStudySummary']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cups?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FibreCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FibreCheck'] = ResolversParentTypes['FibreCheck']> = {
  attenuationDb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downstreamMbps?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['FibreCheckResult'], ParentType, ContextType>;
  synced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upstreamMbps?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FinancialRiskCompanyInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialRiskCompanyInfo'] = ResolversParentTypes['FinancialRiskCompanyInfo']> = {
  activity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capitalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  constitutionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headquartersAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestBalanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representative?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FinancialRiskQueryCostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialRiskQueryCost'] = ResolversParentTypes['FinancialRiskQueryCost']> = {
  netCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxTerritory?: Resolver<ResolversTypes['TaxTerritory'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FinancialRiskScoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialRiskScore'] = ResolversParentTypes['FinancialRiskScore']> = {
  bureauScoreId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyInfo?: Resolver<Maybe<ResolversTypes['FinancialRiskCompanyInfo']>, ParentType, ContextType>;
  defaultProbabilityBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaulter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fraudster?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opinion?: Resolver<ResolversTypes['FinancialRiskOpinion'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scoredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FiscalIdCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FiscalIdCheck'] = ResolversParentTypes['FiscalIdCheck']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalized?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IbanCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IbanCheck'] = ResolversParentTypes['IbanCheck']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalized?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IccCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IccCheck'] = ResolversParentTypes['IccCheck']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalized?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InstallationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Installation'] = ResolversParentTypes['Installation']> = {
  address?: Resolver<ResolversTypes['ServiceAddress'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldServiceJobId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixedNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['InstallationProduct'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['InstallationSlot']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstallationStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InstallationType'], ParentType, ContextType>;
};

export type InstallationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationConnection'] = ResolversParentTypes['InstallationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InstallationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InstallationEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationEdge'] = ResolversParentTypes['InstallationEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Installation'], ParentType, ContextType>;
};

export type InstallationHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationHistoryEntry'] = ResolversParentTypes['InstallationHistoryEntry']> = {
  action?: Resolver<ResolversTypes['InstallationHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CancellationReason']>, ParentType, ContextType>;
  statusFrom?: Resolver<ResolversTypes['InstallationStatus'], ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['InstallationStatus'], ParentType, ContextType>;
};

export type InstallationProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationProduct'] = ResolversParentTypes['InstallationProduct']> = {
  catalogue?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstallationSlotEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationSlotEntry'] = ResolversParentTypes['InstallationSlotEntry']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['InstallationSlot'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstallationWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationWithHistory'] = ResolversParentTypes['InstallationWithHistory']> = {
  address?: Resolver<ResolversTypes['ServiceAddress'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldServiceJobId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixedNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['InstallationHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['InstallationProduct'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['InstallationSlot']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstallationStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InstallationType'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  baseCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['CustomerSummary']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalInvoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxTerritory?: Resolver<ResolversTypes['TaxTerritory'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InvoiceType'], ParentType, ContextType>;
};

export type InvoiceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceConnection'] = ResolversParentTypes['InvoiceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InvoiceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type InvoiceDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceDetail'] = ResolversParentTypes['InvoiceDetail']> = {
  baseCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billTo?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['CustomerSummary']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['InvoiceHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['InvoiceIssuer'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalInvoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  originalInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxTerritory?: Resolver<ResolversTypes['TaxTerritory'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['InvoiceType'], ParentType, ContextType>;
};

export type InvoiceDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceDraft'] = ResolversParentTypes['InvoiceDraft']> = {
  billTo?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditableInvoices?: Resolver<Array<ResolversTypes['CreditableInvoice']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentTermsDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxTerritory?: Resolver<ResolversTypes['TaxTerritory'], ParentType, ContextType>;
};

export type InvoiceEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceEdge'] = ResolversParentTypes['InvoiceEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type InvoiceHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceHistoryEntry'] = ResolversParentTypes['InvoiceHistoryEntry']> = {
  action?: Resolver<ResolversTypes['InvoiceHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['InvoiceStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
};

export type InvoiceIssuerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceIssuer'] = ResolversParentTypes['InvoiceIssuer']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  concept?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoicePartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceParty'] = ResolversParentTypes['InvoiceParty']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoicePaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePayment'] = ResolversParentTypes['InvoicePayment']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoicePdfResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePdf'] = ResolversParentTypes['InvoicePdf']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceRefund'] = ResolversParentTypes['InvoiceRefund']> = {
  creditNote?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType>;
};

export type KnowledgeBaseArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeBaseArticle'] = ResolversParentTypes['KnowledgeBaseArticle']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['KnowledgeBaseCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['KnowledgeBaseLanguage'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['KnowledgeBaseArticleVersion']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeBaseArticleDeletedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeBaseArticleDeleted'] = ResolversParentTypes['KnowledgeBaseArticleDeleted']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type KnowledgeBaseArticleSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeBaseArticleSummary'] = ResolversParentTypes['KnowledgeBaseArticleSummary']> = {
  category?: Resolver<ResolversTypes['KnowledgeBaseCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['KnowledgeBaseLanguage'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type KnowledgeBaseArticleVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KnowledgeBaseArticleVersion'] = ResolversParentTypes['KnowledgeBaseArticleVersion']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['KnowledgeBaseLanguage'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consent?: Resolver<Maybe<ResolversTypes['LeadConsent']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerDocument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellType?: Resolver<ResolversTypes['LeadSellType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
};

export type LeadConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadConnection'] = ResolversParentTypes['LeadConnection']> = {
  edges?: Resolver<Array<ResolversTypes['LeadEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type LeadConsentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadConsent'] = ResolversParentTypes['LeadConsent']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LeadEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadEdge'] = ResolversParentTypes['LeadEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Lead'], ParentType, ContextType>;
};

export type LeadHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadHistoryEntry'] = ResolversParentTypes['LeadHistoryEntry']> = {
  action?: Resolver<ResolversTypes['LeadHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['LeadStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
};

export type LeadWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadWithHistory'] = ResolversParentTypes['LeadWithHistory']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consent?: Resolver<Maybe<ResolversTypes['LeadConsent']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerDocument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['LeadHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellType?: Resolver<ResolversTypes['LeadSellType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
};

export type LineActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineActionResult'] = ResolversParentTypes['LineActionResult']> = {
  notice?: Resolver<Maybe<ResolversTypes['LineActionNotice']>, ParentType, ContextType>;
  processId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  services?: Resolver<ResolversTypes['LineServices'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['Subscription'], ParentType, ContextType>;
};

export type LineSearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineSearchHit'] = ResolversParentTypes['LineSearchHit']> = {
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  fiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchHitType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LineServicesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineServices'] = ResolversParentTypes['LineServices']> = {
  actions?: Resolver<Array<ResolversTypes['LineActionId']>, ParentType, ContextType>;
  activeMode?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  icc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFibreCheck?: Resolver<Maybe<ResolversTypes['FibreCheck']>, ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linePasswordChangedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  multisimCards?: Resolver<Array<ResolversTypes['MultisimCard']>, ParentType, ContextType>;
  spn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tvStatus?: Resolver<Maybe<ResolversTypes['TvStatus']>, ParentType, ContextType>;
  wifiPasswordChangedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wifiSsid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LineUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineUsage'] = ResolversParentTypes['LineUsage']> = {
  days?: Resolver<Array<ResolversTypes['LineUsageDay']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalDataMb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSmsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalVoiceMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineUsageDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineUsageDay'] = ResolversParentTypes['LineUsageDay']> = {
  dataMb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voiceMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MultisimCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MultisimCard'] = ResolversParentTypes['MultisimCard']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processStatus?: Resolver<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MultisimType'], ParentType, ContextType>;
};

export type MunicipalityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Municipality'] = ResolversParentTypes['Municipality']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCustomDocument?: Resolver<ResolversTypes['CustomDocumentsAdded'], ParentType, ContextType, RequireFields<MutationAddCustomDocumentArgs, 'documentContent' | 'documentName' | 'documentType' | 'fiscalId'>>;
  addMultisim?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationAddMultisimArgs, 'icc' | 'subscriptionId' | 'type'>>;
  addOptionalProduct?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationAddOptionalProductArgs, 'family' | 'fiscalId' | 'lineNumber' | 'productId' | 'subscriptionId'>>;
  addResources?: Resolver<ResolversTypes['AddedResources'], ParentType, ContextType, RequireFields<MutationAddResourcesArgs, 'kind' | 'values'>>;
  addSubChannel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<MutationAddSubChannelArgs, 'name'>>;
  addSubscriptionsToSharedGroup?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationAddSubscriptionsToSharedGroupArgs, 'baseSubscriptionIds' | 'fiscalId' | 'sharedSubscriptionId'>>;
  assignResourcesChannel?: Resolver<ResolversTypes['AssignedResources'], ParentType, ContextType, RequireFields<MutationAssignResourcesChannelArgs, 'channel' | 'ids'>>;
  cancelInstallation?: Resolver<ResolversTypes['InstallationWithHistory'], ParentType, ContextType, RequireFields<MutationCancelInstallationArgs, 'id' | 'reason'>>;
  cancelLine?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationCancelLineArgs, 'acknowledgeIrreversibleLoss' | 'reason' | 'subscriptionId'>>;
  cancelOrderSignature?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationCancelOrderSignatureArgs, 'confirm' | 'id'>>;
  cancelPortability?: Resolver<ResolversTypes['PortabilityWithHistory'], ParentType, ContextType, RequireFields<MutationCancelPortabilityArgs, 'id' | 'reason'>>;
  cancelProcess?: Resolver<ResolversTypes['ProcessWithHistory'], ParentType, ContextType, RequireFields<MutationCancelProcessArgs, 'id' | 'reason'>>;
  cancelShipment?: Resolver<ResolversTypes['ShipmentWithHistory'], ParentType, ContextType, RequireFields<MutationCancelShipmentArgs, 'id' | 'reason'>>;
  changeLeadStatus?: Resolver<ResolversTypes['LeadWithHistory'], ParentType, ContextType, RequireFields<MutationChangeLeadStatusArgs, 'id' | 'status'>>;
  changeLinePassword?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationChangeLinePasswordArgs, 'password' | 'subscriptionId'>>;
  changeProduct?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationChangeProductArgs, 'family' | 'fiscalId' | 'lineNumber' | 'productId' | 'subscriptionId'>>;
  changeProductStatus?: Resolver<ResolversTypes['ProductWithHistory'], ParentType, ContextType, RequireFields<MutationChangeProductStatusArgs, 'id' | 'status'>>;
  changeResourceStatus?: Resolver<ResolversTypes['ResourceWithHistory'], ParentType, ContextType, RequireFields<MutationChangeResourceStatusArgs, 'id' | 'status'>>;
  changeSpn?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationChangeSpnArgs, 'spn' | 'subscriptionId'>>;
  changeSubscriptionAlias?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationChangeSubscriptionAliasArgs, 'alias' | 'fiscalId' | 'subscriptionId'>>;
  changeTitular?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationChangeTitularArgs, 'actualFiscalId' | 'newFiscalId' | 'subscriptionIds'>>;
  changeWifi?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationChangeWifiArgs, 'password' | 'ssid' | 'subscriptionId'>>;
  checkCoverage?: Resolver<ResolversTypes['CoverageResult'], ParentType, ContextType, RequireFields<MutationCheckCoverageArgs, 'address'>>;
  checkFibre?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationCheckFibreArgs, 'subscriptionId'>>;
  checkPublicCoverage?: Resolver<ResolversTypes['CoverageResult'], ParentType, ContextType, RequireFields<MutationCheckPublicCoverageArgs, 'address' | 'key'>>;
  continueOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationContinueOrderArgs, 'id'>>;
  createChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationCreateChannelUserArgs, 'email'>>;
  createDraftOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationCreateDraftOrderArgs, 'email' | 'family' | 'fiscalId' | 'mobileNumber' | 'products' | 'verificationType'>>;
  createEnergyStudy?: Resolver<ResolversTypes['EnergyStudy'], ParentType, ContextType, RequireFields<MutationCreateEnergyStudyArgs, 'study'>>;
  createInvoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'input'>>;
  createKnowledgeBaseArticle?: Resolver<ResolversTypes['KnowledgeBaseArticle'], ParentType, ContextType, RequireFields<MutationCreateKnowledgeBaseArticleArgs, 'article'>>;
  createLead?: Resolver<ResolversTypes['LeadWithHistory'], ParentType, ContextType, RequireFields<MutationCreateLeadArgs, 'lead'>>;
  createProduct?: Resolver<ResolversTypes['ProductWithHistory'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'product'>>;
  createSharedGroup?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationCreateSharedGroupArgs, 'baseSubscriptionIds' | 'fiscalId' | 'productId'>>;
  deleteCustomDocument?: Resolver<ResolversTypes['CustomDocumentsDeleted'], ParentType, ContextType, RequireFields<MutationDeleteCustomDocumentArgs, 'fiscalId' | 'title'>>;
  deleteDraftOrder?: Resolver<ResolversTypes['DeletedDraftOrder'], ParentType, ContextType, RequireFields<MutationDeleteDraftOrderArgs, 'orderId'>>;
  deleteKnowledgeBaseArticle?: Resolver<ResolversTypes['KnowledgeBaseArticleDeleted'], ParentType, ContextType, RequireFields<MutationDeleteKnowledgeBaseArticleArgs, 'id'>>;
  disableChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationDisableChannelUserArgs, 'email'>>;
  duplicateSim?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationDuplicateSimArgs, 'icc' | 'reason' | 'subscriptionId'>>;
  endTemporalSubscription?: Resolver<ResolversTypes['TemporalSubscriptionResult'], ParentType, ContextType, RequireFields<MutationEndTemporalSubscriptionArgs, 'fiscalId' | 'reason' | 'subscriptionId'>>;
  enterChannel?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationEnterChannelArgs, 'channel'>>;
  extendTemporalSubscription?: Resolver<ResolversTypes['TemporalSubscriptionResult'], ParentType, ContextType, RequireFields<MutationExtendTemporalSubscriptionArgs, 'endDate' | 'fiscalId' | 'subscriptionId'>>;
  generateContractAnnex?: Resolver<ResolversTypes['ContractAnnex'], ParentType, ContextType, RequireFields<MutationGenerateContractAnnexArgs, 'orderId'>>;
  launchOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationLaunchOrderArgs, 'id'>>;
  markSepaMandateSigned?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationMarkSepaMandateSignedArgs, 'fiscalId'>>;
  modifySubscription?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationModifySubscriptionArgs, 'fiscalId' | 'subscriptionId'>>;
  packSubscriptions?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationPackSubscriptionsArgs, 'convergentSubscriptionId' | 'fiscalId' | 'headerSubscriptionId'>>;
  payPublicInvoice?: Resolver<ResolversTypes['InvoicePayment'], ParentType, ContextType, RequireFields<MutationPayPublicInvoiceArgs, 'cardNumber' | 'cvc' | 'expiry' | 'holder' | 'token'>>;
  refundInvoice?: Resolver<ResolversTypes['InvoiceRefund'], ParentType, ContextType, RequireFields<MutationRefundInvoiceArgs, 'id'>>;
  relaunchInstallation?: Resolver<ResolversTypes['InstallationWithHistory'], ParentType, ContextType, RequireFields<MutationRelaunchInstallationArgs, 'id'>>;
  relaunchOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationRelaunchOrderArgs, 'id'>>;
  relaunchPortability?: Resolver<ResolversTypes['PortabilityWithHistory'], ParentType, ContextType, RequireFields<MutationRelaunchPortabilityArgs, 'id'>>;
  removeBrandLogo?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, RequireFields<MutationRemoveBrandLogoArgs, 'kind'>>;
  removeChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationRemoveChannelUserArgs, 'email'>>;
  removeSubscriptionsFromSharedGroup?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationRemoveSubscriptionsFromSharedGroupArgs, 'baseSubscriptions' | 'fiscalId' | 'sharedSubscriptionId'>>;
  requestPublicCoverageLead?: Resolver<ResolversTypes['PublicCoverageLeadReceipt'], ParentType, ContextType, RequireFields<MutationRequestPublicCoverageLeadArgs, 'input'>>;
  resendInvoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<MutationResendInvoiceArgs, 'id'>>;
  resetOnt?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationResetOntArgs, 'subscriptionId'>>;
  returnToOriginalChannel?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  reviewSignupVerification?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationReviewSignupVerificationArgs, 'id' | 'idempotencyKey' | 'input'>>;
  rotatePublicCoverageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saveBrandContacts?: Resolver<ResolversTypes['BrandContacts'], ParentType, ContextType, RequireFields<MutationSaveBrandContactsArgs, 'contacts'>>;
  saveBrandSettings?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, RequireFields<MutationSaveBrandSettingsArgs, 'settings'>>;
  saveSignupCustomer?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationSaveSignupCustomerArgs, 'id' | 'idempotencyKey' | 'input'>>;
  saveSignupLines?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationSaveSignupLinesArgs, 'id' | 'idempotencyKey' | 'input'>>;
  saveSignupPayment?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationSaveSignupPaymentArgs, 'id' | 'idempotencyKey' | 'input'>>;
  saveSignupProducts?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationSaveSignupProductsArgs, 'id' | 'idempotencyKey' | 'input'>>;
  saveSignupVerification?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationSaveSignupVerificationArgs, 'id' | 'idempotencyKey' | 'input'>>;
  scheduleInstallation?: Resolver<ResolversTypes['InstallationWithHistory'], ParentType, ContextType, RequireFields<MutationScheduleInstallationArgs, 'date' | 'id' | 'slot'>>;
  scoreCustomer?: Resolver<ResolversTypes['ScoreOutcome'], ParentType, ContextType, RequireFields<MutationScoreCustomerArgs, 'fiscalId'>>;
  sendConfigurationSms?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationSendConfigurationSmsArgs, 'subscriptionId'>>;
  sendEmailVerification?: Resolver<ResolversTypes['EmailVerificationSent'], ParentType, ContextType, RequireFields<MutationSendEmailVerificationArgs, 'kind'>>;
  sendSignupVerificationLink?: Resolver<ResolversTypes['SignupVerificationLink'], ParentType, ContextType, RequireFields<MutationSendSignupVerificationLinkArgs, 'id'>>;
  sendSupportMessage?: Resolver<ResolversTypes['SupportMessageSent'], ParentType, ContextType, RequireFields<MutationSendSupportMessageArgs, 'message' | 'topic'>>;
  setActiveMode?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationSetActiveModeArgs, 'enabled' | 'subscriptionId'>>;
  setTvStatus?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationSetTvStatusArgs, 'status' | 'subscriptionId'>>;
  startSignup?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationStartSignupArgs, 'idempotencyKey' | 'input'>>;
  submitPublicVerification?: Resolver<ResolversTypes['PublicVerificationResult'], ParentType, ContextType, RequireFields<MutationSubmitPublicVerificationArgs, 'input'>>;
  terminateSubscription?: Resolver<ResolversTypes['LineActionResult'], ParentType, ContextType, RequireFields<MutationTerminateSubscriptionArgs, 'fiscalId' | 'reason' | 'subscriptionId'>>;
  unpackSubscriptions?: Resolver<ResolversTypes['SubscriptionActionResult'], ParentType, ContextType, RequireFields<MutationUnpackSubscriptionsArgs, 'fiscalId' | 'subscriptionId'>>;
  updateChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationUpdateChannelUserArgs, 'email'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateCustomerPaymentMethod?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerPaymentMethodArgs, 'fiscalId'>>;
  updateInstallation?: Resolver<ResolversTypes['InstallationWithHistory'], ParentType, ContextType, RequireFields<MutationUpdateInstallationArgs, 'id'>>;
  updateInvoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceArgs, 'id' | 'input'>>;
  updateKnowledgeBaseArticle?: Resolver<ResolversTypes['KnowledgeBaseArticle'], ParentType, ContextType, RequireFields<MutationUpdateKnowledgeBaseArticleArgs, 'article' | 'id'>>;
  updateLead?: Resolver<ResolversTypes['LeadWithHistory'], ParentType, ContextType, RequireFields<MutationUpdateLeadArgs, 'id' | 'lead'>>;
  updateProduct?: Resolver<ResolversTypes['ProductWithHistory'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'product'>>;
  uploadBrandLogo?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, RequireFields<MutationUploadBrandLogoArgs, 'contentBase64' | 'kind'>>;
  uploadOrderContract?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<MutationUploadOrderContractArgs, 'document' | 'id'>>;
  verifyEmail?: Resolver<ResolversTypes['EmailVerified'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type NewsItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['NewsLocale'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NumberSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NumberSeries'] = ResolversParentTypes['NumberSeries']> = {
  nextNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['CustomerSummary']>, ParentType, ContextType>;
  customerFirstSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSecondSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verificationType?: Resolver<ResolversTypes['VerificationType'], ParentType, ContextType>;
};

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OrderDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderDetail'] = ResolversParentTypes['OrderDetail']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['CustomerSummary']>, ParentType, ContextType>;
  customerFirstSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSecondSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  signup?: Resolver<Maybe<ResolversTypes['SignupState']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verificationType?: Resolver<ResolversTypes['VerificationType'], ParentType, ContextType>;
};

export type OrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderFulfilmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderFulfilment'] = ResolversParentTypes['OrderFulfilment']> = {
  installations?: Resolver<Array<ResolversTypes['Installation']>, ParentType, ContextType>;
  portabilities?: Resolver<Array<ResolversTypes['Portability']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  action?: Resolver<ResolversTypes['OrderHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  catalogue?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['OrderProductOptions'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderProductOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderProductOptions'] = ResolversParentTypes['OrderProductOptions']> = {
  esim?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  fixedNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  portability?: Resolver<Maybe<ResolversTypes['OrderProductPortability']>, ParentType, ContextType>;
};

export type OrderProductPortabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderProductPortability'] = ResolversParentTypes['OrderProductPortability']> = {
  donorOperator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PortabilityType'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PortabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Portability'] = ResolversParentTypes['Portability']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changeWindow?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['PortabilityDirection'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donorOperator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiverOperator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PortabilityStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PortabilityType'], ParentType, ContextType>;
};

export type PortabilityConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortabilityConnection'] = ResolversParentTypes['PortabilityConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PortabilityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PortabilityEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortabilityEdge'] = ResolversParentTypes['PortabilityEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Portability'], ParentType, ContextType>;
};

export type PortabilityHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortabilityHistoryEntry'] = ResolversParentTypes['PortabilityHistoryEntry']> = {
  action?: Resolver<ResolversTypes['PortabilityAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CancellationReason']>, ParentType, ContextType>;
  statusFrom?: Resolver<ResolversTypes['PortabilityStatus'], ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['PortabilityStatus'], ParentType, ContextType>;
};

export type PortabilityWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortabilityWithHistory'] = ResolversParentTypes['PortabilityWithHistory']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changeWindow?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['PortabilityDirection'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donorOperator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['PortabilityHistoryEntry']>, ParentType, ContextType>;
  icc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiverOperator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PortabilityStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PortabilityType'], ParentType, ContextType>;
};

export type ProcessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Process'] = ResolversParentTypes['Process']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProcessType'], ParentType, ContextType>;
};

export type ProcessConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessConnection'] = ResolversParentTypes['ProcessConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProcessEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalEstimate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcessEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessEdge'] = ResolversParentTypes['ProcessEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Process'], ParentType, ContextType>;
};

export type ProcessHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessHistoryEntry'] = ResolversParentTypes['ProcessHistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['ProcessStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
};

export type ProcessWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProcessWithHistory'] = ResolversParentTypes['ProcessWithHistory']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  due?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ProcessHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobileNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProcessType'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cumulativeGb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAdditionalLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithPromotions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['ProductPromotion']>, ParentType, ContextType>;
  providerPriceWithoutTax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  subfamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProductEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type ProductHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductHistoryEntry'] = ResolversParentTypes['ProductHistoryEntry']> = {
  action?: Resolver<ResolversTypes['ProductHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['ProductStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
};

export type ProductPerformanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPerformance'] = ResolversParentTypes['ProductPerformance']> = {
  activeLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeMonthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotionUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPromotion'] = ResolversParentTypes['ProductPromotion']> = {
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductWithHistory'] = ResolversParentTypes['ProductWithHistory']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cumulativeGb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ProductHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAdditionalLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithPromotions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceWithoutTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['ProductPromotion']>, ParentType, ContextType>;
  providerPriceWithoutTax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  subfamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProvinceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixedPrefixes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicBrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicBrand'] = ResolversParentTypes['PublicBrand']> = {
  logoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicCoverageLeadReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicCoverageLeadReceipt'] = ResolversParentTypes['PublicCoverageLeadReceipt']> = {
  received?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PublicInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicInvoice'] = ResolversParentTypes['PublicInvoice']> = {
  brandLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublicVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicVerification'] = ResolversParentTypes['PublicVerification']> = {
  brand?: Resolver<ResolversTypes['PublicBrand'], ParentType, ContextType>;
  customerFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  documentsAsked?: Resolver<Array<ResolversTypes['VerificationDocumentKind']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  signatureRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PublicVerificationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicVerificationResult'] = ResolversParentTypes['PublicVerificationResult']> = {
  outcome?: Resolver<ResolversTypes['PublicVerificationOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  brandContacts?: Resolver<ResolversTypes['BrandContacts'], ParentType, ContextType, Partial<QueryBrandContactsArgs>>;
  brandProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryBrandProductsArgs>>;
  brandSettings?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, Partial<QueryBrandSettingsArgs>>;
  cachedBrands?: Resolver<Array<ResolversTypes['BrandSummary']>, ParentType, ContextType>;
  cachedSubscriptionsLink?: Resolver<ResolversTypes['CachedSubscriptionsLink'], ParentType, ContextType>;
  cataloguePerformance?: Resolver<ResolversTypes['CataloguePerformance'], ParentType, ContextType, RequireFields<QueryCataloguePerformanceArgs, 'from' | 'to'>>;
  channelUserHistory?: Resolver<ResolversTypes['ChannelUserHistory'], ParentType, ContextType, RequireFields<QueryChannelUserHistoryArgs, 'email'>>;
  channelUsers?: Resolver<ResolversTypes['ChannelUserPage'], ParentType, ContextType, Partial<QueryChannelUsersArgs>>;
  channels?: Resolver<ResolversTypes['ChannelTree'], ParentType, ContextType, Partial<QueryChannelsArgs>>;
  cities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'province'>>;
  compatibleMainProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryCompatibleMainProductsArgs, 'fiscalId' | 'subscriptionId'>>;
  compatibleOptionalProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryCompatibleOptionalProductsArgs, 'fiscalId' | 'subscriptionId'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'fiscalId'>>;
  customerDocument?: Resolver<ResolversTypes['CustomerDocumentContent'], ParentType, ContextType, RequireFields<QueryCustomerDocumentArgs, 'fiscalId' | 'title'>>;
  customerDocumentUrls?: Resolver<Array<ResolversTypes['CustomerDocumentUrl']>, ParentType, ContextType, RequireFields<QueryCustomerDocumentUrlsArgs, 'fiscalId'>>;
  customerScore?: Resolver<ResolversTypes['CustomerScore'], ParentType, ContextType, RequireFields<QueryCustomerScoreArgs, 'fiscalId'>>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  dashboardCharts?: Resolver<ResolversTypes['DashboardCharts'], ParentType, ContextType, Partial<QueryDashboardChartsArgs>>;
  dashboardCounters?: Resolver<ResolversTypes['DashboardCountersReport'], ParentType, ContextType, Partial<QueryDashboardCountersArgs>>;
  draftOrders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryDraftOrdersArgs>>;
  energyStudies?: Resolver<Array<ResolversTypes['EnergyStudySummary']>, ParentType, ContextType, Partial<QueryEnergyStudiesArgs>>;
  energyStudy?: Resolver<ResolversTypes['EnergyStudy'], ParentType, ContextType, RequireFields<QueryEnergyStudyArgs, 'id'>>;
  installation?: Resolver<ResolversTypes['InstallationWithHistory'], ParentType, ContextType, RequireFields<QueryInstallationArgs, 'id'>>;
  installationSlots?: Resolver<Array<ResolversTypes['InstallationSlotEntry']>, ParentType, ContextType, RequireFields<QueryInstallationSlotsArgs, 'id'>>;
  installations?: Resolver<ResolversTypes['InstallationConnection'], ParentType, ContextType, Partial<QueryInstallationsArgs>>;
  invoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoiceDraft?: Resolver<ResolversTypes['InvoiceDraft'], ParentType, ContextType, RequireFields<QueryInvoiceDraftArgs, 'fiscalId'>>;
  invoicePdf?: Resolver<ResolversTypes['InvoicePdf'], ParentType, ContextType, RequireFields<QueryInvoicePdfArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoiceConnection'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  isValidIban?: Resolver<ResolversTypes['IbanCheck'], ParentType, ContextType, RequireFields<QueryIsValidIbanArgs, 'iban'>>;
  knowledgeBaseArticle?: Resolver<ResolversTypes['KnowledgeBaseArticle'], ParentType, ContextType, RequireFields<QueryKnowledgeBaseArticleArgs, 'id'>>;
  knowledgeBaseArticles?: Resolver<Array<ResolversTypes['KnowledgeBaseArticleSummary']>, ParentType, ContextType, RequireFields<QueryKnowledgeBaseArticlesArgs, 'language'>>;
  lead?: Resolver<ResolversTypes['LeadWithHistory'], ParentType, ContextType, RequireFields<QueryLeadArgs, 'id'>>;
  leads?: Resolver<ResolversTypes['LeadConnection'], ParentType, ContextType, Partial<QueryLeadsArgs>>;
  lineInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryLineInUseArgs, 'lineNumber'>>;
  lineServices?: Resolver<ResolversTypes['LineServices'], ParentType, ContextType, RequireFields<QueryLineServicesArgs, 'subscriptionId'>>;
  lineUsage?: Resolver<ResolversTypes['LineUsage'], ParentType, ContextType, RequireFields<QueryLineUsageArgs, 'subscriptionId'>>;
  news?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType, Partial<QueryNewsArgs>>;
  order?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderContractDocument?: Resolver<ResolversTypes['ContractDocument'], ParentType, ContextType, RequireFields<QueryOrderContractDocumentArgs, 'kind' | 'orderId'>>;
  orderFulfilment?: Resolver<ResolversTypes['OrderFulfilment'], ParentType, ContextType, RequireFields<QueryOrderFulfilmentArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  packableSubscriptions?: Resolver<Array<ResolversTypes['Subscription']>, ParentType, ContextType, RequireFields<QueryPackableSubscriptionsArgs, 'fiscalId' | 'subscriptionId'>>;
  portabilities?: Resolver<ResolversTypes['PortabilityConnection'], ParentType, ContextType, Partial<QueryPortabilitiesArgs>>;
  portabilityInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPortabilityInUseArgs, 'line' | 'type'>>;
  process?: Resolver<ResolversTypes['ProcessWithHistory'], ParentType, ContextType, RequireFields<QueryProcessArgs, 'id'>>;
  processes?: Resolver<ResolversTypes['ProcessConnection'], ParentType, ContextType, Partial<QueryProcessesArgs>>;
  product?: Resolver<ResolversTypes['ProductWithHistory'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  publicCoverageBrand?: Resolver<ResolversTypes['PublicBrand'], ParentType, ContextType, RequireFields<QueryPublicCoverageBrandArgs, 'key'>>;
  publicCoverageCities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QueryPublicCoverageCitiesArgs, 'key' | 'province'>>;
  publicCoverageKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicInvoice?: Resolver<ResolversTypes['PublicInvoice'], ParentType, ContextType, RequireFields<QueryPublicInvoiceArgs, 'token'>>;
  publicVerification?: Resolver<ResolversTypes['PublicVerification'], ParentType, ContextType, RequireFields<QueryPublicVerificationArgs, 'token'>>;
  resources?: Resolver<ResolversTypes['ResourceConnection'], ParentType, ContextType, Partial<QueryResourcesArgs>>;
  salesAnalytics?: Resolver<ResolversTypes['SalesAnalytics'], ParentType, ContextType, RequireFields<QuerySalesAnalyticsArgs, 'from' | 'to'>>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'q'>>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  sharedSubscriptions?: Resolver<Array<ResolversTypes['SharedGroup']>, ParentType, ContextType, RequireFields<QuerySharedSubscriptionsArgs, 'fiscalId'>>;
  shipment?: Resolver<ResolversTypes['ShipmentWithHistory'], ParentType, ContextType, RequireFields<QueryShipmentArgs, 'id'>>;
  shipments?: Resolver<ResolversTypes['ShipmentConnection'], ParentType, ContextType, Partial<QueryShipmentsArgs>>;
  signupOrder?: Resolver<ResolversTypes['OrderDetail'], ParentType, ContextType, RequireFields<QuerySignupOrderArgs, 'id'>>;
  subscription?: Resolver<ResolversTypes['Subscription'], ParentType, ContextType, RequireFields<QuerySubscriptionArgs, 'lineNumber'>>;
  subscriptionHistory?: Resolver<Array<ResolversTypes['SubscriptionHistoryEntry']>, ParentType, ContextType, RequireFields<QuerySubscriptionHistoryArgs, 'fiscalId' | 'subscriptionId'>>;
  subscriptionProductItems?: Resolver<Array<ResolversTypes['SubscriptionProductItem']>, ParentType, ContextType, RequireFields<QuerySubscriptionProductItemsArgs, 'fiscalId' | 'subscriptionId'>>;
  subscriptions?: Resolver<ResolversTypes['SubscriptionConnection'], ParentType, ContextType, Partial<QuerySubscriptionsArgs>>;
  supportChannels?: Resolver<ResolversTypes['SupportChannels'], ParentType, ContextType>;
  temporalSubscriptions?: Resolver<ResolversTypes['TemporalSubscriptionConnection'], ParentType, ContextType, Partial<QueryTemporalSubscriptionsArgs>>;
  tvUserInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryTvUserInUseArgs, 'email'>>;
  verificationDocument?: Resolver<ResolversTypes['VerificationDocument'], ParentType, ContextType, RequireFields<QueryVerificationDocumentArgs, 'kind' | 'orderId'>>;
  verifyFiscalId?: Resolver<ResolversTypes['FiscalIdCheck'], ParentType, ContextType, RequireFields<QueryVerifyFiscalIdArgs, 'documentType' | 'fiscalId'>>;
  verifyIcc?: Resolver<ResolversTypes['IccCheck'], ParentType, ContextType, RequireFields<QueryVerifyIccArgs, 'icc'>>;
};

export type ResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Resource'] = ResolversParentTypes['Resource']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ResourceKind'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResourceStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResourceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceConnection'] = ResolversParentTypes['ResourceConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ResourceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalEstimate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResourceEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceEdge'] = ResolversParentTypes['ResourceEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Resource'], ParentType, ContextType>;
};

export type ResourceHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceHistoryEntry'] = ResolversParentTypes['ResourceHistoryEntry']> = {
  action?: Resolver<ResolversTypes['ResourceHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelFrom?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  channelTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['ResourceStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['ResourceStatus'], ParentType, ContextType>;
};

export type ResourceWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceWithHistory'] = ResolversParentTypes['ResourceWithHistory']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ResourceHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ResourceKind'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ResourceStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesAnalyticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesAnalytics'] = ResolversParentTypes['SalesAnalytics']> = {
  byChannel?: Resolver<Array<ResolversTypes['SalesByChannel']>, ParentType, ContextType>;
  byDay?: Resolver<Array<ResolversTypes['SalesByDay']>, ParentType, ContextType>;
  byFamily?: Resolver<Array<ResolversTypes['SalesByFamily']>, ParentType, ContextType>;
  byProduct?: Resolver<Array<ResolversTypes['SalesByProduct']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SalesFigures'], ParentType, ContextType>;
};

export type SalesByChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByChannel'] = ResolversParentTypes['SalesByChannel']> = {
  channelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesByDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByDay'] = ResolversParentTypes['SalesByDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesByFamilyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByFamily'] = ResolversParentTypes['SalesByFamily']> = {
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesByProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesByProduct'] = ResolversParentTypes['SalesByProduct']> = {
  family?: Resolver<Maybe<ResolversTypes['ProductFamily']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SalesFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesFigures'] = ResolversParentTypes['SalesFigures']> = {
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScoreOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScoreOutcome'] = ResolversParentTypes['ScoreOutcome']> = {
  charge?: Resolver<Maybe<ResolversTypes['FinancialRiskQueryCost']>, ParentType, ContextType>;
  chargeCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ScoreResult'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['FinancialRiskScore']>, ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  __resolveType: TypeResolveFn<'BrandSearchHit' | 'CustomerSearchHit' | 'LineSearchHit', ParentType, ContextType>;
};

export type SepaMandateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SepaMandate'] = ResolversParentTypes['SepaMandate']> = {
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ServiceAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceAddress'] = ResolversParentTypes['ServiceAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  abilities?: Resolver<Array<ResolversTypes['Ability']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalChannel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  superAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedGroup'] = ResolversParentTypes['SharedGroup']> = {
  baseSubscriptions?: Resolver<Array<ResolversTypes['SharedGroupLine']>, ParentType, ContextType>;
  full?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxAdditionalLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sharedSubscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
};

export type SharedGroupLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedGroupLine'] = ResolversParentTypes['SharedGroupLine']> = {
  lineNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  address?: Resolver<ResolversTypes['ServiceAddress'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentsPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShipmentItem']>, ParentType, ContextType>;
  listStatus?: Resolver<Maybe<ResolversTypes['ShipmentListStatus']>, ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentConnection'] = ResolversParentTypes['ShipmentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ShipmentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ShipmentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentEdge'] = ResolversParentTypes['ShipmentEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
};

export type ShipmentHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentHistoryEntry'] = ResolversParentTypes['ShipmentHistoryEntry']> = {
  action?: Resolver<ResolversTypes['ShipmentHistoryAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CancellationReason']>, ParentType, ContextType>;
  statusFrom?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
};

export type ShipmentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShipmentItemKind'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentWithHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentWithHistory'] = ResolversParentTypes['ShipmentWithHistory']> = {
  address?: Resolver<ResolversTypes['ServiceAddress'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerFiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentsPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ShipmentHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShipmentItem']>, ParentType, ContextType>;
  listStatus?: Resolver<Maybe<ResolversTypes['ShipmentListStatus']>, ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignupAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupAddress'] = ResolversParentTypes['SignupAddress']> = {
  additionalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignupFixedNumberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupFixedNumber'] = ResolversParentTypes['SignupFixedNumber']> = {
  donorOperator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixedNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['NumberChoiceMode'], ParentType, ContextType>;
};

export type SignupIdentityCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupIdentityCheck'] = ResolversParentTypes['SignupIdentityCheck']> = {
  outcome?: Resolver<ResolversTypes['IdentityCheckOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignupLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupLine'] = ResolversParentTypes['SignupLine']> = {
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  fixedNumber?: Resolver<Maybe<ResolversTypes['SignupFixedNumber']>, ParentType, ContextType>;
  installationAddress?: Resolver<Maybe<ResolversTypes['SignupAddress']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['SignupMobileNumber']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sim?: Resolver<Maybe<ResolversTypes['SignupSim']>, ParentType, ContextType>;
  supplyPoint?: Resolver<Maybe<ResolversTypes['SignupSupplyPoint']>, ParentType, ContextType>;
  tvUserEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignupLinkSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupLinkSent'] = ResolversParentTypes['SignupLinkSent']> = {
  channel?: Resolver<ResolversTypes['VerificationLinkChannel'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignupMobileNumberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupMobileNumber'] = ResolversParentTypes['SignupMobileNumber']> = {
  currentHolderFiscalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  donorOperator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['NumberChoiceMode'], ParentType, ContextType>;
  portabilityType?: Resolver<Maybe<ResolversTypes['PortabilityType']>, ParentType, ContextType>;
};

export type SignupPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupPayment'] = ResolversParentTypes['SignupPayment']> = {
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mandateReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
};

export type SignupProductItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupProductItem'] = ResolversParentTypes['SignupProductItem']> = {
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionalProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SignupSimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupSim'] = ResolversParentTypes['SignupSim']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SimKind'], ParentType, ContextType>;
};

export type SignupStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupState'] = ResolversParentTypes['SignupState']> = {
  address?: Resolver<ResolversTypes['SignupAddress'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  familyTab?: Resolver<ResolversTypes['SignupFamilyTab'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SignupLine']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['SignupPayment']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SignupProductItem']>, ParentType, ContextType>;
  resumeStep?: Resolver<ResolversTypes['SignupStep'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['SignupAddress']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['SignupTotals'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['SignupVerification'], ParentType, ContextType>;
};

export type SignupSupplyPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupSupplyPoint'] = ResolversParentTypes['SignupSupplyPoint']> = {
  cups?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignupTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupTotals'] = ResolversParentTypes['SignupTotals']> = {
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyTaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyWithPromotionsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyWithoutTaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oneOffCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oneOffTaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oneOffWithoutTaxCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxTerritory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignupVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupVerification'] = ResolversParentTypes['SignupVerification']> = {
  check?: Resolver<Maybe<ResolversTypes['SignupIdentityCheck']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['SignupVerificationDocument']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['SignupLinkSent']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SignupVerificationStatus'], ParentType, ContextType>;
};

export type SignupVerificationDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupVerificationDocument'] = ResolversParentTypes['SignupVerificationDocument']> = {
  kind?: Resolver<ResolversTypes['VerificationDocumentKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignupVerificationLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignupVerificationLink'] = ResolversParentTypes['SignupVerificationLink']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  alias?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "alias", ParentType, ContextType>;
  baseSubscriptions?: SubscriptionResolver<Array<ResolversTypes['ID']>, "baseSubscriptions", ParentType, ContextType>;
  brandId?: SubscriptionResolver<ResolversTypes['ID'], "brandId", ParentType, ContextType>;
  carrier?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "carrier", ParentType, ContextType>;
  channelId?: SubscriptionResolver<ResolversTypes['ID'], "channelId", ParentType, ContextType>;
  contract?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "contract", ParentType, ContextType>;
  convergentSubscriptionId?: SubscriptionResolver<Maybe<ResolversTypes['ID']>, "convergentSubscriptionId", ParentType, ContextType>;
  created?: SubscriptionResolver<ResolversTypes['String'], "created", ParentType, ContextType>;
  customer?: SubscriptionResolver<Maybe<ResolversTypes['CustomerSummary']>, "customer", ParentType, ContextType>;
  customerFirstSurname?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "customerFirstSurname", ParentType, ContextType>;
  customerId?: SubscriptionResolver<ResolversTypes['ID'], "customerId", ParentType, ContextType>;
  customerLastSurname?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "customerLastSurname", ParentType, ContextType>;
  customerName?: SubscriptionResolver<ResolversTypes['String'], "customerName", ParentType, ContextType>;
  donorOperator?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "donorOperator", ParentType, ContextType>;
  eSim?: SubscriptionResolver<ResolversTypes['Boolean'], "eSim", ParentType, ContextType>;
  eSimEmail?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "eSimEmail", ParentType, ContextType>;
  endDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "endDate", ParentType, ContextType>;
  family?: SubscriptionResolver<ResolversTypes['ProductFamily'], "family", ParentType, ContextType>;
  finalPrice?: SubscriptionResolver<ResolversTypes['Int'], "finalPrice", ParentType, ContextType>;
  fiscalId?: SubscriptionResolver<ResolversTypes['String'], "fiscalId", ParentType, ContextType>;
  fixedNumber?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "fixedNumber", ParentType, ContextType>;
  headerSubscriptionId?: SubscriptionResolver<Maybe<ResolversTypes['ID']>, "headerSubscriptionId", ParentType, ContextType>;
  icc?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "icc", ParentType, ContextType>;
  iccService?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "iccService", ParentType, ContextType>;
  installationAddress?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "installationAddress", ParentType, ContextType>;
  lineNumber?: SubscriptionResolver<ResolversTypes['String'], "lineNumber", ParentType, ContextType>;
  modified?: SubscriptionResolver<ResolversTypes['String'], "modified", ParentType, ContextType>;
  optionals?: SubscriptionResolver<Array<ResolversTypes['SubscriptionOptional']>, "optionals", ParentType, ContextType>;
  product?: SubscriptionResolver<Maybe<ResolversTypes['Product']>, "product", ParentType, ContextType>;
  productId?: SubscriptionResolver<Maybe<ResolversTypes['ID']>, "productId", ParentType, ContextType>;
  productName?: SubscriptionResolver<ResolversTypes['String'], "productName", ParentType, ContextType>;
  services?: SubscriptionResolver<ResolversTypes['LineServices'], "services", ParentType, ContextType>;
  sharedSubscriptionId?: SubscriptionResolver<Maybe<ResolversTypes['ID']>, "sharedSubscriptionId", ParentType, ContextType>;
  startDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "startDate", ParentType, ContextType>;
  status?: SubscriptionResolver<ResolversTypes['SubscriptionStatus'], "status", ParentType, ContextType>;
  subscriptionId?: SubscriptionResolver<ResolversTypes['ID'], "subscriptionId", ParentType, ContextType>;
  technology?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "technology", ParentType, ContextType>;
};

export type SubscriptionActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionActionResult'] = ResolversParentTypes['SubscriptionActionResult']> = {
  processes?: Resolver<Array<ResolversTypes['Process']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['Subscription']>, ParentType, ContextType>;
};

export type SubscriptionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionConnection'] = ResolversParentTypes['SubscriptionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SubscriptionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalEstimate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionEdge'] = ResolversParentTypes['SubscriptionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Subscription'], ParentType, ContextType>;
};

export type SubscriptionHistoryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionHistoryChange'] = ResolversParentTypes['SubscriptionHistoryChange']> = {
  field?: Resolver<ResolversTypes['SubscriptionHistoryField'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionHistoryEntry'] = ResolversParentTypes['SubscriptionHistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['SubscriptionHistoryChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['SubscriptionStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<Maybe<ResolversTypes['SubscriptionStatus']>, ParentType, ContextType>;
};

export type SubscriptionOptionalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionOptional'] = ResolversParentTypes['SubscriptionOptional']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SubscriptionProductItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionProductItem'] = ResolversParentTypes['SubscriptionProductItem']> = {
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupportChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportChannel'] = ResolversParentTypes['SupportChannel']> = {
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
};

export type SupportChannelsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportChannels'] = ResolversParentTypes['SupportChannels']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['SupportChannel']>, ParentType, ContextType>;
};

export type SupportMessageSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportMessageSent'] = ResolversParentTypes['SupportMessageSent']> = {
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
};

export type TemporalSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemporalSubscription'] = ResolversParentTypes['TemporalSubscription']> = {
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['ProductFamily'], ParentType, ContextType>;
  fiscalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TemporalKind'], ParentType, ContextType>;
  lineNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TemporalSubscriptionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemporalSubscriptionConnection'] = ResolversParentTypes['TemporalSubscriptionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TemporalSubscriptionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TemporalSubscriptionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemporalSubscriptionEdge'] = ResolversParentTypes['TemporalSubscriptionEdge']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TemporalSubscription'], ParentType, ContextType>;
};

export type TemporalSubscriptionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TemporalSubscriptionResult'] = ResolversParentTypes['TemporalSubscriptionResult']> = {
  item?: Resolver<ResolversTypes['TemporalSubscription'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['Subscription'], ParentType, ContextType>;
};

export type VerificationDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationDocument'] = ResolversParentTypes['VerificationDocument']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerificationDocumentKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Ability?: AbilityResolvers<ContextType>;
  AddedResources?: AddedResourcesResolvers<ContextType>;
  AssignedResources?: AssignedResourcesResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandAddress?: BrandAddressResolvers<ContextType>;
  BrandContacts?: BrandContactsResolvers<ContextType>;
  BrandContract?: BrandContractResolvers<ContextType>;
  BrandCreditLimit?: BrandCreditLimitResolvers<ContextType>;
  BrandEmailStatus?: BrandEmailStatusResolvers<ContextType>;
  BrandEmails?: BrandEmailsResolvers<ContextType>;
  BrandFinancialRisk?: BrandFinancialRiskResolvers<ContextType>;
  BrandIdentity?: BrandIdentityResolvers<ContextType>;
  BrandInvoicing?: BrandInvoicingResolvers<ContextType>;
  BrandLogo?: BrandLogoResolvers<ContextType>;
  BrandOther?: BrandOtherResolvers<ContextType>;
  BrandPbx?: BrandPbxResolvers<ContextType>;
  BrandSearchHit?: BrandSearchHitResolvers<ContextType>;
  BrandSeries?: BrandSeriesResolvers<ContextType>;
  BrandSettings?: BrandSettingsResolvers<ContextType>;
  BrandSummary?: BrandSummaryResolvers<ContextType>;
  BrandSuperAdmin?: BrandSuperAdminResolvers<ContextType>;
  BrandSvas?: BrandSvasResolvers<ContextType>;
  CachedSubscriptionsLink?: CachedSubscriptionsLinkResolvers<ContextType>;
  CataloguePerformance?: CataloguePerformanceResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelTree?: ChannelTreeResolvers<ContextType>;
  ChannelUser?: ChannelUserResolvers<ContextType>;
  ChannelUserHistory?: ChannelUserHistoryResolvers<ContextType>;
  ChannelUserHistoryActor?: ChannelUserHistoryActorResolvers<ContextType>;
  ChannelUserHistoryEntry?: ChannelUserHistoryEntryResolvers<ContextType>;
  ChannelUserPage?: ChannelUserPageResolvers<ContextType>;
  CompanyExtras?: CompanyExtrasResolvers<ContextType>;
  CompanyRepresentative?: CompanyRepresentativeResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractAnnex?: ContractAnnexResolvers<ContextType>;
  ContractDocument?: ContractDocumentResolvers<ContextType>;
  ContractHistoryEntry?: ContractHistoryEntryResolvers<ContextType>;
  CoverageOffer?: CoverageOfferResolvers<ContextType>;
  CoverageResult?: CoverageResultResolvers<ContextType>;
  CreditableInvoice?: CreditableInvoiceResolvers<ContextType>;
  CustomDocument?: CustomDocumentResolvers<ContextType>;
  CustomDocumentsAdded?: CustomDocumentsAddedResolvers<ContextType>;
  CustomDocumentsDeleted?: CustomDocumentsDeletedResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerConnection?: CustomerConnectionResolvers<ContextType>;
  CustomerDocumentContent?: CustomerDocumentContentResolvers<ContextType>;
  CustomerDocumentUrl?: CustomerDocumentUrlResolvers<ContextType>;
  CustomerEdge?: CustomerEdgeResolvers<ContextType>;
  CustomerScore?: CustomerScoreResolvers<ContextType>;
  CustomerSearchHit?: CustomerSearchHitResolvers<ContextType>;
  CustomerSummary?: CustomerSummaryResolvers<ContextType>;
  DashboardBacklogAge?: DashboardBacklogAgeResolvers<ContextType>;
  DashboardBacklogQueue?: DashboardBacklogQueueResolvers<ContextType>;
  DashboardCharts?: DashboardChartsResolvers<ContextType>;
  DashboardCounters?: DashboardCountersResolvers<ContextType>;
  DashboardCountersReport?: DashboardCountersReportResolvers<ContextType>;
  DashboardLinesByStatus?: DashboardLinesByStatusResolvers<ContextType>;
  DashboardOrderFunnelStage?: DashboardOrderFunnelStageResolvers<ContextType>;
  DashboardOrdersByStatus?: DashboardOrdersByStatusResolvers<ContextType>;
  DashboardPeriodCounters?: DashboardPeriodCountersResolvers<ContextType>;
  DashboardPortabilitiesByOperator?: DashboardPortabilitiesByOperatorResolvers<ContextType>;
  DashboardTrend?: DashboardTrendResolvers<ContextType>;
  DashboardTrendPoint?: DashboardTrendPointResolvers<ContextType>;
  DeletedDraftOrder?: DeletedDraftOrderResolvers<ContextType>;
  EmailVerificationSent?: EmailVerificationSentResolvers<ContextType>;
  EmailVerified?: EmailVerifiedResolvers<ContextType>;
  EnergyComparison?: EnergyComparisonResolvers<ContextType>;
  EnergyCostBreakdown?: EnergyCostBreakdownResolvers<ContextType>;
  EnergyCostEstimate?: EnergyCostEstimateResolvers<ContextType>;
  EnergyCurrentCosts?: EnergyCurrentCostsResolvers<ContextType>;
  EnergyGasBill?: EnergyGasBillResolvers<ContextType>;
  EnergyOffer?: EnergyOfferResolvers<ContextType>;
  EnergyStudy?: EnergyStudyResolvers<ContextType>;
  EnergyStudySummary?: EnergyStudySummaryResolvers<ContextType>;
  FibreCheck?: FibreCheckResolvers<ContextType>;
  FinancialRiskCompanyInfo?: FinancialRiskCompanyInfoResolvers<ContextType>;
  FinancialRiskQueryCost?: FinancialRiskQueryCostResolvers<ContextType>;
  FinancialRiskScore?: FinancialRiskScoreResolvers<ContextType>;
  FiscalIdCheck?: FiscalIdCheckResolvers<ContextType>;
  IbanCheck?: IbanCheckResolvers<ContextType>;
  IccCheck?: IccCheckResolvers<ContextType>;
  Installation?: InstallationResolvers<ContextType>;
  InstallationConnection?: InstallationConnectionResolvers<ContextType>;
  InstallationEdge?: InstallationEdgeResolvers<ContextType>;
  InstallationHistoryEntry?: InstallationHistoryEntryResolvers<ContextType>;
  InstallationProduct?: InstallationProductResolvers<ContextType>;
  InstallationSlotEntry?: InstallationSlotEntryResolvers<ContextType>;
  InstallationWithHistory?: InstallationWithHistoryResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceConnection?: InvoiceConnectionResolvers<ContextType>;
  InvoiceDetail?: InvoiceDetailResolvers<ContextType>;
  InvoiceDraft?: InvoiceDraftResolvers<ContextType>;
  InvoiceEdge?: InvoiceEdgeResolvers<ContextType>;
  InvoiceHistoryEntry?: InvoiceHistoryEntryResolvers<ContextType>;
  InvoiceIssuer?: InvoiceIssuerResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  InvoicePayment?: InvoicePaymentResolvers<ContextType>;
  InvoicePdf?: InvoicePdfResolvers<ContextType>;
  InvoiceRefund?: InvoiceRefundResolvers<ContextType>;
  KnowledgeBaseArticle?: KnowledgeBaseArticleResolvers<ContextType>;
  KnowledgeBaseArticleDeleted?: KnowledgeBaseArticleDeletedResolvers<ContextType>;
  KnowledgeBaseArticleSummary?: KnowledgeBaseArticleSummaryResolvers<ContextType>;
  KnowledgeBaseArticleVersion?: KnowledgeBaseArticleVersionResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadConnection?: LeadConnectionResolvers<ContextType>;
  LeadConsent?: LeadConsentResolvers<ContextType>;
  LeadEdge?: LeadEdgeResolvers<ContextType>;
  LeadHistoryEntry?: LeadHistoryEntryResolvers<ContextType>;
  LeadWithHistory?: LeadWithHistoryResolvers<ContextType>;
  LineActionResult?: LineActionResultResolvers<ContextType>;
  LineSearchHit?: LineSearchHitResolvers<ContextType>;
  LineServices?: LineServicesResolvers<ContextType>;
  LineUsage?: LineUsageResolvers<ContextType>;
  LineUsageDay?: LineUsageDayResolvers<ContextType>;
  MultisimCard?: MultisimCardResolvers<ContextType>;
  Municipality?: MunicipalityResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  NumberSeries?: NumberSeriesResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderDetail?: OrderDetailResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderFulfilment?: OrderFulfilmentResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  OrderProductOptions?: OrderProductOptionsResolvers<ContextType>;
  OrderProductPortability?: OrderProductPortabilityResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Portability?: PortabilityResolvers<ContextType>;
  PortabilityConnection?: PortabilityConnectionResolvers<ContextType>;
  PortabilityEdge?: PortabilityEdgeResolvers<ContextType>;
  PortabilityHistoryEntry?: PortabilityHistoryEntryResolvers<ContextType>;
  PortabilityWithHistory?: PortabilityWithHistoryResolvers<ContextType>;
  Process?: ProcessResolvers<ContextType>;
  ProcessConnection?: ProcessConnectionResolvers<ContextType>;
  ProcessEdge?: ProcessEdgeResolvers<ContextType>;
  ProcessHistoryEntry?: ProcessHistoryEntryResolvers<ContextType>;
  ProcessWithHistory?: ProcessWithHistoryResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductHistoryEntry?: ProductHistoryEntryResolvers<ContextType>;
  ProductPerformance?: ProductPerformanceResolvers<ContextType>;
  ProductPromotion?: ProductPromotionResolvers<ContextType>;
  ProductWithHistory?: ProductWithHistoryResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  PublicBrand?: PublicBrandResolvers<ContextType>;
  PublicCoverageLeadReceipt?: PublicCoverageLeadReceiptResolvers<ContextType>;
  PublicInvoice?: PublicInvoiceResolvers<ContextType>;
  PublicVerification?: PublicVerificationResolvers<ContextType>;
  PublicVerificationResult?: PublicVerificationResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Resource?: ResourceResolvers<ContextType>;
  ResourceConnection?: ResourceConnectionResolvers<ContextType>;
  ResourceEdge?: ResourceEdgeResolvers<ContextType>;
  ResourceHistoryEntry?: ResourceHistoryEntryResolvers<ContextType>;
  ResourceWithHistory?: ResourceWithHistoryResolvers<ContextType>;
  SalesAnalytics?: SalesAnalyticsResolvers<ContextType>;
  SalesByChannel?: SalesByChannelResolvers<ContextType>;
  SalesByDay?: SalesByDayResolvers<ContextType>;
  SalesByFamily?: SalesByFamilyResolvers<ContextType>;
  SalesByProduct?: SalesByProductResolvers<ContextType>;
  SalesFigures?: SalesFiguresResolvers<ContextType>;
  ScoreOutcome?: ScoreOutcomeResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SepaMandate?: SepaMandateResolvers<ContextType>;
  ServiceAddress?: ServiceAddressResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  SharedGroup?: SharedGroupResolvers<ContextType>;
  SharedGroupLine?: SharedGroupLineResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentConnection?: ShipmentConnectionResolvers<ContextType>;
  ShipmentEdge?: ShipmentEdgeResolvers<ContextType>;
  ShipmentHistoryEntry?: ShipmentHistoryEntryResolvers<ContextType>;
  ShipmentItem?: ShipmentItemResolvers<ContextType>;
  ShipmentWithHistory?: ShipmentWithHistoryResolvers<ContextType>;
  SignupAddress?: SignupAddressResolvers<ContextType>;
  SignupFixedNumber?: SignupFixedNumberResolvers<ContextType>;
  SignupIdentityCheck?: SignupIdentityCheckResolvers<ContextType>;
  SignupLine?: SignupLineResolvers<ContextType>;
  SignupLinkSent?: SignupLinkSentResolvers<ContextType>;
  SignupMobileNumber?: SignupMobileNumberResolvers<ContextType>;
  SignupPayment?: SignupPaymentResolvers<ContextType>;
  SignupProductItem?: SignupProductItemResolvers<ContextType>;
  SignupSim?: SignupSimResolvers<ContextType>;
  SignupState?: SignupStateResolvers<ContextType>;
  SignupSupplyPoint?: SignupSupplyPointResolvers<ContextType>;
  SignupTotals?: SignupTotalsResolvers<ContextType>;
  SignupVerification?: SignupVerificationResolvers<ContextType>;
  SignupVerificationDocument?: SignupVerificationDocumentResolvers<ContextType>;
  SignupVerificationLink?: SignupVerificationLinkResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionActionResult?: SubscriptionActionResultResolvers<ContextType>;
  SubscriptionConnection?: SubscriptionConnectionResolvers<ContextType>;
  SubscriptionEdge?: SubscriptionEdgeResolvers<ContextType>;
  SubscriptionHistoryChange?: SubscriptionHistoryChangeResolvers<ContextType>;
  SubscriptionHistoryEntry?: SubscriptionHistoryEntryResolvers<ContextType>;
  SubscriptionOptional?: SubscriptionOptionalResolvers<ContextType>;
  SubscriptionProductItem?: SubscriptionProductItemResolvers<ContextType>;
  SupportChannel?: SupportChannelResolvers<ContextType>;
  SupportChannels?: SupportChannelsResolvers<ContextType>;
  SupportMessageSent?: SupportMessageSentResolvers<ContextType>;
  TemporalSubscription?: TemporalSubscriptionResolvers<ContextType>;
  TemporalSubscriptionConnection?: TemporalSubscriptionConnectionResolvers<ContextType>;
  TemporalSubscriptionEdge?: TemporalSubscriptionEdgeResolvers<ContextType>;
  TemporalSubscriptionResult?: TemporalSubscriptionResultResolvers<ContextType>;
  VerificationDocument?: VerificationDocumentResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  largeBody?: LargeBodyDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
