import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Contract (e-signature) statuses (docs/lifecycles.md "Contracts"). SENDED is the required spelling; COMPLETED shows as signed. */
export const CONTRACT_STATUSES = ['PENDING', 'SENDED', 'VIEWED', 'ERRORED', 'COMPLETED', 'EXPIRED'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** What a contract history row records (docs/lifecycles.md "Contracts"). */
export const CONTRACT_HISTORY_ACTIONS = [
  'CREATE',
  'REGENERATE',
  'SEND',
  'VIEW',
  'SIGN',
  'FAIL',
  'EXPIRE',
  'VOID',
  'UPLOAD',
] as const;
export const contractHistoryActionSchema = z.enum(CONTRACT_HISTORY_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ContractHistoryAction = z.infer<typeof contractHistoryActionSchema>;
