import type { Kysely } from 'kysely';
import { subscriptionManagementEndpoints as endpoints } from '../../schema/rest/subscription-management';
import type { Caller } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { addOptionalProduct } from './add-optional-product';
import { changeProduct } from './change-product';
import { changeTitular } from './change-titular';
import { compatibleMainProducts, compatibleOptionalProducts, toProduct } from './compatible-products';
import { changeSubscriptionAlias, modifySubscription } from './modify-subscription';
import { packSubscriptions, unpackSubscriptions } from './pack-subscriptions';
import { packableSubscriptions } from './packable-subscriptions';
import {
  addSubscriptionsToSharedGroup,
  createSharedGroup,
  removeSubscriptionsFromSharedGroup,
} from './shared-group-actions';
import { sharedGroups } from './shared-groups';
import { subscriptionInScope } from './subscriptions-in-scope';

/** Subscription management; every read and write scoped to the caller's channel subtree. */
export function createSubscriptionManagementEndpoints({
  db,
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  clock?: () => Date;
}) {
  const as = (caller: Caller) => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  return [
    implement(endpoints.unpackSubscriptions, ({ caller, body }) => unpackSubscriptions(db, body, as(caller))),
    implement(endpoints.packSubscriptions, ({ caller, body }) => packSubscriptions(db, body, as(caller))),
    implement(endpoints.getPackableSubscriptions, ({ caller, query }) =>
      packableSubscriptions(db, caller.user.channel_id, query),
    ),
    implement(endpoints.getCompatibleOptionalProducts, async ({ caller, query }) => {
      const line = await subscriptionInScope(
        db,
        caller.user.channel_id,
        query.fiscalId,
        query.subscriptionId,
      );
      return { items: (await compatibleOptionalProducts(db, line)).map(toProduct) };
    }),
    implement(endpoints.getCompatibleMainProducts, async ({ caller, query }) => {
      const line = await subscriptionInScope(
        db,
        caller.user.channel_id,
        query.fiscalId,
        query.subscriptionId,
      );
      return { items: (await compatibleMainProducts(db, line)).map(toProduct) };
    }),
    implement(endpoints.changeProduct, ({ caller, body }) => changeProduct(db, body, as(caller))),
    implement(endpoints.removeSubscriptionsFromSharedGroup, ({ caller, body }) =>
      removeSubscriptionsFromSharedGroup(db, body, as(caller)),
    ),
    implement(endpoints.addSubscriptionsToSharedGroup, ({ caller, body }) =>
      addSubscriptionsToSharedGroup(db, body, as(caller)),
    ),
    implement(endpoints.createSharedGroup, ({ caller, body }) => createSharedGroup(db, body, as(caller))),
    implement(endpoints.getSharedSubscriptions, ({ caller, query }) =>
      sharedGroups(db, caller.user.channel_id, query),
    ),
    implement(endpoints.changeTitular, ({ caller, body }) => changeTitular(db, body, as(caller))),
    implement(endpoints.addOptionalProduct, ({ caller, body }) => addOptionalProduct(db, body, as(caller))),
    implement(endpoints.changeSubscriptionAlias, ({ caller, body }) =>
      changeSubscriptionAlias(db, body, as(caller)),
    ),
    implement(endpoints.modifySubscription, ({ caller, body }) => modifySubscription(db, body, as(caller))),
  ];
}
