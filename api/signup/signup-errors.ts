import { REQUIRED_MESSAGE } from '../../schema/domain/validation-messages';
import { ApiError } from '../http/api-error';

/** A part the wizard needs that the save left out, found against the order (the body's schema cannot know). */
export function requiredPart(field: string): ApiError {
  return new ApiError(422, 'REQUIRED', REQUIRED_MESSAGE, field);
}

/** A body value refused by a rule that needs the order: the rule's own message key on the field. */
export function invalidPart(field: string, messageKey: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', messageKey, field);
}
