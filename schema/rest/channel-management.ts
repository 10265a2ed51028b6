import { z } from 'zod';
import { roleSchema } from '../domain/role-schemas';
import { ASSIGNABLE_ROLES } from '../domain/roles';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { emailSchema } from '../domain/validators/email';
import { requiredText } from '../domain/validators/required-text';
import { channelStatusSchema, channelUserStatusSchema } from '../domain/vocabulary/channel';
import { defineEndpoint } from './endpoint';

const channelId = z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(64);
const userEmail = z.string({ error: REQUIRED_MESSAGE }).max(254).pipe(emailSchema);

/** Roles a channel user can be given through channel management (legacy USER and CLIENT are not offered). */
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});

/** A channel as the channel-management screen lists it. */
export const channelSummarySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  brandId: z.string(),
  name: z.string(),
  subChannelNumber: z.number().int().nullable(),
  status: channelStatusSchema,
  /** Users whose original channel is this one (removed users are not counted). */
  users: z.number().int().nonnegative(),
  /** Direct sub-channels. */
  subChannels: z.number().int().nonnegative(),
});
export type ChannelSummary = z.infer<typeof channelSummarySchema>;

/** A channel user. */
export const channelUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  channel: z.string(),
  originalChannel: z.string(),
  status: channelUserStatusSchema,
  createdAt: z.string(),
});
export type ChannelUser = z.infer<typeof channelUserSchema>;

/** GET /channel */
export const getChannelsQuery = z.object({ channel: channelId.optional() });
export const getChannelsResponse = z.object({
  channel: channelSummarySchema,
  subChannels: z.array(channelSummarySchema),
});

/** PUT /channel: add a sub-channel; `channel` (the parent) defaults to the caller's current channel. */
export const putChannelRequest = z.object({
  channel: channelId.optional(),
  name: requiredText().max(100),
});
export const putChannelResponse = channelSummarySchema;

/** GET /channel/users */
export const CHANNEL_USERS_PAGE_MAX = 200;
export const getChannelUsersQuery = z.object({
  channel: channelId.optional(),
  status: channelUserStatusSchema.optional(),
  /** The e-mail of the last user of the previous page. */
  cursor: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(CHANNEL_USERS_PAGE_MAX).default(50),
});
export const getChannelUsersResponse = z.object({
  channel: z.string(),
  users: z.array(channelUserSchema),
  nextCursor: z.string().nullable(),
});

// Optional fields come first: the first problem reported is then the one of a field actually sent.
/** POST /user: `channel` defaults to the caller's current channel, `role` to AGENT (the least privilege). */
export const postUserRequest = z.object({
  channel: channelId.optional(),
  role: assignableRoleSchema.optional(),
  fullName: requiredText().max(120).optional(),
  email: userEmail,
});
/** PUT /user: change a channel user's role and/or name (at least one). */
export const putUserRequest = z
  .object({
    role: assignableRoleSchema.optional(),
    fullName: requiredText().max(120).optional(),
    email: userEmail,
  })
  .refine((body) => body.role !== undefined || body.fullName !== undefined, {
    error: REQUIRED_MESSAGE,
    path: ['role'],
  });
/** DELETE /user and POST /disableUser: the user is identified by e-mail. */
export const userByEmailRequest = z.object({ email: userEmail });
export const channelUserResponse = channelUserSchema;

/** What a user_history row records (api/users/append-user-history.ts). */
export const USER_HISTORY_ACTIONS = ['CREATE', 'CHANGE_ROLE', 'CHANGE_NAME', 'DISABLE', 'REMOVE'] as const;
export const userHistoryActionSchema = z.enum(USER_HISTORY_ACTIONS);
export type UserHistoryAction = z.infer<typeof userHistoryActionSchema>;

/** One change of a channel user: its role and status before and after, who made it and when. */
export const userHistoryEntrySchema = z.object({
  action: userHistoryActionSchema,
  fromStatus: channelUserStatusSchema.nullable(),
  toStatus: channelUserStatusSchema,
  fromRole: roleSchema.nullable(),
  toRole: roleSchema.nullable(),
  /** Who made the change; null when no user did (a seeded row). */
  actor: z.object({ email: z.string(), fullName: z.string() }).nullable(),
  at: z.string(),
});
export type UserHistoryEntry = z.infer<typeof userHistoryEntrySchema>;

/** GET /user/history: a user in scope (a removed one too), newest change first. */
export const getUserHistoryQuery = z.object({ email: userEmail });
export const getUserHistoryResponse = z.object({
  user: channelUserSchema,
  entries: z.array(userHistoryEntrySchema),
});

export const channelManagementEndpoints = {
  getChannels: defineEndpoint({
    id: 'getChannels',
    method: 'GET',
    path: '/channel',
    summary:
      "The caller's current channel (or the given one within scope) and its sub-channels with user counts",
    access: 'agent',
    query: getChannelsQuery,
    queryExample: { channel: '2020001' },
    response: getChannelsResponse,
    errors: ['NOT_FOUND', 'CHANNEL_NOT_FOUND'],
  }),
  putChannel: defineEndpoint({
    id: 'putChannel',
    method: 'PUT',
    path: '/channel',
    summary: 'Add a sub-channel under a channel in scope; its number is the next free one under the parent',
    access: 'admin',
    body: putChannelRequest,
    response: putChannelResponse,
    errors: [
      'NOT_FOUND',
      'CHANNEL_NOT_FOUND',
      'CHANNEL_BLOCKED',
      'CHANNEL_NAME_TAKEN',
      'SUB_CHANNEL_LIMIT_REACHED',
    ],
  }),
  getChannelUsers: defineEndpoint({
    id: 'getChannelUsers',
    method: 'GET',
    path: '/channel/users',
    summary: 'Users whose original channel is the given one (default: current), by e-mail, paged by cursor',
    access: 'admin',
    query: getChannelUsersQuery,
    queryExample: { channel: '2020001', status: 'ACTIVE', limit: '50' },
    response: getChannelUsersResponse,
    errors: ['NOT_FOUND', 'CHANNEL_NOT_FOUND'],
  }),
  postUser: defineEndpoint({
    id: 'postUser',
    method: 'POST',
    path: '/user',
    summary:
      'Create a channel user in a channel in scope; the pool e-mails a temporary password (MANAGER: AGENT only)',
    access: 'manager',
    body: postUserRequest,
    response: channelUserResponse,
    errors: ['NOT_FOUND', 'CHANNEL_NOT_FOUND', 'CHANNEL_BLOCKED', 'ROLE_NOT_ALLOWED', 'USER_ALREADY_EXISTS'],
  }),
  putUser: defineEndpoint({
    id: 'putUser',
    method: 'PUT',
    path: '/user',
    summary: "Change the role and/or name of a user in scope (not the caller's own)",
    access: 'admin',
    body: putUserRequest,
    response: channelUserResponse,
    errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'OWN_USER', 'USER_NOT_ACTIVE'],
  }),
  deleteUser: defineEndpoint({
    id: 'deleteUser',
    method: 'DELETE',
    path: '/user',
    summary:
      'Remove a user in scope for good: status BLOCKED, hidden from lists, its account deleted from the pool (its history stays)',
    access: 'admin',
    body: userByEmailRequest,
    response: channelUserResponse,
    errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'OWN_USER'],
  }),
  disableUser: defineEndpoint({
    id: 'disableUser',
    method: 'POST',
    path: '/disableUser',
    summary: 'Block a user in scope (status BLOCKED) and disable it in the pool; it can no longer sign in',
    access: 'admin',
    body: userByEmailRequest,
    response: channelUserResponse,
    errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'OWN_USER', 'USER_ALREADY_BLOCKED'],
  }),
  getUserHistory: defineEndpoint({
    id: 'getUserHistory',
    method: 'GET',
    path: '/user/history',
    summary: "A user's changes of role and status (and name), newest first; removed users in scope too",
    access: 'admin',
    query: getUserHistoryQuery,
    queryExample: { email: 'agent@demo.test' },
    response: getUserHistoryResponse,
    errors: ['NOT_FOUND', 'USER_NOT_FOUND'],
  }),
};
