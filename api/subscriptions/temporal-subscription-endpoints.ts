import type { Kysely } from 'kysely';
import { temporalSubscriptionEndpoints as endpoints } from '../../schema/rest/temporal-subscriptions';
import type { Caller } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { endTemporalSubscription } from './end-temporal-subscription';
import { extendTemporalSubscription } from './extend-temporal-subscription';
import { listTemporalSubscriptions } from './list-temporal-subscriptions';
import { subscriptionHistory } from './subscription-history';
import { subscriptionProductItems } from './subscription-product-items';

/** Terms of lines and add-ons, the line's history and product items; scoped to the caller's channel subtree. */
export function createTemporalSubscriptionEndpoints({
  db,
  clock,
}: {
  db: Kysely<Database>;
  clock: () => Date;
}) {
  const as = (caller: Caller) => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  return [
    implement(endpoints.listTemporalSubscriptions, ({ caller, query }) =>
      listTemporalSubscriptions(db, caller.user.channel_id, query, clock()),
    ),
    implement(endpoints.extendTemporalSubscription, ({ caller, body }) =>
      extendTemporalSubscription(db, body, as(caller)),
    ),
    implement(endpoints.endTemporalSubscription, ({ caller, body }) =>
      endTemporalSubscription(db, body, as(caller)),
    ),
    implement(endpoints.getSubscriptionHistory, ({ caller, query }) =>
      subscriptionHistory(db, caller.user.channel_id, query),
    ),
    implement(endpoints.getSubscriptionProductItems, ({ caller, query }) =>
      subscriptionProductItems(db, caller.user.channel_id, query),
    ),
  ];
}
