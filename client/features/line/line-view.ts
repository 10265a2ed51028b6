import type { LineQuery } from '../../generated/graphql';

/** A line as the view shows it: the subscription, its holder and product, and its service state. */
export type LineView = LineQuery['subscription'];
