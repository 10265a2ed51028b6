import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../client/i18n/i18n';
import { paletteStore } from '../../client/palette/palette-store';
import { currentActionTarget } from '../../client/queues/queue-actions-adapter';
import {
  type QueueColumn,
  type QueueFilter,
  QueuePage,
  type QueuePageResult,
  type QueueQuery,
  refreshQueue,
} from '../../client/queues/queue-page';

type Line = { id: string; number: string; status: string };

const LINES: Line[] = Array.from({ length: 120 }, (_, index) => ({
  id: `s${index}`,
  number: String(600000000 + index),
  status: index % 3 === 0 ? 'CANCELED' : 'ACTIVE',
}));

const COLUMNS: QueueColumn<Line>[] = [
  {
    id: 'lineNumber',
    header: 'table.subscriptions.column.lineNumber',
    cell: (row) => row.number,
    csv: (row) => row.number,
    sortable: true,
  },
  {
    id: 'status',
    header: 'table.subscriptions.column.status',
    cell: (row) => row.status,
    csv: (row) => row.status,
  },
  {
    id: 'hidden',
    header: 'table.subscriptions.column.alias',
    cell: (row) => `h-${row.id}`,
    hiddenByDefault: true,
  },
];
const FILTERS: QueueFilter[] = [
  {
    id: 'status',
    label: 'table.subscriptions.column.status',
    kind: 'select',
    options: [
      { value: 'ACTIVE', label: 'domain.subscriptionStatus.ACTIVE' },
      { value: 'CANCELED', label: 'domain.subscriptionStatus.CANCELED' },
    ],
  },
  { id: 'lineNumber', label: 'table.subscriptions.column.lineNumber', kind: 'text' },
];

/** A fake server with cursor pages: the cursor is the index of the next row. */
function fakeLoad(rows: Line[] = LINES) {
  return vi.fn(async (query: QueueQuery, _signal: AbortSignal): Promise<QueuePageResult<Line>> => {
    let list = rows.filter(
      (row) =>
        (!query.filters.status || row.status === query.filters.status) &&
        (!query.filters.lineNumber || row.number.startsWith(query.filters.lineNumber)),
    );
    if (query.sort) {
      const direction = query.sort.desc ? -1 : 1;
      list = [...list].sort((a, b) => direction * a.number.localeCompare(b.number));
    }
    const start = query.after ? Number(query.after) : 0;
    const page = list.slice(start, start + query.first);
    const next = start + page.length;
    return {
      rows: page,
      endCursor: page.length ? String(next) : null,
      hasNextPage: next < list.length,
      totalEstimate: list.length,
    };
  });
}

function renderQueue(
  path: string,
  props: Partial<Parameters<typeof QueuePage<Line>>[0]> = {},
  extra?: ReactNode,
) {
  const location = memoryLocation({ path, record: true });
  const load = props.load ?? fakeLoad();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <QueuePage<Line>
          queueId="test-lines"
          entity="line"
          title="table.subscriptions.title"
          columns={COLUMNS}
          filters={FILTERS}
          load={load}
          rowId={(row) => row.id}
          rowHref={(row) => `/line/${row.number}`}
          {...props}
        />
        {extra}
      </Router>
    </I18nextProvider>,
  );
  const current = () => location.history?.at(-1) ?? path;
  return { ...view, load, current };
}

// happy-dom has no layout: give elements a viewport-sized box so the virtualizer shows a window of rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

const rowsOnScreen = () => screen.getAllByRole('row').filter((row) => row.getAttribute('data-row-id'));

const grid = () => screen.getByRole('grid');
const focusedRowId = () => grid().querySelector('tr[data-focused]')?.getAttribute('data-row-id') ?? null;
const selectedIds = () =>
  [...grid().querySelectorAll('tr[aria-selected="true"]')].map((row) => row.getAttribute('data-row-id'));

async function ready() {
  await waitFor(() => expect(rowsOnScreen().length).toBeGreaterThan(0));
}

describe('QueuePage', () => {
  it('restores sort, filters and page size from the URL and asks the server for exactly that view', async () => {
    const { load } = renderQueue('/lines?status=ACTIVE&sort=-lineNumber&size=25');
    await ready();
    expect(load).toHaveBeenCalledWith(
      { first: 25, after: null, sort: { id: 'lineNumber', desc: true }, filters: { status: 'ACTIVE' } },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveProperty('value', 'ACTIVE');
    const header = screen.getAllByRole('columnheader').find((cell) => cell.getAttribute('aria-sort'));
    expect(header?.getAttribute('aria-sort')).toBe('descending');
    expect(rowsOnScreen()[0]?.textContent).toContain('600000119');
  });

  it('writes filter, sort and page size changes to the URL, and a new render from that URL shows the same view', async () => {
    const user = userEvent.setup();
    const first = renderQueue('/lines');
    await ready();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'CANCELED');
    await waitFor(() => expect(first.current()).toContain('status=CANCELED'));
    await user.click(screen.getByRole('button', { name: /Línea/ }));
    await waitFor(() => expect(first.current()).toContain('sort=lineNumber'));
    await user.click(screen.getByRole('button', { name: /Línea/ }));
    await waitFor(() => expect(first.current()).toContain('sort=-lineNumber'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '100');
    await waitFor(() => expect(first.current()).toContain('size=100'));
    await user.type(screen.getByRole('searchbox', { name: 'Línea' }), '60000001');
    await waitFor(() => expect(first.current()).toContain('lineNumber=60000001'));
    await waitFor(() =>
      expect(first.load).toHaveBeenLastCalledWith(
        {
          first: 100,
          after: null,
          sort: { id: 'lineNumber', desc: true },
          filters: { status: 'CANCELED', lineNumber: '60000001' },
        },
        expect.any(AbortSignal),
      ),
    );
    const shared = first.current();
    first.unmount();

    const second = renderQueue(shared);
    await ready();
    expect(second.load).toHaveBeenCalledWith(
      {
        first: 100,
        after: null,
        sort: { id: 'lineNumber', desc: true },
        filters: { status: 'CANCELED', lineNumber: '60000001' },
      },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('searchbox', { name: 'Línea' })).toHaveProperty('value', '60000001');
    // Rows 600000010..19 that are CANCELED (index % 3 === 0), highest first.
    expect(rowsOnScreen().map((row) => row.getAttribute('data-row-id'))).toEqual(['s18', 's15', 's12']);
  });

  it('moves the row focus with j/k and arrows, selects with x and Shift, opens with Enter', async () => {
    const { current } = renderQueue('/lines');
    await ready();
    expect(focusedRowId()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(focusedRowId()).toBe('s0');
    expect(grid().getAttribute('aria-activedescendant')).toBe('queue-test-lines-row-0');
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    expect(focusedRowId()).toBe('s2');
    fireEvent.keyDown(grid(), { key: 'k' });
    expect(focusedRowId()).toBe('s1');
    expect(grid().querySelector('tr[data-focused]')?.getAttribute('aria-rowindex')).toBe('3');

    fireEvent.keyDown(grid(), { key: 'x' });
    expect(selectedIds()).toEqual(['s1']);
    fireEvent.keyDown(grid(), { key: 'J', shiftKey: true });
    fireEvent.keyDown(grid(), { key: 'ArrowDown', shiftKey: true });
    expect(focusedRowId()).toBe('s3');
    expect(selectedIds()).toEqual(['s1', 's2', 's3']);
    expect(screen.getByText('Seleccionadas: 3')).toBeTruthy();
    const target = currentActionTarget();
    expect(target?.queueId).toBe('test-lines');
    expect((target?.focused as Line | null)?.id).toBe('s3');
    expect(((target?.selected ?? []) as Line[]).map((row) => row.id)).toEqual(['s1', 's2', 's3']);

    fireEvent.keyDown(grid(), { key: 'x' });
    expect(selectedIds()).toEqual(['s1', 's2']);
    fireEvent.keyDown(grid(), { key: 'Escape' });
    expect(selectedIds()).toEqual([]);

    fireEvent.keyDown(grid(), { key: 'Enter' });
    expect(current()).toBe('/line/600000003');
  });

  it('leaves j/k/x alone while typing in a field or while the palette or a dialog is open', async () => {
    renderQueue('/lines');
    await ready();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(focusedRowId()).toBe('s0');
    const search = screen.getByRole('searchbox', { name: 'Línea' });
    fireEvent.keyDown(search, { key: 'j' });
    fireEvent.keyDown(search, { key: 'x' });
    expect(focusedRowId()).toBe('s0');
    expect(selectedIds()).toEqual([]);
    paletteStore.open = true;
    try {
      fireEvent.keyDown(document.body, { key: 'j' });
      expect(focusedRowId()).toBe('s0');
    } finally {
      paletteStore.open = false;
    }
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(focusedRowId()).toBe('s0');
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(focusedRowId()).toBe('s1');
  });

  it('pages with the footer through the cursor, and back', async () => {
    const user = userEvent.setup();
    const { load } = renderQueue('/lines?size=25');
    await ready();
    expect(screen.getByTestId('queue-range').textContent).toBe('1–25 de unas 120');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByTestId('queue-range').textContent).toBe('26–50 de unas 120'));
    expect(load).toHaveBeenLastCalledWith(
      { first: 25, after: '25', sort: null, filters: {} },
      expect.any(AbortSignal),
    );
    expect(rowsOnScreen()[0]?.getAttribute('data-row-id')).toBe('s25');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(rowsOnScreen()[0]?.getAttribute('data-row-id')).toBe('s0'));
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);
  });

  it('exports every row of the current filter to CSV, walking the cursor pages, with the visible columns', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
    const { load } = renderQueue('/lines?status=ACTIVE&size=25');
    await ready();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(load).toHaveBeenCalledWith(
      { first: 500, after: null, sort: null, filters: { status: 'ACTIVE' } },
      expect.any(AbortSignal),
    );
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '') ?? '';
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Línea;Estado');
    const active = LINES.filter((row) => row.status === 'ACTIVE');
    expect(lines).toHaveLength(active.length + 1);
    expect(lines.slice(1)).toEqual(active.map((row) => `${row.number};ACTIVE`));
  });

  it('walks every cursor page when the filter has more rows than one export page', async () => {
    const many = Array.from({ length: 1203 }, (_, index) => ({
      id: `m${index}`,
      number: String(700000000 + index),
      status: 'ACTIVE',
    }));
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: () => {},
    });
    const load = fakeLoad(many);
    renderQueue('/lines', { load });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const afters = load.mock.calls.filter(([query]) => query.first === 500).map(([query]) => query.after);
    expect(afters).toEqual([null, '500', '1000']);
    const text = (await blobs[0]?.text()) ?? '';
    expect(text.trim().split('\r\n')).toHaveLength(1204);
  });

  it('remembers the columns chosen per queue', async () => {
    const user = userEvent.setup();
    const first = renderQueue('/lines');
    await ready();
    expect(screen.queryByRole('columnheader', { name: 'Alias' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Alias' }));
    await user.click(screen.getByRole('checkbox', { name: 'Estado' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Alias' })).toBeTruthy());
    expect(screen.queryByRole('columnheader', { name: 'Estado' })).toBeNull();
    first.unmount();

    renderQueue('/lines');
    await ready();
    expect(screen.getByRole('columnheader', { name: 'Alias' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Estado' })).toBeNull();
    expect(rowsOnScreen()[0]?.textContent).toContain('h-s0');
  });

  it('shows the empty state, with a way out of the filters that caused it', async () => {
    const user = userEvent.setup();
    const { current } = renderQueue('/lines?lineNumber=9', { empty: 'table.subscriptions.empty' });
    const empty = await screen.findByRole('status');
    expect(empty.textContent).toContain('No hay líneas que mostrar');
    expect(empty.textContent).toContain('Ningún resultado con estos filtros.');
    await user.click(within(empty).getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(current()).toBe('/lines'));
    await ready();
  });

  it('shows the error state with the translated code and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    const working = fakeLoad();
    const load = vi.fn(async (query: QueueQuery, signal: AbortSignal) => {
      if (fail) throw Object.assign(new Error('down'), { code: 'API_UNAVAILABLE' });
      return working(query, signal);
    });
    renderQueue('/lines', { load });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se han podido cargar los datos');
    expect(alert.textContent).toContain(i18n.t('errors.API_UNAVAILABLE'));
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await ready();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeleton rows while the first page loads, and refreshQueue reloads the page', async () => {
    let release: () => void = () => {};
    const working = fakeLoad();
    const load = vi.fn(
      (query: QueueQuery, signal: AbortSignal) =>
        new Promise<QueuePageResult<Line>>((resolve) => {
          release = () => resolve(working(query, signal));
        }),
    );
    renderQueue('/lines', { load });
    await waitFor(() => expect(grid().querySelectorAll('tr[data-pending]').length).toBeGreaterThan(0));
    expect(grid().getAttribute('aria-busy')).toBe('true');
    act(() => release());
    await ready();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => refreshQueue('test-lines'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    act(() => release());
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull());
  });
});
