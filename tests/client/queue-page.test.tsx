import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TypedDocumentString } from '../../client/generated/graphql';
import { i18n } from '../../client/i18n/i18n';
import { paletteStore } from '../../client/palette/palette-store';
import { currentActionTarget } from '../../client/queues/queue-actions-adapter';
import {
  type QueueColumn,
  type QueueFilter,
  QueuePage,
  type QueueQuery,
} from '../../client/queues/queue-page';
import { queuePageQuery } from '../../client/queues/queue-page-query';
import { runOperation } from '../../client/session/graphql-client';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

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

type LinesVariables = {
  first: number;
  after: string | null;
  status: string | null;
  lineNumber: string | null;
  sort: string | null;
  order: string | null;
};
type LinesData = {
  subscriptions: {
    edges: { cursor: string | null; node: { subscriptionId: string; lineNumber: string; status: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalEstimate: number;
  };
};

/** The queue's page query: a real list field of the schema, so the normalized cache keeps its rows by key. */
const LINES_QUERY = new TypedDocumentString<LinesData, LinesVariables>(`
  query TestLines($first: Int, $after: String, $status: SubscriptionStatus, $lineNumber: String, $sort: SubscriptionSort, $order: SortOrder) {
    subscriptions(first: $first, after: $after, status: $status, lineNumber: $lineNumber, sort: $sort, order: $order) {
      edges { cursor node { subscriptionId lineNumber status } }
      pageInfo { hasNextPage endCursor }
      totalEstimate
    }
  }
`);

/** A fake gateway with cursor pages over `rows` (the cursor is the index of the next row), at the fetch boundary. */
const server = {
  rows: LINES,
  /** An error code every list read answers with, while set. */
  failure: null as string | null,
  /** While set, list reads wait for `release`. */
  held: false,
  release: () => {},
  listReads: 0,
};

function answerLines(variables: LinesVariables) {
  let list = server.rows.filter(
    (row) =>
      (!variables.status || row.status === variables.status) &&
      (!variables.lineNumber || row.number.startsWith(variables.lineNumber)),
  );
  if (variables.sort) {
    const direction = variables.order === 'desc' ? -1 : 1;
    list = [...list].sort((a, b) => direction * a.number.localeCompare(b.number));
  }
  const start = variables.after ? Number(variables.after) : 0;
  const page = list.slice(start, start + variables.first);
  const next = start + page.length;
  return {
    data: {
      subscriptions: {
        edges: page.map((row, index) => ({
          cursor: index === page.length - 1 ? String(next) : null,
          node: { subscriptionId: row.id, lineNumber: row.number, status: row.status },
        })),
        pageInfo: { hasNextPage: next < list.length, endCursor: page.length ? String(next) : null },
        totalEstimate: list.length,
      },
    },
  };
}

beforeEach(() => {
  Object.assign(server, { rows: LINES, failure: null, held: false, release: () => {}, listReads: 0 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      if (call.query.includes('subscriptions(')) {
        server.listReads++;
        if (server.held) await new Promise<void>((resolve) => Object.assign(server, { release: resolve }));
        if (server.failure) {
          return Response.json({
            data: null,
            errors: [{ message: 'down', extensions: { code: server.failure } }],
          });
        }
        return Response.json(answerLines(call.variables as LinesVariables));
      }
      return Response.json({ data: { createSharedGroup: { subscriptions: [] } } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The loader a feature would write: the view's variables, and the answer's edges as rows. */
function fakeLoad() {
  return vi.fn((query: QueueQuery) =>
    queuePageQuery(
      LINES_QUERY,
      {
        first: query.first,
        after: query.after,
        status: query.filters.status ?? null,
        lineNumber: query.filters.lineNumber ?? null,
        sort: query.sort ? query.sort.id : null,
        order: query.sort ? (query.sort.desc ? 'desc' : 'asc') : null,
      },
      (data) => ({
        rows: data.subscriptions.edges.map(({ node }) => ({
          id: node.subscriptionId,
          number: node.lineNumber,
          status: node.status,
        })),
        endCursor: data.subscriptions.pageInfo.endCursor,
        hasNextPage: data.subscriptions.pageInfo.hasNextPage,
        totalEstimate: data.subscriptions.totalEstimate,
      }),
    ),
  );
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
    expect(load).toHaveBeenCalledWith({
      first: 25,
      after: null,
      sort: { id: 'lineNumber', desc: true },
      filters: { status: 'ACTIVE' },
    });
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
      expect(first.load).toHaveBeenLastCalledWith({
        first: 100,
        after: null,
        sort: { id: 'lineNumber', desc: true },
        filters: { status: 'CANCELED', lineNumber: '60000001' },
      }),
    );
    const shared = first.current();
    first.unmount();

    const second = renderQueue(shared);
    await ready();
    expect(second.load).toHaveBeenCalledWith({
      first: 100,
      after: null,
      sort: { id: 'lineNumber', desc: true },
      filters: { status: 'CANCELED', lineNumber: '60000001' },
    });
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
    expect(load).toHaveBeenLastCalledWith({ first: 25, after: '25', sort: null, filters: {} });
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
    expect(load).toHaveBeenCalledWith({ first: 500, after: null, sort: null, filters: { status: 'ACTIVE' } });
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
    server.rows = many;
    const load = fakeLoad();
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
    server.failure = 'API_UNAVAILABLE';
    renderQueue('/lines');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se han podido cargar los datos');
    expect(alert.textContent).toContain(i18n.t('errors.API_UNAVAILABLE'));
    server.failure = null;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await ready();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeleton rows while the first page loads, and a creation the page cannot place reads it again', async () => {
    server.held = true;
    const { load } = renderQueue('/lines');
    await waitFor(() => expect(grid().querySelectorAll('tr[data-pending]').length).toBeGreaterThan(0));
    expect(grid().getAttribute('aria-busy')).toBe('true');
    server.held = false;
    act(() => server.release());
    await ready();
    expect(server.listReads).toBe(1);
    // A new line (a shared group) has no place in a cached page: the list is dropped and the page reads itself.
    server.rows = [{ id: 'new', number: '599999999', status: 'ACTIVE' }, ...LINES];
    await runOperation(
      new TypedDocumentString(`
        mutation TestCreateSharedGroup {
          createSharedGroup(baseSubscriptionIds: ["s1"], productId: "p", fiscalId: "12345678Z") {
            subscriptions { subscriptionId }
          }
        }
      `),
      {},
      'mutation',
    );
    await waitFor(() => expect(rowsOnScreen()[0]?.getAttribute('data-row-id')).toBe('new'));
    expect(server.listReads).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull());
  });
});

/** A virtual source as the local cache makes one: it counts the view first, then serves its rows. */
function countingSource(rows: readonly Line[]) {
  const listeners = new Set<() => void>();
  const source = {
    count: null as number | null,
    rowAt: (index: number) => (source.count === null ? undefined : rows[index]),
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    readRange: async (start: number, end: number) => rows.slice(start, end),
    counted: () => {
      source.count = rows.length;
      for (const listener of listeners) listener();
    },
  };
  return source;
}

describe('QueuePage when the local cache takes over from the server pages', () => {
  it('keeps the focus, the selection and the keys typed while the cache counts the view', async () => {
    const location = memoryLocation({ path: '/lines', record: true });
    const tree = (virtualSource: Parameters<typeof QueuePage<Line>>[0]['virtualSource']) => (
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <QueuePage<Line>
            queueId="test-lines-cache"
            entity="line"
            title="table.subscriptions.title"
            columns={COLUMNS}
            filters={FILTERS}
            load={fakeLoad()}
            rowId={(row) => row.id}
            virtualSource={virtualSource}
          />
        </Router>
      </I18nextProvider>
    );
    const noCache = () => null;
    const view = render(tree(noCache));
    await ready();
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(selectedIds()).toEqual(['s0']);

    // The cache becomes usable: its source is made but has not counted the view yet.
    const cache = countingSource(LINES);
    const serverRowCount = grid().getAttribute('aria-rowcount');
    view.rerender(tree(() => cache));
    expect(grid().querySelectorAll('tr[data-pending]')).toHaveLength(0);
    expect(grid().getAttribute('aria-rowcount')).toBe(serverRowCount);
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(focusedRowId()).toBe('s1');
    expect(selectedIds()).toEqual(['s0', 's1']);

    act(() => cache.counted());
    // Every row of the view (and the header) now, from the cache.
    expect(grid().getAttribute('aria-rowcount')).toBe('121');
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'x' });
    expect(focusedRowId()).toBe('s2');
    expect(selectedIds()).toEqual(['s0', 's1', 's2']);
    expect(screen.getByText('Seleccionadas: 3')).toBeTruthy();
  });
});
