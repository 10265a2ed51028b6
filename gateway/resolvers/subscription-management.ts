import type { PROVINCE_CODES } from '../../schema/domain/provinces';
import { subscriptionStatusSchema } from '../../schema/domain/vocabulary/subscription-schemas';
import {
  subscriptionManagementEndpoints as endpoints,
  type SharedGroup,
  type SubscriptionActionResponse,
} from '../../schema/rest/subscription-management';
import type { NewHolderInput, Resolvers } from '../generated/resolvers';
import { processOf } from './process-of';

/** An action's answer with its processes as the schema's Process. */
function actionResultOf(answer: SubscriptionActionResponse) {
  return { subscriptions: answer.subscriptions, processes: answer.processes.map(processOf) };
}

type ProvinceCode = (typeof PROVINCE_CODES)[number];

/** A group with its statuses as the schema's SubscriptionStatus (the api reads them from the lines' status). */
function sharedGroupOf(group: SharedGroup) {
  return {
    ...group,
    status: subscriptionStatusSchema.parse(group.status),
    baseSubscriptions: group.baseSubscriptions.map((base) => ({
      ...base,
      status: subscriptionStatusSchema.parse(base.status),
    })),
  };
}

/** GraphQL's null for "not given" is the api's absent field. */
function given<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

function newHolderBodyOf(holder: NewHolderInput) {
  return {
    documentType: holder.documentType,
    customerType: holder.customerType,
    name: holder.name,
    email: holder.email,
    firstSurname: given(holder.firstSurname),
    secondSurname: given(holder.secondSurname),
    birthDate: given(holder.birthDate),
    contactPhone: given(holder.contactPhone),
    postalCode: given(holder.postalCode),
    // An unknown province code is refused by the api with INVALID_REQUEST on `newCustomer.province`.
    province: given(holder.province) as ProvinceCode | undefined,
    city: given(holder.city),
    street: given(holder.street),
  };
}

export const subscriptionManagementResolvers: Resolvers = {
  Query: {
    packableSubscriptions: async (_parent, { subscriptionId, fiscalId }, { rest }) =>
      (await rest.call(endpoints.getPackableSubscriptions, { query: { subscriptionId, fiscalId } })).items,
    compatibleOptionalProducts: async (_parent, { subscriptionId, fiscalId }, { rest }) =>
      (await rest.call(endpoints.getCompatibleOptionalProducts, { query: { subscriptionId, fiscalId } }))
        .items,
    compatibleMainProducts: async (_parent, { subscriptionId, fiscalId }, { rest }) =>
      (await rest.call(endpoints.getCompatibleMainProducts, { query: { subscriptionId, fiscalId } })).items,
    sharedSubscriptions: async (_parent, { fiscalId, nonFullGroups }, { rest }) =>
      (
        await rest.call(endpoints.getSharedSubscriptions, {
          query: {
            fiscalId,
            nonFullGroups: nonFullGroups == null ? undefined : nonFullGroups ? 'true' : 'false',
          },
        })
      ).items.map(sharedGroupOf),
  },
  Mutation: {
    unpackSubscriptions: async (_parent, { subscriptionId, fiscalId, executeNow }, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.unpackSubscriptions, {
          body: { subscriptionId, fiscalId, executeNow: given(executeNow) },
        }),
      ),
    packSubscriptions: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.packSubscriptions, {
          body: {
            headerSubscriptionId: args.headerSubscriptionId,
            convergentSubscriptionId: args.convergentSubscriptionId,
            fiscalId: args.fiscalId,
            executeNow: given(args.executeNow),
          },
        }),
      ),
    changeProduct: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.changeProduct, {
          body: {
            subscriptionId: args.subscriptionId,
            lineNumber: args.lineNumber,
            productId: args.productId,
            family: args.family,
            fiscalId: args.fiscalId,
            executeNow: given(args.executeNow),
          },
        }),
      ),
    removeSubscriptionsFromSharedGroup: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.removeSubscriptionsFromSharedGroup, {
          body: {
            sharedSubscriptionId: args.sharedSubscriptionId,
            baseSubscriptions: args.baseSubscriptions,
            fiscalId: args.fiscalId,
            executeNow: given(args.executeNow),
          },
        }),
      ),
    addSubscriptionsToSharedGroup: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.addSubscriptionsToSharedGroup, {
          body: {
            sharedSubscriptionId: args.sharedSubscriptionId,
            baseSubscriptionIds: args.baseSubscriptionIds,
            fiscalId: args.fiscalId,
            executeNow: given(args.executeNow),
          },
        }),
      ),
    createSharedGroup: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.createSharedGroup, {
          body: {
            baseSubscriptionIds: args.baseSubscriptionIds,
            productId: args.productId,
            fiscalId: args.fiscalId,
            executeNow: given(args.executeNow),
          },
        }),
      ),
    changeTitular: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.changeTitular, {
          body: {
            subscriptionIds: args.subscriptionIds,
            actualFiscalId: args.actualFiscalId,
            newFiscalId: args.newFiscalId,
            newCustomer: args.newCustomer ? newHolderBodyOf(args.newCustomer) : undefined,
            executeNow: given(args.executeNow),
          },
        }),
      ),
    addOptionalProduct: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.addOptionalProduct, {
          body: {
            subscriptionId: args.subscriptionId,
            lineNumber: args.lineNumber,
            productId: args.productId,
            family: args.family,
            fiscalId: args.fiscalId,
            fixedNumber: given(args.fixedNumber),
            icc: given(args.icc),
            iccService: given(args.iccService),
            eSim: given(args.eSim),
            eSimEmail: given(args.eSimEmail),
          },
        }),
      ),
    changeSubscriptionAlias: async (_parent, { subscriptionId, alias, fiscalId }, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.changeSubscriptionAlias, { body: { subscriptionId, alias, fiscalId } }),
      ),
    modifySubscription: async (_parent, args, { rest }) =>
      actionResultOf(
        await rest.call(endpoints.modifySubscription, {
          body: {
            subscriptionId: args.subscriptionId,
            fiscalId: args.fiscalId,
            alias: given(args.alias),
            productName: given(args.productName),
            finalPrice: given(args.finalPrice),
            startDate: given(args.startDate),
            // null removes the end date; left out keeps it.
            endDate: args.endDate,
            index: given(args.index),
          },
        }),
      ),
  },
};
