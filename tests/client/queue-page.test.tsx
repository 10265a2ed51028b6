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
    header: 'table.test.number',
    cell: (row) => row.number,
    csv: (row) => row.number,
    sortable: true,
  },
  { id: 'status', header: 'table.test.status', cell: (row) => row.status, csv: (row) => row.status },
  { id: 'hidden', header: 'table.test.hidden', cell: (row) => `h-${row.id}`, hiddenByDefault: true },
];
const FILTERS: QueueFilter[] = [
  {
    id: 'status',
    label: 'table.test.status',
    kind: 'select',
    options: [
      { value: 'ACTIVE', label: 'domain.subscriptionStatus.ACTIVE' },
      { value: 'CANCELED', label: 'domain.subscriptionStatus.CANCELED' },
    ],
  },
  { id: 'lineNumber', label: 'table.test.number', kind: 'text' },
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
          title="table.test.title"
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

describe('QueuePage', () => {
  it('restores sort, filters and page size from the URL and asks the server for exactly that view', async () => {
    const { load } = renderQueue('/lines?status=ACTIVE&sort=-lineNumber&size=25');
    await waitFor(() => expect(rowsOnScreen().length).toBeGreaterThan(0));
    expect(load).toHaveBeenCalledWith(
      { first: 25, after: null, sort: { id: 'lineNumber', desc: true }, filters: { status: 'ACTIVE' } },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('combobox', { name: /estado|status/i })).toHaveProperty('value', 'ACTIVE');
    const header = screen.getAllByRole('columnheader').find((cell) => cell.getAttribute('aria-sort'));
    expect(header?.getAttribute('aria-sort')).toBe('descending');
  });
});
