import type { TypedDocumentString } from '../../generated/graphql';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';

export type LineQueryState<Result> =
  | { status: 'loading'; data: null; errorCode: null }
  | { status: 'ready'; data: Result; errorCode: null }
  | { status: 'error'; data: null; errorCode: string };

/**
 * A query of a line form or tab, in the three states the line view draws. It is read through the normalized
 * cache, so an action's answer updates it without asking again.
 */
export function useLineQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables | null,
): LineQueryState<Result> & { retry: () => void } {
  const { data, error, retry } = useGraphqlQuery(document, variables);
  if (data !== null) return { status: 'ready', data, errorCode: null, retry };
  if (error) return { status: 'error', data: null, errorCode: error.code, retry };
  return { status: 'loading', data: null, errorCode: null, retry };
}
