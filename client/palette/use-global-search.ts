import { useEffect, useState } from 'react';
import { normalizeText } from '../search/normalize';
import { localSearch, remoteSearch, searchBrands } from '../search/search-engine';
import type { BrandHit, CustomerHit, LineHit } from '../search/search-hits';
import { MIN_QUERY_LENGTH } from '../search/search-options';
import { loadCachedBrands } from './load-cached-brands';

/** The gateway is asked only once typing pauses this long (local indexes answer at once). */
export const REMOTE_DEBOUNCE_MS = 250;

export type GlobalSearchState = {
  /** The text these results are for: until the search of a new text starts, the previous text's. */
  query: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  lines: LineHit[];
  customers: CustomerHit[];
  brands: BrandHit[];
  errorCode: string | null;
};

const IDLE: GlobalSearchState = {
  query: '',
  status: 'idle',
  lines: [],
  customers: [],
  brands: [],
  errorCode: null,
};

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL';
}

/**
 * Lines, customers and (for the operator at home) brands for the palette's query: from the worker's indexes when
 * the cache is loaded, otherwise from the gateway after a pause in typing.
 */
export function useGlobalSearch(
  query: string,
  options: { brands: boolean; enabled: boolean },
): GlobalSearchState {
  const [state, setState] = useState<GlobalSearchState>(IDLE);
  const [indexVersion, setIndexVersion] = useState(0);
  const { brands: withBrands, enabled } = options;

  useEffect(() => {
    if (!enabled) return;
    return localSearch().onReady(() => setIndexVersion((version) => version + 1));
  }, [enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: indexVersion searches again once the indexes are ready.
  useEffect(() => {
    const text = normalizeText(query);
    if (!enabled || text.length < MIN_QUERY_LENGTH) {
      setState({ ...IDLE, query });
      return;
    }
    let cancelled = false;
    const local = localSearch();
    const sources = local.sources;
    const localKinds = (['lines', 'customers'] as const).filter((kind) => sources[kind] === 'local');
    const remoteKinds = (['lines', 'customers'] as const).filter((kind) => sources[kind] === 'remote');
    const parts: Promise<Partial<GlobalSearchState>>[] = [];
    if (localKinds.length > 0)
      parts.push(
        local.search(query).then((found) => ({
          ...(localKinds.includes('lines') ? { lines: found.lines } : {}),
          ...(localKinds.includes('customers') ? { customers: found.customers } : {}),
        })),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (remoteKinds.length > 0)
      parts.push(
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, REMOTE_DEBOUNCE_MS);
        }).then(() => (cancelled ? {} : remoteSearch(query, remoteKinds))),
      );
    if (withBrands)
      parts.push(
        loadCachedBrands()
          .then((list) => searchBrands(list, query))
          .then((brands) => ({ brands })),
      );
    setState((previous) => ({ ...previous, query, status: 'loading', errorCode: null }));
    let merged: GlobalSearchState = { ...IDLE, query, status: 'loading' };
    let failure: string | null = null;
    let remaining = parts.length;
    for (const part of parts)
      part
        .then(
          (found) => {
            merged = { ...merged, ...found };
          },
          (error: unknown) => {
            failure = codeOf(error);
          },
        )
        .finally(() => {
          remaining--;
          if (cancelled) return;
          if (remaining === 0)
            setState({
              ...merged,
              status: failure && !hasAny(merged) ? 'error' : 'ready',
              errorCode: failure,
            });
          else setState({ ...merged, status: 'loading', errorCode: null });
        });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [query, withBrands, enabled, indexVersion]);

  return state;
}

function hasAny(state: GlobalSearchState): boolean {
  return state.lines.length + state.customers.length + state.brands.length > 0;
}
