import type { OrderDetailFieldsFragment, OrderSignupRecordQuery } from '../../generated/graphql';

/** The order on the detail page, as its query and every action's answer give it. */
export type OrderDetailView = OrderDetailFieldsFragment;

/** What the signup wizard recorded for it; null for an order the wizard did not start. */
export type OrderSignupRecord = NonNullable<OrderSignupRecordQuery['signupOrder']['signup']>;
