import { z } from 'zod';
import { brandInfoSchema, brandSummarySchema, sessionUserSchema } from '../domain/session';
import { defineEndpoint } from './endpoint';

/** GET /session */
export const getSessionResponse = sessionUserSchema;
/** GET /channel/config */
export const getChannelConfigResponse = brandInfoSchema;
/** GET /channel/cachedBrands */
export const getCachedBrandsResponse = z.object({ brands: z.array(brandSummarySchema) });
/** PUT /user/channel: enter a sub-channel; omit channel to return to the original one. */
export const putUserChannelRequest = z.object({
  email: z.string().max(254).email().optional(),
  channel: z.string().min(1).max(64).optional(),
});
export const putUserChannelResponse = sessionUserSchema;

export const sessionEndpoints = {
  getSession: defineEndpoint({
    id: 'getSession',
    method: 'GET',
    path: '/session',
    summary: 'The signed-in user: role (assigned on first sign-in), channels, super admin flag, abilities',
    access: 'authenticated',
    response: getSessionResponse,
  }),
  getChannelConfig: defineEndpoint({
    id: 'getChannelConfig',
    method: 'GET',
    path: '/channel/config',
    summary: "Brand info of the caller's current channel",
    access: 'authenticated',
    response: getChannelConfigResponse,
  }),
  getCachedBrands: defineEndpoint({
    id: 'getCachedBrands',
    method: 'GET',
    path: '/channel/cachedBrands',
    summary: 'Brands the operator may search and enter (at most 100, by name)',
    access: 'operator',
    response: getCachedBrandsResponse,
  }),
  putUserChannel: defineEndpoint({
    id: 'putUserChannel',
    method: 'PUT',
    path: '/user/channel',
    summary: "Enter a channel of the caller's original subtree; omit channel to return to the original one",
    access: 'agent',
    body: putUserChannelRequest,
    bodyExample: { email: 'agent@demo.test', channel: '2020001001' },
    response: putUserChannelResponse,
    errors: ['CHANNEL_NOT_FOUND', 'CHANNEL_BLOCKED'],
  }),
};
