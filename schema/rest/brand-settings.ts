import { z } from 'zod';
import { financialRiskQueryCostSchema } from '../domain/financial-risk-query-cost';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { bicSchema } from '../domain/validators/bic';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { emailSchema } from '../domain/validators/email';
import { fiscalIdentitySchema } from '../domain/validators/fiscal-id';
import { isValidFixedNumber } from '../domain/validators/fixed-number';
import { spanishIbanSchema } from '../domain/validators/iban';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import { postalCodeWithProvinceSchema } from '../domain/validators/postal-code';
import { requiredText } from '../domain/validators/required-text';
import { sepaCreditorIdentifierSchema } from '../domain/validators/sepa-creditor-identifier';
import { isValidSepaMandateReference } from '../domain/validators/sepa-mandate-reference';
import { SERIES_PREFIX_MAX_LENGTH, seriesPrefixSchema } from '../domain/validators/series-prefix';
import { SPN_MAX_LENGTH, spnSchema } from '../domain/validators/spn';
import { urlSchema } from '../domain/validators/url';
import { CONTACT_TYPES, contactTypeSchema } from '../domain/vocabulary/contact';
import { documentTypeSchema, paymentMethodSchema } from '../domain/vocabulary/customer';
import {
  emailVerificationActionSchema,
  emailVerificationStatusSchema,
} from '../domain/vocabulary/email-verification';
import { defineEndpoint } from './endpoint';

const text = (max: number) => requiredText().max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable();
const email = z.string({ error: REQUIRED_MESSAGE }).max(254, { error: 'validation.email' }).pipe(emailSchema);
const spn = z
  .string({ error: REQUIRED_MESSAGE })
  .max(SPN_MAX_LENGTH, { error: DOMAIN_VALIDATION_MESSAGES.invalidSpn })
  .pipe(spnSchema);
const url = requiredText().max(500).pipe(urlSchema);
const phone = requiredText(normalizePhoneNumber)
  .max(20)
  .refine((value) => isValidMobileNumber(value) || isValidFixedNumber(value), {
    error: DOMAIN_VALIDATION_MESSAGES.invalidMobile,
  });

/** Runs a domain validator over part of an object and reports its issues at the same paths. */
function copyIssues(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
}

/** Which brand: by default the brand of the caller's current channel; operator staff may name one below them. */
export const brandScopeQuery = z.object({ brandId: z.string().trim().min(1).max(64).optional() });

export const brandAddressSchema = z
  .object({
    streetType: text(30),
    street: text(150),
    number: text(20),
    floor: optionalText(30).optional().default(null),
    additionalInfo: optionalText(150).optional().default(null),
    postalCode: z.string({ error: REQUIRED_MESSAGE }).max(5),
    province: z.string({ error: REQUIRED_MESSAGE }).max(2),
    city: text(100),
  })
  .superRefine((address, ctx) => {
    copyIssues(postalCodeWithProvinceSchema, address, ctx);
  });
export type BrandAddress = z.infer<typeof brandAddressSchema>;

/** Identity group; brand id and name of the brand row, legal data here. */
export const brandIdentitySchema = z
  .object({
    brandName: text(100),
    documentType: documentTypeSchema,
    fiscalId: requiredText(normalizeDocumentNumber).max(20),
    legalName: text(150),
    segment: text(50),
    billingAddress: brandAddressSchema,
    shippingAddress: brandAddressSchema,
  })
  .superRefine((identity, ctx) => {
    copyIssues(fiscalIdentitySchema, identity, ctx);
  });
export type BrandIdentity = z.infer<typeof brandIdentitySchema>;

/** The customer notification and billing addresses (verification status is the server's, see GET). */
export const brandEmailsSchema = z.object({
  notificationEmail: email.nullable(),
  billingEmail: email.nullable(),
});

export const brandInvoicingSchema = z
  .object({
    generateCustomerInvoices: z.boolean(),
    paymentMethod: paymentMethodSchema,
    sendByEmail: z.boolean(),
    defaultPaymentTermsDays: z.number().int().min(0).max(365),
    collectBankDetails: z.boolean(),
    sepaCreditorId: requiredText().max(40).pipe(sepaCreditorIdentifierSchema).nullable(),
    collectionIban: requiredText().max(40).pipe(spanishIbanSchema).nullable(),
    collectionBic: requiredText().max(20).pipe(bicSchema).nullable(),
    sepaMandatePrefix: requiredText()
      .max(20)
      .refine(isValidSepaMandateReference, { error: DOMAIN_VALIDATION_MESSAGES.invalidSepaMandateReference }),
  })
  .superRefine((invoicing, ctx) => {
    // Collecting by direct debit needs the brand's creditor identifier and the account the debits land in.
    if (invoicing.paymentMethod !== 'SEPA_DIRECT_DEBIT') return;
    for (const field of ['sepaCreditorId', 'collectionIban'] as const) {
      if (invoicing[field] === null)
        ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [field] });
    }
  });

export const numberSeriesSchema = z.object({
  prefix: z
    .string({ error: REQUIRED_MESSAGE })
    .max(SERIES_PREFIX_MAX_LENGTH, { error: DOMAIN_VALIDATION_MESSAGES.invalidSeriesPrefix })
    .pipe(seriesPrefixSchema),
  nextNumber: z.number().int().min(1).max(999_999_999),
});

/** Invoice and credit-note series: prefix (YY and YYYY tokens) and the number the next document gets. */
export const brandSeriesSchema = z.object({ invoice: numberSeriesSchema, creditNote: numberSeriesSchema });

export const brandContractSchema = z.object({
  mainContactEmail: email,
  technicalSupportEmail: email,
  spn: spn,
  channelSpn: spn.nullable(),
  customerSupportPhone: phone,
  customerSupportEmail: email,
  customerSupportHours: text(200),
  webPage: url,
  generalConditionsUrl: url,
  privacyPolicyUrl: url,
  particularConditionsUrl: url.nullable(),
  specialTariffsUrl: url.nullable(),
  internationalTariffsUrl: url.nullable(),
  roamingTariffsUrl: url.nullable(),
  dataProtectionEmail: email,
  dataProtectionAddress: text(300),
  dataProtectionContact: text(150),
});

export const brandOtherSchema = z.object({
  sendTvWelcomeEmail: z.boolean(),
  manualSignup: z.boolean(),
  /** The customer signs on the identity verification page (SMS/QR link); a group saved without it asks for it. */
  signOnVerificationPage: z.boolean().default(true),
});

/** Value-added services a brand offers on its lines, each one on or off. */
export const brandSvasSchema = z.object({
  incomingCalls: z.boolean(),
  outgoingCalls: z.boolean(),
  internationalCalls: z.boolean(),
  premiumServices: z.boolean(),
  incomingSms: z.boolean(),
  outgoingSms: z.boolean(),
  data: z.boolean(),
  callWaiting: z.boolean(),
  voicemail: z.boolean(),
});

/** Credit limit; the amount in euro cents like every amount of the api. */
export const brandCreditLimitSchema = z.object({
  enabled: z.boolean(),
  blockAtLimit: z.boolean(),
  amountCents: z.number().int().min(0).max(100_000_000),
});

/** Financial-risk query cost variant: net cents, 100 or 300, plus tax. */
export const brandFinancialRiskSchema = z.object({ queryCostCents: financialRiskQueryCostSchema });

export const brandPbxInputSchema = z.object({
  name: text(100),
  panelUrl: url,
  username: text(100),
  initialPassword: text(100),
});
export const brandPbxSchema = brandPbxInputSchema.extend({ created: z.string(), modified: z.string() });

export const brandEmailStatusSchema = z.object({
  email: z.string().nullable(),
  status: emailVerificationStatusSchema,
  /** When the pending verification link stops working. */
  expiresAt: z.string().nullable(),
});

/**
 * The brand's logos: brand, expanded brand, app, invoice and contract (spec section 2), and the dark-mode variants
 * of the first two, which the session's brand info carries (darkModeLogoURL, darkModeExpandedLogoURL).
 */
export const BRAND_LOGO_KINDS = [
  'BRAND',
  'EXPANDED',
  'DARK_BRAND',
  'DARK_EXPANDED',
  'APP',
  'INVOICE',
  'CONTRACT',
] as const;
export const brandLogoKindSchema = z.enum(BRAND_LOGO_KINDS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type BrandLogoKind = z.infer<typeof brandLogoKindSchema>;

/** The largest logo file the api keeps (422 LOGO_TOO_LARGE past it). */
export const LOGO_MAX_BYTES = 256 * 1024;
/** The widest and tallest logo, in pixels (422 LOGO_NOT_PNG past it: a logo is not a photograph). */
export const LOGO_MAX_SIDE_PX = 4096;
/**
 * The request's base64 may carry twice LOGO_MAX_BYTES, so a file a little too big reaches the api and is refused
 * as LOGO_TOO_LARGE (a clear message) instead of as a malformed request.
 */
export const LOGO_UPLOAD_MAX_BASE64 = Math.ceil((2 * LOGO_MAX_BYTES) / 3) * 4;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A stored logo; `url` is a path of the console (GET /brand-logos/...), new for each new file. */
export const brandLogoSchema = z.object({
  kind: brandLogoKindSchema,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  updatedAt: z.string(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

/** PUT /channel/logos: one logo, a PNG file as base64 (checked by its content, not by a name or a type). */
export const putBrandLogoRequest = z.object({
  kind: brandLogoKindSchema,
  contentBase64: z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, { error: REQUIRED_MESSAGE })
    .max(LOGO_UPLOAD_MAX_BASE64, { error: DOMAIN_VALIDATION_MESSAGES.maxLength })
    .regex(BASE64, { error: DOMAIN_VALIDATION_MESSAGES.pattern }),
});
/** DELETE /channel/logos: remove one logo (the console falls back to the brand's initial, or the other variant). */
export const deleteBrandLogoRequest = z.object({ kind: brandLogoKindSchema });
export const brandLogoFileParams = z.object({ brandId: z.string(), file: z.string() });

/** A 1x1 transparent PNG: the example body of the logo upload. */
export const EXAMPLE_LOGO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** GET /channel/settings: the full brand settings; a group never saved is null. */
export const brandSettingsSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  superAdmin: z.object({ email: z.string() }).nullable(),
  identity: brandIdentitySchema.nullable(),
  emails: z.object({ notification: brandEmailStatusSchema, billing: brandEmailStatusSchema }),
  invoicing: brandInvoicingSchema.nullable(),
  series: brandSeriesSchema,
  contract: brandContractSchema.nullable(),
  other: brandOtherSchema.nullable(),
  svas: brandSvasSchema.nullable(),
  creditLimit: brandCreditLimitSchema.nullable(),
  financialRisk: brandFinancialRiskSchema,
  pbx: brandPbxSchema.nullable(),
  /** The logos uploaded, in BRAND_LOGO_KINDS order; a kind never uploaded is absent. */
  logos: z.array(brandLogoSchema),
  updatedAt: z.string().nullable(),
});
export type BrandSettingsView = z.infer<typeof brandSettingsSchema>;

/**
 * PUT /channel/config: the groups sent replace the stored ones whole (one settings tab saves one group);
 * groups not sent stay as they are. `pbx: null` removes the PBX reseller data.
 */
export const putBrandSettingsRequest = z
  .object({
    identity: brandIdentitySchema.optional(),
    emails: brandEmailsSchema.optional(),
    invoicing: brandInvoicingSchema.optional(),
    series: brandSeriesSchema.optional(),
    contract: brandContractSchema.optional(),
    other: brandOtherSchema.optional(),
    svas: brandSvasSchema.optional(),
    creditLimit: brandCreditLimitSchema.optional(),
    financialRisk: brandFinancialRiskSchema.optional(),
    pbx: brandPbxInputSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((group) => group !== undefined), {
    error: REQUIRED_MESSAGE,
  });
export type PutBrandSettingsRequest = z.infer<typeof putBrandSettingsRequest>;

/** A brand contact; e-mails are kept lower-case. */
export const contactInputSchema = z.object({
  name: text(100),
  surnames: optionalText(150).optional().default(null),
  department: optionalText(100).optional().default(null),
  jobTitle: optionalText(100).optional().default(null),
  alias: optionalText(100).optional().default(null),
  email: email.transform((value) => value.toLowerCase()),
  phone: phone.nullable().optional().default(null),
  types: z
    .array(contactTypeSchema)
    .max(CONTACT_TYPES.length * 2)
    .min(1, { error: REQUIRED_MESSAGE })
    .transform((types) => [...new Set(types)]),
});
export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  surnames: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  alias: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  types: z.array(contactTypeSchema),
});
export type Contact = z.infer<typeof contactSchema>;

export const CONTACTS_MAX = 200;
/** PUT /channel/contacts: the whole table, in order; saved all or nothing. */
export const putContactsRequest = z.object({ contacts: z.array(contactInputSchema).max(CONTACTS_MAX) });
export const contactsResponse = z.object({ brandId: z.string(), contacts: z.array(contactSchema) });

export const VERIFIABLE_EMAILS = ['NOTIFICATION', 'BILLING'] as const;
export const verifiableEmailSchema = z.enum(VERIFIABLE_EMAILS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type VerifiableEmail = z.infer<typeof verifiableEmailSchema>;

/** POST /channel/emails/verification: send (or resend) the verification link of one brand e-mail. */
export const postEmailVerificationRequest = z.object({ kind: verifiableEmailSchema });
export const postEmailVerificationResponse = z.object({
  kind: verifiableEmailSchema,
  action: emailVerificationActionSchema,
  email: z.string(),
  status: emailVerificationStatusSchema,
  expiresAt: z.string(),
});

/** GET /verify-email?token=: the link of the verification e-mail. */
export const verifyEmailQuery = z.object({ token: z.string({ error: REQUIRED_MESSAGE }).min(1).max(200) });
export const verifyEmailResponse = z.object({
  kind: verifiableEmailSchema,
  email: z.string(),
  status: emailVerificationStatusSchema,
});

export const brandSettingsEndpoints = {
  getBrandSettings: defineEndpoint({
    id: 'getBrandSettings',
    method: 'GET',
    path: '/channel/settings',
    summary: "Full settings of the brand of the caller's current channel (or `brandId` below it)",
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    response: brandSettingsSchema,
  }),
  putBrandSettings: defineEndpoint({
    id: 'putBrandSettings',
    method: 'PUT',
    path: '/channel/config',
    summary: 'Save brand settings groups; each group sent replaces the stored one',
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    body: putBrandSettingsRequest,
    response: brandSettingsSchema,
  }),
  getContacts: defineEndpoint({
    id: 'getContacts',
    method: 'GET',
    path: '/channel/contacts',
    summary: 'The contacts table of the brand',
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    response: contactsResponse,
  }),
  putContacts: defineEndpoint({
    id: 'putContacts',
    method: 'PUT',
    path: '/channel/contacts',
    summary: 'Replace the contacts table of the brand, all or nothing',
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    body: putContactsRequest,
    response: contactsResponse,
    errors: ['CONTACT_EMAIL_IN_USE', 'CONTACT_PAYMENTS_GATEWAY_DUPLICATE'],
  }),
  postEmailVerification: defineEndpoint({
    id: 'postEmailVerification',
    method: 'POST',
    path: '/channel/emails/verification',
    summary:
      'Send or resend (at most once a minute per address; the earlier link stops working) the verification e-mail of the notification or billing address',
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    body: postEmailVerificationRequest,
    response: postEmailVerificationResponse,
    errors: ['EMAIL_NOT_CONFIGURED', 'EMAIL_ALREADY_VERIFIED', 'EMAIL_VERIFICATION_TOO_SOON'],
  }),
  verifyEmail: defineEndpoint({
    id: 'verifyEmail',
    method: 'GET',
    path: '/verify-email',
    summary: 'Marks a brand e-mail verified from the link of its verification e-mail',
    access: 'public',
    query: verifyEmailQuery,
    response: verifyEmailResponse,
    errors: ['VERIFICATION_TOKEN_INVALID', 'VERIFICATION_TOKEN_EXPIRED', 'VERIFICATION_TOKEN_USED'],
  }),
  putBrandLogo: defineEndpoint({
    id: 'putBrandLogo',
    method: 'PUT',
    path: '/channel/logos',
    summary: `Upload one logo of the brand: a PNG (checked by its content) of at most ${LOGO_MAX_BYTES / 1024} KiB, replacing the one of its kind`,
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    body: putBrandLogoRequest,
    bodyExample: { kind: 'BRAND', contentBase64: EXAMPLE_LOGO_PNG },
    response: brandSettingsSchema,
    errors: ['LOGO_NOT_PNG', 'LOGO_TOO_LARGE'],
  }),
  deleteBrandLogo: defineEndpoint({
    id: 'deleteBrandLogo',
    method: 'DELETE',
    path: '/channel/logos',
    summary: 'Remove one logo of the brand',
    access: 'admin',
    query: brandScopeQuery,
    queryExample: { brandId: '2020001' },
    body: deleteBrandLogoRequest,
    response: brandSettingsSchema,
  }),
  getBrandLogoFile: defineEndpoint({
    id: 'getBrandLogoFile',
    method: 'GET',
    path: '/brand-logos/:brandId/:file',
    summary:
      'The PNG of a logo (image/png, cached for a year: each upload gets a new path); public, as public pages show the logo too',
    access: 'public',
    // The answer is the PNG's bytes, written by the handler; nothing is sent as JSON.
    response: z.unknown(),
  }),
};
