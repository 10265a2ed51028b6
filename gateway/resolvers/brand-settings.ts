import type { z } from 'zod';
import { brandSettingsEndpoints, type putBrandSettingsRequest } from '../../schema/rest/brand-settings';
import type { BrandSettingsInput, Resolvers } from '../generated/resolvers';

type PutBrandSettingsBody = z.input<typeof putBrandSettingsRequest>;

/**
 * GraphQL hands null for a group the caller left out; REST reads a missing group as "unchanged" and only
 * `pbx: null` as "remove".
 */
function settingsGroups(settings: BrandSettingsInput): PutBrandSettingsBody {
  const { pbx, ...groups } = settings;
  const sent = Object.fromEntries(Object.entries(groups).filter(([, group]) => group != null));
  return { ...sent, ...('pbx' in settings ? { pbx: pbx ?? null } : {}) } as PutBrandSettingsBody;
}

export const brandSettingsResolvers: Resolvers = {
  Query: {
    brandSettings: (_parent, { brandId }, { rest }) =>
      rest.call(brandSettingsEndpoints.getBrandSettings, { query: { brandId: brandId ?? undefined } }),
    brandContacts: (_parent, { brandId }, { rest }) =>
      rest.call(brandSettingsEndpoints.getContacts, { query: { brandId: brandId ?? undefined } }),
  },
  Mutation: {
    saveBrandSettings: (_parent, { brandId, settings }, { rest }) =>
      rest.call(brandSettingsEndpoints.putBrandSettings, {
        query: { brandId: brandId ?? undefined },
        body: settingsGroups(settings),
      }),
    saveBrandContacts: (_parent, { brandId, contacts }, { rest }) =>
      rest.call(brandSettingsEndpoints.putContacts, {
        query: { brandId: brandId ?? undefined },
        body: { contacts },
      }),
    sendEmailVerification: (_parent, { brandId, kind }, { rest }) =>
      rest.call(brandSettingsEndpoints.postEmailVerification, {
        query: { brandId: brandId ?? undefined },
        body: { kind },
      }),
    uploadBrandLogo: (_parent, { brandId, kind, contentBase64 }, { rest }) =>
      rest.call(brandSettingsEndpoints.putBrandLogo, {
        query: { brandId: brandId ?? undefined },
        body: { kind, contentBase64 },
      }),
    removeBrandLogo: (_parent, { brandId, kind }, { rest }) =>
      rest.call(brandSettingsEndpoints.deleteBrandLogo, {
        query: { brandId: brandId ?? undefined },
        body: { kind },
      }),
  },
};
