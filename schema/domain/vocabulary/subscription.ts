/**
 * Subscription statuses (docs/lifecycles.md "Subscriptions"), including "a possible undefined status": a line whose
 * status the provider has not reported. We store it as the explicit value UNKNOWN (never NULL) so it can be filtered,
 * indexed and labelled like any other; see docs/domain-rules.md.
 */
export const SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'CANCELED',
  'TERMINATED',
  'PENDING_PORTABILITY',
  'PENDING_TERMINATION',
  'PENDING_INSTALLATION',
  'PENDING_PRODUCT_CHANGE',
  'PENDING_TITULAR_CHANGE',
  'PENDING_MIGRATION',
  'PENDING_PROVISIONING',
  'PENDING_LOGISTIC',
  'PENDING_DOCS',
  'PENDING_ACTIVATION',
  'UNKNOWN',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses of a line that has ended: its number, ICC and TV user are free again and no action applies. */
export const ENDED_SUBSCRIPTION_STATUSES = [
  'TERMINATED',
  'CANCELED',
] as const satisfies readonly SubscriptionStatus[];

/** The status to store for what a provider reported: a missing or unlisted status becomes UNKNOWN. */
export function subscriptionStatusFromProvider(reported: unknown): SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.find((status) => status === reported) ?? 'UNKNOWN';
}

/** Radio technology of a mobile subscription. */
export const TECHNOLOGIES = ['4G', '5G'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];
