import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { dayMonthYearDateSchema } from '../domain/validators/day-month-year-date';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { emailSchema } from '../domain/validators/email';
import { isValidFiscalId } from '../domain/validators/fiscal-id';
import { fixedNumberSchema } from '../domain/validators/fixed-number';
import { iccSchema } from '../domain/validators/icc';
import { legalAgeBirthDateSchema } from '../domain/validators/legal-age';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import { postalCodeSchema } from '../domain/validators/postal-code';
import { provinceCodeSchema } from '../domain/validators/province-code';
import { requiredText } from '../domain/validators/required-text';
import { customerTypeSchema, documentTypeSchema } from '../domain/vocabulary/customer';
import { iccServiceSchema } from '../domain/vocabulary/line';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { productSchema, subscriptionSchema } from './customers';
import { defineEndpoint } from './endpoint';
import { processSchema } from './processes';

/** A fiscal id as typed: separators and case forgiven, stored normalised. */
const fiscalIdInput = z.string().max(32).pipe(requiredText(normalizeDocumentNumber));
const idInput = z.uuid({ error: REQUIRED_MESSAGE });
const idList = z.array(idInput).min(1, { error: REQUIRED_MESSAGE }).max(20);
const lineNumberInput = z
  .string()
  .max(20)
  .pipe(requiredText(normalizePhoneNumber))
  .refine((value) => /^[6789]\d{8}$/.test(value), { error: DOMAIN_VALIDATION_MESSAGES.invalidMobile });
/** Change now, or leave it to the network (the subscription waits in a pending status until it is done). */
const executeNowInput = z.boolean().default(false);
const flagQuery = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

// ---- answers -------------------------------------------------------------------------------------------------

/** What every subscription action answers: the subscriptions as they are now and the processes it started. */
export const subscriptionActionResponse = z.object({
  subscriptions: z.array(subscriptionSchema),
  processes: z.array(processSchema),
});
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponse>;

export const subscriptionListResponse = z.object({ items: z.array(subscriptionSchema) });
export const productListResponse = z.object({ items: z.array(productSchema) });

export const sharedGroupSchema = z.object({
  sharedSubscriptionId: z.string(),
  lineNumber: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  status: z.string(),
  /** How many lines the group's product lets hang from it. */
  maxAdditionalLines: z.number().int(),
  full: z.boolean(),
  baseSubscriptions: z.array(
    z.object({ subscriptionId: z.string(), lineNumber: z.string(), status: z.string() }),
  ),
});
export type SharedGroup = z.infer<typeof sharedGroupSchema>;

// ---- requests ------------------------------------------------------------------------------------------------

export const subscriptionRefQuery = z.object({ subscriptionId: idInput, fiscalId: fiscalIdInput });

export const sharedSubscriptionsQuery = z.object({
  fiscalId: fiscalIdInput,
  /** Only the groups with room for another line (below the product's max additional lines). */
  nonFullGroups: flagQuery,
});

export const unpackSubscriptionsBody = z.object({
  subscriptionId: idInput,
  executeNow: executeNowInput,
  fiscalId: fiscalIdInput,
});

export const packSubscriptionsBody = z.object({
  headerSubscriptionId: idInput,
  convergentSubscriptionId: idInput,
  executeNow: executeNowInput,
  fiscalId: fiscalIdInput,
});

export const changeProductBody = z.object({
  subscriptionId: idInput,
  lineNumber: lineNumberInput,
  productId: idInput,
  family: productFamilySchema,
  executeNow: executeNowInput,
  fiscalId: fiscalIdInput,
});

export const removeSubscriptionsFromSharedGroupBody = z.object({
  sharedSubscriptionId: idInput,
  baseSubscriptions: idList,
  executeNow: executeNowInput,
  fiscalId: fiscalIdInput,
});

export const addSubscriptionsToSharedGroupBody = z.object({
  sharedSubscriptionId: idInput,
  baseSubscriptionIds: idList,
  executeNow: executeNowInput,
  fiscalId: fiscalIdInput,
});

/** The first line becomes the group (it takes the shared product), the others hang from it. */
export const createSharedGroupBody = z.object({
  baseSubscriptionIds: z.array(idInput).min(2, { error: REQUIRED_MESSAGE }).max(20),
  productId: idInput,
  executeNow: executeNowInput,
  fiscalId: fiscalIdInput,
});

function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .optional();
}

/** The new holder of a holder change when they are not a customer yet (docs/domain-rules.md "Holder change"). */
export const newHolderInput = z
  .object({
    documentType: documentTypeSchema,
    customerType: customerTypeSchema,
    name: z.string().max(200).pipe(requiredText()),
    firstSurname: optionalText(100),
    secondSurname: optionalText(100),
    birthDate: z.string().max(10).pipe(legalAgeBirthDateSchema()).optional(),
    email: z.string().max(254).pipe(emailSchema),
    contactPhone: z
      .string()
      .max(20)
      .pipe(requiredText(normalizePhoneNumber))
      .refine(isValidMobileNumber, { error: DOMAIN_VALIDATION_MESSAGES.invalidMobile })
      .optional(),
    postalCode: z.string().max(5).pipe(postalCodeSchema).optional(),
    province: provinceCodeSchema.optional(),
    city: optionalText(100),
    street: optionalText(200),
  })
  .check((ctx) => {
    const { customerType, documentType, firstSurname } = ctx.value;
    if ((customerType === 'COMPANY') !== (documentType === 'CIF')) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidOption,
        input: documentType,
        path: ['documentType'],
      });
    }
    if (customerType !== 'COMPANY' && !firstSurname) {
      ctx.issues.push({
        code: 'custom',
        message: REQUIRED_MESSAGE,
        input: firstSurname,
        path: ['firstSurname'],
      });
    }
  });
export type NewHolderInput = z.infer<typeof newHolderInput>;

export const changeTitularBody = z
  .object({
    subscriptionIds: idList,
    newFiscalId: fiscalIdInput,
    /** Required when no customer of the brand has `newFiscalId` yet: the new holder is created from it. */
    newCustomer: newHolderInput.optional(),
    executeNow: executeNowInput,
    actualFiscalId: fiscalIdInput,
  })
  .check((ctx) => {
    const { newFiscalId, newCustomer, actualFiscalId } = ctx.value;
    if (newFiscalId === actualFiscalId) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidDocument,
        input: newFiscalId,
        path: ['newFiscalId'],
      });
    } else if (newCustomer && !isValidFiscalId(newCustomer.documentType, newFiscalId)) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidDocument,
        input: newFiscalId,
        path: ['newFiscalId'],
      });
    }
  });
export type ChangeTitularBody = z.infer<typeof changeTitularBody>;

/**
 * An optional (add-on) product. `family` is the added product's family and says what else is needed: a FIXED
 * add-on needs its fixed number (the prefix of the holder's province is checked by the api), a MOBILE add-on an ICC
 * (Luhn) or an eSIM with the e-mail its QR code goes to.
 */
export const addOptionalProductBody = z
  .object({
    subscriptionId: idInput,
    lineNumber: lineNumberInput,
    productId: idInput,
    family: productFamilySchema,
    fixedNumber: z.string().max(20).pipe(fixedNumberSchema).optional(),
    icc: z.string().max(32).pipe(iccSchema).optional(),
    iccService: iccServiceSchema.optional(),
    eSim: z.boolean().default(false),
    eSimEmail: z.string().max(254).pipe(emailSchema).optional(),
    fiscalId: fiscalIdInput,
  })
  .check((ctx) => {
    const { family, fixedNumber, icc, eSim, eSimEmail } = ctx.value;
    const missing = (path: string) =>
      ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input: undefined, path: [path] });
    if (family === 'FIXED' && !fixedNumber) missing('fixedNumber');
    if (family === 'MOBILE' && !eSim && !icc) missing('icc');
    if (eSim && !eSimEmail) missing('eSimEmail');
  });
export type AddOptionalProductBody = z.infer<typeof addOptionalProductBody>;

/** Longest alias a subscription keeps. */
export const ALIAS_MAX_LENGTH = 60;

export const changeSubscriptionAliasBody = z.object({
  subscriptionId: idInput,
  /** An empty alias removes it. */
  alias: z.string().max(ALIAS_MAX_LENGTH),
  fiscalId: fiscalIdInput,
});

/**
 * The dates rule of /modifySubscription, written once for the api (which applies it to the stored dates merged with
 * the new ones) and the modify-product form: an end date, when there is one, is after the start (YYYY-MM-DD both).
 */
export function endDateFollowsStart(startDate: string | null, endDate: string | null): boolean {
  return startDate === null || endDate === null || endDate > startDate;
}
/** What an end date on or before the start is told (the modifyProduct namespace's key, api and form alike). */
export const END_NOT_AFTER_START_MESSAGE = 'modifyProduct.form.endNotAfterStart';

/** Largest final price /modifySubscription takes, in euro cents (100,000 EUR). */
export const FINAL_PRICE_MAX_CENTS = 10_000_000;

/**
 * Corrects what a subscription shows and bills. With `index`, productName, finalPrice and the dates apply to the
 * optional (product item) at that position instead of the main product. Dates are DD/MM/YYYY; an end date is after
 * the start (endDateFollowsStart); a null end date removes it.
 */
export const modifySubscriptionBody = z.object({
  subscriptionId: idInput,
  alias: z.string().max(ALIAS_MAX_LENGTH).optional(),
  productName: z.string().max(200).pipe(requiredText()).optional(),
  /** Euro cents. */
  finalPrice: z.number().int().min(0).max(FINAL_PRICE_MAX_CENTS).optional(),
  startDate: z.string().max(10).pipe(dayMonthYearDateSchema).optional(),
  endDate: z.string().max(10).pipe(dayMonthYearDateSchema).nullable().optional(),
  index: z.number().int().min(0).max(100).optional(),
  fiscalId: fiscalIdInput,
});
export type ModifySubscriptionBody = z.infer<typeof modifySubscriptionBody>;

const EXAMPLE_ID = '00000000-0000-4000-8000-000000000001';
const EXAMPLE_OTHER_ID = '00000000-0000-4000-8000-000000000002';
const EXAMPLE_FISCAL_ID = '12345678Z';
const ACTION_ERRORS = [
  'SUBSCRIPTION_ACTION_NOT_ALLOWED',
  'PROCESS_IN_PROGRESS',
  'SUBSCRIPTIONS_NOT_COMPATIBLE',
] as const;

/** Subscription management (termination is a line action). */
export const subscriptionManagementEndpoints = {
  unpackSubscriptions: defineEndpoint({
    id: 'unpackSubscriptions',
    method: 'POST',
    path: '/unpackSubscriptions',
    summary:
      'Undo the pack a subscription belongs to (header or convergent line): starts UNPACK_SUBSCRIPTIONS',
    access: 'manager',
    body: unpackSubscriptionsBody,
    bodyExample: { subscriptionId: EXAMPLE_ID, fiscalId: EXAMPLE_FISCAL_ID },
    response: subscriptionActionResponse,
    errors: ACTION_ERRORS,
  }),
  packSubscriptions: defineEndpoint({
    id: 'packSubscriptions',
    method: 'POST',
    path: '/packSubscriptions',
    summary:
      'Pack a fibre header line with a mobile or convergent line of the same holder: PACK_SUBSCRIPTIONS',
    access: 'manager',
    body: packSubscriptionsBody,
    bodyExample: {
      headerSubscriptionId: EXAMPLE_ID,
      convergentSubscriptionId: EXAMPLE_OTHER_ID,
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: ACTION_ERRORS,
  }),
  getPackableSubscriptions: defineEndpoint({
    id: 'getPackableSubscriptions',
    method: 'GET',
    path: '/getPackableSubscriptions',
    summary: "The holder's ACTIVE, unpacked lines that could be packed with this one",
    access: 'manager',
    query: subscriptionRefQuery,
    queryExample: { subscriptionId: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c', fiscalId: '12345678Z' },
    response: subscriptionListResponse,
  }),
  getCompatibleOptionalProducts: defineEndpoint({
    id: 'getCompatibleOptionalProducts',
    method: 'GET',
    path: '/subscription/getCompatibleOptionalProducts',
    summary: "ACTIVE add-on products of the subscription's brand that fit its family",
    access: 'manager',
    query: subscriptionRefQuery,
    queryExample: { subscriptionId: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c', fiscalId: '12345678Z' },
    response: productListResponse,
  }),
  getCompatibleMainProducts: defineEndpoint({
    id: 'getCompatibleMainProducts',
    method: 'GET',
    path: '/subscription/getCompatibleMainProducts',
    summary: "ACTIVE products of the subscription's brand and family it can change to",
    access: 'manager',
    query: subscriptionRefQuery,
    queryExample: { subscriptionId: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c', fiscalId: '12345678Z' },
    response: productListResponse,
  }),
  changeProduct: defineEndpoint({
    id: 'changeProduct',
    method: 'POST',
    path: '/changeProduct',
    summary: 'Change the main product (same family and brand): PRODUCT_CHANGE, pending unless executeNow',
    access: 'manager',
    body: changeProductBody,
    bodyExample: {
      subscriptionId: EXAMPLE_ID,
      lineNumber: '612345678',
      productId: EXAMPLE_OTHER_ID,
      family: 'MOBILE',
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: [...ACTION_ERRORS, 'PRODUCT_NOT_COMPATIBLE', 'LINE_NUMBER_MISMATCH'],
  }),
  removeSubscriptionsFromSharedGroup: defineEndpoint({
    id: 'removeSubscriptionsFromSharedGroup',
    method: 'POST',
    path: '/removeSubscriptionsFromSharedGroup',
    summary: 'Take lines out of a shared data group: REMOVE_LINES_FROM_SHARED_GROUP',
    access: 'manager',
    body: removeSubscriptionsFromSharedGroupBody,
    bodyExample: {
      sharedSubscriptionId: EXAMPLE_ID,
      baseSubscriptions: [EXAMPLE_OTHER_ID],
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: ACTION_ERRORS,
  }),
  addSubscriptionsToSharedGroup: defineEndpoint({
    id: 'addSubscriptionsToSharedGroup',
    method: 'POST',
    path: '/addSubscriptionsToSharedGroup',
    summary: "Hang more of the holder's mobile lines from a shared data group: ADD_LINES_TO_SHARED_GROUP",
    access: 'manager',
    body: addSubscriptionsToSharedGroupBody,
    bodyExample: {
      sharedSubscriptionId: EXAMPLE_ID,
      baseSubscriptionIds: [EXAMPLE_OTHER_ID],
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: [...ACTION_ERRORS, 'SHARED_GROUP_FULL'],
  }),
  createSharedGroup: defineEndpoint({
    id: 'createSharedGroup',
    method: 'POST',
    path: '/createSharedGroup',
    summary:
      'Make a shared data group of mobile lines of one holder with a shared product: CREATE_SHARED_GROUP',
    access: 'manager',
    body: createSharedGroupBody,
    bodyExample: {
      baseSubscriptionIds: [EXAMPLE_ID, EXAMPLE_OTHER_ID],
      productId: '00000000-0000-4000-8000-000000000003',
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: [...ACTION_ERRORS, 'SHARED_GROUP_FULL', 'PRODUCT_NOT_COMPATIBLE'],
  }),
  getSharedSubscriptions: defineEndpoint({
    id: 'getSharedSubscriptions',
    method: 'GET',
    path: '/getSharedSubscriptions',
    summary: "The holder's shared data groups with their lines; nonFullGroups keeps those with room",
    access: 'manager',
    query: sharedSubscriptionsQuery,
    queryExample: { fiscalId: '12345678Z', nonFullGroups: 'true' },
    response: z.object({ items: z.array(sharedGroupSchema) }),
  }),
  changeTitular: defineEndpoint({
    id: 'changeTitular',
    method: 'POST',
    path: '/changeTitular',
    summary: 'Move lines to another holder (existing, or created from newCustomer): TITULAR_CHANGE per line',
    access: 'manager',
    body: changeTitularBody,
    bodyExample: {
      subscriptionIds: [EXAMPLE_ID],
      actualFiscalId: EXAMPLE_FISCAL_ID,
      newFiscalId: '87654321X',
      newCustomer: {
        documentType: 'DNI',
        customerType: 'RESIDENTIAL',
        name: 'Lucía',
        firstSurname: 'García',
        email: 'lucia@example.com',
      },
    },
    response: subscriptionActionResponse,
    errors: [...ACTION_ERRORS, 'NEW_HOLDER_REQUIRED'],
  }),
  addOptionalProduct: defineEndpoint({
    id: 'addOptionalProduct',
    method: 'POST',
    path: '/addOptionalProduct',
    summary: 'Add an add-on product to a line (a mobile fixed IP starts ADD_MOBILE_FIXED_IP)',
    access: 'manager',
    body: addOptionalProductBody,
    bodyExample: {
      subscriptionId: EXAMPLE_ID,
      lineNumber: '612345678',
      productId: EXAMPLE_OTHER_ID,
      family: 'MOBILE',
      icc: '8934011234567890128',
      eSim: false,
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: [...ACTION_ERRORS, 'PRODUCT_NOT_COMPATIBLE', 'LINE_NUMBER_MISMATCH'],
  }),
  changeSubscriptionAlias: defineEndpoint({
    id: 'changeSubscriptionAlias',
    method: 'PUT',
    path: '/changeSubscriptionAlias',
    summary: "Change a line's alias",
    access: 'manager',
    body: changeSubscriptionAliasBody,
    bodyExample: { subscriptionId: EXAMPLE_ID, alias: 'Casa', fiscalId: EXAMPLE_FISCAL_ID },
    response: subscriptionActionResponse,
    errors: ['SUBSCRIPTION_ACTION_NOT_ALLOWED'],
  }),
  modifySubscription: defineEndpoint({
    id: 'modifySubscription',
    method: 'PUT',
    path: '/modifySubscription',
    summary: 'Correct what a line shows and bills (alias, product name, price, dates): admin only',
    access: 'admin',
    body: modifySubscriptionBody,
    bodyExample: {
      subscriptionId: EXAMPLE_ID,
      alias: 'Oficina',
      productName: 'Móvil 10 GB',
      finalPrice: 900,
      startDate: '01/02/2025',
      endDate: '01/02/2027',
      index: 0,
      fiscalId: EXAMPLE_FISCAL_ID,
    },
    response: subscriptionActionResponse,
    errors: ['SUBSCRIPTION_ACTION_NOT_ALLOWED', 'OPTIONAL_NOT_FOUND'],
  }),
};
