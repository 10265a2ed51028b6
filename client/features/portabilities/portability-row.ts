import type { PortabilitiesQuery as PortabilitiesResult } from '../../generated/graphql';

/** One portability as the queue lists it. */
export type PortabilityRow = PortabilitiesResult['portabilities']['edges'][number]['node'];
