import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { type DocumentType, documentTypeSchema } from '../vocabulary/customer';
import { isValidCif } from './cif';
import { isValidDni } from './dni';
import { normalizeDocumentNumber } from './document-number';
import { isValidNie } from './nie';
import { isValidPassport } from './passport';
import { requiredText } from './required-text';

const RULES: Record<DocumentType, (value: string) => boolean> = {
  DNI: isValidDni,
  NIE: isValidNie,
  CIF: isValidCif,
  PASSPORT: isValidPassport,
};

/** Whether `fiscalId` (any case, separators allowed) is a valid number of the given document type. */
export function isValidFiscalId(documentType: DocumentType, fiscalId: string): boolean {
  return RULES[documentType](normalizeDocumentNumber(fiscalId));
}

/** The Spanish document type a fiscal id is valid as (DNI incl. K/L/M, NIE, CIF), or null. */
export function spanishDocumentTypeOf(fiscalId: string): Exclude<DocumentType, 'PASSPORT'> | null {
  const value = normalizeDocumentNumber(fiscalId);
  if (isValidDni(value)) return 'DNI';
  if (isValidNie(value)) return 'NIE';
  if (isValidCif(value)) return 'CIF';
  return null;
}

/** The message for an invalid fiscal id of each type: DNI and NIE share the required 'Invalid DNI/NIE number'. */
const MESSAGES: Record<DocumentType, string> = {
  DNI: DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
  NIE: DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
  CIF: DOMAIN_VALIDATION_MESSAGES.invalidCif,
  PASSPORT: DOMAIN_VALIDATION_MESSAGES.invalidPassport,
};

/**
 * A document type with its number, checked by the type's rule; the fiscal id comes out normalised and an invalid
 * number is reported on `fiscalId`.
 */
export const fiscalIdentitySchema = z
  .object({ documentType: documentTypeSchema, fiscalId: requiredText(normalizeDocumentNumber) })
  .check((ctx) => {
    const { documentType, fiscalId } = ctx.value;
    if (!RULES[documentType](fiscalId)) {
      ctx.issues.push({
        code: 'custom',
        message: MESSAGES[documentType],
        input: fiscalId,
        path: ['fiscalId'],
      });
    }
  });
export type FiscalIdentity = z.infer<typeof fiscalIdentitySchema>;

/** A fiscal id of any Spanish type (DNI, K/L/M, NIE, CIF) when the type is not asked for, as on the server check. */
export const spanishFiscalIdSchema = requiredText(normalizeDocumentNumber).refine(
  (value) => spanishDocumentTypeOf(value) !== null,
  { error: DOMAIN_VALIDATION_MESSAGES.invalidDocument },
);
