import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { operationErrorOf, useGraphqlClient } from '../session/graphql-client';
import type { QueuePageQuery, QueueQuery, QueueView, QueueVirtualSource } from './queue-types';

export type QueueRowsState<Row> = {
  status: 'loading' | 'ready' | 'error';
  /** Rows on screen: the current server page, or every row of the virtual source. */
  count: number;
  rowAt: (index: number) => Row | undefined;
  version: number;
  errorCode: string | null;
  /** Server pages only. */
  pageIndex: number;
  hasNextPage: boolean;
  totalEstimate: number | null;
  source: QueueVirtualSource<Row> | null;
  /** Rows of the current page (server) — for "select all". */
  pageRows: readonly Row[];
  nextPage: () => void;
  previousPage: () => void;
  reload: () => void;
  ensureRange: (start: number, end: number) => void;
};

function errorCodeOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' && error.code)
    return error.code;
  return 'INTERNAL';
}

type ServerPage<Row> = {
  status: 'loading' | 'ready' | 'error';
  /** The view the rows belong to. */
  viewKey: string;
  rows: Row[];
  hasNextPage: boolean;
  totalEstimate: number | null;
  errorCode: string | null;
};

/**
 * The rows of a queue for a view: server cursor pages through `load` (a stack of cursors for previous/next), or
 * a virtual source when the queue supplies one for this view. `viewKey` changes with the sort, filters or page
 * size, and starts again at the first page.
 *
 * The current server page is read from the network, then watched in the normalized cache while it is on screen:
 * a mutation's answer that changes one of its entities redraws the row with no request, and a creation or a
 * deletion that invalidates the list (client/server-state/list-invalidations.ts) makes the page read itself again.
 */
export function useQueueRows<Row>(options: {
  view: QueueView;
  viewKey: string;
  pageSize: number;
  load: (query: QueueQuery) => QueuePageQuery<Row>;
  virtualSource?: ((view: QueueView) => QueueVirtualSource<Row> | null) | undefined;
}): QueueRowsState<Row> {
  const { view, viewKey, pageSize, load, virtualSource } = options;
  const loadRef = useRef(load);
  loadRef.current = load;
  const viewRef = useRef(view);
  viewRef.current = view;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the source is made again when the view (viewKey) changes.
  const source = useMemo(() => virtualSource?.(viewRef.current) ?? null, [virtualSource, viewKey]);
  useEffect(() => () => source?.dispose?.(), [source]);

  const [sourceVersion, setSourceVersion] = useState(0);
  useEffect(() => {
    if (!source) return;
    setSourceVersion((version) => version + 1);
    return source.subscribe(() => setSourceVersion((version) => version + 1));
  }, [source]);

  // The session scope's client (a new one after sign-out or a channel switch), as the Provider's.
  const client = useGraphqlClient();
  const [cursors, setCursors] = useState<{ key: string; list: (string | null)[] }>({
    key: viewKey,
    list: [null],
  });
  const list = cursors.key === viewKey ? cursors.list : [null];
  const pageIndex = list.length - 1;
  const after = list[pageIndex] ?? null;
  const [reloadToken, setReloadToken] = useState(0);
  const [page, setPage] = useState<ServerPage<Row>>({
    status: 'loading',
    viewKey,
    rows: [],
    hasNextPage: false,
    totalEstimate: null,
    errorCode: null,
  });
  const endCursorRef = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey stands for the view read through viewRef; reloadToken forces a reload.
  useEffect(() => {
    if (source) return;
    setPage((previous) => ({ ...previous, status: 'loading', errorCode: null }));
    const { sort, filters } = viewRef.current;
    const pageQuery = loadRef.current({ first: pageSize, after, sort, filters });
    // Unsubscribing (a new view, page or reload, or leaving the page) stops watching and cancels a pending read.
    const watch = client
      .query(pageQuery.document.toString(), pageQuery.variables, { requestPolicy: 'network-only' })
      .subscribe((result) => {
        if (result.error && !result.data) {
          const code = operationErrorOf(result.error).code;
          setPage((previous) => ({ ...previous, status: 'error', errorCode: code }));
          return;
        }
        if (!result.data) return;
        try {
          const next = pageQuery.toPage(result.data);
          endCursorRef.current = next.endCursor;
          setPage({
            status: 'ready',
            viewKey,
            rows: next.rows,
            hasNextPage: next.hasNextPage && next.endCursor !== null,
            totalEstimate: next.totalEstimate ?? null,
            errorCode: null,
          });
        } catch (error) {
          setPage((previous) => ({ ...previous, status: 'error', errorCode: errorCodeOf(error) }));
        }
      });
    return () => watch.unsubscribe();
  }, [client, source, viewKey, pageSize, after, reloadToken]);

  const nextPage = useCallback(() => {
    const cursor = endCursorRef.current;
    if (!cursor) return;
    setCursors({ key: viewKey, list: [...list, cursor] });
  }, [list, viewKey]);
  const previousPage = useCallback(() => {
    if (list.length > 1) setCursors({ key: viewKey, list: list.slice(0, -1) });
  }, [list, viewKey]);
  const reload = useCallback(() => setReloadToken((token) => token + 1), []);

  const pageRows = page.rows;
  const pageRowAt = useCallback((index: number) => pageRows[index], [pageRows]);
  const ensureRange = useCallback(
    (start: number, end: number) => source?.ensureRange?.(start, end),
    [source],
  );

  // The local cache can become usable while the server's page is on screen: that page stays until the cache has
  // counted the view, so the row focus, the selection and the keys typed meanwhile act on rows rather than a skeleton
  // (both read the same view in the same order, so an index names the same row).
  const serverPageBridges =
    source !== null &&
    source.count === null &&
    page.status === 'ready' &&
    page.viewKey === viewKey &&
    pageIndex === 0;
  if (source && !serverPageBridges) {
    return {
      status: source.count === null ? 'loading' : 'ready',
      count: source.count ?? 0,
      rowAt: source.rowAt,
      version: sourceVersion,
      errorCode: null,
      pageIndex: 0,
      hasNextPage: false,
      totalEstimate: source.count,
      source,
      pageRows: [],
      nextPage,
      previousPage,
      reload,
      ensureRange,
    };
  }
  return {
    status: page.status,
    count: page.rows.length,
    rowAt: pageRowAt,
    version: 0,
    errorCode: page.errorCode,
    pageIndex,
    hasNextPage: page.hasNextPage,
    totalEstimate: page.totalEstimate,
    source: null,
    pageRows,
    nextPage,
    previousPage,
    reload,
    ensureRange,
  };
}
