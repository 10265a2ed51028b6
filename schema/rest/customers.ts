import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import { dayMonthYearDateSchema } from '../domain/validators/day-month-year-date';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { emailSchema } from '../domain/validators/email';
import { isValidFiscalId } from '../domain/validators/fiscal-id';
import { isValidFixedNumber } from '../domain/validators/fixed-number';
import { legalAgeBirthDateSchema } from '../domain/validators/legal-age';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import { postalCodeSchema } from '../domain/validators/postal-code';
import { provinceCodeSchema } from '../domain/validators/province-code';
import { requiredText } from '../domain/validators/required-text';
import { customerTypeSchema, documentTypeSchema, paymentMethodSchema } from '../domain/vocabulary/customer';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard-schemas';
import { productFamilySchema, productStatusSchema } from '../domain/vocabulary/product-schemas';
import { subscriptionStatusSchema, technologySchema } from '../domain/vocabulary/subscription-schemas';
import { defineEndpoint } from './endpoint';

/** Page sizes a list accepts (query strings arrive as text). */
export const PAGE_SIZES = ['25', '50', '100', '500'] as const;
const pageSizeSchema = z
  .enum(PAGE_SIZES)
  .default('25')
  .transform((value) => Number(value));
const cursorSchema = z.string().max(512).optional();
export const SORT_ORDERS = ['asc', 'desc'] as const;
const sortOrderSchema = z.enum(SORT_ORDERS).default('asc');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoTimestamp = z.string();

/** A fiscal id as typed: separators and case forgiven, stored normalised. */
const fiscalIdInput = z.string().max(32).pipe(requiredText(normalizeDocumentNumber));
/**
 * Optional free text of a form: trimmed, and an empty string clears it (stored as null). Not nullable, so the
 * JSON schema says plainly `string` and anything else is refused as the wrong type.
 */
function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .optional();
}
function requiredField(max: number) {
  return z.string().max(max).pipe(requiredText());
}
/** A contact phone may be a mobile or a fixed number, each checked by its own rule. */
export const contactPhoneSchema = z
  .string()
  .max(20, { error: DOMAIN_VALIDATION_MESSAGES.invalidMobile })
  .pipe(requiredText(normalizePhoneNumber))
  .refine((value) => isValidMobileNumber(value) || isValidFixedNumber(value), {
    error: DOMAIN_VALIDATION_MESSAGES.invalidMobile,
  });

// ---- answers -------------------------------------------------------------------------------------------------

export const customerAddressSchema = z.object({
  streetType: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  floor: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  postalCode: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
});

export const companyExtrasSchema = z.object({
  companyName: z.string().nullable(),
  constitutionDate: isoDate.nullable(),
  representative: z.object({
    documentType: documentTypeSchema.nullable(),
    document: z.string().nullable(),
    name: z.string().nullable(),
    firstSurname: z.string().nullable(),
    secondSurname: z.string().nullable(),
    birthDate: isoDate.nullable(),
  }),
  notarialPowers: z.string().nullable(),
  deeds: z.string().nullable(),
  iaeDate: isoDate.nullable(),
  iaeCertificate: z.string().nullable(),
  cifCard: z.string().nullable(),
  taxComplianceCertificate: z.string().nullable(),
  socialSecurityCertificate: z.string().nullable(),
});

export const customerSummarySchema = z.object({
  id: z.string(),
  fiscalId: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  documentType: documentTypeSchema,
  customerType: customerTypeSchema,
  name: z.string(),
  firstSurname: z.string().nullable(),
  lastSurname: z.string().nullable(),
  email: z.string().nullable(),
  contactPhone: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  created: isoTimestamp,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customDocumentSchema = z.object({
  documentType: z.string(),
  name: z.string(),
  title: z.string(),
  created: isoTimestamp,
});

export const customerDetailSchema = customerSummarySchema.extend({
  birthDate: isoDate.nullable(),
  address: customerAddressSchema,
  detailedInvoice: z.boolean(),
  iban: z.string().nullable(),
  skipInvoices: z.boolean(),
  paymentMethods: z.array(paymentMethodSchema),
  sepaMandate: z
    .object({ reference: z.string(), signed: z.boolean(), signedAt: isoTimestamp.nullable() })
    .nullable(),
  company: companyExtrasSchema.nullable(),
  customDocuments: z.array(customDocumentSchema),
  modified: isoTimestamp,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  lineNumber: z.string(),
  fiscalId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerFirstSurname: z.string().nullable(),
  customerLastSurname: z.string().nullable(),
  productId: z.string().nullable(),
  productName: z.string(),
  alias: z.string().nullable(),
  contract: z.string().nullable(),
  status: subscriptionStatusSchema,
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  installationAddress: z.string().nullable(),
  /** Euro cents. */
  finalPrice: z.number().int(),
  family: productFamilySchema,
  fixedNumber: z.string().nullable(),
  icc: z.string().nullable(),
  iccService: z.string().nullable(),
  carrier: z.string().nullable(),
  eSim: z.boolean(),
  eSimEmail: z.string().nullable(),
  donorOperator: z.string().nullable(),
  technology: technologySchema.nullable(),
  optionals: z.array(
    z.object({ productId: z.string().nullable(), name: z.string(), price: z.number().int() }),
  ),
  baseSubscriptions: z.array(z.string()),
  sharedSubscriptionId: z.string().nullable(),
  headerSubscriptionId: z.string().nullable(),
  convergentSubscriptionId: z.string().nullable(),
  created: isoTimestamp,
  /** The modified marker the client's local cache compares. */
  modified: isoTimestamp,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const productSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  family: productFamilySchema,
  subfamily: z.string().nullable(),
  /** Prices in euro cents. */
  price: z.number().int(),
  priceWithoutTax: z.number().int(),
  providerPriceWithoutTax: z.number().int().nullable(),
  promotions: z.array(z.object({ name: z.string(), discount: z.number().int(), months: z.number().int() })),
  priceWithPromotions: z.number().int(),
  display: z.boolean(),
  status: productStatusSchema,
  /** Tax rate in basis points (2100 = 21 %). */
  tax: z.number().int(),
  maxAdditionalLines: z.number().int(),
  cumulativeGb: z.boolean(),
  created: isoTimestamp,
  modified: isoTimestamp,
});
export type Product = z.infer<typeof productSchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Rows matching the filters, counted at most once a minute per scope and filters: an estimate. */
    totalEstimate: z.number().int(),
  });
}

// ---- requests ------------------------------------------------------------------------------------------------

export const CUSTOMER_SORTS = ['name', 'fiscalId', 'created'] as const;
export const listCustomersQuery = z.object({
  cursor: cursorSchema,
  limit: pageSizeSchema,
  /** Matches name, surnames, fiscal id or e-mail (case-insensitive, anywhere). */
  search: z.string().trim().max(100).optional(),
  /** Comma-separated customer ids (at most 100): one page of exactly these, for batched reads. */
  ids: z
    .string()
    .max(3_700)
    .transform((text) => text.split(','))
    .pipe(z.array(z.uuid()).min(1).max(100))
    .optional(),
  type: customerTypeSchema.optional(),
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  order: sortOrderSchema,
});

export const getCustomerQuery = z.object({
  fiscalId: fiscalIdInput,
  /** Needed only when the caller's scope holds the fiscal id in several brands (operator staff). */
  brandId: z.string().max(32).optional(),
});

const representativeInput = z
  .object({
    documentType: z.enum(['DNI', 'NIE', 'PASSPORT']),
    document: z.string().max(32).pipe(requiredText(normalizeDocumentNumber)),
    name: requiredField(100),
    firstSurname: requiredField(100),
    secondSurname: optionalText(100),
    birthDate: z.string().max(10).pipe(legalAgeBirthDateSchema()),
  })
  .check((ctx) => {
    const { documentType, document } = ctx.value;
    if (!isValidFiscalId(documentType, document)) {
      ctx.issues.push({
        code: 'custom',
        message:
          documentType === 'PASSPORT'
            ? DOMAIN_VALIDATION_MESSAGES.invalidPassport
            : DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
        input: document,
        path: ['document'],
      });
    }
  });

/** Company extras; document fields hold a reference to the stored file. */
export const companyExtrasInput = z.object({
  companyName: requiredField(200),
  constitutionDate: z.string().max(10).pipe(dayMonthYearDateSchema).optional(),
  representative: representativeInput.optional(),
  notarialPowers: optionalText(500),
  deeds: optionalText(500),
  iaeDate: z.string().max(10).pipe(dayMonthYearDateSchema).optional(),
  iaeCertificate: optionalText(500),
  cifCard: optionalText(500),
  taxComplianceCertificate: optionalText(500),
  socialSecurityCertificate: optionalText(500),
});
export type CompanyExtrasInput = z.infer<typeof companyExtrasInput>;

/**
 * PUT /customer: a partial update of the customer with this fiscal id; a field left out stays as it is.
 * The identifying `fiscalId` is declared last so that a malformed field is reported before a missing key.
 * Rules needing stored values (postal code in province, fiscal id against a changed document type, company
 * extras only for companies) are checked by the api against the merged customer.
 */
export const putCustomerRequest = z.object({
  brandId: z.string().max(32).optional(),
  documentType: documentTypeSchema.optional(),
  customerType: customerTypeSchema.optional(),
  name: requiredField(200).optional(),
  firstSurname: optionalText(100),
  secondSurname: optionalText(100),
  /** DD/MM/YYYY, of legal age. */
  birthDate: z.string().max(10).pipe(legalAgeBirthDateSchema()).nullable().optional(),
  email: z.string().max(254).pipe(emailSchema).nullable().optional(),
  contactPhone: contactPhoneSchema.nullable().optional(),
  streetType: optionalText(40),
  street: optionalText(200),
  streetNumber: optionalText(20),
  floor: optionalText(40),
  additionalInfo: optionalText(200),
  postalCode: z.string().max(5).pipe(postalCodeSchema).optional(),
  /** INE province code ('28' Madrid); must contain the postal code. */
  province: provinceCodeSchema.optional(),
  city: optionalText(100),
  detailedInvoice: z.boolean().optional(),
  company: companyExtrasInput.nullable().optional(),
  fiscalId: fiscalIdInput,
});
export type PutCustomerRequest = z.infer<typeof putCustomerRequest>;

/**
 * IBANs are typed with spaces ("ES91 2100 ..."); the api checks length and digits and answers INVALID_IBAN.
 * An empty string removes the IBAN.
 */
export const IBAN_INPUT_MAX_LENGTH = 40;
export const putCustomerPaymentMethodRequest = z.object({
  iban: z.string().max(IBAN_INPUT_MAX_LENGTH).optional(),
  skipInvoices: z.boolean().optional(),
  paymentMethods: z
    .array(paymentMethodSchema)
    .min(1, { error: 'validation.required' })
    .max(2)
    .refine((methods) => new Set(methods).size === methods.length, {
      error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
    })
    .optional(),
  brandId: z.string().max(32).optional(),
  fiscalId: fiscalIdInput,
});

export const putCustomerSepaSignedRequest = z.object({
  brandId: z.string().max(32).optional(),
  fiscalId: fiscalIdInput,
});

export const SUBSCRIPTION_SORTS = ['lineNumber', 'created', 'modified'] as const;
export const listSubscriptionsQuery = z.object({
  cursor: cursorSchema,
  limit: pageSizeSchema,
  status: subscriptionStatusSchema.optional(),
  family: productFamilySchema.optional(),
  fiscalId: z.string().max(32).transform(normalizeDocumentNumber).optional(),
  /** Prefix of the line number. */
  lineNumber: z.string().max(20).regex(/^\d+$/).optional(),
  /** TERMINATED lines are left out unless asked for here or by `status=TERMINATED`. */
  includeTerminated: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Started (start date) in a dashboard period: whole Madrid days, as GET /counters counts activations. */
  started: dashboardPeriodSchema.optional(),
  /**
   * Ended in a dashboard period: TERMINATED or CANCELED with the end date in it, as GET /counters counts
   * terminations (terminated lines are then listed without `includeTerminated`).
   */
  ended: dashboardPeriodSchema.optional(),
  sort: z.enum(SUBSCRIPTION_SORTS).default('created'),
  order: sortOrderSchema,
});

export const listBrandProductsQuery = z.object({
  family: productFamilySchema.optional(),
  status: productStatusSchema.optional(),
});

export const customerEndpoints = {
  listCustomers: defineEndpoint({
    id: 'listCustomers',
    method: 'GET',
    path: '/customers',
    summary: "Customers of the caller's channel and its sub-channels, a page at a time (keyset cursor)",
    access: 'agent',
    query: listCustomersQuery,
    queryExample: { search: 'García', type: 'RESIDENTIAL', sort: 'name', order: 'asc', limit: '25' },
    response: pageOf(customerSummarySchema),
  }),
  getCustomer: defineEndpoint({
    id: 'getCustomer',
    method: 'GET',
    path: '/customer',
    summary:
      'One customer by fiscal id, with company extras, payment details, SEPA mandate and custom documents',
    access: 'agent',
    query: getCustomerQuery,
    queryExample: { fiscalId: '12345678Z', brandId: '2020001' },
    response: customerDetailSchema,
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
  putCustomer: defineEndpoint({
    id: 'putCustomer',
    method: 'PUT',
    path: '/customer',
    summary: 'Update a customer (partial): identity, contact, address, company extras',
    access: 'agent',
    body: putCustomerRequest,
    response: customerDetailSchema,
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
  putCustomerPaymentMethod: defineEndpoint({
    id: 'putCustomerPaymentMethod',
    method: 'PUT',
    path: '/customer/paymentMethod',
    summary: 'IBAN, skip invoices and payment methods; a new IBAN starts a new, unsigned SEPA mandate',
    access: 'agent',
    body: putCustomerPaymentMethodRequest,
    response: customerDetailSchema,
    errors: ['INVALID_IBAN', 'AMBIGUOUS_FISCAL_ID'],
  }),
  putCustomerSepaSigned: defineEndpoint({
    id: 'putCustomerSepaSigned',
    method: 'PUT',
    path: '/customer/sepa/signed',
    summary: "Mark the customer's current SEPA mandate as signed",
    access: 'agent',
    body: putCustomerSepaSignedRequest,
    response: customerDetailSchema,
    errors: ['NO_SEPA_MANDATE', 'AMBIGUOUS_FISCAL_ID'],
  }),
  listSubscriptions: defineEndpoint({
    id: 'listSubscriptions',
    method: 'GET',
    path: '/subscriptions',
    summary: "Lines of the caller's channel and its sub-channels, a page at a time (keyset cursor)",
    access: 'manager',
    query: listSubscriptionsQuery,
    queryExample: {
      status: 'ACTIVE',
      family: 'MOBILE',
      lineNumber: '600123456',
      sort: 'created',
      order: 'asc',
      limit: '25',
    },
    response: pageOf(subscriptionSchema),
  }),
  listBrandProducts: defineEndpoint({
    id: 'listBrandProducts',
    method: 'GET',
    path: '/products/brand',
    summary: "The product catalogue of the brand owning the caller's current channel",
    access: 'agent',
    query: listBrandProductsQuery,
    queryExample: { family: 'MOBILE', status: 'ACTIVE' },
    response: z.object({ items: z.array(productSchema) }),
  }),
};
