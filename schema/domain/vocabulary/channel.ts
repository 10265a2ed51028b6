import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Channel statuses. */
export const CHANNEL_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export const channelStatusSchema = z.enum(CHANNEL_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

/** Channel user statuses (a disabled user is BLOCKED). */
export const CHANNEL_USER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export const channelUserStatusSchema = z.enum(CHANNEL_USER_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ChannelUserStatus = z.infer<typeof channelUserStatusSchema>;
