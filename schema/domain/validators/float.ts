import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { numericInput, parseDecimal } from './numeric-input';

/** "Float must be a number": a finite decimal, point or comma; answers the number. */
export const floatSchema = numericInput(parseDecimal, () => true, DOMAIN_VALIDATION_MESSAGES.float);
