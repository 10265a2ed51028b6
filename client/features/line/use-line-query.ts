import { useEffect, useState } from 'react';
import { actionErrorCode } from '../../actions/action-error-code';
import type { TypedDocumentString } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';

export type LineQueryState<Result> =
  | { status: 'loading'; data: null; errorCode: null }
  | { status: 'ready'; data: Result; errorCode: null }
  | { status: 'error'; data: null; errorCode: string };

/** Reads a query for a form or a tab; reads again when `key` changes (e.g. the line's revision after an action). */
export function useLineQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables | null,
  key = '',
): LineQueryState<Result> & { retry: () => void } {
  const [state, setState] = useState<LineQueryState<Result>>({
    status: 'loading',
    data: null,
    errorCode: null,
  });
  const [attempt, setAttempt] = useState(0);
  const variablesKey = JSON.stringify(variables);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables are compared by their JSON text.
  useEffect(() => {
    if (!variables) return;
    let current = true;
    setState({ status: 'loading', data: null, errorCode: null });
    runOperation(document, variables, 'query').then(
      (data) => {
        if (current) setState({ status: 'ready', data, errorCode: null });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', data: null, errorCode: actionErrorCode(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [document, variablesKey, key, attempt]);
  return { ...state, retry: () => setAttempt((value) => value + 1) };
}
