import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSlotIsFull } from '../../api/providers/field-service/embedded-field-service';
import type { InstallationSlot } from '../../schema/domain/vocabulary/installation';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

// Wednesday 18 November 2026, 11:00 in Madrid: the provider's slots are the working days after it.
const NOW = new Date('2026-11-18T10:00:00.000Z');

const ADDRESS = 'address { street number floor postalCode province city }';
const INSTALLATION_FIELDS = `id brandId channelId type status installationDate slot fixedNumber ${ADDRESS}
  product { id name } subscriptionId orderReference customerFiscalId fieldServiceJobId created changed`;
const HISTORY = 'history { action statusFrom statusTo reason detail actor at }';
const SHIPMENT_FIELDS = `id brandId channelId status listStatus documentsPending trackingNumber carrier carrierUrl
  orderReference customerFiscalId customerName ${ADDRESS} items { kind description serial } created changed`;

const INSTALLATIONS = `query($first: Int, $after: String, $status: InstallationStatus, $type: InstallationType,
  $search: String, $sort: InstallationSort) {
  installations(first: $first, after: $after, status: $status, type: $type, search: $search, sort: $sort) {
    edges { cursor node { ${INSTALLATION_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const INSTALLATION = `query($id: ID!) { installation(id: $id) { ${INSTALLATION_FIELDS} ${HISTORY} } }`;
const SLOTS = 'query($id: ID!) { installationSlots(id: $id) { date slot from to } }';
const SHIPMENTS = `query($first: Int, $after: String, $status: ShipmentStatus, $group: ShipmentListStatus, $search: String) {
  shipments(first: $first, after: $after, status: $status, group: $group, search: $search) {
    edges { cursor node { ${SHIPMENT_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const SHIPMENT = `query($id: ID!) {
  shipment(id: $id) { ${SHIPMENT_FIELDS} history { action statusFrom statusTo reason actor at } }
}`;
const CHECK_COVERAGE = `mutation($a: CoverageAddressInput!) {
  checkCoverage(address: $a) { covered technologies { technology maxDownloadMbps maxUploadMbps } }
}`;

type Connection<T> = {
  edges: { cursor: string | null; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};
type Row = { id: string; brandId: string; status: string };
type Slot = { date: string; slot: InstallationSlot; from: string; to: string };

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  return res.errors?.[0]?.extensions;
}

describe('gateway: installations, shipments and coverage over GraphQL', () => {
  let stack: GatewayStack;
  let admin: string;
  let manager: string;
  let agent: string;
  let nimbus: string;
  /** The id of brand 2020001's row in a status, by id order (`skip` passes over the first ones). */
  const installationIn = async (status: string, skip = 0) =>
    (
      await stack.api.db
        .selectFrom('installations')
        .select('id')
        .where('brand_id', '=', '2020001')
        .where('status', '=', status as never)
        .orderBy('id')
        .offset(skip)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  const shipmentIn = async (status: string) =>
    (
      await stack.api.db
        .selectFrom('shipments')
        .select('id')
        .where('brand_id', '=', '2020001')
        .where('status', '=', status as never)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { clock: () => NOW } });
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    admin = await tokenOf('admin@demo.test');
    manager = await tokenOf('manager@demo.test');
    agent = await tokenOf('agent@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages installations with the same rows as GET /installations, filters and sorts, and hides them from another brand', async () => {
    const first = dataOf<Connection<Row & { product: { name: string } }>>(
      await stack.graphql(admin, INSTALLATIONS, { first: 25 }),
      'installations',
    );
    const rest = await stack.api.call('GET', '/installations?limit=25', admin);
    expect(rest.status).toBe(200);
    const restPage = rest.body as { items: unknown[]; nextCursor: string | null };
    expect(first.edges.map((e) => e.node)).toEqual(restPage.items);
    expect(first.pageInfo).toEqual({
      hasNextPage: restPage.nextCursor !== null,
      endCursor: restPage.nextCursor,
    });
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.at(-1)?.cursor).toBe(first.pageInfo.endCursor);

    const second = dataOf<Connection<Row>>(
      await stack.graphql(admin, INSTALLATIONS, { first: 25, after: first.pageInfo.endCursor }),
      'installations',
    );
    const firstIds = new Set(first.edges.map((e) => e.node.id));
    expect(second.edges.length).toBeGreaterThan(0);
    expect(second.edges.some((e) => firstIds.has(e.node.id))).toBe(false);

    const filtered = dataOf<Connection<Row & { type: string; installationDate: string | null }>>(
      await stack.graphql(admin, INSTALLATIONS, {
        first: 100,
        status: 'SCHEDULED',
        type: 'FIBRE',
        sort: 'installationDate',
      }),
      'installations',
    );
    const restFiltered = await stack.api.call(
      'GET',
      '/installations?limit=100&status=SCHEDULED&type=FIBRE&sort=installationDate',
      admin,
    );
    expect(filtered.edges.map((e) => e.node.id)).toEqual(
      (restFiltered.body as { items: Row[] }).items.map((i) => i.id),
    );
    expect(filtered.edges.every((e) => e.node.status === 'SCHEDULED' && e.node.type === 'FIBRE')).toBe(true);

    const foreign = dataOf<Connection<Row>>(
      await stack.graphql(nimbus, INSTALLATIONS, { first: 100 }),
      'installations',
    );
    expect(foreign.edges.length).toBeGreaterThan(0);
    expect(foreign.edges.every((e) => e.node.brandId === '3000003')).toBe(true);
  });

  it('reads one installation with its history and its catalogue product; another brand gets NOT_FOUND', async () => {
    const id = await installationIn('SCHEDULED');
    const detail = dataOf<Record<string, unknown>>(
      await stack.graphql(agent, INSTALLATION, { id }),
      'installation',
    );
    const rest = await stack.api.call('GET', `/installation?id=${id}`, agent);
    expect(detail).toEqual(rest.body);

    const ofLine = await stack.api.db
      .selectFrom('installations')
      .select(['id', 'product_id'])
      .where('brand_id', '=', '2020001')
      .where('product_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const withCatalogue = dataOf<{ product: { id: string; catalogue: { id: string; name: string } | null } }>(
      await stack.graphql(
        agent,
        'query($id: ID!) { installation(id: $id) { product { id catalogue { id name } } } }',
        { id: ofLine.id },
      ),
      'installation',
    );
    const catalogue = await stack.api.call('GET', '/products/brand', agent);
    const product = (catalogue.body as { items: { id: string; name: string }[] }).items.find(
      (p) => p.id === ofLine.product_id,
    );
    expect(product).toBeDefined();
    expect(withCatalogue.product.catalogue).toEqual({ id: product?.id, name: product?.name });

    const foreign = await stack.graphql(nimbus, INSTALLATION, { id });
    expect(foreign.data).toBeNull();
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('lists slots, schedules, moves and changes the address of an installation as REST would', async () => {
    const id = await installationIn('CREATED');
    const slots = dataOf<Slot[]>(await stack.graphql(agent, SLOTS, { id }), 'installationSlots');
    const restSlots = await stack.api.call('GET', `/installations/${id}/slots`, agent);
    expect(slots).toEqual((restSlots.body as { items: Slot[] }).items);
    expect(slots.length).toBeGreaterThan(1);
    const [booked] = slots as [Slot];
    // The new address must have a technician free in the new slot too (the embedded provider is deterministic).
    const moved = slots.slice(1).find((s) => !embeddedSlotIsFull('28014', s.date, s.slot));
    if (!moved) throw new Error('no slot free at 28014');

    const scheduled = dataOf<{
      status: string;
      installationDate: string;
      slot: string;
      history: { action: string }[];
    }>(
      await stack.graphql(
        agent,
        `mutation($id: ID!, $date: String!, $slot: InstallationSlot!) {
          scheduleInstallation(id: $id, date: $date, slot: $slot) { ${INSTALLATION_FIELDS} ${HISTORY} }
        }`,
        { id, date: booked.date, slot: booked.slot },
      ),
      'scheduleInstallation',
    );
    expect(scheduled).toMatchObject({
      status: 'SCHEDULED',
      installationDate: booked.date,
      slot: booked.slot,
    });
    expect(scheduled.history.at(-1)?.action).toBe('SCHEDULE');

    const UPDATE = `mutation($id: ID!, $date: String, $slot: InstallationSlot, $address: ServiceAddressInput) {
      updateInstallation(id: $id, date: $date, slot: $slot, address: $address) { ${INSTALLATION_FIELDS} ${HISTORY} }
    }`;
    const updated = dataOf<{
      status: string;
      installationDate: string;
      slot: string;
      address: { street: string };
    }>(
      await stack.graphql(agent, UPDATE, {
        id,
        date: moved.date,
        slot: moved.slot,
        address: {
          street: 'Calle de Alcalá',
          number: '12',
          floor: '3º B',
          postalCode: '28014',
          province: '28',
          city: 'Madrid',
        },
      }),
      'updateInstallation',
    );
    expect(updated).toMatchObject({
      status: 'SCHEDULED',
      installationDate: moved.date,
      slot: moved.slot,
      address: { street: 'Calle de Alcalá', postalCode: '28014' },
    });
    const rest = await stack.api.call('GET', `/installation?id=${id}`, agent);
    expect(updated).toEqual(rest.body);

    const badAddress = await stack.graphql(agent, UPDATE, {
      id,
      address: { street: 'Calle Mayor', number: '1', postalCode: '08001', province: '28', city: 'Madrid' },
    });
    expect(badAddress.data).toBeNull();
    expect(errorOf(badAddress)).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      field: 'address.postalCode',
    });
  });

  it('cancels and relaunches installations; a refused action keeps the REST code and status', async () => {
    const created = await installationIn('CREATED');
    const canceled = dataOf<{ status: string; history: { action: string; reason: string }[] }>(
      await stack.graphql(
        agent,
        `mutation($id: ID!) { cancelInstallation(id: $id, reason: CUSTOMER_REQUEST) { status ${HISTORY} } }`,
        { id: created },
      ),
      'cancelInstallation',
    );
    expect(canceled.status).toBe('PENDING_CANCELATION');
    expect(canceled.history.at(-1)).toMatchObject({ action: 'CANCEL', reason: 'CUSTOMER_REQUEST' });

    const failed = await installationIn('FAILED');
    const relaunched = dataOf<{ status: string }>(
      await stack.graphql(agent, 'mutation($id: ID!) { relaunchInstallation(id: $id) { id status } }', {
        id: failed,
      }),
      'relaunchInstallation',
    );
    expect(relaunched.status).toBe('PENDING_RELAUNCH');

    const closed = await installationIn('CANCELED');
    const refused = await stack.graphql(
      agent,
      'mutation($id: ID!) { cancelInstallation(id: $id, reason: FRAUD) { id } }',
      { id: closed },
    );
    expect(refused.data).toBeNull();
    expect(errorOf(refused)).toMatchObject({ code: 'INSTALLATION_NOT_CANCELLABLE', status: 409 });
    const restRefused = await stack.api.call('POST', `/installations/${closed}/relaunch`, agent, {});
    const relaunchRefused = await stack.graphql(
      agent,
      'mutation($id: ID!) { relaunchInstallation(id: $id) { id } }',
      { id: closed },
    );
    expect(errorOf(relaunchRefused)).toMatchObject({
      code: (restRefused.body as { error: { code: string } }).error.code,
      status: restRefused.status,
    });

    const foreign = await stack.graphql(
      nimbus,
      'mutation($id: ID!) { relaunchInstallation(id: $id) { id } }',
      { id: await installationIn('ERRORED') },
    );
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('pages shipments and reads one with the same rows as REST; another brand sees none of them', async () => {
    const page = dataOf<Connection<Row>>(await stack.graphql(manager, SHIPMENTS, { first: 25 }), 'shipments');
    const rest = await stack.api.call('GET', '/shipments?limit=25', manager);
    const restPage = rest.body as { items: unknown[]; nextCursor: string | null };
    expect(page.edges.map((e) => e.node)).toEqual(restPage.items);
    expect(page.pageInfo.endCursor).toBe(restPage.nextCursor);

    const grouped = dataOf<Connection<Row & { listStatus: string }>>(
      await stack.graphql(manager, SHIPMENTS, { first: 100, group: 'SHIPPED' }),
      'shipments',
    );
    expect(grouped.edges.length).toBeGreaterThan(0);
    expect(grouped.edges.every((e) => e.node.listStatus === 'SHIPPED')).toBe(true);
    const byStatus = dataOf<Connection<Row>>(
      await stack.graphql(manager, SHIPMENTS, { first: 100, status: 'SENT' }),
      'shipments',
    );
    const restByStatus = await stack.api.call('GET', '/shipments?limit=100&status=SENT', manager);
    expect(byStatus.edges.map((e) => e.node.id)).toEqual(
      (restByStatus.body as { items: Row[] }).items.map((s) => s.id),
    );

    const id = page.edges[0]?.node.id ?? '';
    const detail = dataOf<Record<string, unknown>>(await stack.graphql(agent, SHIPMENT, { id }), 'shipment');
    expect(detail).toEqual((await stack.api.call('GET', `/shipment?id=${id}`, agent)).body);

    const foreignList = dataOf<Connection<Row>>(
      await stack.graphql(nimbus, SHIPMENTS, { first: 100 }),
      'shipments',
    );
    expect(foreignList.edges.every((e) => e.node.brandId === '3000003')).toBe(true);
    const foreign = await stack.graphql(nimbus, SHIPMENT, { id });
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('cancels a shipment as a manager; an agent gets FORBIDDEN and a sent one SHIPMENT_NOT_CANCELLABLE', async () => {
    const CANCEL = `mutation($id: ID!, $reason: CancellationReason!) {
      cancelShipment(id: $id, reason: $reason) { ${SHIPMENT_FIELDS} history { action statusFrom statusTo reason actor at } }
    }`;
    const open = await shipmentIn('CREATED');
    const byAgent = await stack.graphql(agent, CANCEL, { id: open, reason: 'CUSTOMER_REQUEST' });
    expect(errorOf(byAgent)).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    const canceled = dataOf<{ status: string; history: { action: string; reason: string }[] }>(
      await stack.graphql(manager, CANCEL, { id: open, reason: 'CUSTOMER_REQUEST' }),
      'cancelShipment',
    );
    expect(canceled.status).toBe('PENDING_CANCELATION');
    expect(canceled.history.at(-1)).toMatchObject({ action: 'CANCEL', reason: 'CUSTOMER_REQUEST' });
    expect(canceled).toEqual((await stack.api.call('GET', `/shipment?id=${open}`, manager)).body);

    const sent = await shipmentIn('SENT');
    const refused = await stack.graphql(manager, CANCEL, { id: sent, reason: 'FRAUD' });
    expect(refused.data).toBeNull();
    expect(errorOf(refused)).toMatchObject({ code: 'SHIPMENT_NOT_CANCELLABLE', status: 409 });

    const foreign = await stack.graphql(nimbus, CANCEL, { id: sent, reason: 'FRAUD' });
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('checks coverage as POST /coverage/check answers, and names the refused field', async () => {
    const address = {
      postalCode: '28014',
      province: '28',
      city: 'Madrid',
      street: 'Calle de Alcalá',
      number: '12',
    };
    const result = dataOf<{ covered: boolean; technologies: { technology: string }[] }>(
      await stack.graphql(agent, CHECK_COVERAGE, { a: address }),
      'checkCoverage',
    );
    const rest = await stack.api.call('POST', '/coverage/check', agent, address);
    expect(result).toEqual(rest.body);
    expect(result.covered).toBe(true);

    const none = dataOf<{ covered: boolean; technologies: unknown[] }>(
      await stack.graphql(agent, CHECK_COVERAGE, { a: { ...address, street: 'Calle Sin Cobertura' } }),
      'checkCoverage',
    );
    expect(none).toEqual({ covered: false, technologies: [] });

    const bad = await stack.graphql(agent, CHECK_COVERAGE, { a: { ...address, postalCode: '08001' } });
    expect(bad.data).toBeNull();
    expect(errorOf(bad)).toMatchObject({ code: 'INVALID_REQUEST', status: 400, field: 'postalCode' });
  });
});
