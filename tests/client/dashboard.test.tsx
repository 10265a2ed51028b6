import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  analyticsRangeOfSearch,
  isValidRange,
  lastDays,
} from '../../client/features/dashboard/analytics-range';
import { changeOf, DASHBOARD_CARDS } from '../../client/features/dashboard/dashboard-cards';
import { DashboardChartsSection } from '../../client/features/dashboard/dashboard-charts-section';
import { useDashboardCommands } from '../../client/features/dashboard/dashboard-commands';
import { loadLaunchedOrders } from '../../client/features/orders/load-orders';
import { loadPortabilities } from '../../client/features/portabilities/load-portabilities';
import { loadProcesses } from '../../client/features/processes/load-processes';
import { PROCESS_FILTERS } from '../../client/features/processes/process-columns';
import { loadSubscriptions } from '../../client/features/subscriptions/load-subscriptions';
import { SUBSCRIPTION_FILTERS } from '../../client/features/subscriptions/subscription-columns';
import type { DashboardChartsQuery } from '../../client/generated/graphql';
import { listCommands } from '../../client/palette/command-registry';
import type { QueueQuery } from '../../client/queues/queue-types';
import { parseQueueUrl } from '../../client/queues/queue-url-state';
import { matchRoute } from '../../client/routing/match-route';
import { commandContextFixture } from './command-context-fixture';

const PERIODS = ['TODAY', 'YESTERDAY', 'LAST_WEEK'] as const;

function queryOf(filters: Record<string, string>): QueueQuery {
  return { first: 50, after: null, sort: null, filters };
}

/** The URL filters of a card's link, as the queue it opens reads them (its tabs' own parameters left out). */
function filtersOf(href: string): Record<string, string> {
  const params = new URLSearchParams(href.split('?')[1] ?? '');
  params.delete('tab');
  params.delete('direction');
  return Object.fromEntries(params);
}

describe('the dashboard cards', () => {
  it('each open a console route, for every period', () => {
    for (const card of DASHBOARD_CARDS) {
      for (const period of PERIODS) {
        const href = card.href(period);
        expect(matchRoute(href.split('?')[0] ?? '')?.route.level, href).toMatch(/^(agent|manager|admin)$/);
      }
    }
    expect(DASHBOARD_CARDS.map((card) => card.key)).toEqual([
      'sales',
      'activations',
      'recurringRevenue',
      'terminations',
      'liveLines',
      'portIns',
      'portOuts',
      'events',
    ]);
  });

  it('open their queue with filters that queue keeps from the URL and sends to the api', () => {
    const byKey = new Map(DASHBOARD_CARDS.map((card) => [card.key, card]));
    const href = (key: string) => byKey.get(key as never)?.href('YESTERDAY') ?? '';

    // Lines: started, ended and status are filters of /subs; "terminated=include" lists ended lines too.
    for (const key of ['activations', 'terminations', 'liveLines']) {
      const filters = filtersOf(href(key));
      expect(parseQueueUrl(`?${new URLSearchParams(filters)}`, SUBSCRIPTION_FILTERS, []).filters).toEqual(
        filters,
      );
    }
    expect(loadSubscriptions(queryOf(filtersOf(href('activations')))).variables).toMatchObject({
      started: 'YESTERDAY',
      ended: null,
      includeTerminated: true,
    });
    expect(loadSubscriptions(queryOf(filtersOf(href('terminations')))).variables).toMatchObject({
      ended: 'YESTERDAY',
    });

    const events = filtersOf(href('events'));
    expect(parseQueueUrl(`?${new URLSearchParams(events)}`, PROCESS_FILTERS, []).filters).toEqual(events);
    expect(loadProcesses(queryOf(events)).variables).toMatchObject({ created: 'YESTERDAY' });

    expect(href('portOuts')).toContain('direction=OUT');
    expect(loadPortabilities('OUT', queryOf(filtersOf(href('portOuts')))).variables).toMatchObject({
      direction: 'OUT',
      created: 'YESTERDAY',
    });
    expect(href('sales')).toContain('tab=in-progress');
    expect(loadLaunchedOrders(queryOf(filtersOf(href('sales')))).variables).toMatchObject({
      launched: 'YESTERDAY',
    });
    // A hand-edited period filters nothing rather than failing the page.
    expect(loadProcesses(queryOf({ created: 'TOMORROW' })).variables).toMatchObject({ created: null });
  });

  it('measure the change against the previous period, with no percentage from zero', () => {
    expect(changeOf(12, 10)).toEqual({ delta: 2, percent: 20 });
    expect(changeOf(5, 10)).toEqual({ delta: -5, percent: -50 });
    expect(changeOf(3, 0)).toEqual({ delta: 3, percent: null });
  });
});

const CHARTS: DashboardChartsQuery['dashboardCharts'] = {
  period: 'LAST_WEEK',
  linesByStatus: [
    { status: 'ACTIVE', lines: 1234, monthlyCents: 2_500_050 },
    { status: 'TERMINATED', lines: 7, monthlyCents: 7000 },
  ],
  ordersByStatus: [
    { status: 'INITIATED', orders: 3, totalCents: 9000 },
    { status: 'PENDING_CONTRACT_SIGNATURE', orders: 2, totalCents: 5000 },
    { status: 'ERRORED', orders: 1, totalCents: 1500 },
  ],
  orderFunnel: [
    { stage: 'INITIATED', orders: 1200 },
    { stage: 'PRODUCT_UPDATED', orders: 5 },
    { stage: 'LINES_UPDATED', orders: 4 },
    { stage: 'VERIFICATION_REQUESTED', orders: 4 },
    { stage: 'VERIFICATION_COMPLETED', orders: 3 },
    { stage: 'PAYMENT_UPDATED', orders: 3 },
    { stage: 'IN_PROGRESS', orders: 3 },
    { stage: 'PENDING_CONTRACT_SIGNATURE', orders: 2 },
    { stage: 'SIGNATURE_COMPLETED', orders: 0 },
    { stage: 'COMPLETED', orders: 0 },
  ],
  portabilitiesByOperator: [
    { direction: 'IN', operator: 'Movistar', portabilities: 4 },
    { direction: 'OUT', operator: 'Más Móvil', portabilities: 1 },
  ],
  backlog: [
    {
      queue: 'port-ins',
      status: 'INITIATED',
      total: 5,
      ages: [
        { age: 'TODAY', items: 1 },
        { age: 'DAYS_1_2', items: 0 },
        { age: 'DAYS_3_7', items: 2 },
        { age: 'DAYS_8_30', items: 0 },
        { age: 'OLDER', items: 2 },
      ],
    },
    {
      queue: 'orders',
      status: 'PENDING_CONTRACT_SIGNATURE',
      total: 0,
      ages: [
        { age: 'TODAY', items: 0 },
        { age: 'DAYS_1_2', items: 0 },
        { age: 'DAYS_3_7', items: 0 },
        { age: 'DAYS_8_30', items: 0 },
        { age: 'OLDER', items: 0 },
      ],
    },
  ],
};

function renderCharts() {
  const { hook } = memoryLocation({ path: '/dashboard?period=LAST_WEEK' });
  return render(
    <Router hook={hook}>
      <DashboardChartsSection charts={CHARTS} period="LAST_WEEK" />
    </Router>,
  );
}

describe('the dashboard charts', () => {
  it('link every bar to its queue filtered to what it counts, figures in the language format', () => {
    renderCharts();
    const lines = screen.getByRole('figure', { name: 'Líneas por estado' });
    const active = within(lines).getByRole('link', { name: /^Activa/ });
    expect(active.getAttribute('href')).toBe('/subs?status=ACTIVE');
    expect(active.textContent).toContain('1234');
    // The funnel: every stage in order, drafts open the period's drafts and launched stages the launched orders.
    const funnel = screen.getByRole('figure', { name: 'Embudo de los pedidos del periodo' });
    const steps = within(funnel).getAllByRole('link');
    expect(steps.map((link) => link.textContent)).toEqual([
      'Iniciado1200',
      'Producto actualizado5',
      'Líneas actualizadas4',
      'Verificación solicitada4',
      'Verificación completada3',
      'Pago actualizado3',
      'En curso3',
      'Pendiente de firma del contrato2',
      'Firma completada0',
      'Completado0',
    ]);
    expect(steps[0]?.getAttribute('href')).toBe('/management/draft-orders?created=LAST_WEEK');
    expect(steps[6]?.getAttribute('href')).toBe('/management/draft-orders?tab=in-progress&created=LAST_WEEK');
    const funnelTable = within(funnel).getByRole('table', { name: 'Embudo de los pedidos del periodo' });
    expect(within(funnelTable).getByRole('rowheader', { name: 'Iniciado' }).nextSibling?.textContent).toBe(
      '1200',
    );
    // Errored and payment states beside the funnel, by their status now; the path's statuses are not repeated.
    const apart = screen.getByRole('figure', { name: 'Pedidos con error o en pago' });
    const errored = within(apart).getByRole('link');
    expect(errored.textContent).toBe('Con error1');
    expect(errored.getAttribute('href')).toBe(
      '/management/draft-orders?tab=in-progress&status=ERRORED&created=LAST_WEEK',
    );
    const outgoing = screen.getByRole('figure', { name: 'Salientes, por operador receptor' });
    expect(within(outgoing).getByRole('link').getAttribute('href')).toBe(
      '/management/portabilities?direction=OUT&created=LAST_WEEK&operator=M%C3%A1s%20M%C3%B3vil',
    );
    const backlog = screen.getByRole('figure', { name: 'Pendientes de las colas por antigüedad' });
    expect(
      within(backlog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/management/portabilities?status=INITIATED',
      '/management/draft-orders?tab=in-progress&status=PENDING_CONTRACT_SIGNATURE',
    ]);
  });

  it('keeps every chart data in a table, shown on screen by its button', async () => {
    renderCharts();
    const lines = screen.getByRole('figure', { name: 'Líneas por estado' });
    const table = within(lines).getByRole('table', { name: 'Líneas por estado' });
    const wrapper = table.parentElement;
    expect(wrapper?.className).toBe('sr-only');
    expect(within(table).getByRole('rowheader', { name: 'Activa' })).toBeTruthy();
    expect(table.textContent).toContain('25.000,50');
    const button = within(lines).getByRole('button', { name: 'Mostrar datos' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(wrapper?.className).not.toContain('sr-only');
    expect(within(lines).getByRole('button', { name: 'Ocultar datos' })).toBe(button);
    const backlog = within(
      screen.getByRole('figure', { name: 'Pendientes de las colas por antigüedad' }),
    ).getByRole('table');
    expect([...backlog.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Cola',
      'Hoy',
      '1-2 días',
      '3-7 días',
      '8-30 días',
      'Más de 30 días',
      'Total',
    ]);
  });
});

describe('the dashboard palette commands', () => {
  it('go to a card on the dashboard only: the card link takes the focus', async () => {
    const { unmount } = renderHook(() => useDashboardCommands());
    const command = listCommands().find((entry) => entry.id === 'dashboard.card.portIns');
    expect(command?.titleValues).toEqual({ name: 'Portabilidades entrantes' });
    const onDashboard = commandContextFixture('ADMIN', {
      route: { id: 'dashboard', path: '/dashboard', params: {} },
    });
    expect(command?.isVisible(onDashboard)).toBe(true);
    expect(command?.isVisible(commandContextFixture('ADMIN'))).toBe(false);
    const link = document.body.appendChild(document.createElement('a'));
    link.id = 'dashboard-card-portIns';
    link.href = '/management/portabilities?created=TODAY';
    await command?.run?.(onDashboard);
    expect(document.activeElement).toBe(link);
    link.remove();
    const periods = listCommands().filter((entry) => entry.id.startsWith('dashboard.period.'));
    expect(periods.map((entry) => entry.titleValues?.name)).toEqual(['Hoy', 'Ayer', 'Última semana']);
    unmount();
    expect(listCommands().some((entry) => entry.id.startsWith('dashboard.'))).toBe(false);
  });
});

describe('the analytics range', () => {
  it('defaults to the last 30 Madrid days and accepts real days, in order, 366 at most', () => {
    // 00:30 on 1 March in Madrid is still 28 February in UTC.
    const now = new Date('2026-02-28T23:30:00.000Z');
    expect(lastDays(30, now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(analyticsRangeOfSearch('', now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(analyticsRangeOfSearch('?from=2025-01-01&to=2025-12-31', now)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(isValidRange({ from: '2025-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidRange({ from: '2025-01-01', to: '2026-01-02' })).toBe(false);
    expect(isValidRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
  });
});
