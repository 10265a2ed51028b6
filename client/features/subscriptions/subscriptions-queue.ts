/** The /subs queue's id (URL state, saved columns) and the entity kind of its rows (actions). */
export const SUBSCRIPTIONS_QUEUE = 'subscriptions';
export const SUBSCRIPTION_ENTITY = 'subscription';
