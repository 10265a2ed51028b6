import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { cupsSchema } from '../domain/validators/cups';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { emailSchema } from '../domain/validators/email';
import { fiscalIdentitySchema } from '../domain/validators/fiscal-id';
import { fixedNumberSchema } from '../domain/validators/fixed-number';
import { normalizeIban } from '../domain/validators/iban';
import { iccSchema } from '../domain/validators/icc';
import { legalAgeBirthDateSchema } from '../domain/validators/legal-age';
import { mobileNumberSchema } from '../domain/validators/mobile-number';
import { checkPostalCodeInProvince, postalCodeSchema } from '../domain/validators/postal-code';
import { provinceCodeSchema } from '../domain/validators/province-code';
import { requiredText } from '../domain/validators/required-text';
import {
  type CustomerType,
  customerTypeSchema,
  documentTypeSchema,
  type PaymentMethod,
  paymentMethodSchema,
} from '../domain/vocabulary/customer';
import { type VerificationType, verificationTypeSchema } from '../domain/vocabulary/order';
import { portabilityTypeSchema } from '../domain/vocabulary/portability';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { signupFamilyTabSchema, signupStepSchema } from '../domain/vocabulary/signup';
import { companyExtrasInput } from './customers';
import { defineEndpoint } from './endpoint';
import { orderDetailSchema } from './orders';

/**
 * The signup wizard's record is the order: the intro creates the customer (when new) and a draft order, each step
 * saves its part on the order and moves the order's status (docs/signup.md). Every save carries an idempotency key:
 * the same key with the same body answers the order as it is and changes nothing; with another body, 422
 * IDEMPOTENCY_KEY_REUSED. The bodies are the wizard forms' own schemas, so the form and the api refuse the same
 * input with the same message.
 */

const idempotencyKeySchema = z.uuid({ error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
const uuidSchema = z.uuid({ error: DOMAIN_VALIDATION_MESSAGES.invalidOption });

function requiredField(max: number) {
  return z.string({ error: REQUIRED_MESSAGE }).max(max).pipe(requiredText());
}
function optionalField(max: number) {
  return z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .optional();
}

// ---- shared parts --------------------------------------------------------------------------------------------

/**
 * A Spanish address as the wizard takes it: from the address search (street, number, postal code, province, city)
 * or typed by hand when the search does not find it. Coordinates come with a search by latitude and longitude.
 * The postal code must lie in the province (reported on `postalCode`).
 */
export const signupAddressSchema = z
  .object({
    streetType: optionalField(40),
    street: requiredField(200),
    number: requiredField(20),
    floor: optionalField(40),
    additionalInfo: optionalField(200),
    postalCode: z.string({ error: REQUIRED_MESSAGE }).max(5).pipe(postalCodeSchema),
    province: provinceCodeSchema,
    city: requiredField(100),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .check(checkPostalCodeInProvince);
export type SignupAddress = z.output<typeof signupAddressSchema>;
export type SignupAddressInput = z.input<typeof signupAddressSchema>;

/** The contact the order carries: where the contract and the verification link go. */
export const signupContactSchema = z.object({
  email: z.string({ error: REQUIRED_MESSAGE }).max(254).pipe(emailSchema),
  mobileNumber: z.string({ error: REQUIRED_MESSAGE }).max(20).pipe(mobileNumberSchema),
});

/**
 * The customer as the intro step takes it. For a person (residential, freelance) name and first surname and a
 * birth date of legal age; for a company (document CIF) the legal name and the company extras. A document of an
 * existing customer of the caller's scope reuses that customer (never a duplicate) and these fields are ignored
 * except the contact, which goes on the order.
 */
export const signupCustomerSchema = z
  .object({
    documentType: documentTypeSchema,
    fiscalId: z.string({ error: REQUIRED_MESSAGE }).max(32).pipe(requiredText(normalizeDocumentNumber)),
    customerType: customerTypeSchema,
    name: requiredField(200),
    firstSurname: optionalField(100),
    secondSurname: optionalField(100),
    /** DD/MM/YYYY, of legal age; people only. */
    birthDate: z.string().max(10).pipe(legalAgeBirthDateSchema()).optional(),
    company: companyExtrasInput.optional(),
  })
  .check((ctx) => {
    const value = ctx.value;
    const identity = fiscalIdentitySchema.safeParse({
      documentType: value.documentType,
      fiscalId: value.fiscalId,
    });
    if (!identity.success) {
      for (const issue of identity.error.issues) {
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          input: value.fiscalId,
          path: ['fiscalId'],
        });
      }
    }
    const isCompany = value.customerType === 'COMPANY';
    if (isCompany && value.documentType !== 'CIF') {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidOption,
        input: value.documentType,
        path: ['documentType'],
      });
    }
    if (isCompany && !value.company) {
      ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input: undefined, path: ['company'] });
    }
    if (!isCompany && !value.firstSurname) {
      ctx.issues.push({
        code: 'custom',
        message: REQUIRED_MESSAGE,
        input: undefined,
        path: ['firstSurname'],
      });
    }
    if (!isCompany && !value.birthDate) {
      ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input: undefined, path: ['birthDate'] });
    }
  });
export type SignupCustomerInput = z.input<typeof signupCustomerSchema>;

/** Intro step: who, where, what and how the identity will be verified. */
export const signupIntroSchema = z.object({
  customer: signupCustomerSchema,
  contact: signupContactSchema,
  /** The coverage address: the default installation and shipping address. */
  address: signupAddressSchema,
  familyTab: signupFamilyTabSchema,
  verificationType: verificationTypeSchema,
});
export type SignupIntroInput = z.input<typeof signupIntroSchema>;

// ---- requests ------------------------------------------------------------------------------------------------

/** POST /signup/orders: the intro step. */
export const startSignupBody = signupIntroSchema.extend({
  idempotencyKey: idempotencyKeySchema,
  /** Which brand sells, for operator staff whose scope spans brands. */
  brandId: z.string().max(32).optional(),
});

/** The intro saved again on its draft: everything but the customer, whose document cannot change any more. */
export const signupCustomerStepSchema = z.object({
  contact: signupContactSchema,
  address: signupAddressSchema,
  familyTab: signupFamilyTabSchema,
  verificationType: verificationTypeSchema,
});

/** PUT /orders/:id/signup/customer: the intro step saved again (CUSTOMER_UPDATED). */
export const saveSignupCustomerBody = signupCustomerStepSchema.extend({
  idempotencyKey: idempotencyKeySchema,
});

/**
 * Products step: catalogue products of the brand with `lines` lines each (1 plus at most the product's max
 * additional lines) and compatible optional products. Refused: a product not ACTIVE in the brand's catalogue or
 * not offered by the family tab (PRODUCT_NOT_AVAILABLE), too many lines (TOO_MANY_LINES), an optional that is not
 * compatible (OPTIONAL_NOT_COMPATIBLE).
 */
export const signupProductsSchema = z.object({
  items: z
    .array(
      z.object({
        productId: uuidSchema,
        lines: z.number().int().min(1).max(10),
        optionalProductIds: z.array(uuidSchema).max(10).default([]),
      }),
    )
    .min(1, { error: REQUIRED_MESSAGE })
    .max(10),
});
export type SignupProductsInput = z.input<typeof signupProductsSchema>;
export const saveSignupProductsBody = signupProductsSchema.extend({ idempotencyKey: idempotencyKeySchema });

/** A number of the line: a new one from the brand's inventory (the api reserves it), or one ported in. */
const mobileNumberChoiceSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('NEW') }),
  z.object({
    mode: z.literal('PORTABILITY'),
    lineNumber: z.string({ error: REQUIRED_MESSAGE }).max(20).pipe(mobileNumberSchema),
    donorOperator: requiredField(64),
    portabilityType: portabilityTypeSchema,
    /** The current holder, when not the customer: their document. */
    currentHolderFiscalId: z.string().max(32).pipe(requiredText(normalizeDocumentNumber)).optional(),
  }),
]);

const fixedNumberChoiceSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('NEW') }),
  z.object({
    mode: z.literal('PORTABILITY'),
    fixedNumber: z.string({ error: REQUIRED_MESSAGE }).max(20).pipe(fixedNumberSchema),
    donorOperator: requiredField(64),
  }),
]);

const simChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ICC'), icc: z.string({ error: REQUIRED_MESSAGE }).max(32).pipe(iccSchema) }),
  z.object({
    kind: z.literal('ESIM'),
    email: z.string({ error: REQUIRED_MESSAGE }).max(254).pipe(emailSchema),
  }),
]);

/**
 * One contracted line (the order's product at `position`). Which parts it needs depends on its product's family
 * (schema/domain/signup/line-requirements.ts); a missing one is REQUIRED on `lines.N.<part>`, a part the family
 * does not use is ignored. The fixed number's prefix must be one of the installation province's.
 */
export const signupLineSchema = z.object({
  position: z.number().int().min(1),
  mobileNumber: mobileNumberChoiceSchema.optional(),
  sim: simChoiceSchema.optional(),
  fixedNumber: fixedNumberChoiceSchema.optional(),
  installationAddress: signupAddressSchema.optional(),
  supplyPoint: z.object({ cups: z.string({ error: REQUIRED_MESSAGE }).max(26).pipe(cupsSchema) }).optional(),
  tvUserEmail: z.string().max(254).pipe(emailSchema).optional(),
});
export type SignupLineInput = z.input<typeof signupLineSchema>;

/** Line configuration step: every line of the order, and the shipping address when a line ships equipment. */
export const signupLinesSchema = z.object({
  lines: z.array(signupLineSchema).min(1).max(20),
  shippingAddress: signupAddressSchema.optional(),
});
export type SignupLinesInput = z.input<typeof signupLinesSchema>;
export const saveSignupLinesBody = signupLinesSchema.extend({ idempotencyKey: idempotencyKeySchema });

/** An identity document's image or scan, base64 (JPEG, PNG or PDF), at most 512 KiB decoded. */
export const MAX_VERIFICATION_DOCUMENT_BYTES = 512 * 1024;
export const documentImageSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, { error: REQUIRED_MESSAGE })
  .max(Math.ceil(MAX_VERIFICATION_DOCUMENT_BYTES / 3) * 4, { error: DOMAIN_VALIDATION_MESSAGES.maxLength })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });

/**
 * The identity documents: both sides of the identity document, the customer's photo (SELFIE, webcam and link
 * methods), a company's deeds and representative's powers, and the customer's signature drawn on the public
 * verification page (SIGNATURE).
 */
export const VERIFICATION_DOCUMENT_KINDS = [
  'FRONT',
  'BACK',
  'DEEDS',
  'POWERS',
  'SELFIE',
  'SIGNATURE',
] as const;
export const verificationDocumentKindSchema = z.enum(VERIFICATION_DOCUMENT_KINDS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type VerificationDocumentKind = z.infer<typeof verificationDocumentKindSchema>;

/** Kinds that are photos of the customer or drawings: images only, never a PDF. */
const IMAGE_ONLY_KINDS: ReadonlySet<VerificationDocumentKind> = new Set(['SELFIE', 'SIGNATURE']);

/**
 * The documents a verification asks for, by method: both sides of the identity document; the customer's photo
 * when a camera takes part (WEBCAM, and the SMS/QR link, where the customer sends it); a company's deeds and
 * powers; the signature only from the customer's own page (link methods) and when the brand asks for it.
 */
export function verificationDocumentsAsked(asked: {
  method: VerificationType;
  customerType: CustomerType;
  signatureRequired: boolean;
}): VerificationDocumentKind[] {
  const kinds: VerificationDocumentKind[] = ['FRONT', 'BACK'];
  if (asked.method !== 'MANUAL') kinds.push('SELFIE');
  if (asked.customerType === 'COMPANY') kinds.push('DEEDS', 'POWERS');
  if ((asked.method === 'SMS' || asked.method === 'QR') && asked.signatureRequired) kinds.push('SIGNATURE');
  return kinds;
}

/** One document as the agent's upload or the customer's page sends it; SELFIE and SIGNATURE are images. */
export const signupDocumentSchema = z
  .object({
    kind: verificationDocumentKindSchema,
    mimeType: z.enum(['image/jpeg', 'image/png', 'application/pdf'], {
      error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
    }),
    content: documentImageSchema,
  })
  .check((ctx) => {
    if (IMAGE_ONLY_KINDS.has(ctx.value.kind) && ctx.value.mimeType === 'application/pdf') {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidOption,
        input: ctx.value.mimeType,
        path: ['mimeType'],
      });
    }
  });

/**
 * Document verification step (MANUAL and WEBCAM, or the agent's own upload for a link method): the documents
 * the order's method asks for (`verificationDocumentsAsked`, no signature: that one is the customer's). The
 * identity check runs on them: passed, VERIFICATION_REQUESTED for review; failed, VERIFICATION_ERRORED.
 */
export const signupVerificationSchema = z.object({
  documents: z.array(signupDocumentSchema).min(2, { error: REQUIRED_MESSAGE }).max(5),
});
export const saveSignupVerificationBody = signupVerificationSchema.extend({
  idempotencyKey: idempotencyKeySchema,
});

/** POST /orders/:id/signup/verification/link takes no options: the order's method says SMS or QR. */
export const sendSignupVerificationLinkBody = z.object({});

/** A verification link just made: the url the SMS carries or the QR code shows. */
export const signupVerificationLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** The mobile number the SMS went to, masked (`•••••5678`); null for a QR link. */
  sentTo: z.string().nullable(),
});

const signupReviewShape = {
  decision: z.enum(['ACCEPT', 'REJECT'], { error: DOMAIN_VALIDATION_MESSAGES.invalidOption }),
  reason: optionalField(500),
};
function checkReview(ctx: z.core.ParsePayload<{ decision: 'ACCEPT' | 'REJECT'; reason?: string | null }>) {
  if (ctx.value.decision === 'REJECT' && !ctx.value.reason) {
    ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input: undefined, path: ['reason'] });
  }
}
/** Verification review: the agent accepts (VERIFICATION_COMPLETED) or rejects with a reason (VERIFICATION_ERRORED). */
export const signupReviewSchema = z.object(signupReviewShape).check(checkReview);
export type SignupReviewInput = z.input<typeof signupReviewSchema>;
export const reviewSignupVerificationBody = z
  .object({ ...signupReviewShape, idempotencyKey: idempotencyKeySchema })
  .check(checkReview);

/**
 * Payment data: SEPA direct debit needs a Spanish IBAN (24 characters, then the server's check: 'IBAN inválido');
 * the mandate reference is issued from the brand's SEPA mandate prefix. Cash needs nothing. PAYMENT_UPDATED.
 */
const signupPaymentShape = {
  paymentMethod: paymentMethodSchema,
  iban: z.string().max(40).transform(normalizeIban).optional(),
};
function checkPayment(ctx: z.core.ParsePayload<{ paymentMethod: PaymentMethod; iban?: string }>) {
  if (ctx.value.paymentMethod === 'SEPA_DIRECT_DEBIT' && !ctx.value.iban) {
    ctx.issues.push({ code: 'custom', message: REQUIRED_MESSAGE, input: undefined, path: ['iban'] });
  }
}
export const signupPaymentSchema = z.object(signupPaymentShape).check(checkPayment);
export type SignupPaymentInput = z.input<typeof signupPaymentSchema>;
export const saveSignupPaymentBody = z
  .object({ ...signupPaymentShape, idempotencyKey: idempotencyKeySchema })
  .check(checkPayment);

// ---- answers -------------------------------------------------------------------------------------------------

const savedAddressSchema = z.object({
  streetType: z.string().nullable(),
  street: z.string(),
  number: z.string(),
  floor: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  postalCode: z.string(),
  province: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** A saved line: what the agent chose, and the number reserved for a new line. */
export const signupSavedLineSchema = z.object({
  position: z.number().int(),
  productId: z.string().nullable(),
  productName: z.string(),
  family: productFamilySchema,
  mobileNumber: z
    .object({
      mode: z.enum(['NEW', 'PORTABILITY']),
      lineNumber: z.string().nullable(),
      donorOperator: z.string().nullable(),
      portabilityType: portabilityTypeSchema.nullable(),
      currentHolderFiscalId: z.string().nullable(),
    })
    .nullable(),
  sim: z
    .object({ kind: z.enum(['ICC', 'ESIM']), icc: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  fixedNumber: z
    .object({
      mode: z.enum(['NEW', 'PORTABILITY']),
      fixedNumber: z.string().nullable(),
      donorOperator: z.string().nullable(),
    })
    .nullable(),
  installationAddress: savedAddressSchema.nullable(),
  supplyPoint: z.object({ cups: z.string() }).nullable(),
  tvUserEmail: z.string().nullable(),
});

/** Monthly and one-off totals in euro cents, with the tax of the customer's territory (IVA, IGIC, IPSI). */
export const signupTotalsSchema = z.object({
  taxTerritory: z.enum(['IVA', 'IGIC', 'IPSI_CEUTA', 'IPSI_MELILLA']),
  /** Percent. */
  taxRate: z.number(),
  monthlyWithoutTaxCents: z.number().int(),
  monthlyTaxCents: z.number().int(),
  monthlyCents: z.number().int(),
  /** The first months' discounts of the products' promotions, per month while they last. */
  monthlyWithPromotionsCents: z.number().int(),
  oneOffWithoutTaxCents: z.number().int(),
  oneOffTaxCents: z.number().int(),
  oneOffCents: z.number().int(),
});

/** What the identity check said of the last documents received: PASSED, or FAILED with its reason code. */
export const IDENTITY_CHECK_OUTCOMES = ['PASSED', 'FAILED'] as const;
export const VERIFICATION_LINK_CHANNELS = ['SMS', 'QR'] as const;
export type VerificationLinkChannel = (typeof VERIFICATION_LINK_CHANNELS)[number];

/**
 * The verification as the wizard shows it. AWAITING_CUSTOMER: a link was sent and the customer has not answered
 * yet (`link` is that link); REQUESTED: documents received and the check passed, for the agent's review;
 * ERRORED: the check failed (`reason` its code) or the agent rejected (`reason` the agent's words).
 */
export const signupVerificationStateSchema = z.object({
  status: z.enum(['NOT_STARTED', 'AWAITING_CUSTOMER', 'REQUESTED', 'COMPLETED', 'ERRORED']),
  documents: z.array(z.object({ kind: verificationDocumentKindSchema, mimeType: z.string() })),
  reason: z.string().nullable(),
  check: z.object({ outcome: z.enum(IDENTITY_CHECK_OUTCOMES), reason: z.string().nullable() }).nullable(),
  /** The link the customer may still open; null when none is outstanding. */
  link: z
    .object({
      channel: z.enum(VERIFICATION_LINK_CHANNELS),
      sentTo: z.string().nullable(),
      expiresAt: z.string(),
    })
    .nullable(),
  /** The customer signed on the verification page (a SIGNATURE document is among the documents). */
  signed: z.boolean(),
});
export type SignupVerificationState = z.infer<typeof signupVerificationStateSchema>;

/** The wizard's saved state on the order: what each step saved, and the step to resume at. */
export const signupStateSchema = z.object({
  /** The first step not saved yet (or SUMMARY when all are): where `/new-order/{id}` reopens the wizard. */
  resumeStep: signupStepSchema,
  familyTab: signupFamilyTabSchema,
  customerType: customerTypeSchema,
  address: savedAddressSchema,
  products: z.array(
    z.object({ productId: z.string(), lines: z.number().int(), optionalProductIds: z.array(z.string()) }),
  ),
  lines: z.array(signupSavedLineSchema),
  shippingAddress: savedAddressSchema.nullable(),
  verification: signupVerificationStateSchema,
  payment: z
    .object({
      paymentMethod: paymentMethodSchema,
      iban: z.string().nullable(),
      mandateReference: z.string().nullable(),
    })
    .nullable(),
  totals: signupTotalsSchema,
});
export type SignupState = z.infer<typeof signupStateSchema>;

/** Every signup answer: the order, its products and history, and the wizard's state. */
export const signupOrderSchema = orderDetailSchema.extend({ signup: signupStateSchema });
export type SignupOrder = z.infer<typeof signupOrderSchema>;

export const verificationDocumentQuery = z.object({ kind: verificationDocumentKindSchema });

const EXAMPLE_ORDER_ID = '00000000-0000-4000-8000-000000000001';
const EXAMPLE_KEY = '00000000-0000-4000-8000-0000000000aa';
const EXAMPLE_ADDRESS = {
  street: 'Calle de Alcalá',
  number: '12',
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
} as const;
/** A 1x1 PNG: enough for the format checks. */
export const EXAMPLE_DOCUMENT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const SIGNUP_ERRORS = ['NOT_FOUND', 'ORDER_NOT_CONTINUABLE', 'IDEMPOTENCY_KEY_REUSED'] as const;

/** The signup wizard's saves (docs/signup.md). */
export const signupEndpoints = {
  startSignup: defineEndpoint({
    id: 'startSignup',
    method: 'POST',
    path: '/signup/orders',
    summary:
      'Intro step: finds the customer by document in the caller scope or creates it, and creates a draft order (INITIATED)',
    access: 'agent',
    body: startSignupBody,
    bodyExample: {
      idempotencyKey: EXAMPLE_KEY,
      customer: {
        documentType: 'DNI',
        fiscalId: '12345678Z',
        customerType: 'RESIDENTIAL',
        name: 'Lucía',
        firstSurname: 'Martín',
        birthDate: '01/02/1990',
      },
      contact: { email: 'lucia@example.com', mobileNumber: '612345678' },
      address: EXAMPLE_ADDRESS,
      familyTab: 'MOBILE',
      verificationType: 'MANUAL',
    },
    response: signupOrderSchema,
    errors: [
      'IDEMPOTENCY_KEY_REUSED',
      'AMBIGUOUS_FISCAL_ID',
      'CUSTOMER_TYPE_MISMATCH',
      'CUSTOMER_NOT_IN_SCOPE',
      'NOT_FOUND',
      'REQUIRED',
    ],
  }),
  getSignupOrder: defineEndpoint({
    id: 'getSignupOrder',
    method: 'GET',
    path: '/orders/:id/signup',
    summary: 'A draft order with the wizard state saved so far, to resume it at its step',
    access: 'agent',
    response: signupOrderSchema,
    errors: ['NOT_FOUND'],
  }),
  saveSignupCustomer: defineEndpoint({
    id: 'saveSignupCustomer',
    method: 'PUT',
    path: '/orders/:id/signup/customer',
    summary: 'Intro step saved again: contact, address, family tab, verification method (CUSTOMER_UPDATED)',
    access: 'agent',
    body: saveSignupCustomerBody,
    bodyExample: {
      idempotencyKey: EXAMPLE_KEY,
      contact: { email: 'lucia@example.com', mobileNumber: '612345678' },
      address: EXAMPLE_ADDRESS,
      familyTab: 'MOBILE',
      verificationType: 'MANUAL',
    },
    response: signupOrderSchema,
    errors: SIGNUP_ERRORS,
  }),
  saveSignupProducts: defineEndpoint({
    id: 'saveSignupProducts',
    method: 'PUT',
    path: '/orders/:id/signup/products',
    summary: 'Products step: catalogue products, lines per product and optionals (PRODUCT_UPDATED)',
    access: 'agent',
    body: saveSignupProductsBody,
    bodyExample: {
      idempotencyKey: EXAMPLE_KEY,
      items: [{ productId: EXAMPLE_ORDER_ID, lines: 1, optionalProductIds: [] }],
    },
    response: signupOrderSchema,
    errors: [...SIGNUP_ERRORS, 'PRODUCT_NOT_AVAILABLE', 'TOO_MANY_LINES', 'OPTIONAL_NOT_COMPATIBLE'],
  }),
  saveSignupLines: defineEndpoint({
    id: 'saveSignupLines',
    method: 'PUT',
    path: '/orders/:id/signup/lines',
    summary:
      'Line configuration step: numbers (new ones reserved), SIMs, fixed numbers, addresses, CUPS, TV users (LINES_UPDATED, then SHIPPING_ADDRESS_ADDED with a shipping address)',
    access: 'agent',
    body: saveSignupLinesBody,
    bodyExample: {
      idempotencyKey: EXAMPLE_KEY,
      lines: [
        { position: 1, mobileNumber: { mode: 'NEW' }, sim: { kind: 'ESIM', email: 'lucia@example.com' } },
      ],
    },
    response: signupOrderSchema,
    errors: [
      ...SIGNUP_ERRORS,
      'LINE_IN_USE',
      'TV_USER_IN_USE',
      'INVALID_ICC',
      'ICC_IN_USE',
      'NO_NUMBER_AVAILABLE',
      'LINE_NOT_IN_ORDER',
      'REQUIRED',
    ],
  }),
  saveSignupVerification: defineEndpoint({
    id: 'saveSignupVerification',
    method: 'PUT',
    path: '/orders/:id/signup/verification',
    summary:
      'Document verification step: the identity documents the method asks for, then the identity check (VERIFICATION_REQUESTED, or VERIFICATION_ERRORED when the check fails)',
    access: 'agent',
    body: saveSignupVerificationBody,
    bodyExample: {
      idempotencyKey: EXAMPLE_KEY,
      documents: [
        { kind: 'FRONT', mimeType: 'image/png', content: EXAMPLE_DOCUMENT_PNG },
        { kind: 'BACK', mimeType: 'image/png', content: EXAMPLE_DOCUMENT_PNG },
      ],
    },
    response: signupOrderSchema,
    errors: [...SIGNUP_ERRORS, 'DOCUMENT_NOT_READABLE', 'REQUIRED'],
  }),
  getVerificationDocument: defineEndpoint({
    id: 'getVerificationDocument',
    method: 'GET',
    path: '/orders/:id/signup/verification/document',
    summary: 'One identity document image of a draft, for the review step',
    access: 'agent',
    query: verificationDocumentQuery,
    queryExample: { kind: 'FRONT' },
    response: z.object({ kind: verificationDocumentKindSchema, mimeType: z.string(), content: z.string() }),
    errors: ['NOT_FOUND'],
  }),
  sendSignupVerificationLink: defineEndpoint({
    id: 'sendSignupVerificationLink',
    method: 'POST',
    path: '/orders/:id/signup/verification/link',
    summary:
      'A one-time verification link for the customer (SMS to the contact mobile, or a url for a QR code); earlier unused links stop working (VERIFICATION_REQUESTED, awaiting the customer)',
    access: 'agent',
    body: sendSignupVerificationLinkBody,
    bodyExample: {},
    response: signupVerificationLinkSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_CONTINUABLE', 'VERIFICATION_METHOD_MISMATCH'],
  }),
  reviewSignupVerification: defineEndpoint({
    id: 'reviewSignupVerification',
    method: 'PUT',
    path: '/orders/:id/signup/verification-review',
    summary:
      'Verification review: accept (VERIFICATION_COMPLETED) or reject with a reason (VERIFICATION_ERRORED)',
    access: 'agent',
    body: reviewSignupVerificationBody,
    bodyExample: { idempotencyKey: EXAMPLE_KEY, decision: 'ACCEPT' },
    response: signupOrderSchema,
    errors: [...SIGNUP_ERRORS, 'VERIFICATION_NOT_REQUESTED'],
  }),
  saveSignupPayment: defineEndpoint({
    id: 'saveSignupPayment',
    method: 'PUT',
    path: '/orders/:id/signup/payment',
    summary: 'Payment data: SEPA direct debit with IBAN (mandate reference issued) or cash (PAYMENT_UPDATED)',
    access: 'agent',
    body: saveSignupPaymentBody,
    bodyExample: {
      idempotencyKey: EXAMPLE_KEY,
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES91 2100 0418 4502 0005 1332',
    },
    response: signupOrderSchema,
    errors: [...SIGNUP_ERRORS, 'INVALID_IBAN'],
  }),
};
