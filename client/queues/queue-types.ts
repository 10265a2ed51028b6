import type { ReactNode } from 'react';
import type { TypedDocumentString } from '../generated/graphql';

/** One column. `id` is also the sort key sent to the server when `sortable`. */
export type QueueColumn<Row> = {
  id: string;
  /** i18n key of the header ("fieldwork.column.status"). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Text written to the CSV export; default: the cell's text content is NOT used, so give it when exporting. */
  csv?: (row: Row) => string;
  sortable?: boolean;
  /** px; the table is dense and virtualized. */
  width?: number;
  hiddenByDefault?: boolean;
};

/** A filter shown above the table; its value lives in the URL (?status=ACTIVE). */
export type QueueFilter =
  | { id: string; label: string; kind: 'select'; options: readonly { value: string; label: string }[] }
  | { id: string; label: string; kind: 'text'; placeholder?: string };

export type QueueSort = { id: string; desc: boolean };

export type QueueQuery = {
  /** Page size: 25 | 50 | 100 | 500 (footer). */
  first: number;
  /** Cursor. */
  after: string | null;
  sort: QueueSort | null;
  /** Only the non-empty ones. */
  filters: Readonly<Record<string, string>>;
};

export type QueuePageResult<Row> = {
  rows: Row[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalEstimate?: number | null;
};

/**
 * How to read one server page: a list query and how its answer becomes rows. The queue runs it and keeps watching
 * it while the page is on screen, so a mutation's answer that changes an entity of the page (normalized by key)
 * redraws its row without reading the page again. Made with `queuePageQuery`, which keeps the document, the
 * variables and `toPage` agreeing on one answer type.
 */
export type QueuePageQuery<Row> = {
  document: TypedDocumentString<unknown, Record<string, unknown>>;
  variables: Record<string, unknown>;
  toPage: (data: unknown) => QueuePageResult<Row>;
};

/** The view a virtual source is asked for: the URL's sort and filters, no paging. */
export type QueueView = { sort: QueueSort | null; filters: Readonly<Record<string, string>> };

/**
 * Every row of the current view in one virtualized list (e.g. the local Dexie cache of subscriptions), instead of
 * server pages. The table reads only the rows it shows through `rowAt`; a source that loads windows lazily returns
 * undefined for rows it has not read yet (a skeleton row is drawn), loads them when `ensureRange` asks, and calls
 * its subscribers when they arrive.
 */
export type QueueVirtualSource<Row> = {
  /** Rows of the view; null while still counting (the skeleton shows). */
  count: number | null;
  rowAt: (index: number) => Row | undefined;
  /** Rows [start, end) are about to be shown; load them if needed. */
  ensureRange?: (start: number, end: number) => void;
  /** Called when count or rows change; returns the unsubscribe function. */
  subscribe: (onChange: () => void) => () => void;
  /** Rows [start, end) in order, for the CSV export and bulk selection (may read from storage). */
  readRange: (start: number, end: number) => Promise<readonly Row[]>;
  /** Releases the source when the view changes or the page unmounts. */
  dispose?: () => void;
};

export type QueuePageProps<Row> = {
  /** Stable id: URL state, column-visibility persistence, the focused-row store. e.g. 'portabilities'. */
  queueId: string;
  /** Entity kind of the rows, e.g. 'portability'; entity actions registered for it apply to these rows. */
  entity: string;
  /** i18n key of the page title. */
  title: string;
  columns: readonly QueueColumn<Row>[];
  filters?: readonly QueueFilter[];
  /** The server page for a view and a cursor (not called while a virtual source shows the rows). */
  load: (query: QueueQuery) => QueuePageQuery<Row>;
  rowId: (row: Row) => string;
  /** Where Enter (or a click on the row's main cell) goes. */
  rowHref?: (row: Row) => string | null;
  /** i18n key of the empty state. */
  empty?: string;
  /** Extra content over the table (tabs such as incoming/outgoing, a "new" button). */
  toolbar?: ReactNode;
  /**
   * Optional: a source of every row of the view (a local cache). Return null to use the server pages (`load`),
   * e.g. while the cache is not filled. Called again when the sort or the filters change; keep it stable
   * (useCallback) so it is not called on every render.
   */
  virtualSource?: (view: QueueView) => QueueVirtualSource<Row> | null;
  /** Optional: the sort used when the URL has none. */
  defaultSort?: QueueSort | null;
  /** Optional: the CSV file's base name (default: queueId). */
  csvFileName?: string;
  /** Optional: hide the per-row action buttons column. */
  hideRowActions?: boolean;
};
