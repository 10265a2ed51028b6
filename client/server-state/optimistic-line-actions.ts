import type { OptimisticMutationConfig } from '@urql/exchange-graphcache';
import { storedAlias } from '../../schema/domain/line-alias';
import type {
  LineChangeAliasMutationVariables,
  LineChangeSpnMutationVariables,
  LineSetActiveModeMutationVariables,
  LineSetTvStatusMutationVariables,
} from '../generated/graphql';

type Scalar = string | number | boolean | null;

/** The line's own entity (`Subscription:<subscriptionId>`) with only the fields an action is known to set. */
function lineWith(subscriptionId: string | number, fields: Record<string, Scalar>) {
  return { __typename: 'Subscription', subscriptionId: String(subscriptionId), ...fields };
}

/**
 * A LineActionResult whose line's services (`LineServices:<subscriptionId>`) carry only the fields the action is
 * known to set. The rest of the answer (the line's other fields, processId, notice) is left out: Graphcache keeps
 * what it holds for them until the answer comes.
 */
function servicesResult(subscriptionId: string | number, fields: Record<string, Scalar>) {
  const id = String(subscriptionId);
  return {
    __typename: 'LineActionResult',
    subscription: {
      __typename: 'Subscription',
      subscriptionId: id,
      services: { __typename: 'LineServices', subscriptionId: id, ...fields },
    },
  };
}

/**
 * The line actions whose answer the console knows before it comes, because the api stores the input as it is (or
 * trimmed) and changes nothing else the page shows but the line's modified time: the cache shows it at once in an
 * optimistic layer, the answer replaces the layer, and an error drops it (the page shows the line as it was, and
 * the caller shows the error). Actions whose answer carries something only the api decides (a server time, a new
 * status and end date, a process, a network result) are not here; docs/decisions.md, "Optimistic line actions".
 */
export const OPTIMISTIC_LINE_ACTIONS: OptimisticMutationConfig = {
  changeSubscriptionAlias: (args: LineChangeAliasMutationVariables) => ({
    __typename: 'SubscriptionActionResult',
    subscriptions: [lineWith(args.subscriptionId, { alias: storedAlias(args.alias) })],
  }),
  setActiveMode: (args: LineSetActiveModeMutationVariables) =>
    servicesResult(args.subscriptionId, { activeMode: args.enabled }),
  setTvStatus: (args: LineSetTvStatusMutationVariables) =>
    servicesResult(args.subscriptionId, { tvStatus: args.status }),
  // The api trims the SPN (its schema's normalisation) before it checks and stores it.
  changeSpn: (args: LineChangeSpnMutationVariables) =>
    servicesResult(args.subscriptionId, { spn: args.spn.trim() }),
};
