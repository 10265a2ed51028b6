import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  closeInstallationForm,
  installationFormStore,
} from '../../client/features/installations/installation-form-store';
import { loadInstallations } from '../../client/features/installations/load-installations';
import { loadProcesses } from '../../client/features/processes/load-processes';
import { readQueuePage } from '../../client/queues/read-queue-page';
import { noticeStore } from '../../client/ui/notice-store';
import { renderApp, type TestUser } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };
type Answer = (call: GraphqlCall) => unknown;

/** /graphql at the fetch boundary: each operation (by the name in its text) gets the given answer. */
function stubGateway(answers: Record<string, Answer>) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(call);
      const name = Object.keys(answers).find((operation) => call.query.includes(`${operation}(`));
      return Response.json(name ? (answers[name]?.(call) ?? { data: null }) : { data: null });
    }),
  );
  return calls;
}

const named = (calls: GraphqlCall[], operation: string) =>
  calls.filter((call) => call.query.includes(`${operation}(`));

// happy-dom has no layout: give elements a viewport-sized box so the virtualized table shows its rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
afterEach(() => {
  const form = installationFormStore.open;
  if (form) closeInstallationForm(form.id);
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

function page<Node>(nodes: Node[]) {
  return {
    edges: nodes.map((node, index) => ({ cursor: index === nodes.length - 1 ? 'end' : null, node })),
    pageInfo: { hasNextPage: false, endCursor: 'end' },
  };
}

function shipment(id: string, status: string, trackingNumber: string) {
  return {
    id,
    status,
    listStatus: status === 'SENT' ? 'SHIPPED' : 'PENDING_LOGISTIC',
    documentsPending: false,
    trackingNumber,
    carrier: 'Centralita Logística',
    carrierUrl: null,
    orderReference: `ORD-${id}`,
    customerFiscalId: '12345678Z',
    customerName: `Cliente ${id}`,
    address: { postalCode: '28013', city: 'Madrid' },
    items: [{ kind: 'SIM' }],
    created: '2026-11-01T10:00:00Z',
    changed: '2026-11-01T10:00:00Z',
  };
}

/** The row (table row) that shows `text`. */
const ROW_MENU = /^(Acciones de |Más acciones)/;

/** The actions in a row's "⋯" menu: opened, read and closed again (none: no menu). */
async function rowActions(row: HTMLElement): Promise<string[]> {
  const button = within(row).queryByRole('button', { name: ROW_MENU });
  if (!button) return [];
  const user = userEvent.setup();
  await user.click(button);
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

/** Picks an action from a row's "⋯" menu. */
async function chooseRowAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, name: string) {
  await user.click(within(row).getByRole('button', { name: ROW_MENU }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

async function rowWith(text: string): Promise<HTMLElement> {
  // The first render of a page transforms its lazy chunk on demand: slow on a cold, busy machine.
  const cell = await screen.findByText(text, undefined, { timeout: 20_000 });
  const row = cell.closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${text}`);
  return row;
}

async function openShipments(user: TestUser) {
  let cancelled = false;
  const calls = stubGateway({
    shipments: () => ({
      data: {
        shipments: page([
          shipment('s1', cancelled ? 'PENDING_CANCELATION' : 'CREATED', 'TRK-CREATED'),
          shipment('s2', 'SENT', 'TRK-SENT'),
        ]),
      },
    }),
    cancelShipment: () => {
      cancelled = true;
      return {
        data: { cancelShipment: { id: 's1', status: 'PENDING_CANCELATION', listStatus: null, changed: 'x' } },
      };
    },
  });
  renderApp('/shipments', user);
  expect(await screen.findByRole('heading', { name: 'Envíos' }, { timeout: 20_000 })).toBeTruthy();
  return calls;
}

describe('shipments queue', () => {
  it('a manager sees translated statuses and cancels a parcel not yet sent, with a reason', async () => {
    const calls = await openShipments({ role: 'MANAGER' });
    const created = await rowWith('TRK-CREATED');
    const sent = await rowWith('TRK-SENT');
    expect(within(created).getByText('Creado')).toBeTruthy();
    expect(within(sent).getAllByText('Enviado').length).toBeGreaterThan(0);
    expect(await rowActions(sent)).not.toContain('Cancelar envío');

    const user = userEvent.setup();
    await chooseRowAction(user, created, 'Cancelar envío');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Petición del cliente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText(/Esta acción no se puede deshacer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar envío' }));

    await waitFor(() => expect(named(calls, 'cancelShipment')).toHaveLength(1));
    expect(named(calls, 'cancelShipment')[0]?.variables).toEqual({ id: 's1', reason: 'CUSTOMER_REQUEST' });
    await waitFor(() =>
      expect(noticeStore.notices.map((notice) => notice.message)).toContain(
        'Cancelación del envío solicitada: TRK-CREATED',
      ),
    );
    // The queue reloads: the row shows its new status.
    expect(await within(await rowWith('TRK-CREATED')).findByText('Pendiente de cancelación')).toBeTruthy();
  });

  it('an agent reads the list (route at agent) but has no cancel (manager)', async () => {
    await openShipments({ role: 'AGENT' });
    const created = await rowWith('TRK-CREATED');
    expect(within(created).getByText('Creado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar envío' })).toBeNull();
  });

  it('a refusal is a translated error toast and nothing changes', async () => {
    const calls = stubGateway({
      shipments: () => ({ data: { shipments: page([shipment('s1', 'CREATED', 'TRK-CREATED')]) } }),
      cancelShipment: () => ({
        data: null,
        errors: [{ message: 'no', extensions: { code: 'SHIPMENT_NOT_CANCELLABLE', status: 409 } }],
      }),
    });
    renderApp('/shipments', { role: 'ADMIN' });
    const user = userEvent.setup();
    await chooseRowAction(user, await rowWith('TRK-CREATED'), 'Cancelar envío');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Fraude' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar envío' }));
    await waitFor(() =>
      expect(noticeStore.notices.map((notice) => [notice.kind, notice.message])).toContainEqual([
        'error',
        'Este envío ya no se puede cancelar: ha salido del almacén o está cerrado.',
      ]),
    );
    expect(named(calls, 'cancelShipment')[0]?.variables).toEqual({ id: 's1', reason: 'FRAUD' });
    expect(within(await rowWith('TRK-CREATED')).getByText('Creado')).toBeTruthy();
  });
});

function installation(id: string, type: string, status: string, fixedNumber: string | null) {
  return {
    id,
    type,
    status,
    installationDate: null,
    slot: null,
    fixedNumber,
    address: {
      street: `Calle ${id}`,
      number: '1',
      floor: null,
      postalCode: '28013',
      province: '28',
      city: 'Madrid',
    },
    product: { name: 'Fibra 600' },
    customerFiscalId: '12345678Z',
    orderReference: null,
    created: '2026-11-01T10:00:00Z',
    changed: '2026-11-01T10:00:00Z',
  };
}

describe('installations queue', () => {
  it('shows satellite statuses with their own labels and offers the actions each status allows', async () => {
    stubGateway({
      installations: () => ({
        data: {
          installations: page([
            installation('i1', 'FIBRE', 'PENDING_SCHEDULE', '910000001'),
            installation('i2', 'SATELLITE', 'SENDING_EQUIPMENT', null),
            installation('i3', 'FIBRE', 'COMPLETED', '910000003'),
          ]),
        },
      }),
      installationSlots: () => ({ data: { installationSlots: [] } }),
    });
    renderApp('/management/installations', { role: 'AGENT' });
    const pending = await rowWith('910000001');
    expect(within(pending).getByText('Pendiente de programar')).toBeTruthy();
    expect(await rowActions(pending)).toEqual(
      expect.arrayContaining(['Programar instalación', 'Modificar instalación', 'Cancelar instalación']),
    );
    const satellite = await rowWith('Calle i2 1 · 28013 Madrid');
    expect(within(satellite).getByText('Enviando el equipo')).toBeTruthy();
    const satelliteActions = await rowActions(satellite);
    expect(satelliteActions).toContain('Cancelar instalación');
    expect(satelliteActions).not.toContain('Programar instalación');
    expect(await rowActions(await rowWith('910000003'))).toEqual([]);

    // The row button opens the same form the palette command opens.
    const user = userEvent.setup();
    await chooseRowAction(user, pending, 'Programar instalación');
    expect(await screen.findByRole('dialog', { name: 'Programar la visita' })).toBeTruthy();
    expect(installationFormStore.open?.row.id).toBe('i1');
  });

  it('draws a row menu only where it is used, opened on its first item by a click', async () => {
    stubGateway({
      installations: () => ({
        data: {
          installations: page([
            installation('i1', 'FIBRE', 'PENDING_SCHEDULE', '910000001'),
            installation('i2', 'FIBRE', 'PENDING_SCHEDULE', '910000002'),
          ]),
        },
      }),
      installationSlots: () => ({ data: { installationSlots: [] } }),
    });
    renderApp('/management/installations', { role: 'AGENT' });
    const first = await rowWith('910000001');
    const second = await rowWith('910000002');
    const menuButtonOf = (row: HTMLElement) => within(row).getByRole('button', { name: ROW_MENU });
    // A plain button until used: no Headless UI menu (which marks its button with its state) per row scrolled in.
    expect(menuButtonOf(first).hasAttribute('data-headlessui-state')).toBe(false);
    expect(menuButtonOf(second).hasAttribute('data-headlessui-state')).toBe(false);

    await userEvent.setup().click(menuButtonOf(first));
    const items = await screen.findAllByRole('menuitem');
    // Opened as a key press opens it: the menu holds the focus with its first item active.
    await waitFor(() => expect(items[0]?.hasAttribute('data-focus')).toBe(true));
    // The open menu hides the rest of the page from the accessibility tree: the buttons are read from the rows.
    expect(first.querySelector('[data-row-menu]')?.hasAttribute('data-headlessui-state')).toBe(true);
    expect(second.querySelector('[data-row-menu]')?.hasAttribute('data-headlessui-state')).toBe(false);
  });

  it('passes only known filter values to the api and sorts by visit date on request', async () => {
    const calls = stubGateway({ installations: () => ({ data: { installations: page([]) } }) });
    await readQueuePage(
      loadInstallations({
        first: 50,
        after: null,
        sort: { id: 'installationDate', desc: false },
        filters: { status: 'SENDING_EQUIPMENT', type: 'ROCKET', search: ' 9123 ' },
      }),
    );
    expect(calls[0]?.variables).toEqual({
      first: 50,
      after: null,
      status: 'SENDING_EQUIPMENT',
      type: null,
      search: '9123',
      sort: 'installationDate',
    });
  });
});

describe('processes, invoices and migrations queues', () => {
  it('processes: every type labelled, cancel only on an initiated one, oldest first on request', async () => {
    const calls = stubGateway({
      processes: () => ({
        data: {
          processes: {
            ...page(
              (['SIM_CHANGE', 'PACK_SUBSCRIPTIONS'] as const).map((type, index) => ({
                id: `p${index}`,
                type,
                status: index === 0 ? 'INITIATED' : 'COMPLETED',
                subscriptionId: 'sub',
                document: '12345678Z',
                mobileNumber: `61200000${index}`,
                cancelReason: null,
                due: '2026-11-01T12:00:00Z',
                created: '2026-11-01T10:00:00Z',
                modified: '2026-11-01T10:00:00Z',
              })),
            ),
            totalEstimate: 2,
          },
        },
      }),
    });
    renderApp('/processes', { role: 'MANAGER' });
    const initiated = await rowWith('612000000');
    expect(within(initiated).getByText('Cambio de SIM')).toBeTruthy();
    expect(within(initiated).getByText('Iniciado')).toBeTruthy();
    expect(await rowActions(initiated)).toContain('Cancelar proceso');
    const completed = await rowWith('612000001');
    expect(await rowActions(completed)).not.toContain('Cancelar proceso');
    await readQueuePage(
      loadProcesses({
        first: 25,
        after: null,
        sort: { id: 'created', desc: false },
        filters: { type: 'ADD_MULTISIM' },
      }),
    );
    expect(calls.at(-1)?.variables).toMatchObject({ type: 'ADD_MULTISIM', order: 'asc' });
  });

  it('invoices: an admin refunds a paid invoice after the irreversible confirmation', async () => {
    const invoice = (id: string, type: string, status: string) => ({
      id,
      number: id,
      type,
      family: 'MOBILE',
      status,
      document: '12345678Z',
      totalCents: type === 'CREDIT_NOTE' ? -1210 : 1210,
      cycle: '2026-10',
      dueDate: '2026-11-15',
      originalInvoiceId: null,
      created: '2026-11-01T10:00:00Z',
      modified: '2026-11-01T10:00:00Z',
    });
    const calls = stubGateway({
      invoices: () => ({
        data: { invoices: page([invoice('F-1', 'INVOICE', 'PAID'), invoice('A-1', 'CREDIT_NOTE', 'PAID')]) },
      }),
      refundInvoice: () => ({
        data: {
          refundInvoice: {
            invoice: { id: 'F-1', status: 'REFUNDED' },
            creditNote: { id: 'A-2', number: 'A-2' },
          },
        },
      }),
    });
    renderApp('/invoices', { role: 'ADMIN' }, { generateCustomerInvoices: true });
    const paid = await rowWith('F-1');
    expect(within(paid).getByText('Pagada')).toBeTruthy();
    expect(await rowActions(await rowWith('A-1'))).not.toContain('Reembolsar factura');
    const user = userEvent.setup();
    await chooseRowAction(user, paid, 'Reembolsar factura');
    const dialog = await screen.findByRole('dialog', { name: '¿Reembolsar la factura?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar factura' }));
    await waitFor(() =>
      expect(named(calls, 'refundInvoice')[0]?.variables).toEqual({ id: 'F-1', reason: null }),
    );
    await waitFor(() =>
      expect(noticeStore.notices.map((notice) => notice.message)).toContain('Reembolso creado: F-1'),
    );
  });

  it('migrations: the lines pending migration, read only', async () => {
    const calls = stubGateway({
      subscriptions: () => ({
        data: {
          subscriptions: {
            ...page([
              {
                subscriptionId: 'sub-1',
                lineNumber: '612345678',
                fiscalId: '12345678Z',
                customerName: 'Lucía',
                customerFirstSurname: 'Martín',
                customerLastSurname: null,
                productName: 'Móvil 20 GB',
                family: 'MOBILE',
                status: 'PENDING_MIGRATION',
                technology: '5G',
                donorOperator: null,
                carrier: null,
                startDate: '2026-10-01',
                modified: '2026-11-01T10:00:00Z',
              },
            ]),
            totalEstimate: 1,
          },
        },
      }),
    });
    renderApp('/migrations', { role: 'ADMIN' });
    const line = await rowWith('612345678');
    expect(within(line).getByText('Pendiente de migración')).toBeTruthy();
    expect(within(line).getByText('Lucía Martín')).toBeTruthy();
    expect(within(line).queryByRole('button')).toBeNull();
    expect(named(calls, 'subscriptions')[0]?.query).toContain('status: PENDING_MIGRATION');
  });
});
