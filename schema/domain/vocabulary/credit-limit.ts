import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** What happens to a line when its brand's credit limit is reached or released. */
export const CREDIT_LIMIT_ACTIONS = [
  'BLOCK_LINE',
  'BLOCK_CALLS',
  'UNBLOCK_LINE',
  'UNBLOCK_CALLS',
  'NOTIFY_WITHOUT_BLOCKING',
] as const;
export const creditLimitActionSchema = z.enum(CREDIT_LIMIT_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type CreditLimitAction = z.infer<typeof creditLimitActionSchema>;
