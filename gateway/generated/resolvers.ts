import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** Roles channel management may give (legacy USER and CLIENT are not offered). */
export type AssignableRole =
  | 'ADMIN'
  | 'AGENT'
  | 'MANAGER';

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

export type BrandOther = {
  __typename?: 'BrandOther';
  manualSignup: Scalars['Boolean']['output'];
  sendTvWelcomeEmail: Scalars['Boolean']['output'];
};

export type BrandOtherInput = {
  manualSignup: Scalars['Boolean']['input'];
  sendTvWelcomeEmail: Scalars['Boolean']['input'];
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

export type CancellationReason =
  | 'ADMINISTRATIVE_FAILURE'
  | 'CUSTOMER_REQUEST'
  | 'FRAUD'
  | 'UNPAID';

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

export type CompanyRepresentative = {
  __typename?: 'CompanyRepresentative';
  birthDate?: Maybe<Scalars['String']['output']>;
  document?: Maybe<Scalars['String']['output']>;
  documentType?: Maybe<DocumentType>;
  firstSurname?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  secondSurname?: Maybe<Scalars['String']['output']>;
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

export type DocumentType =
  | 'CIF'
  | 'DNI'
  | 'NIE'
  | 'PASSPORT';

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
  /** Add a sub-channel under `parent` (default: the current channel). */
  addSubChannel: Channel;
  /** Asks to cancel (PENDING_CANCELATION); only in business hours and permitted statuses. */
  cancelPortability: PortabilityWithHistory;
  /** Create a channel user; the pool e-mails a temporary password. A MANAGER may create AGENTs only. */
  createChannelUser: ChannelUser;
  /** Delete a custom document by title; an absent title changes nothing. */
  deleteCustomDocument: CustomDocumentsDeleted;
  /** Block a user: it can no longer sign in. */
  disableChannelUser: ChannelUser;
  /** Enter a sub-channel (or, for the operator, a brand). */
  enterChannel: SessionUser;
  /** Relaunches an errored portability (PENDING_RELAUNCH); only in business hours. */
  relaunchPortability: PortabilityWithHistory;
  /** Remove a user from its channel: blocked, hidden from lists, disabled in the pool. */
  removeChannelUser: ChannelUser;
  /** Return to the user's original channel. */
  returnToOriginalChannel: SessionUser;
  /** Replace the whole contacts table, all or nothing. */
  saveBrandContacts: BrandContacts;
  /** Save settings groups: each group sent replaces the stored one whole, the others stay. `pbx: null` removes it. */
  saveBrandSettings: BrandSettings;
  /** Ask the credit bureau for a score; charged only when a result comes back. */
  scoreCustomer: ScoreOutcome;
  /** Send (or resend) the verification link of the notification or billing e-mail. */
  sendEmailVerification: EmailVerificationSent;
  /** Change a user's role and/or name (at least one). */
  updateChannelUser: ChannelUser;
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


export type MutationAddSubChannelArgs = {
  name: Scalars['String']['input'];
  parent?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCancelPortabilityArgs = {
  id: Scalars['ID']['input'];
  reason: CancellationReason;
};


export type MutationCreateChannelUserArgs = {
  channel?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<AssignableRole>;
};


export type MutationDeleteCustomDocumentArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationDisableChannelUserArgs = {
  email: Scalars['String']['input'];
};


export type MutationEnterChannelArgs = {
  channel: Scalars['ID']['input'];
};


export type MutationRelaunchPortabilityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveChannelUserArgs = {
  email: Scalars['String']['input'];
};


export type MutationSaveBrandContactsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  contacts: Array<ContactInput>;
};


export type MutationSaveBrandSettingsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  settings: BrandSettingsInput;
};


export type MutationScoreCustomerArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


export type MutationSendEmailVerificationArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  kind: VerifiableEmail;
};


export type MutationUpdateChannelUserArgs = {
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<AssignableRole>;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

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

export type ProductPromotion = {
  __typename?: 'ProductPromotion';
  /** Euro cents off per month. */
  discount: Scalars['Int']['output'];
  months: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ProductStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'TERMINATED';

export type Province = {
  __typename?: 'Province';
  /** INE code, two digits. */
  code: Scalars['String']['output'];
  /** Geographic fixed-number prefixes. */
  fixedPrefixes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
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
  /** Users whose original channel is `channel` (default: the current one), by e-mail; `after` is the last e-mail seen. */
  channelUsers: ChannelUserPage;
  /** The caller's current channel (or `channel`, within scope) and its direct sub-channels. */
  channels: ChannelTree;
  /** Municipalities of a province whose name starts with `q` (accents and case ignored), at most 20. */
  cities: Array<Municipality>;
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
  /** Check a Spanish IBAN (length, mod 97, bank check digits). */
  isValidIban: IbanCheck;
  /** Whether a line number is already taken by a line of any brand. */
  lineInUse: Scalars['Boolean']['output'];
  /**
   * Newest first, a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25);
   * `search` matches part of the mobile number or of the document.
   */
  portabilities: PortabilityConnection;
  /** Whether a portability of that direction is under way for the number in the caller's scope (canceled and completed ones ignored). */
  portabilityInUse: Scalars['Boolean']['output'];
  /** The 52 provinces and autonomous cities. */
  provinces: Array<Province>;
  /** The signed-in user, with the role assigned on first sign-in and the abilities it grants. */
  session: SessionUser;
  /**
   * Lines a page at a time. `first` is a page size the api accepts (25, 50, 100 or 500; default 25); `after` is the
   * `pageInfo.endCursor` of the previous page. TERMINATED lines are left out unless `includeTerminated` or
   * `status: TERMINATED` asks for them.
   */
  subscriptions: SubscriptionConnection;
  /** Whether a TV platform user already uses the e-mail. */
  tvUserInUse: Scalars['Boolean']['output'];
  /** Check a document number against its type's rule. */
  verifyFiscalId: FiscalIdCheck;
  /** Check an ICC (19-20 digits, Luhn); `vodafone` and `carrier` are accepted as the wizard sends them. */
  verifyIcc: IccCheck;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryBrandContactsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryBrandProductsArgs = {
  family?: InputMaybe<ProductFamily>;
  status?: InputMaybe<ProductStatus>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryBrandSettingsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryChannelUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  channel?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ChannelUserStatus>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryChannelsArgs = {
  channel?: InputMaybe<Scalars['ID']['input']>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryCitiesArgs = {
  province: Scalars['String']['input'];
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryCustomerArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryCustomerDocumentArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryCustomerDocumentUrlsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryCustomerScoreArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CustomerSort>;
  type?: InputMaybe<CustomerType>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryIsValidIbanArgs = {
  iban: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryLineInUseArgs = {
  extCarrierId?: InputMaybe<Scalars['String']['input']>;
  lineNumber: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryPortabilitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<PortabilityDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PortabilityStatus>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryPortabilityInUseArgs = {
  line: Scalars['String']['input'];
  type: PortabilityDirection;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QuerySubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  family?: InputMaybe<ProductFamily>;
  first?: InputMaybe<Scalars['Int']['input']>;
  fiscalId?: InputMaybe<Scalars['String']['input']>;
  includeTerminated?: InputMaybe<Scalars['Boolean']['input']>;
  lineNumber?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<SubscriptionSort>;
  status?: InputMaybe<SubscriptionStatus>;
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryTvUserInUseArgs = {
  email: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryVerifyFiscalIdArgs = {
  documentType: DocumentType;
  fiscalId: Scalars['String']['input'];
};


/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type QueryVerifyIccArgs = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  icc: Scalars['String']['input'];
  vodafone?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'CLIENT'
  | 'MANAGER'
  | 'USER';

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

export type SepaMandate = {
  __typename?: 'SepaMandate';
  reference: Scalars['String']['output'];
  signed: Scalars['Boolean']['output'];
  signedAt?: Maybe<Scalars['String']['output']>;
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
  sharedSubscriptionId?: Maybe<Scalars['ID']['output']>;
  /** YYYY-MM-DD. */
  startDate?: Maybe<Scalars['String']['output']>;
  status: SubscriptionStatus;
  subscriptionId: Scalars['ID']['output'];
  /** 4G or 5G (not GraphQL enum names). */
  technology?: Maybe<Scalars['String']['output']>;
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

export type SubscriptionOptional = {
  __typename?: 'SubscriptionOptional';
  name: Scalars['String']['output'];
  /** Euro cents. */
  price: Scalars['Int']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
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

export type TaxTerritory =
  | 'IGIC'
  | 'IPSI_CEUTA'
  | 'IPSI_MELILLA'
  | 'IVA';

export type VerifiableEmail =
  | 'BILLING'
  | 'NOTIFICATION';



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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Ability: ResolverTypeWrapper<Ability>;
  AssignableRole: AssignableRole;
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
  BrandOther: ResolverTypeWrapper<BrandOther>;
  BrandOtherInput: BrandOtherInput;
  BrandPbx: ResolverTypeWrapper<BrandPbx>;
  BrandPbxInput: BrandPbxInput;
  BrandSeries: ResolverTypeWrapper<BrandSeries>;
  BrandSeriesInput: BrandSeriesInput;
  BrandSettings: ResolverTypeWrapper<BrandSettings>;
  BrandSettingsInput: BrandSettingsInput;
  BrandSummary: ResolverTypeWrapper<BrandSummary>;
  BrandSuperAdmin: ResolverTypeWrapper<BrandSuperAdmin>;
  BrandSvas: ResolverTypeWrapper<BrandSvas>;
  BrandSvasInput: BrandSvasInput;
  CancellationReason: CancellationReason;
  Channel: ResolverTypeWrapper<Channel>;
  ChannelStatus: ChannelStatus;
  ChannelTree: ResolverTypeWrapper<ChannelTree>;
  ChannelUser: ResolverTypeWrapper<ChannelUser>;
  ChannelUserPage: ResolverTypeWrapper<ChannelUserPage>;
  ChannelUserStatus: ChannelUserStatus;
  CompanyExtras: ResolverTypeWrapper<CompanyExtras>;
  CompanyRepresentative: ResolverTypeWrapper<CompanyRepresentative>;
  Contact: ResolverTypeWrapper<Contact>;
  ContactInput: ContactInput;
  ContactType: ContactType;
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
  CustomerSort: CustomerSort;
  CustomerSummary: ResolverTypeWrapper<CustomerSummary>;
  CustomerType: CustomerType;
  DocumentType: DocumentType;
  EmailVerificationAction: EmailVerificationAction;
  EmailVerificationSent: ResolverTypeWrapper<EmailVerificationSent>;
  EmailVerificationStatus: EmailVerificationStatus;
  EmailVerified: ResolverTypeWrapper<EmailVerified>;
  FinancialRiskCompanyInfo: ResolverTypeWrapper<FinancialRiskCompanyInfo>;
  FinancialRiskOpinion: FinancialRiskOpinion;
  FinancialRiskQueryCost: ResolverTypeWrapper<FinancialRiskQueryCost>;
  FinancialRiskScore: ResolverTypeWrapper<FinancialRiskScore>;
  FiscalIdCheck: ResolverTypeWrapper<FiscalIdCheck>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IbanCheck: ResolverTypeWrapper<IbanCheck>;
  IccCheck: ResolverTypeWrapper<IccCheck>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Municipality: ResolverTypeWrapper<Municipality>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NumberSeries: ResolverTypeWrapper<NumberSeries>;
  NumberSeriesInput: NumberSeriesInput;
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
  Product: ResolverTypeWrapper<Product>;
  ProductFamily: ProductFamily;
  ProductPromotion: ResolverTypeWrapper<ProductPromotion>;
  ProductStatus: ProductStatus;
  Province: ResolverTypeWrapper<Province>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  ScoreOutcome: ResolverTypeWrapper<ScoreOutcome>;
  ScoreResult: ScoreResult;
  SepaMandate: ResolverTypeWrapper<SepaMandate>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionConnection: ResolverTypeWrapper<SubscriptionConnection>;
  SubscriptionEdge: ResolverTypeWrapper<SubscriptionEdge>;
  SubscriptionOptional: ResolverTypeWrapper<SubscriptionOptional>;
  SubscriptionSort: SubscriptionSort;
  SubscriptionStatus: SubscriptionStatus;
  TaxTerritory: TaxTerritory;
  VerifiableEmail: VerifiableEmail;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Ability: Ability;
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
  BrandOther: BrandOther;
  BrandOtherInput: BrandOtherInput;
  BrandPbx: BrandPbx;
  BrandPbxInput: BrandPbxInput;
  BrandSeries: BrandSeries;
  BrandSeriesInput: BrandSeriesInput;
  BrandSettings: BrandSettings;
  BrandSettingsInput: BrandSettingsInput;
  BrandSummary: BrandSummary;
  BrandSuperAdmin: BrandSuperAdmin;
  BrandSvas: BrandSvas;
  BrandSvasInput: BrandSvasInput;
  Channel: Channel;
  ChannelTree: ChannelTree;
  ChannelUser: ChannelUser;
  ChannelUserPage: ChannelUserPage;
  CompanyExtras: CompanyExtras;
  CompanyRepresentative: CompanyRepresentative;
  Contact: Contact;
  ContactInput: ContactInput;
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
  CustomerSummary: CustomerSummary;
  EmailVerificationSent: EmailVerificationSent;
  EmailVerified: EmailVerified;
  FinancialRiskCompanyInfo: FinancialRiskCompanyInfo;
  FinancialRiskQueryCost: FinancialRiskQueryCost;
  FinancialRiskScore: FinancialRiskScore;
  FiscalIdCheck: FiscalIdCheck;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IbanCheck: IbanCheck;
  IccCheck: IccCheck;
  Int: Scalars['Int']['output'];
  Municipality: Municipality;
  Mutation: Record<PropertyKey, never>;
  NumberSeries: NumberSeries;
  NumberSeriesInput: NumberSeriesInput;
  PageInfo: PageInfo;
  Portability: Portability;
  PortabilityConnection: PortabilityConnection;
  PortabilityEdge: PortabilityEdge;
  PortabilityHistoryEntry: PortabilityHistoryEntry;
  PortabilityWithHistory: PortabilityWithHistory;
  Product: Product;
  ProductPromotion: ProductPromotion;
  Province: Province;
  Query: Record<PropertyKey, never>;
  ScoreOutcome: ScoreOutcome;
  SepaMandate: SepaMandate;
  SessionUser: SessionUser;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubscriptionConnection: SubscriptionConnection;
  SubscriptionEdge: SubscriptionEdge;
  SubscriptionOptional: SubscriptionOptional;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AbilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ability'] = ResolversParentTypes['Ability']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type BrandOtherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandOther'] = ResolversParentTypes['BrandOther']> = {
  manualSignup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendTvWelcomeEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrandPbxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPbx'] = ResolversParentTypes['BrandPbx']> = {
  created?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  initialPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modified?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panelUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MunicipalityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Municipality'] = ResolversParentTypes['Municipality']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCustomDocument?: Resolver<ResolversTypes['CustomDocumentsAdded'], ParentType, ContextType, RequireFields<MutationAddCustomDocumentArgs, 'documentContent' | 'documentName' | 'documentType' | 'fiscalId'>>;
  addSubChannel?: Resolver<ResolversTypes['Channel'], ParentType, ContextType, RequireFields<MutationAddSubChannelArgs, 'name'>>;
  cancelPortability?: Resolver<ResolversTypes['PortabilityWithHistory'], ParentType, ContextType, RequireFields<MutationCancelPortabilityArgs, 'id' | 'reason'>>;
  createChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationCreateChannelUserArgs, 'email'>>;
  deleteCustomDocument?: Resolver<ResolversTypes['CustomDocumentsDeleted'], ParentType, ContextType, RequireFields<MutationDeleteCustomDocumentArgs, 'fiscalId' | 'title'>>;
  disableChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationDisableChannelUserArgs, 'email'>>;
  enterChannel?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationEnterChannelArgs, 'channel'>>;
  relaunchPortability?: Resolver<ResolversTypes['PortabilityWithHistory'], ParentType, ContextType, RequireFields<MutationRelaunchPortabilityArgs, 'id'>>;
  removeChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationRemoveChannelUserArgs, 'email'>>;
  returnToOriginalChannel?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  saveBrandContacts?: Resolver<ResolversTypes['BrandContacts'], ParentType, ContextType, RequireFields<MutationSaveBrandContactsArgs, 'contacts'>>;
  saveBrandSettings?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, RequireFields<MutationSaveBrandSettingsArgs, 'settings'>>;
  scoreCustomer?: Resolver<ResolversTypes['ScoreOutcome'], ParentType, ContextType, RequireFields<MutationScoreCustomerArgs, 'fiscalId'>>;
  sendEmailVerification?: Resolver<ResolversTypes['EmailVerificationSent'], ParentType, ContextType, RequireFields<MutationSendEmailVerificationArgs, 'kind'>>;
  updateChannelUser?: Resolver<ResolversTypes['ChannelUser'], ParentType, ContextType, RequireFields<MutationUpdateChannelUserArgs, 'email'>>;
  verifyEmail?: Resolver<ResolversTypes['EmailVerified'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type NumberSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NumberSeries'] = ResolversParentTypes['NumberSeries']> = {
  nextNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ProductPromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPromotion'] = ResolversParentTypes['ProductPromotion']> = {
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProvinceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fixedPrefixes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  brandContacts?: Resolver<ResolversTypes['BrandContacts'], ParentType, ContextType, Partial<QueryBrandContactsArgs>>;
  brandProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryBrandProductsArgs>>;
  brandSettings?: Resolver<ResolversTypes['BrandSettings'], ParentType, ContextType, Partial<QueryBrandSettingsArgs>>;
  cachedBrands?: Resolver<Array<ResolversTypes['BrandSummary']>, ParentType, ContextType>;
  channelUsers?: Resolver<ResolversTypes['ChannelUserPage'], ParentType, ContextType, Partial<QueryChannelUsersArgs>>;
  channels?: Resolver<ResolversTypes['ChannelTree'], ParentType, ContextType, Partial<QueryChannelsArgs>>;
  cities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'province'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'fiscalId'>>;
  customerDocument?: Resolver<ResolversTypes['CustomerDocumentContent'], ParentType, ContextType, RequireFields<QueryCustomerDocumentArgs, 'fiscalId' | 'title'>>;
  customerDocumentUrls?: Resolver<Array<ResolversTypes['CustomerDocumentUrl']>, ParentType, ContextType, RequireFields<QueryCustomerDocumentUrlsArgs, 'fiscalId'>>;
  customerScore?: Resolver<ResolversTypes['CustomerScore'], ParentType, ContextType, RequireFields<QueryCustomerScoreArgs, 'fiscalId'>>;
  customers?: Resolver<ResolversTypes['CustomerConnection'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  isValidIban?: Resolver<ResolversTypes['IbanCheck'], ParentType, ContextType, RequireFields<QueryIsValidIbanArgs, 'iban'>>;
  lineInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryLineInUseArgs, 'lineNumber'>>;
  portabilities?: Resolver<ResolversTypes['PortabilityConnection'], ParentType, ContextType, Partial<QueryPortabilitiesArgs>>;
  portabilityInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPortabilityInUseArgs, 'line' | 'type'>>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  subscriptions?: Resolver<ResolversTypes['SubscriptionConnection'], ParentType, ContextType, Partial<QuerySubscriptionsArgs>>;
  tvUserInUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryTvUserInUseArgs, 'email'>>;
  verifyFiscalId?: Resolver<ResolversTypes['FiscalIdCheck'], ParentType, ContextType, RequireFields<QueryVerifyFiscalIdArgs, 'documentType' | 'fiscalId'>>;
  verifyIcc?: Resolver<ResolversTypes['IccCheck'], ParentType, ContextType, RequireFields<QueryVerifyIccArgs, 'icc'>>;
};

export type ScoreOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScoreOutcome'] = ResolversParentTypes['ScoreOutcome']> = {
  charge?: Resolver<Maybe<ResolversTypes['FinancialRiskQueryCost']>, ParentType, ContextType>;
  chargeCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ScoreResult'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['FinancialRiskScore']>, ParentType, ContextType>;
};

export type SepaMandateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SepaMandate'] = ResolversParentTypes['SepaMandate']> = {
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  sharedSubscriptionId?: SubscriptionResolver<Maybe<ResolversTypes['ID']>, "sharedSubscriptionId", ParentType, ContextType>;
  startDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "startDate", ParentType, ContextType>;
  status?: SubscriptionResolver<ResolversTypes['SubscriptionStatus'], "status", ParentType, ContextType>;
  subscriptionId?: SubscriptionResolver<ResolversTypes['ID'], "subscriptionId", ParentType, ContextType>;
  technology?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "technology", ParentType, ContextType>;
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

export type SubscriptionOptionalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionOptional'] = ResolversParentTypes['SubscriptionOptional']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Ability?: AbilityResolvers<ContextType>;
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
  BrandOther?: BrandOtherResolvers<ContextType>;
  BrandPbx?: BrandPbxResolvers<ContextType>;
  BrandSeries?: BrandSeriesResolvers<ContextType>;
  BrandSettings?: BrandSettingsResolvers<ContextType>;
  BrandSummary?: BrandSummaryResolvers<ContextType>;
  BrandSuperAdmin?: BrandSuperAdminResolvers<ContextType>;
  BrandSvas?: BrandSvasResolvers<ContextType>;
  Channel?: ChannelResolvers<ContextType>;
  ChannelTree?: ChannelTreeResolvers<ContextType>;
  ChannelUser?: ChannelUserResolvers<ContextType>;
  ChannelUserPage?: ChannelUserPageResolvers<ContextType>;
  CompanyExtras?: CompanyExtrasResolvers<ContextType>;
  CompanyRepresentative?: CompanyRepresentativeResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
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
  CustomerSummary?: CustomerSummaryResolvers<ContextType>;
  EmailVerificationSent?: EmailVerificationSentResolvers<ContextType>;
  EmailVerified?: EmailVerifiedResolvers<ContextType>;
  FinancialRiskCompanyInfo?: FinancialRiskCompanyInfoResolvers<ContextType>;
  FinancialRiskQueryCost?: FinancialRiskQueryCostResolvers<ContextType>;
  FinancialRiskScore?: FinancialRiskScoreResolvers<ContextType>;
  FiscalIdCheck?: FiscalIdCheckResolvers<ContextType>;
  IbanCheck?: IbanCheckResolvers<ContextType>;
  IccCheck?: IccCheckResolvers<ContextType>;
  Municipality?: MunicipalityResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NumberSeries?: NumberSeriesResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Portability?: PortabilityResolvers<ContextType>;
  PortabilityConnection?: PortabilityConnectionResolvers<ContextType>;
  PortabilityEdge?: PortabilityEdgeResolvers<ContextType>;
  PortabilityHistoryEntry?: PortabilityHistoryEntryResolvers<ContextType>;
  PortabilityWithHistory?: PortabilityWithHistoryResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductPromotion?: ProductPromotionResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ScoreOutcome?: ScoreOutcomeResolvers<ContextType>;
  SepaMandate?: SepaMandateResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionConnection?: SubscriptionConnectionResolvers<ContextType>;
  SubscriptionEdge?: SubscriptionEdgeResolvers<ContextType>;
  SubscriptionOptional?: SubscriptionOptionalResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
