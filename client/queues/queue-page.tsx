import {
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../shell/page-header';
import { DataTable, type DataTableColumn, type DataTableSort } from '../ui/data-table/data-table';
import { showNotice } from '../ui/notice-store';
import { ColumnMenu as ColumnMenuImpl } from './column-menu';
import { readColumnVisibility, saveColumnVisibility } from './column-visibility';
import {
  clearActionTarget,
  ENTITY_ACTION_MENU_WIDTH,
  EntityActionMenu,
  onSelectionReset,
  openEntityActionMenu,
  setActionTarget,
  useEntityActionsOf,
} from './queue-actions-adapter';
import { buildQueueCsv, csvColumns, downloadCsv } from './queue-csv';
import { QueueFilterBar as QueueFilterBarImpl } from './queue-filter-bar';
import { QueueFooter as QueueFooterImpl } from './queue-footer';
import { QueueStateMessage } from './queue-state-message';
import type { QueuePageProps, QueueView } from './queue-types';
import { parseQueueUrl, type QueueUrlState, sameView, writeQueueUrl } from './queue-url-state';
import { SelectionActions } from './selection-actions';
import { useQueueKeys } from './use-queue-keys';
import { useQueueReturnPoint } from './use-queue-return-point';
import { useQueueRows } from './use-queue-rows';

export type {
  QueueColumn,
  QueueFilter,
  QueuePageProps,
  QueuePageQuery,
  QueuePageResult,
  QueueQuery,
  QueueSort,
  QueueView,
  QueueVirtualSource,
} from './queue-types';

// A focus move re-renders the page: these parts get equal props then and are skipped.
const ColumnMenu = memo(ColumnMenuImpl);
const QueueFilterBar = memo(QueueFilterBarImpl);
const QueueFooter = memo(QueueFooterImpl);

/** The grid's row height (DataTable's default): Page Up/Down move by the rows that fit on screen. */
const ROW_HEIGHT = 34;

const toolbarButtonClass =
  'h-8 rounded-md border border-slate-300 bg-white px-3 text-slate-700 text-sm hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * A queue screen: filters and sort in the URL, a virtualized grid with keyboard row focus and
 * selection, server cursor pages with a per-page footer (or every row of a virtual source), column visibility,
 * CSV export of the current filter, loading/empty/error states, and the entity actions of each row.
 */
export function QueuePage<Row>(props: QueuePageProps<Row>): ReactNode {
  const { queueId, entity, title, columns, load, rowId, rowHref, virtualSource } = props;
  const filters = props.filters ?? [];
  const defaultSort = props.defaultSort ?? null;
  const { t } = useTranslation(['table', 'errors']);
  const [path, navigate] = useLocation();
  const search = useSearch();

  // --- The view in the URL -------------------------------------------------------------------------------------
  const sortable = useMemo(
    () => columns.filter((column) => column.sortable).map((column) => column.id),
    [columns],
  );
  const parsed = parseQueueUrl(search, filters, sortable, defaultSort);
  const viewRef = useRef<QueueUrlState>(parsed);
  if (!sameView(viewRef.current, parsed)) viewRef.current = parsed;
  const urlState = viewRef.current;
  const viewKey = JSON.stringify([urlState.sort, urlState.filters, urlState.size]);
  const view = useMemo<QueueView>(() => ({ sort: urlState.sort, filters: urlState.filters }), [urlState]);

  const searchRef = useRef(search);
  searchRef.current = search;
  const writeView = useCallback(
    (next: QueueUrlState) => {
      const query = writeQueueUrl(searchRef.current, next, filters, defaultSort);
      // The entry's state is kept: it names the entry whose focused row Back restores (queue-return-point.ts).
      navigate(`${path}${query}`, { replace: true, state: window.history.state });
    },
    [filters, defaultSort, navigate, path],
  );
  const setFilter = useCallback(
    (id: string, value: string) => {
      const next = { ...viewRef.current.filters };
      if (value) next[id] = value;
      else delete next[id];
      writeView({ ...viewRef.current, filters: next });
    },
    [writeView],
  );
  const setSort = useCallback((sort: DataTableSort) => writeView({ ...viewRef.current, sort }), [writeView]);

  // --- Rows --------------------------------------------------------------------------------------------------
  const rows = useQueueRows({ view, viewKey, pageSize: urlState.size, load, virtualSource });

  // --- Columns -----------------------------------------------------------------------------------------------
  const [visibility, setVisibility] = useState(() => readColumnVisibility(queueId, columns));
  const tableColumns = useMemo<DataTableColumn<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: t(column.header),
        cell: column.cell,
        width: column.width,
        sortable: column.sortable,
      })),
    [columns, t],
  );
  const changeVisibility = useCallback(
    (id: string, visible: boolean) =>
      setVisibility((current) => {
        const next = { ...current, [id]: visible };
        saveColumnVisibility(queueId, next);
        return next;
      }),
    [queueId],
  );
  const clearFilters = useCallback(() => writeView({ ...viewRef.current, filters: {} }), [writeView]);
  const changePageSize = useCallback((size: number) => writeView({ ...viewRef.current, size }), [writeView]);

  // --- Focus and selection -----------------------------------------------------------------------------------
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const anchorRef = useRef<number | null>(null);
  // A new view or page: the focus goes back to the top, the selection is kept only for rows still on screen.
  const pageKey = `${viewKey}|${rows.pageIndex}`;
  const lastPageKey = useRef(pageKey);
  useEffect(() => {
    if (lastPageKey.current === pageKey) return;
    lastPageKey.current = pageKey;
    setFocusedIndex((index) => (index === null ? null : 0));
    setSelected(new Map());
    anchorRef.current = null;
  }, [pageKey]);
  useEffect(() => {
    if (focusedIndex !== null && focusedIndex >= rows.count)
      setFocusedIndex(rows.count > 0 ? rows.count - 1 : null);
  }, [focusedIndex, rows.count]);

  const selectRange = useCallback(
    (from: number, to: number, base: ReadonlyMap<string, Row>) => {
      const next = new Map(base);
      const [low, high] = from <= to ? [from, to] : [to, from];
      for (let index = low; index <= high; index++) {
        const row = rows.rowAt(index);
        if (row !== undefined) next.set(rowId(row), row);
      }
      return next;
    },
    [rows.rowAt, rowId],
  );

  const focusRow = useCallback(
    (index: number, extend: boolean) => {
      if (rows.count === 0) return;
      const clamped = Math.max(0, Math.min(rows.count - 1, index));
      if (extend) {
        const anchor = anchorRef.current ?? focusedIndex ?? clamped;
        anchorRef.current = anchor;
        setSelected((current) => selectRange(anchor, clamped, current));
      } else {
        anchorRef.current = clamped;
      }
      setFocusedIndex(clamped);
    },
    [rows.count, focusedIndex, selectRange],
  );

  const toggleRow = useCallback(
    (index: number, extend = false) => {
      const row = rows.rowAt(index);
      if (row === undefined) return;
      if (extend && anchorRef.current !== null) {
        const anchor = anchorRef.current;
        setSelected((current) => selectRange(anchor, index, current));
      } else {
        const id = rowId(row);
        setSelected((current) => {
          const next = new Map(current);
          if (next.has(id)) next.delete(id);
          else next.set(id, row);
          return next;
        });
        anchorRef.current = index;
      }
      setFocusedIndex(index);
    },
    [rows.rowAt, rowId, selectRange],
  );

  const openRow = useCallback(
    (index: number | null) => {
      if (index === null) return;
      const row = rows.rowAt(index);
      const href = row !== undefined ? rowHref?.(row) : null;
      if (href) navigate(href);
    },
    [rows.rowAt, rowHref, navigate],
  );

  useEffect(() => onSelectionReset(queueId, () => setSelected(new Map())), [queueId]);

  const gridId = `queue-${queueId}`;
  useQueueReturnPoint({
    queueId,
    gridId,
    rows,
    rowId,
    focusedIndex,
    restore: (index) => {
      anchorRef.current = index;
      setFocusedIndex(index);
    },
  });

  useQueueKeys(gridId, {
    move: (delta, extend) =>
      focusRow(focusedIndex === null ? (delta > 0 ? 0 : rows.count - 1) : focusedIndex + delta, extend),
    moveTo: (where, extend) => focusRow(where === 'first' ? 0 : rows.count - 1, extend),
    movePage: (direction, extend) => {
      const scroller = document.getElementById(`queue-${queueId}`)?.parentElement;
      const pageRows = Math.max(1, Math.floor((scroller?.clientHeight ?? 600) / ROW_HEIGHT) - 2);
      focusRow((focusedIndex ?? 0) + direction * pageRows, extend);
    },
    toggle: () => {
      if (focusedIndex !== null) toggleRow(focusedIndex);
    },
    open: () => openRow(focusedIndex),
    clearSelection: () => setSelected(new Map()),
    openMenu: () => {
      if (focusedIndex !== null) openEntityActionMenu(`${gridId}-row-${focusedIndex}`);
    },
  });

  const onRowClick = (index: number, event: MouseEvent) => {
    if (event.shiftKey) focusRow(index, true);
    else if (event.metaKey || event.ctrlKey) toggleRow(index);
    else focusRow(index, false);
  };

  // Scanned only when a selection exists (the header checkbox's state) or "select all" is used: a key or a read
  // of rows with nothing selected costs no scan.
  const hasSelection = selected.size > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says when a virtual source read more rows.
  const pageRowsLoaded = useMemo(() => {
    const list: Row[] = [];
    if (!hasSelection) return list;
    // Server pages: the page. A virtual source: "all" is the rows it has read (never 100k at once).
    if (rows.source === null) return [...rows.pageRows];
    for (let index = 0; index < rows.count && list.length < 1000; index++) {
      const row = rows.rowAt(index);
      if (row !== undefined) list.push(row);
    }
    return list;
  }, [hasSelection, rows.source, rows.pageRows, rows.count, rows.rowAt, rows.version]);
  const allSelected: boolean | 'some' =
    selected.size === 0
      ? false
      : pageRowsLoaded.length > 0 && pageRowsLoaded.every((row) => selected.has(rowId(row)))
        ? true
        : 'some';
  const toggleAll = () => {
    if (allSelected === true) {
      setSelected(new Map());
      return;
    }
    const all = new Map<string, Row>();
    if (rows.source === null) for (const row of rows.pageRows) all.set(rowId(row), row);
    for (let index = 0; rows.source !== null && index < rows.count && all.size < 1000; index++) {
      const row = rows.rowAt(index);
      if (row !== undefined) all.set(rowId(row), row);
    }
    setSelected(all);
  };

  // --- Entity actions (client/actions): what the actions apply to ----------------------------------------------
  const focusedRow = focusedIndex === null ? null : (rows.rowAt(focusedIndex) ?? null);
  const selectedRows = useMemo(() => [...selected.values()], [selected]);
  useEffect(() => {
    setActionTarget({ entity, queueId, focused: focusedRow, selected: selectedRows });
  }, [entity, queueId, focusedRow, selectedRows]);
  useEffect(() => () => clearActionTarget(queueId), [queueId]);

  // --- Row actions -------------------------------------------------------------------------------------------
  // One stable renderer, so a focus move does not re-render every row; an entity without any action has no
  // actions column at all.
  const entityActions = useEntityActionsOf(entity);
  const hasEntityActions = entityActions.length > 0;
  const rowLabel = entityActions.find((action) => action.rowLabel)?.rowLabel;
  const hideRowActions = props.hideRowActions ?? false;
  const rowActions = useMemo(
    () =>
      hideRowActions || !hasEntityActions
        ? undefined
        : (row: Row) => (
            <EntityActionMenu entity={entity} row={row} queueId={queueId} label={rowLabel?.(row)} />
          ),
    [hideRowActions, hasEntityActions, entity, queueId, rowLabel],
  );

  // --- CSV ---------------------------------------------------------------------------------------------------
  const [exporting, setExporting] = useState<number | null>(null);
  const exportController = useRef<AbortController | null>(null);
  useEffect(() => () => exportController.current?.abort(), []);
  const exportableColumns = csvColumns(columns, visibility);
  const exportCsv = async () => {
    exportController.current?.abort();
    const controller = new AbortController();
    exportController.current = controller;
    setExporting(0);
    try {
      const text = await buildQueueCsv({
        columns: exportableColumns,
        headers: exportableColumns.map((column) => t(column.header)),
        sort: urlState.sort,
        filters: urlState.filters,
        load,
        source: rows.source,
        signal: controller.signal,
        onProgress: setExporting,
      });
      downloadCsv(props.csvFileName ?? queueId, text);
      showNotice('success', t('table.export.done'));
    } catch (error) {
      if (controller.signal.aborted) return;
      const code =
        error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
          ? error.code
          : 'INTERNAL';
      showNotice('error', t(`errors.${code}`, { defaultValue: t('errors.generic') }));
    } finally {
      if (exportController.current === controller) setExporting(null);
    }
  };

  // --- Render ------------------------------------------------------------------------------------------------
  const anyFilter = Object.keys(urlState.filters).length > 0;
  const showSkeleton = rows.status === 'loading' && rows.count === 0;
  const showError = rows.status === 'error';
  const showEmpty = rows.status === 'ready' && rows.count === 0;

  return (
    <section className="space-y-3" data-queue={queueId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t(title)} />
        {props.toolbar}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <QueueFilterBar
          filters={filters}
          values={urlState.filters}
          onChange={setFilter}
          onClear={clearFilters}
        />
        <div className="flex items-center gap-2">
          <ColumnMenu columns={tableColumns} visibility={visibility} onChange={changeVisibility} />
          <button
            type="button"
            className={toolbarButtonClass}
            disabled={exportableColumns.length === 0 || showError}
            onClick={() => void exportCsv()}
          >
            {exporting === null ? t('table.export.button') : t('table.export.running', { rows: exporting })}
          </button>
        </div>
      </div>
      {selected.size > 0 ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-md bg-primary-50 px-3 py-1.5 text-primary-900 text-sm dark:bg-primary-500/10 dark:text-primary-100"
        >
          <span>{t('table.selection.count', { selected: selected.size })}</span>
          <SelectionActions entity={entity} queueId={queueId} selected={selectedRows} />
          <span className="text-primary-800/70 text-xs dark:text-primary-200/70">
            {t('table.selection.hint')}
          </span>
          <button
            type="button"
            onClick={() => setSelected(new Map())}
            className="ml-auto rounded px-2 py-0.5 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-500/20"
          >
            {t('table.selection.clear')}
          </button>
        </div>
      ) : null}
      {showError ? (
        <QueueStateMessage
          kind="error"
          title={t('table.error.title')}
          body={t(`errors.${rows.errorCode ?? 'INTERNAL'}`, { defaultValue: t('errors.generic') })}
          action={{ label: t('table.error.retry'), run: rows.reload }}
        />
      ) : showEmpty ? (
        <QueueStateMessage
          kind="empty"
          title={t(props.empty ?? 'table.empty.title')}
          body={anyFilter ? t('table.empty.filtered') : null}
          action={
            anyFilter
              ? { label: t('table.filters.clear'), run: () => writeView({ ...viewRef.current, filters: {} }) }
              : null
          }
        />
      ) : (
        <DataTable
          id={gridId}
          label={t(title)}
          columns={tableColumns}
          visibility={visibility}
          rows={
            showSkeleton
              ? { count: Math.min(urlState.size, 12), rowAt: () => undefined, version: -1 }
              : { count: rows.count, rowAt: rows.rowAt, version: rows.version }
          }
          rowId={rowId}
          focusedIndex={showSkeleton ? null : focusedIndex}
          isSelected={(row) => selected.has(rowId(row))}
          sort={urlState.sort}
          onSortChange={setSort}
          onRowClick={onRowClick}
          onToggleRow={toggleRow}
          allSelected={allSelected}
          onToggleAll={toggleAll}
          rowHref={rowHref}
          onOpen={(href) => navigate(href)}
          onRangeChange={rows.ensureRange}
          rowActions={rowActions}
          actionsWidth={ENTITY_ACTION_MENU_WIDTH}
          actionsHeader={t('table.actions.header')}
          selectRowLabel={t('table.select.row')}
          selectAllLabel={t('table.select.all')}
          sortAscendingLabel={t('table.sort.ascending')}
          sortDescendingLabel={t('table.sort.descending')}
          busy={rows.status === 'loading'}
        />
      )}
      <QueueFooter
        paged={rows.source === null}
        pageSize={urlState.size}
        onPageSizeChange={changePageSize}
        pageIndex={rows.pageIndex}
        rowsOnPage={rows.count}
        hasNextPage={rows.hasNextPage}
        totalEstimate={rows.totalEstimate}
        loading={rows.status === 'loading'}
        onPrevious={rows.previousPage}
        onNext={rows.nextPage}
      />
      <p className="text-slate-500 text-xs dark:text-slate-400">{t('table.keys.hint')}</p>
    </section>
  );
}
