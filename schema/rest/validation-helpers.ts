import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { emailSchema } from '../domain/validators/email';
import { isValidFixedNumber } from '../domain/validators/fixed-number';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import { requiredText } from '../domain/validators/required-text';
import { documentTypeSchema } from '../domain/vocabulary/customer';
import { defineEndpoint } from './endpoint';

export const verifyFiscalIdBody = z.object({
  documentType: documentTypeSchema,
  fiscalId: z.string({ error: REQUIRED_MESSAGE }).max(32).pipe(requiredText(normalizeDocumentNumber)),
});

/**
 * A fiscal id that fails its type's rule is an answer, not a bad request: 200 with `valid: false`, the reason code
 * INVALID_DOCUMENT and the message key the form shows ('Invalid document' / 'Invalid DNI/NIE number').
 */
export const verifyFiscalIdResponse = z.object({
  valid: z.boolean(),
  documentType: documentTypeSchema,
  normalized: z.string(),
  code: z.literal('INVALID_DOCUMENT').nullable(),
  message: z.string().nullable(),
});

const flagSchema = z.enum(['true', 'false']);

export const verifyIccQuery = z.object({
  icc: z.string().max(40),
  /** The signup wizard's Vodafone-network flag and carrier: accepted as sent; the ICC check does not depend on them. */
  vodafone: flagSchema.optional(),
  carrier: z.string().max(64).optional(),
});

export const verifyIccResponse = z.object({
  valid: z.boolean(),
  normalized: z.string(),
  /** 'Icc inválida' when not valid. */
  message: z.string().nullable(),
  /** A valid ICC whose issuer is not Spanish (does not start with 8934): a warning the form shows, not an error. */
  warning: z.string().nullable(),
});

export const isValidIbanQuery = z.object({ iban: z.string().max(64) });
export const isValidIbanResponse = z.object({
  valid: z.boolean(),
  normalized: z.string(),
  message: z.string().nullable(),
});

/** A Spanish line: a mobile (6, 7) or fixed (8, 9) national number; +34 and separators forgiven. */
const lineNumberSchema = z
  .string()
  .max(20)
  .pipe(requiredText(normalizePhoneNumber))
  .refine((value) => isValidMobileNumber(value) || isValidFixedNumber(value), {
    error: DOMAIN_VALIDATION_MESSAGES.invalidMobile,
  });

export const searchLineQuery = z.object({
  lineNumber: lineNumberSchema,
  /** Accepted as the client sends it; a number is held once nationwide, whatever the carrier. */
  extCarrierId: z.string().max(64).optional(),
});

export const inUseResponse = z.object({ inUse: z.boolean() });

export const verifyTvUserBody = z.object({
  email: z.string({ error: REQUIRED_MESSAGE }).max(254, { error: 'validation.email' }).pipe(emailSchema),
});

/** Validation helpers, used by the signup wizard: agent level, answers reveal no other brand's data. */
export const validationHelperEndpoints = {
  verifyFiscalId: defineEndpoint({
    id: 'verifyFiscalId',
    method: 'POST',
    path: '/admin/verifyFiscalId',
    summary:
      'Checks a fiscal id against its document type (DNI, NIE, CIF, passport) and answers it normalised',
    access: 'agent',
    body: verifyFiscalIdBody,
    bodyExample: { documentType: 'DNI', fiscalId: '12345678Z' },
    response: verifyFiscalIdResponse,
  }),
  verifyIcc: defineEndpoint({
    id: 'verifyIcc',
    method: 'GET',
    path: '/admin/verifyIcc',
    summary: 'Checks an ICC (19-20 digits, Luhn) and warns when its issuer is not Spanish',
    access: 'agent',
    query: verifyIccQuery,
    queryExample: { icc: '8934071234567890123', vodafone: 'false' },
    response: verifyIccResponse,
  }),
  isValidIban: defineEndpoint({
    id: 'isValidIban',
    method: 'GET',
    path: '/admin/isValidIBAN',
    summary: 'Checks a Spanish IBAN (24 characters, mod 97 and the bank-account check digits)',
    access: 'agent',
    query: isValidIbanQuery,
    queryExample: { iban: 'ES9121000418450200051332' },
    response: isValidIbanResponse,
  }),
  searchLine: defineEndpoint({
    id: 'searchLine',
    method: 'GET',
    path: '/admin/searchLine',
    summary:
      'Whether a line is in use anywhere: a subscription of any brand that is not terminated or canceled, or a live portability',
    access: 'agent',
    query: searchLineQuery,
    queryExample: { lineNumber: '600123456' },
    response: inUseResponse,
  }),
  verifyTvUser: defineEndpoint({
    id: 'verifyTvUser',
    method: 'POST',
    path: '/admin/verifyTVUser',
    summary:
      'Whether an e-mail is already a TV user: the eSimEmail of a live TV-family subscription of any brand',
    access: 'agent',
    body: verifyTvUserBody,
    bodyExample: { email: 'new.viewer@example.com' },
    response: inUseResponse,
  }),
};
