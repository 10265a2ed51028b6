import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedCarrierUrl } from '../../api/providers/logistics/embedded-logistics';
import { demoShipmentId } from '../../api/seed/demo-fieldwork';
import { shipmentSweepStep } from '../../api/shipments/shipment-sweep-step';
import { startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type Shipment = {
  id: string;
  status: string;
  listStatus: string | null;
  documentsPending: boolean;
  trackingNumber: string | null;
  carrierUrl: string | null;
  customerFiscalId: string;
  items: { kind: string }[];
  created: string;
  history: { action: string; statusFrom: string; statusTo: string; reason: string | null; actor: string }[];
};
type Page = { items: Shipment[]; nextCursor: string | null };

const NOW = new Date('2026-03-02T10:00:00.000Z');
const brandRow = (position: number) => demoShipmentId('2020001', position);

describe('shipments over HTTP', () => {
  let api: Api;
  let admin: string;
  let manager: string;
  let agent: string;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => NOW });
    admin = (await api.signIn('admin@demo.test')).accessToken;
    manager = (await api.signIn('manager@demo.test')).accessToken;
    agent = (await api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function detail(id: string): Promise<Shipment> {
    const res = await api.call('GET', `/shipment?id=${id}`, agent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Shipment;
  }

  async function expectRefused(token: string, path: string, body: unknown, status: number, code: string) {
    const before = await dumpDatabase(api.db);
    const res = await api.call('POST', path, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect((res.body as { error: { code: string } }).error.code).toBe(code);
    expect(await dumpDatabase(api.db)).toEqual(before);
  }

  it('pages through the brand subtree newest first with a cursor, without overlap', async () => {
    const page1 = (await api.call('GET', '/shipments', agent)).body as Page;
    expect(page1.items).toHaveLength(25);
    const page2 = (await api.call('GET', `/shipments?cursor=${page1.nextCursor}`, agent)).body as Page;
    expect(page2.items).toHaveLength(5);
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.items, ...page2.items];
    expect(new Set(all.map((s) => s.id)).size).toBe(30);
    expect(all.every((s) => s.id.includes('-b202-'))).toBe(true);
    const created = all.map((s) => s.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("filters by status and by the list view's groups", async () => {
    const sent = (await api.call('GET', '/shipments?status=SENT', agent)).body as Page;
    expect(sent.items.length).toBeGreaterThan(0);
    expect(sent.items.every((s) => s.status === 'SENT' && s.listStatus === 'SHIPPED')).toBe(true);
    const docs = (await api.call('GET', '/shipments?group=PENDING_DOCS', agent)).body as Page;
    expect(docs.items.map((s) => s.id)).toEqual([brandRow(1)]);
    expect(docs.items[0]).toMatchObject({
      status: 'CREATED',
      documentsPending: true,
      listStatus: 'PENDING_DOCS',
    });
    const logistic = (await api.call('GET', '/shipments?group=PENDING_LOGISTIC&limit=100', agent))
      .body as Page;
    expect(logistic.items.map((s) => s.id)).toContain(brandRow(13));
    expect(
      logistic.items.every(
        (s) =>
          s.listStatus === 'PENDING_LOGISTIC' &&
          !s.documentsPending &&
          !['SENT', 'ERRORED'].includes(s.status),
      ),
    ).toBe(true);
    const shipped = (await api.call('GET', '/shipments?group=SHIPPED&limit=100', agent)).body as Page;
    expect(new Set(shipped.items.map((s) => s.status))).toEqual(
      new Set(['SENT', 'IN_DELIVERY', 'COMPLETED']),
    );
    expect((await api.call('GET', '/shipments?group=SHIPPED_YESTERDAY', agent)).status).toBe(400);
  });

  it('searches by tracking number or document and shows the carrier link', async () => {
    const target = await detail(brandRow(5));
    expect(target.trackingNumber).toMatch(/^CT\d{10}ES$/);
    expect(target.carrierUrl).toBe(embeddedCarrierUrl(target.trackingNumber ?? ''));
    expect(target.items.map((i) => i.kind)).toContain('SIM');
    const byTracking = (await api.call('GET', `/shipments?search=${target.trackingNumber}`, agent))
      .body as Page;
    expect(byTracking.items.map((s) => s.id)).toEqual([target.id]);
    const byDocument = (await api.call('GET', `/shipments?search=${target.customerFiscalId}`, agent))
      .body as Page;
    expect(byDocument.items.map((s) => s.id)).toContain(target.id);
  });

  it('answers 404 for a shipment of another brand or no shipment at all', async () => {
    expect((await api.call('GET', `/shipment?id=${demoShipmentId('3000003', 0)}`, admin)).status).toBe(404);
    expect((await api.call('GET', '/shipment?id=nope', admin)).status).toBe(404);
  });

  it('lets a manager cancel a shipment still in the warehouse, with a history row', async () => {
    const res = await api.call('POST', `/shipments/${brandRow(13)}/cancel`, manager, { reason: 'UNPAID' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body as Shipment;
    expect(row.status).toBe('PENDING_CANCELATION');
    expect(row.listStatus).toBeNull();
    expect(row.history).toEqual([
      expect.objectContaining({
        action: 'CANCEL',
        statusFrom: 'CREATED',
        statusTo: 'PENDING_CANCELATION',
        reason: 'UNPAID',
        actor: 'manager@demo.test',
      }),
    ]);
  });

  it('refuses to cancel a shipment that has left the warehouse or is closed (409), changing nothing', async () => {
    for (const position of [5, 6, 0, 8, 13, 10]) {
      await expectRefused(
        admin,
        `/shipments/${brandRow(position)}/cancel`,
        { reason: 'CUSTOMER_REQUEST' },
        409,
        'SHIPMENT_NOT_CANCELLABLE',
      );
    }
  });

  it('refuses a cancel from an agent (403), changing nothing', async () => {
    await expectRefused(agent, `/shipments/${brandRow(2)}/cancel`, { reason: 'FRAUD' }, 403, 'FORBIDDEN');
  });

  it('answers 400 with the field for a reason that is not one of the list', async () => {
    const res = await api.call('POST', `/shipments/${brandRow(2)}/cancel`, manager, { reason: 'BORED' });
    expect(res.status).toBe(400);
    expect((res.body as { error: { field: string } }).error.field).toBe('reason');
  });

  it('sweep step: records the logistics provider progress once it is due, once', async () => {
    // A parcel out for delivery to a street the simulated carrier cannot find.
    await api.db
      .updateTable('shipments')
      .set({ street: 'Calle Desconocida' })
      .where('id', '=', brandRow(6))
      .execute();
    const later = new Date('2027-01-01T00:00:00.000Z');
    const advanced = await shipmentSweepStep.run(api.db, later);
    expect(advanced).toBeGreaterThan(10);
    const last = async (position: number) => (await detail(brandRow(position))).history.at(-1);
    expect(await last(13)).toMatchObject({
      action: 'PROVIDER',
      statusFrom: 'PENDING_CANCELATION',
      statusTo: 'CANCELED',
      actor: 'logistics',
    });
    expect(await last(2)).toMatchObject({ statusFrom: 'IN_PROGRESS', statusTo: 'PICKING_COMPLETED' });
    expect(await last(6)).toMatchObject({ statusFrom: 'IN_DELIVERY', statusTo: 'ERRORED' });
    expect(await last(18)).toMatchObject({ statusFrom: 'IN_DELIVERY', statusTo: 'COMPLETED' });
    expect(await last(10)).toMatchObject({ statusFrom: 'PENDING_RELAUNCH', statusTo: 'RELAUNCHED' });
    // Waiting for documents: the warehouse holds it.
    expect(await detail(brandRow(1))).toMatchObject({ status: 'CREATED', history: [] });
    expect(await detail(brandRow(0))).toMatchObject({ status: 'COMPLETED', history: [] });
    // Everything just moved; the next step is four hours away.
    expect(await shipmentSweepStep.run(api.db, later)).toBe(0);
    expect(await shipmentSweepStep.run(api.db, new Date(later.getTime() + 4 * 3_600_000))).toBeGreaterThan(5);
  });
});
