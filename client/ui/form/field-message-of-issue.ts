import type { $ZodIssue } from 'zod/v4/core';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { type FieldMessage, isI18nKey } from './field-message';

const MIN_MESSAGES = new Set<string>([
  DOMAIN_VALIDATION_MESSAGES.minLength,
  DOMAIN_VALIDATION_MESSAGES.minItems,
  DOMAIN_VALIDATION_MESSAGES.minValue,
]);
const MAX_MESSAGES = new Set<string>([
  DOMAIN_VALIDATION_MESSAGES.maxLength,
  DOMAIN_VALIDATION_MESSAGES.maxItems,
  DOMAIN_VALIDATION_MESSAGES.maxValue,
]);

/**
 * What a form shows for a zod issue: the schema's own message key with the values it interpolates, or, where the
 * schema left the wording to zod (a bare `.max(200)` in a REST body), one of ours for the same rule, so no English
 * default of zod's ever reaches the user.
 */
export function fieldMessageOfIssue(issue: $ZodIssue): FieldMessage {
  if (isI18nKey(issue.message)) {
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    // Our own bound messages ("at least {{min}} characters") given as a rule's key read the bound from the issue.
    const bound =
      issue.code === 'too_small' && MIN_MESSAGES.has(issue.message)
        ? { min: Number(issue.minimum) }
        : issue.code === 'too_big' && MAX_MESSAGES.has(issue.message)
          ? { max: Number(issue.maximum) }
          : undefined;
    return params || bound ? { key: issue.message, values: { ...bound, ...params } } : { key: issue.message };
  }
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? { key: DOMAIN_VALIDATION_MESSAGES.maxLength, values: { max: Number(issue.maximum) } }
        : issue.origin === 'array'
          ? { key: DOMAIN_VALIDATION_MESSAGES.maxItems, values: { max: Number(issue.maximum) } }
          : { key: DOMAIN_VALIDATION_MESSAGES.maxValue, values: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: REQUIRED_MESSAGE }
          : { key: DOMAIN_VALIDATION_MESSAGES.minLength, values: { min: Number(issue.minimum) } };
      }
      return issue.origin === 'array'
        ? { key: DOMAIN_VALIDATION_MESSAGES.minItems, values: { min: Number(issue.minimum) } }
        : { key: DOMAIN_VALIDATION_MESSAGES.minValue, values: { min: Number(issue.minimum) } };
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { key: REQUIRED_MESSAGE }
        : { key: DOMAIN_VALIDATION_MESSAGES.invalidOption };
    default:
      return { key: DOMAIN_VALIDATION_MESSAGES.invalidOption };
  }
}
