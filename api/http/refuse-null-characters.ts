import type { Request } from 'express';
import { findNullCharacter, NULL_CHARACTER_MESSAGE } from '../../schema/domain/validators/null-character';
import { ApiError } from './api-error';

/**
 * 400 INVALID_REQUEST naming the field when any string of the request (path parameters, query, body, keys
 * included) holds U+0000, before the contract's schemas or a handler see it: the database would refuse it as a
 * statement error, and some schemas' checks would throw on it.
 */
export function refuseNullCharacters(req: Request): void {
  for (const part of [req.params, req.query, req.body]) {
    const path = part === undefined ? undefined : findNullCharacter(part);
    if (path) {
      throw new ApiError(400, 'INVALID_REQUEST', NULL_CHARACTER_MESSAGE, path.join('.') || undefined);
    }
  }
}
