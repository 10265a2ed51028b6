import type { PROVINCE_CODES } from '../../schema/domain/provinces';
import { installationEndpoints } from '../../schema/rest/installations';
import type { Resolvers } from '../generated/resolvers';
import { brandProductLoader } from '../loaders/brand-product-loader';
import { keysetConnection, pageSizeOf } from './keyset-connection';

type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const installationResolvers: Resolvers = {
  Query: {
    installations: async (_parent, args, { rest }) => {
      const page = await rest.call(installationEndpoints.listInstallations, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          type: args.type ?? undefined,
          search: args.search ?? undefined,
          sort: args.sort ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    installation: (_parent, { id }, { rest }) =>
      rest.call(installationEndpoints.getInstallation, { query: { id } }),
    installationSlots: async (_parent, { id }, { rest }) =>
      (await rest.call(installationEndpoints.listInstallationSlots, { params: { id } })).items,
  },
  Mutation: {
    scheduleInstallation: (_parent, { id, date, slot }, { rest }) =>
      rest.call(installationEndpoints.scheduleInstallation, { params: { id }, body: { date, slot } }),
    updateInstallation: (_parent, { id, date, slot, address }, { rest }) =>
      rest.call(installationEndpoints.updateInstallation, {
        params: { id },
        body: {
          date: date ?? undefined,
          slot: slot ?? undefined,
          // An unknown province code is refused by the api with INVALID_REQUEST on `address.province`.
          address: address ? { ...address, province: address.province as ProvinceCode } : undefined,
        },
      }),
    cancelInstallation: (_parent, { id, reason }, { rest }) =>
      rest.call(installationEndpoints.cancelInstallation, { params: { id }, body: { reason } }),
    relaunchInstallation: (_parent, { id }, { rest }) =>
      rest.call(installationEndpoints.relaunchInstallation, { params: { id }, body: {} }),
  },
  InstallationProduct: {
    catalogue: (product, _args, { loaders }) =>
      product.id ? loaders.of(brandProductLoader).load(product.id) : null,
  },
};
