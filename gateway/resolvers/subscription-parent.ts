import type { Subscription } from '../../schema/rest/customers';
import type { LineServices } from '../../schema/rest/line-actions';

/**
 * What the gateway's Subscription resolvers receive: the api's line, and its services when the same REST answer
 * carried them (the line view's query and every line action), so `services` costs no second call.
 */
export type SubscriptionParent = Subscription & { services?: LineServices };
