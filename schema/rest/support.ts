import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../domain/validation-messages';
import { requiredText } from '../domain/validators/required-text';
import { contactTypeSchema } from '../domain/vocabulary/contact';
import { defineEndpoint } from './endpoint';

/** The longest message the support chat sends (the form counts down to it). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** Per user: at most this many support messages in any window of SUPPORT_MESSAGE_WINDOW_MS. */
export const SUPPORT_MESSAGES_PER_WINDOW = 5;
export const SUPPORT_MESSAGE_WINDOW_MS = 10 * 60 * 1000;

/** One support channel: the brand contact that answers a topic (a contact type), the first of the table. */
export const supportChannelSchema = z.object({
  topic: contactTypeSchema,
  name: z.string(),
  department: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type SupportChannel = z.infer<typeof supportChannelSchema>;

export const supportChannelsResponse = z.object({
  brandId: z.string(),
  brandName: z.string(),
  channels: z.array(supportChannelSchema),
});

/** POST /support/messages: the message goes to the e-mail of the contact that answers `topic`. */
export const postSupportMessageRequest = z.object({
  topic: contactTypeSchema,
  message: z
    .string({ error: REQUIRED_MESSAGE })
    .max(SUPPORT_MESSAGE_MAX_LENGTH)
    .pipe(requiredText((value) => value.trim())),
  /** The console path the message was written on, for the reader's context. */
  page: z.string().trim().max(300).optional(),
});
export type PostSupportMessageRequest = z.infer<typeof postSupportMessageRequest>;

export const postSupportMessageResponse = z.object({
  topic: contactTypeSchema,
  recipient: z.string(),
  sentAt: z.string(),
});

export const supportEndpoints = {
  getSupportChannels: defineEndpoint({
    id: 'getSupportChannels',
    method: 'GET',
    path: '/support/channels',
    summary:
      "The support channels of the brand of the caller's current channel: per contact type, the first contact holding it",
    access: 'agent',
    response: supportChannelsResponse,
  }),
  postSupportMessage: defineEndpoint({
    id: 'postSupportMessage',
    method: 'POST',
    path: '/support/messages',
    summary:
      'Send a message to the brand contact of a topic: an e-mail queued in the outbox, at most 5 per user in 10 minutes',
    access: 'agent',
    body: postSupportMessageRequest,
    bodyExample: { topic: 'technical', message: 'La línea 612345678 no navega desde esta mañana.' },
    response: postSupportMessageResponse,
    errors: ['SUPPORT_TOPIC_UNAVAILABLE', 'SUPPORT_MESSAGE_LIMIT'],
  }),
};
