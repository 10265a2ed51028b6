import type { GraphQLError } from 'graphql';
import type { GraphqlLimits } from '../graphql-limits';
import { graphqlRequestError } from '../graphql-request-error';
import type { OperationShape } from './measure-operation';

/** The first limit an operation breaks, as the error the client gets; undefined when it keeps to all of them. */
export function checkOperationLimits(
  shape: OperationShape,
  limits: GraphqlLimits,
  introspectionAllowed: boolean,
): GraphQLError | undefined {
  if (shape.introspection && !introspectionAllowed) {
    return graphqlRequestError('INTROSPECTION_DISABLED', 'Introspection is disabled on this server');
  }
  if (shape.depth > limits.maxDepth) {
    return graphqlRequestError(
      'QUERY_TOO_DEEP',
      `The query nests ${shape.depth} levels deep; the limit is ${limits.maxDepth}`,
      400,
      { limit: limits.maxDepth, actual: shape.depth },
    );
  }
  if (shape.aliases > limits.maxAliases) {
    return graphqlRequestError(
      'TOO_MANY_ALIASES',
      `The query uses ${shape.aliases} aliases; the limit is ${limits.maxAliases}`,
      400,
      { limit: limits.maxAliases, actual: shape.aliases },
    );
  }
  if (shape.cost > limits.maxCost) {
    const cost = Number.isFinite(shape.cost) ? shape.cost : Number.MAX_SAFE_INTEGER;
    return graphqlRequestError(
      'QUERY_TOO_COMPLEX',
      `The query's estimated cost is ${cost}; the limit is ${limits.maxCost}`,
      400,
      { limit: limits.maxCost, actual: cost },
    );
  }
  return undefined;
}
