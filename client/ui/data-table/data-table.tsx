import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { observeElementOffset, useVirtualizer } from '@tanstack/react-virtual';
import {
  type MouseEvent,
  memo,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';

/** A column as the table draws it: the header already translated. */
export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  width?: number;
  sortable?: boolean;
};

export type DataTableSort = { id: string; desc: boolean } | null;

/** Where the rows come from: a count and the row at an index (undefined: not read yet, a skeleton row shows). */
export type DataTableRows<Row> = {
  count: number;
  rowAt: (index: number) => Row | undefined;
  /** Changes whenever rows arrive, so the window is read again. */
  version: number;
};

export type DataTableProps<Row> = {
  /** DOM id prefix (rows are `${id}-row-${index}`). */
  id: string;
  /** Accessible name of the grid. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  visibility: Readonly<Record<string, boolean>>;
  rows: DataTableRows<Row>;
  rowId: (row: Row) => string;
  focusedIndex: number | null;
  isSelected: (row: Row) => boolean;
  sort: DataTableSort;
  onSortChange: (sort: DataTableSort) => void;
  /** A click on a row (not on a control inside it): focus it; with Shift extend, with Ctrl/Cmd toggle. */
  onRowClick: (index: number, event: MouseEvent) => void;
  onToggleRow: (index: number, extend: boolean) => void;
  /** The header checkbox: all rows (of the page) selected or none. */
  allSelected: boolean | 'some';
  onToggleAll: () => void;
  /** The first column's text is a link here (the row's main cell). */
  rowHref?: (row: Row) => string | null;
  onOpen: (href: string) => void;
  /** The window on screen changed (for sources that read lazily). */
  onRangeChange?: (start: number, end: number) => void;
  /** Trailing cell of every row (the row's action menu). */
  rowActions?: (row: Row) => ReactNode;
  /** The width of the actions column, in px (default 40: one menu button). */
  actionsWidth?: number;
  actionsHeader?: string;
  /** Labels for the controls. */
  selectRowLabel: string;
  selectAllLabel: string;
  sortAscendingLabel: string;
  sortDescendingLabel: string;
  busy?: boolean;
  rowHeight?: number;
  /** Height of the scroll area (CSS length). */
  height?: string;
};

const DEFAULT_ROW_HEIGHT = 34;
const SELECT_COLUMN_WIDTH = 36;
const DEFAULT_ACTIONS_WIDTH = 40;
const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
const NO_ROWS: never[] = [];
/** A row's background (`hover` on the row itself). */
const rowTint = (selected: boolean) =>
  selected ? 'bg-primary-50 dark:bg-primary-500/10' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60';

/** What table-core holds per row: the caller's row in a box, so any row type fits table-core's `RowData`. */
type Boxed<Row> = { key: string; value: Row };

function useColumnDefs<Row>(columns: readonly DataTableColumn<Row>[]) {
  return useMemo<ColumnDef<typeof features, Boxed<Row>>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // Display columns: cells are drawn from `row.original` by our own renderer, so no accessor is needed.
        cell: (context) => column.cell(context.row.original.value),
        enableSorting: column.sortable ?? false,
        size: column.width ?? 140,
      })),
    [columns],
  );
}

/** Reads the media query of the window, so the virtualizer's overscan stays small on short screens. */
function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The dense, virtualized grid: only the rows on screen are in the DOM and in the table model
 * (@tanstack/react-virtual chooses the window; @tanstack/react-table v9 models the columns, their visibility and
 * the sort of that window). It knows no feature: rows come as `count` + `rowAt`, focus and selection are owned
 * by the caller. A grid for screen readers: role grid/row/gridcell, aria-rowcount/aria-rowindex,
 * aria-selected on selected rows, aria-activedescendant on the focused one.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    id,
    label,
    columns,
    visibility,
    rows,
    rowId,
    focusedIndex,
    isSelected,
    sort,
    onSortChange,
    rowHeight = DEFAULT_ROW_HEIGHT,
  } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewportHeight = useSyncExternalStore(
    subscribeResize,
    () => window.innerHeight,
    () => 800,
  );

  // The virtualizer's scroll listener, also called by the focus keeping below when it scrolls the grid itself.
  const offsetChanged = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollRef.current,
    observeElementOffset: (instance, onOffset) => {
      offsetChanged.current = onOffset;
      const stop = observeElementOffset(instance, onOffset);
      return () => {
        if (offsetChanged.current === onOffset) offsetChanged.current = null;
        stop?.();
      };
    },
    estimateSize: () => rowHeight,
    overscan: 3,
    // A wheel or scrollbar scroll renders the new window in its own task after the scroll event, not inside it
    // (flushSync): the frame that scrolls and the render of the rows that came on screen are two shorter tasks,
    // and scroll events that come faster than React renders cost one render, not one each.
    useFlushSync: false,
    // happy-dom and the first paint have no layout: start with a window that fills a typical screen.
    initialRect: { width: 1200, height: Math.max(320, viewportHeight - 260) },
  });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const slotsRef = useRef<ReadonlyMap<number, number>>(new Map());
  const slots = assignSlots(slotsRef.current, items);
  slotsRef.current = slots;

  const { onRangeChange } = props;
  useEffect(() => {
    if (end > start) onRangeChange?.(start, end);
  }, [start, end, onRangeChange]);

  const columnDefs = useColumnDefs(columns);
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const columnVisibility = visibility as ColumnVisibilityState;
  const table = useTable({
    features,
    columns: columnDefs,
    // table-core models the columns (visibility, order, sort state); rows are drawn by `DataTableRow` straight
    // from `rowAt`, so a focus move re-renders only the rows whose props changed (no row model per window).
    data: NO_ROWS as Boxed<Row>[],
    getRowId: (row) => row.key,
    state: { sorting, columnVisibility },
    manualSorting: true,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(next[0] ?? null);
    },
  });
  const visibleColumns = table.getVisibleLeafColumns();
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const visibleIds = visibleColumns.map((column) => column.id).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `visibleIds` is the identity of the visible column list.
  const cellColumns = useMemo(
    () =>
      visibleColumns
        .map((column) => byId.get(column.id))
        .filter((column): column is DataTableColumn<Row> => column !== undefined),
    [visibleIds, byId],
  );
  // The rows call the latest callbacks through one stable object, so new closures on each render of the caller
  // do not re-render every row.
  const latest = useRef(props);
  latest.current = props;
  // A new `rowActions` (the caller's actions appeared or went) draws every row's actions again.
  const { rowActions } = props;
  const handlers = useMemo<RowHandlers<Row>>(
    () => ({
      click: (index, event) => latest.current.onRowClick(index, event),
      toggle: (index, extend) => latest.current.onToggleRow(index, extend),
      open: (href) => latest.current.onOpen(href),
      actions: (row) => rowActions?.(row) ?? null,
    }),
    [rowActions],
  );

  const actionsWidth = props.actionsWidth ?? DEFAULT_ACTIONS_WIDTH;
  // A column is never narrower than its width; a container wider than the table shares the rest out in proportion,
  // so the table fills it and no cell needs to overlap another.
  const template = [
    `${SELECT_COLUMN_WIDTH}px`,
    ...visibleColumns.map((column) => {
      const width = byId.get(column.id)?.width ?? 140;
      return `minmax(${width}px, ${width}fr)`;
    }),
    ...(props.rowActions ? [`${actionsWidth}px`] : []),
  ].join(' ');
  const totalWidth =
    SELECT_COLUMN_WIDTH +
    visibleColumns.reduce((sum, column) => sum + (byId.get(column.id)?.width ?? 140), 0) +
    (props.rowActions ? actionsWidth : 0);

  // Keep the focused row on screen (below the sticky header). Rows have a fixed height, so the offset is exact.
  // Before paint, and the virtualizer is told the new offset at once: the window for it renders in this same
  // task, so a key that scrolls never paints a frame of empty rows waiting for the scroll event.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || focusedIndex === null || focusedIndex >= rows.count) return;
    const top = focusedIndex * rowHeight;
    const visibleHeight = scroller.clientHeight - rowHeight;
    const before = scroller.scrollTop;
    if (top < before) scroller.scrollTop = top;
    else if (top + rowHeight > before + visibleHeight)
      scroller.scrollTop = top + 2 * rowHeight - scroller.clientHeight;
    else return;
    const after = scroller.scrollTop;
    if (after !== before) offsetChanged.current?.(after, true);
  }, [focusedIndex, rows.count, rowHeight]);

  const colCount = 1 + visibleColumns.length + (props.rowActions ? 1 : 0);
  const focusedId =
    focusedIndex !== null && focusedIndex < rows.count ? `${id}-row-${focusedIndex}` : undefined;

  return (
    <div
      ref={scrollRef}
      className="relative overflow-auto rounded-lg border border-slate-200 bg-white text-sm dark:border-slate-700 dark:bg-slate-900"
      style={{ height: props.height ?? 'calc(100vh - 17rem)', minHeight: '16rem' }}
    >
      <table
        id={id}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern (rows focused with keys).
        role="grid"
        aria-label={label}
        aria-rowcount={rows.count + 1}
        aria-colcount={colCount}
        aria-multiselectable="true"
        aria-activedescendant={focusedId}
        aria-busy={props.busy || undefined}
        tabIndex={0}
        className="block outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset"
        style={{ minWidth: totalWidth }}
      >
        <thead className="sticky top-0 z-10 block">
          <tr
            aria-rowindex={1}
            className="grid border-slate-200 border-b bg-slate-50 font-medium text-slate-600 text-xs uppercase tracking-wide dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
            style={{ gridTemplateColumns: template, height: rowHeight }}
          >
            <th scope="col" className="flex items-center justify-center">
              <input
                type="checkbox"
                tabIndex={-1}
                aria-label={props.selectAllLabel}
                checked={props.allSelected === true}
                ref={(element) => {
                  if (element) element.indeterminate = props.allSelected === 'some';
                }}
                onChange={props.onToggleAll}
                className="size-3.5 accent-primary-600"
              />
            </th>
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const column = byId.get(header.column.id);
              const direction =
                sort?.id === header.column.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={column?.sortable ? direction : undefined}
                  className="flex min-w-0 items-center px-2 text-left font-medium"
                >
                  {column?.sortable ? (
                    <button
                      type="button"
                      onClick={() =>
                        onSortChange(
                          direction === 'none'
                            ? { id: header.column.id, desc: false }
                            : direction === 'ascending'
                              ? { id: header.column.id, desc: true }
                              : null,
                        )
                      }
                      title={direction === 'ascending' ? props.sortDescendingLabel : props.sortAscendingLabel}
                      className="flex min-w-0 items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-white"
                    >
                      <span className="truncate">{column.header}</span>
                      <span aria-hidden="true" className="text-[10px]">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <span className="truncate">{column?.header}</span>
                  )}
                </th>
              );
            })}
            {props.rowActions ? (
              <th scope="col" className="flex items-center px-2">
                <span className="sr-only">{props.actionsHeader}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody
          className="block"
          // The window's rows sit in normal flow under a top padding as tall as the rows above them: no row is
          // positioned or transformed, so a new window adds no stacking contexts or paint layers (a transform per
          // row made Blink's style recalc grow with every row ever mounted: 100+ ms per Page Down after a scroll).
          style={{ height: virtualizer.getTotalSize(), paddingTop: items[0]?.start ?? 0 }}
        >
          {items.map((item) => {
            const row = rows.rowAt(item.index);
            const slot = `slot-${slots.get(item.index) ?? item.index}`;
            if (row === undefined) {
              return (
                <PendingRow
                  key={slot}
                  id={`${id}-row-${item.index}`}
                  index={item.index}
                  template={template}
                  rowHeight={rowHeight}
                  colCount={colCount}
                />
              );
            }
            const key = rowId(row);
            return (
              <DataTableRow<Row>
                key={slot}
                id={`${id}-row-${item.index}`}
                rowKey={key}
                index={item.index}
                row={row}
                focused={item.index === focusedIndex}
                selected={isSelected(row)}
                href={props.rowHref?.(row) ?? null}
                cellColumns={cellColumns}
                template={template}
                rowHeight={rowHeight}
                hasActions={props.rowActions !== undefined}
                selectRowLabel={props.selectRowLabel}
                handlers={handlers}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The DOM row (React key) each index of the window is drawn in: an index still on screen keeps its row, a new index
 * takes a row freed by an index that left, in the order those rows stand. Scrolling then updates the cells of
 * recycled rows (new text, the same elements) instead of unmounting and mounting a whole window of rows, their
 * badges and buttons: a jump of a screenful or more re-renders the window without creating one element.
 */
function assignSlots(
  previous: ReadonlyMap<number, number>,
  items: readonly { index: number }[],
): ReadonlyMap<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (const { index } of items) {
    const slot = previous.get(index);
    if (slot === undefined) continue;
    next.set(index, slot);
    taken.add(slot);
  }
  if (next.size === items.length) return sameSlots(previous, next) ? previous : next;
  const free = [...previous.values()].filter((slot) => !taken.has(slot));
  let fresh = Math.max(-1, ...previous.values()) + 1;
  let freeAt = 0;
  const ordered = new Map<number, number>();
  for (const { index } of items) {
    let slot = next.get(index);
    if (slot === undefined) {
      slot = freeAt < free.length ? (free[freeAt++] as number) : fresh++;
    }
    ordered.set(index, slot);
  }
  return ordered;
}

function sameSlots(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [index, slot] of b) if (a.get(index) !== slot) return false;
  return true;
}

type RowHandlers<Row> = {
  click: (index: number, event: MouseEvent) => void;
  toggle: (index: number, extend: boolean) => void;
  open: (href: string) => void;
  actions: (row: Row) => ReactNode;
};

type DataTableRowProps<Row> = {
  id: string;
  rowKey: string;
  index: number;
  row: Row;
  focused: boolean;
  selected: boolean;
  href: string | null;
  cellColumns: readonly DataTableColumn<Row>[];
  template: string;
  rowHeight: number;
  hasActions: boolean;
  selectRowLabel: string;
  handlers: RowHandlers<Row>;
};

/**
 * One row. Memoised on plain props (booleans, strings, the row object, stable arrays and handlers), so moving the
 * focus re-renders the two rows whose `focused` changed, not the window (cells and action buttons included).
 */
function DataTableRowImpl<Row>(props: DataTableRowProps<Row>) {
  const { row, index, focused, selected, href, handlers } = props;
  return (
    <tr
      id={props.id}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-focused={focused || undefined}
      data-row-id={props.rowKey}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a,button,input,select,[role="menu"]')) return;
        handlers.click(index, event);
      }}
      className={`group grid w-full cursor-default items-center border-slate-100 border-b text-slate-800 dark:border-slate-800 dark:text-slate-100 ${rowTint(selected)} ${
        focused ? 'ring-2 ring-primary-500 ring-inset' : ''
      }`}
      style={{
        gridTemplateColumns: props.template,
        height: props.rowHeight,
        // Fixed-size rows: style, layout and paint of a new row stay inside it (the window changes on every scroll).
        contain: 'strict',
      }}
    >
      <td className="flex items-center justify-center">
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={props.selectRowLabel}
          checked={selected}
          onClick={(event) => {
            event.preventDefault();
            handlers.toggle(index, event.shiftKey);
          }}
          onChange={() => {}}
          className="size-3.5 accent-primary-600"
        />
      </td>
      <RowCells row={row} columns={props.cellColumns} href={href} handlers={handlers} />
      {props.hasActions ? (
        <td className="flex min-w-0 items-center justify-center">
          {/* Keyed by the row: an open menu of one row's actions never stays on the next row of this slot. */}
          <RowActions key={props.rowKey} row={row} handlers={handlers} />
        </td>
      ) : null}
    </tr>
  );
}

const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;

/** The data cells: re-rendered only when the row, its columns or its link change (not on focus or selection). */
const RowCells = memo(function RowCells<Row>(props: {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  href: string | null;
  handlers: RowHandlers<Row>;
}) {
  const { row, href, handlers } = props;
  return props.columns.map((column, position) => {
    const content = column.cell(row);
    return (
      <td key={column.id} className="min-w-0 truncate px-2">
        {position === 0 && href ? (
          <a
            href={href}
            tabIndex={-1}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              handlers.open(href);
            }}
            className="font-medium text-secondary-700 hover:underline dark:text-primary-300"
          >
            {content}
          </a>
        ) : (
          content
        )}
      </td>
    );
  });
}) as <Row>(props: {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  href: string | null;
  handlers: RowHandlers<Row>;
}) => ReactNode;

/** The row's action buttons (in the trailing cell): re-rendered only for another row. */
const RowActions = memo(function RowActions<Row>(props: { row: Row; handlers: RowHandlers<Row> }) {
  return props.handlers.actions(props.row);
}) as <Row>(props: { row: Row; handlers: RowHandlers<Row> }) => ReactNode;

/** A row not read yet: skeleton cells. */
const PendingRow = memo(function PendingRow(props: {
  id: string;
  index: number;
  template: string;
  rowHeight: number;
  colCount: number;
}) {
  return (
    <tr
      id={props.id}
      aria-rowindex={props.index + 2}
      aria-busy="true"
      data-pending=""
      className="grid w-full items-center border-slate-100 border-b dark:border-slate-800"
      style={{
        gridTemplateColumns: props.template,
        height: props.rowHeight,
        // Fixed-size rows: style, layout and paint of a new row stay inside it (the window changes on every scroll).
        contain: 'strict',
      }}
    >
      {Array.from({ length: props.colCount }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to key on.
        <td key={cell} className="px-2">
          <div className="h-3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        </td>
      ))}
    </tr>
  );
});
