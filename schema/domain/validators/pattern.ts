import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Text matching a regular expression; the whole value must match when the pattern is anchored. */
export function patternSchema(pattern: RegExp, message: string = DOMAIN_VALIDATION_MESSAGES.pattern) {
  // A global or sticky regex keeps lastIndex between calls; test with a stateless copy.
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return requiredText().refine((value) => stateless.test(value), { error: message });
}
