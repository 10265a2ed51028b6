import type { Kysely } from 'kysely';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { isValidFiscalId } from '../../schema/domain/validators/fiscal-id';
import { isValidSpanishIban, normalizeIban, SPANISH_IBAN_LENGTH } from '../../schema/domain/validators/iban';
import { iccIssuerWarning, isValidIcc, normalizeIcc } from '../../schema/domain/validators/icc';
import { validationHelperEndpoints } from '../../schema/rest/validation-helpers';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { isLineInUse } from './is-line-in-use';
import { isTvUserInUse } from './is-tv-user-in-use';

/** DNI and NIE share the required 'Invalid DNI/NIE number'; the others show their own key. */
const FISCAL_ID_MESSAGES = {
  DNI: DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
  NIE: DOMAIN_VALIDATION_MESSAGES.invalidDniNie,
  CIF: DOMAIN_VALIDATION_MESSAGES.invalidCif,
  PASSPORT: DOMAIN_VALIDATION_MESSAGES.invalidPassport,
} as const;

/** Validation helpers (docs/rest-api.md): document, ICC and IBAN checks, line and TV-user in-use checks. */
export function createValidationHelperEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  return [
    implement(validationHelperEndpoints.verifyFiscalId, ({ body }) => {
      const valid = isValidFiscalId(body.documentType, body.fiscalId);
      return {
        valid,
        documentType: body.documentType,
        normalized: body.fiscalId,
        code: valid ? null : ('INVALID_DOCUMENT' as const),
        message: valid ? null : FISCAL_ID_MESSAGES[body.documentType],
      };
    }),
    implement(validationHelperEndpoints.verifyIcc, ({ query }) => {
      const normalized = normalizeIcc(query.icc);
      const valid = isValidIcc(normalized);
      return {
        valid,
        normalized,
        message: valid ? null : DOMAIN_VALIDATION_MESSAGES.invalidIcc,
        warning: iccIssuerWarning(normalized),
      };
    }),
    implement(validationHelperEndpoints.isValidIban, ({ query }) => {
      const normalized = normalizeIban(query.iban);
      const valid = isValidSpanishIban(normalized);
      const message = valid
        ? null
        : normalized.length === SPANISH_IBAN_LENGTH
          ? DOMAIN_VALIDATION_MESSAGES.invalidIban
          : DOMAIN_VALIDATION_MESSAGES.ibanLength;
      return { valid, normalized, message };
    }),
    implement(validationHelperEndpoints.searchLine, async ({ query }) => ({
      inUse: await isLineInUse(db, query.lineNumber, clock()),
    })),
    implement(validationHelperEndpoints.verifyTvUser, async ({ body }) => ({
      inUse: await isTvUserInUse(db, body.email),
    })),
  ];
}
