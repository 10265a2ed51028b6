import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MANAGED_FISCAL_ID,
  demoFixedIpProductId,
  demoManagedLineId,
  demoProcessId,
} from '../../api/seed/demo-processes';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { Product, Subscription } from '../../schema/rest/customers';
import type { Process, ProcessWithHistory } from '../../schema/rest/processes';
import type { SharedGroup } from '../../schema/rest/subscription-management';
import { dumpDatabase } from '../support/database-dump';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const BRAND = '2020001';

const SUBSCRIPTION = `subscriptionId brandId channelId lineNumber fiscalId customerId customerName
  customerFirstSurname customerLastSurname productId productName alias contract status startDate endDate
  installationAddress finalPrice family fixedNumber icc iccService carrier eSim eSimEmail donorOperator technology
  optionals { productId name price } baseSubscriptions sharedSubscriptionId headerSubscriptionId
  convergentSubscriptionId created modified`;
const PRODUCT = `id brandId name description family subfamily price priceWithoutTax providerPriceWithoutTax
  promotions { name discount months } priceWithPromotions display status tax maxAdditionalLines cumulativeGb
  created modified`;
const PROCESS = `id brandId channelId type status subscriptionId document mobileNumber details cancelReason due
  created modified`;
const PROCESS_WITH_HISTORY = `${PROCESS} history { action statusFrom statusTo reason actor at }`;
const RESULT = `subscriptions { ${SUBSCRIPTION} } processes { ${PROCESS} }`;

const PACKABLE = `query($s: ID!, $f: String!) { packableSubscriptions(subscriptionId: $s, fiscalId: $f) { ${SUBSCRIPTION} } }`;
const MAIN_PRODUCTS = `query($s: ID!, $f: String!) { compatibleMainProducts(subscriptionId: $s, fiscalId: $f) { ${PRODUCT} } }`;
const OPTIONAL_PRODUCTS = `query($s: ID!, $f: String!) {
  compatibleOptionalProducts(subscriptionId: $s, fiscalId: $f) { ${PRODUCT} }
}`;
const SHARED = `query($f: String!, $room: Boolean) {
  sharedSubscriptions(fiscalId: $f, nonFullGroups: $room) {
    sharedSubscriptionId lineNumber productId productName status maxAdditionalLines full
    baseSubscriptions { subscriptionId lineNumber status }
  }
}`;
const PROCESSES = `query($first: Int, $after: String, $type: ProcessType, $status: ProcessStatus, $search: String,
  $sort: ProcessSort, $order: SortOrder) {
  processes(first: $first, after: $after, type: $type, status: $status, search: $search, sort: $sort, order: $order) {
    edges { cursor node { ${PROCESS} } }
    pageInfo { hasNextPage endCursor }
    totalEstimate
  }
}`;
const PROCESS_DETAIL = `query($id: ID!) { process(id: $id) { ${PROCESS_WITH_HISTORY} } }`;
const CANCEL_PROCESS = `mutation($id: ID!, $reason: CancellationReason!) {
  cancelProcess(id: $id, reason: $reason) { ${PROCESS_WITH_HISTORY} }
}`;
const CHANGE_PRODUCT = `mutation($s: ID!, $n: String!, $p: ID!, $family: ProductFamily!, $f: String!, $now: Boolean) {
  changeProduct(subscriptionId: $s, lineNumber: $n, productId: $p, family: $family, fiscalId: $f, executeNow: $now) {
    ${RESULT}
  }
}`;
const CREATE_GROUP = `mutation($ids: [ID!]!, $p: ID!, $f: String!, $now: Boolean) {
  createSharedGroup(baseSubscriptionIds: $ids, productId: $p, fiscalId: $f, executeNow: $now) { ${RESULT} }
}`;
const ADD_TO_GROUP = `mutation($g: ID!, $ids: [ID!]!, $f: String!, $now: Boolean) {
  addSubscriptionsToSharedGroup(sharedSubscriptionId: $g, baseSubscriptionIds: $ids, fiscalId: $f, executeNow: $now) {
    ${RESULT}
  }
}`;
const REMOVE_FROM_GROUP = `mutation($g: ID!, $ids: [ID!]!, $f: String!, $now: Boolean) {
  removeSubscriptionsFromSharedGroup(sharedSubscriptionId: $g, baseSubscriptions: $ids, fiscalId: $f, executeNow: $now) {
    ${RESULT}
  }
}`;
const PACK = `mutation($h: ID!, $c: ID!, $f: String!, $now: Boolean) {
  packSubscriptions(headerSubscriptionId: $h, convergentSubscriptionId: $c, fiscalId: $f, executeNow: $now) {
    ${RESULT}
  }
}`;
const UNPACK = `mutation($s: ID!, $f: String!, $now: Boolean) {
  unpackSubscriptions(subscriptionId: $s, fiscalId: $f, executeNow: $now) { ${RESULT} }
}`;
const CHANGE_TITULAR = `mutation($ids: [ID!]!, $from: String!, $to: String!, $holder: NewHolderInput, $now: Boolean) {
  changeTitular(subscriptionIds: $ids, actualFiscalId: $from, newFiscalId: $to, newCustomer: $holder, executeNow: $now) {
    ${RESULT}
  }
}`;
const ADD_OPTIONAL = `mutation($s: ID!, $n: String!, $p: ID!, $family: ProductFamily!, $f: String!, $fixed: String,
  $icc: String, $iccService: IccService, $eSim: Boolean, $eSimEmail: String) {
  addOptionalProduct(subscriptionId: $s, lineNumber: $n, productId: $p, family: $family, fiscalId: $f,
    fixedNumber: $fixed, icc: $icc, iccService: $iccService, eSim: $eSim, eSimEmail: $eSimEmail) { ${RESULT} }
}`;
const ALIAS = `mutation($s: ID!, $alias: String!, $f: String!) {
  changeSubscriptionAlias(subscriptionId: $s, alias: $alias, fiscalId: $f) { ${RESULT} }
}`;
const MODIFY = `mutation($s: ID!, $f: String!, $alias: String, $name: String, $price: Int, $start: String, $end: String,
  $index: Int) {
  modifySubscription(subscriptionId: $s, fiscalId: $f, alias: $alias, productName: $name, finalPrice: $price,
    startDate: $start, endDate: $end, index: $index) { ${RESULT} }
}`;

type GraphqlProcess = Omit<Process, 'details'> & { details: string };
type ActionResult = { subscriptions: Subscription[]; processes: GraphqlProcess[] };
type ProcessPage = {
  edges: { cursor: string | null; node: GraphqlProcess }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalEstimate: number;
};

function icc(serial: string): string {
  const body = `893401${serial.padStart(12, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  expect(res.data ?? null, JSON.stringify(res.data)).toBeNull();
  expect(res.errors).toHaveLength(1);
  return res.errors?.[0]?.extensions;
}

/** A GraphQL process with its JSON `details` read back, to compare with the api's. */
function restShaped<P extends GraphqlProcess>(process: P) {
  return { ...process, details: JSON.parse(process.details) as unknown };
}

describe('gateway: subscription management and processes over GraphQL', () => {
  let stack: GatewayStack;
  let admin: string;
  let manager: string;
  let nimbus: string;
  let holder: { id: string; fiscalId: string };
  let products: Array<{ id: string; family: ProductFamily; name: string; price: number }>;
  let lineCounter = 0;

  beforeAll(async () => {
    stack = await startGatewayStack();
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    admin = await tokenOf('admin@demo.test');
    manager = await tokenOf('manager@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
    const customer = await stack.api.db
      .selectFrom('customers')
      .select(['id', 'fiscal_id'])
      .where('channel_id', '=', BRAND)
      .where('province', '=', '28')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    holder = { id: customer.id, fiscalId: customer.fiscal_id };
    products = (
      await stack.api.db
        .selectFrom('products')
        .selectAll()
        .where('brand_id', '=', BRAND)
        .where('status', '=', 'ACTIVE')
        .orderBy('name')
        .execute()
    ).map((p) => ({ id: p.id, family: p.family, name: p.name, price: p.price_with_promotions_cents }));
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A fresh ACTIVE line of the test holder in brand channel 2020001, so no test depends on another. */
  async function insertLine(
    family: ProductFamily,
  ): Promise<{ id: string; lineNumber: string; productId: string }> {
    const product = products.find(
      (p) => p.family === family && p.id !== demoFixedIpProductId(BRAND) && !p.name.includes('compartidos'),
    );
    if (!product) throw new Error(`no ${family} product`);
    lineCounter += 1;
    const lineNumber =
      family === 'MOBILE'
        ? `7${String(lineCounter).padStart(8, '0')}`
        : `91${String(lineCounter).padStart(7, '0')}`;
    const { id } = await stack.api.db
      .insertInto('subscriptions')
      .values({
        brand_id: BRAND,
        channel_id: BRAND,
        customer_id: holder.id,
        fiscal_id: holder.fiscalId,
        line_number: lineNumber,
        product_id: product.id,
        product_name: product.name,
        status: 'ACTIVE',
        final_price_cents: product.price,
        family,
        icc: family === 'MOBILE' ? icc(`55${lineCounter}`) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, lineNumber, productId: product.id };
  }

  async function restGet<T>(path: string, token = manager): Promise<T> {
    const res = await stack.api.call('GET', path, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  }

  /**
   * Runs an action through the gateway and checks its answer against REST afterwards: every line as
   * GET /subscriptions lists it, every process as GET /process shows it.
   */
  async function act(field: string, query: string, variables: Record<string, unknown>, token = manager) {
    const result = dataOf<ActionResult>(await stack.graphql(token, query, variables), field);
    const listed = await restGet<{ items: Subscription[] }>(
      `/subscriptions?fiscalId=${holder.fiscalId}&limit=500&includeTerminated=true`,
    );
    for (const line of result.subscriptions) {
      expect(line).toEqual(listed.items.find((item) => item.subscriptionId === line.subscriptionId));
    }
    for (const process of result.processes) {
      const { history: _history, ...rest } = await restGet<ProcessWithHistory>(`/process?id=${process.id}`);
      expect(restShaped(process)).toEqual(rest);
    }
    return result;
  }

  /** Sends a refused operation, checks it changed nothing in the api's database, answers its extensions. */
  async function refused(query: string, variables: Record<string, unknown>, token = manager) {
    const before = await dumpDatabase(stack.api.db);
    const extensions = errorOf(await stack.graphql(token, query, variables));
    expect(await dumpDatabase(stack.api.db)).toEqual(before);
    return extensions;
  }

  describe('compatible products and packable lines', () => {
    it('answers what REST answers; another brand gets NOT_FOUND; a bad id is INVALID_REQUEST on its field', async () => {
      const mobile = await insertLine('MOBILE');
      const fibre = await insertLine('FIBRE');
      const vars = { s: mobile.id, f: holder.fiscalId };
      const ref = `subscriptionId=${mobile.id}&fiscalId=${holder.fiscalId}`;

      const main = dataOf<Product[]>(
        await stack.graphql(manager, MAIN_PRODUCTS, vars),
        'compatibleMainProducts',
      );
      expect(main.length).toBeGreaterThan(0);
      expect(main).toEqual(
        (await restGet<{ items: Product[] }>(`/subscription/getCompatibleMainProducts?${ref}`)).items,
      );
      const optional = dataOf<Product[]>(
        await stack.graphql(manager, OPTIONAL_PRODUCTS, vars),
        'compatibleOptionalProducts',
      );
      expect(optional.map((p) => p.id)).toContain(demoFixedIpProductId(BRAND));
      expect(optional).toEqual(
        (await restGet<{ items: Product[] }>(`/subscription/getCompatibleOptionalProducts?${ref}`)).items,
      );

      const packable = dataOf<Subscription[]>(
        await stack.graphql(manager, PACKABLE, { s: fibre.id, f: holder.fiscalId }),
        'packableSubscriptions',
      );
      expect(packable.map((line) => line.subscriptionId)).toContain(mobile.id);
      expect(packable).toEqual(
        (
          await restGet<{ items: Subscription[] }>(
            `/getPackableSubscriptions?subscriptionId=${fibre.id}&fiscalId=${holder.fiscalId}`,
          )
        ).items,
      );
      // The lines' customer comes through the batched loader, as in the subscriptions list.
      const withCustomer = await stack.graphql(
        manager,
        'query($s: ID!, $f: String!) { packableSubscriptions(subscriptionId: $s, fiscalId: $f) { customer { id } } }',
        { s: fibre.id, f: holder.fiscalId },
      );
      expect(
        dataOf<{ customer: { id: string } }[]>(withCustomer, 'packableSubscriptions').map(
          (l) => l.customer.id,
        ),
      ).toContain(holder.id);

      const restNimbus = await stack.api.call(
        'GET',
        `/subscription/getCompatibleMainProducts?${ref}`,
        nimbus,
      );
      expect(restNimbus.status).toBe(404);
      for (const query of [MAIN_PRODUCTS, OPTIONAL_PRODUCTS, PACKABLE]) {
        expect(errorOf(await stack.graphql(nimbus, query, vars))).toMatchObject({
          code: 'NOT_FOUND',
          status: 404,
        });
      }
      expect(
        errorOf(await stack.graphql(manager, MAIN_PRODUCTS, { s: 'not-a-uuid', f: holder.fiscalId })),
      ).toMatchObject({ code: 'INVALID_REQUEST', status: 400, statusClass: '4xx', field: 'subscriptionId' });
    });
  });

  describe('product change and processes', () => {
    it('starts PRODUCT_CHANGE, lists and reads the process as REST does, cancels it; refusals keep the api’s codes', async () => {
      const line = await insertLine('MOBILE');
      const target = products.find(
        (p) =>
          p.family === 'MOBILE' &&
          p.id !== demoFixedIpProductId(BRAND) &&
          !p.name.includes('compartidos') &&
          p.id !== line.productId,
      );
      if (!target) throw new Error('no other mobile product');
      const vars = { s: line.id, n: line.lineNumber, p: target.id, family: 'MOBILE', f: holder.fiscalId };
      const started = await act('changeProduct', CHANGE_PRODUCT, vars);
      expect(started.subscriptions[0]?.status).toBe('PENDING_PRODUCT_CHANGE');
      const process = started.processes[0] as GraphqlProcess;
      expect(process).toMatchObject({ type: 'PRODUCT_CHANGE', status: 'INITIATED', subscriptionId: line.id });
      expect(JSON.parse(process.details)).toMatchObject({ productId: target.id });

      // A second change while one is pending: 409, nothing changes.
      expect(await refused(CHANGE_PRODUCT, vars)).toMatchObject({
        code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED',
        status: 409,
        statusClass: '4xx',
      });

      // The list filtered by the line's number and type finds it, as REST does.
      const page = dataOf<ProcessPage>(
        await stack.graphql(manager, PROCESSES, {
          search: line.lineNumber,
          type: 'PRODUCT_CHANGE',
          status: 'INITIATED',
          sort: 'created',
          order: 'desc',
        }),
        'processes',
      );
      const restPage = await restGet<{ items: Process[]; totalEstimate: number }>(
        `/processes?search=${line.lineNumber}&type=PRODUCT_CHANGE&status=INITIATED`,
      );
      expect(page.edges.map((edge) => restShaped(edge.node))).toEqual(restPage.items);
      expect(page.edges.map((edge) => edge.node.id)).toEqual([process.id]);
      expect(page.totalEstimate).toBe(restPage.totalEstimate);

      const detail = dataOf<ProcessWithHistory & { details: string }>(
        await stack.graphql(manager, PROCESS_DETAIL, { id: process.id }),
        'process',
      );
      expect(restShaped(detail)).toEqual(await restGet(`/process?id=${process.id}`));
      expect(detail.history.map((h) => [h.action, h.statusFrom, h.statusTo])).toEqual([
        ['START', null, 'INITIATED'],
      ]);

      // Another brand's admin does not see it.
      expect(errorOf(await stack.graphql(nimbus, PROCESS_DETAIL, { id: process.id }))).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
      expect(
        await refused(CANCEL_PROCESS, { id: process.id, reason: 'CUSTOMER_REQUEST' }, nimbus),
      ).toMatchObject({ code: 'NOT_FOUND', status: 404 });

      const canceled = dataOf<ProcessWithHistory & { details: string }>(
        await stack.graphql(manager, CANCEL_PROCESS, { id: process.id, reason: 'CUSTOMER_REQUEST' }),
        'cancelProcess',
      );
      expect(canceled).toMatchObject({ status: 'CANCELED', cancelReason: 'CUSTOMER_REQUEST' });
      expect(restShaped(canceled)).toEqual(await restGet(`/process?id=${process.id}`));
      expect(canceled.history.map((h) => h.action)).toEqual(['START', 'CANCEL']);
      const back = await restGet<{ items: Subscription[] }>(
        `/subscriptions?fiscalId=${holder.fiscalId}&limit=500`,
      );
      expect(back.items.find((item) => item.subscriptionId === line.id)?.status).toBe('ACTIVE');

      expect(await refused(CANCEL_PROCESS, { id: process.id, reason: 'CUSTOMER_REQUEST' })).toMatchObject({
        code: 'PROCESS_ACTION_NOT_ALLOWED',
        status: 409,
      });
      expect(errorOf(await stack.graphql(manager, PROCESS_DETAIL, { id: 'nope' }))).toMatchObject({
        code: 'INVALID_REQUEST',
        field: 'id',
      });
    });

    it('pages the processes list like REST; another brand lists none of brand 2020001’s', async () => {
      const first = dataOf<ProcessPage>(await stack.graphql(manager, PROCESSES, { first: 25 }), 'processes');
      const restFirst = await restGet<{ items: Process[]; nextCursor: string | null; totalEstimate: number }>(
        '/processes?limit=25',
      );
      expect(first.edges.map((edge) => restShaped(edge.node))).toEqual(restFirst.items);
      expect(first.pageInfo).toEqual({
        hasNextPage: restFirst.nextCursor !== null,
        endCursor: restFirst.nextCursor,
      });
      expect(first.edges.at(-1)?.cursor).toBe(restFirst.nextCursor);
      expect(first.totalEstimate).toBe(restFirst.totalEstimate);
      expect(first.pageInfo.hasNextPage).toBe(true);

      const second = dataOf<ProcessPage>(
        await stack.graphql(manager, PROCESSES, { first: 25, after: first.pageInfo.endCursor }),
        'processes',
      );
      const restSecond = await restGet<{ items: Process[] }>(
        `/processes?limit=25&cursor=${encodeURIComponent(first.pageInfo.endCursor ?? '')}`,
      );
      expect(second.edges.map((edge) => restShaped(edge.node))).toEqual(restSecond.items);

      const brandIds = new Set([...first.edges, ...second.edges].map((edge) => edge.node.id));
      expect(brandIds).toContain(demoProcessId(BRAND, 0));
      const theirs = dataOf<ProcessPage>(await stack.graphql(nimbus, PROCESSES, { first: 100 }), 'processes');
      expect(theirs.edges.length).toBeGreaterThan(0);
      expect(theirs.edges.every((edge) => edge.node.brandId === '3000003')).toBe(true);
      expect(theirs.edges.filter((edge) => brandIds.has(edge.node.id))).toEqual([]);
      expect(
        errorOf(await stack.graphql(nimbus, PROCESS_DETAIL, { id: demoProcessId(BRAND, 0) })),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
      // A page size the api does not take is its INVALID_REQUEST on `limit`.
      expect(errorOf(await stack.graphql(manager, PROCESSES, { first: 7 }))).toMatchObject({
        code: 'INVALID_REQUEST',
        field: 'limit',
      });
    });
  });

  describe('shared groups', () => {
    it('creates a group, lists it as REST does, adds and removes lines; a full group is SHARED_GROUP_FULL', async () => {
      const [head, a, b, c] = [
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
        await insertLine('MOBILE'),
      ];
      const shared = products.find((p) => p.name.includes('compartidos'));
      if (!shared) throw new Error('no shared product');
      const created = await act('createSharedGroup', CREATE_GROUP, {
        ids: [head.id, a.id],
        p: shared.id,
        f: holder.fiscalId,
        now: true,
      });
      expect(created.processes[0]).toMatchObject({ type: 'CREATE_SHARED_GROUP', status: 'COMPLETED' });

      const groups = dataOf<SharedGroup[]>(
        await stack.graphql(manager, SHARED, { f: holder.fiscalId }),
        'sharedSubscriptions',
      );
      expect(groups).toEqual(
        (await restGet<{ items: SharedGroup[] }>(`/getSharedSubscriptions?fiscalId=${holder.fiscalId}`))
          .items,
      );
      const group = groups.find((g) => g.sharedSubscriptionId === head.id);
      expect(group?.baseSubscriptions.map((base) => base.subscriptionId)).toEqual([a.id]);

      const added = await act('addSubscriptionsToSharedGroup', ADD_TO_GROUP, {
        g: head.id,
        ids: [b.id, c.id],
        f: holder.fiscalId,
        now: true,
      });
      expect(added.processes.map((p) => p.type)).toContain('ADD_LINES_TO_SHARED_GROUP');

      const roomy = dataOf<SharedGroup[]>(
        await stack.graphql(manager, SHARED, { f: holder.fiscalId, room: true }),
        'sharedSubscriptions',
      );
      expect(roomy).toEqual(
        (
          await restGet<{ items: SharedGroup[] }>(
            `/getSharedSubscriptions?fiscalId=${holder.fiscalId}&nonFullGroups=true`,
          )
        ).items,
      );
      // Three lines of the product's four: the group still has room.
      expect(roomy.find((g) => g.sharedSubscriptionId === head.id)).toMatchObject({ full: false });
      expect(roomy.every((g) => !g.full)).toBe(true);

      const extra = [await insertLine('MOBILE'), await insertLine('MOBILE')];
      expect(
        await refused(ADD_TO_GROUP, { g: head.id, ids: extra.map((l) => l.id), f: holder.fiscalId }),
      ).toMatchObject({ code: 'SHARED_GROUP_FULL', status: 422 });

      const removed = await act('removeSubscriptionsFromSharedGroup', REMOVE_FROM_GROUP, {
        g: head.id,
        ids: [a.id],
        f: holder.fiscalId,
        now: true,
      });
      expect(removed.subscriptions.find((s) => s.subscriptionId === a.id)?.sharedSubscriptionId).toBeNull();
      expect(await refused(REMOVE_FROM_GROUP, { g: head.id, ids: [a.id], f: holder.fiscalId })).toMatchObject(
        { code: 'SUBSCRIPTIONS_NOT_COMPATIBLE', status: 422 },
      );
      expect(await refused(CREATE_GROUP, { ids: [b.id], p: shared.id, f: holder.fiscalId })).toMatchObject({
        code: 'INVALID_REQUEST',
        field: 'baseSubscriptionIds',
      });
    });
  });

  describe('packs', () => {
    it('packs a fibre header with a mobile line and starts the unpack', async () => {
      const fibre = await insertLine('FIBRE');
      const mobile = await insertLine('MOBILE');
      expect(await refused(PACK, { h: mobile.id, c: fibre.id, f: holder.fiscalId })).toMatchObject({
        code: 'SUBSCRIPTIONS_NOT_COMPATIBLE',
        status: 422,
      });
      const packed = await act('packSubscriptions', PACK, {
        h: fibre.id,
        c: mobile.id,
        f: holder.fiscalId,
        now: true,
      });
      expect(packed.subscriptions.find((s) => s.subscriptionId === mobile.id)?.headerSubscriptionId).toBe(
        fibre.id,
      );
      const unpacking = await act('unpackSubscriptions', UNPACK, { s: mobile.id, f: holder.fiscalId });
      expect(unpacking.processes[0]).toMatchObject({ type: 'UNPACK_SUBSCRIPTIONS', status: 'INITIATED' });
      // Another brand's admin cannot reach the line.
      expect(await refused(UNPACK, { s: mobile.id, f: holder.fiscalId }, nimbus)).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    });
  });

  describe('holder change', () => {
    it('asks for the new holder when unknown, then creates them from newCustomer', async () => {
      const line = await insertLine('MOBILE');
      const base = { ids: [line.id], from: holder.fiscalId, to: '22222222J' };
      expect(await refused(CHANGE_TITULAR, base)).toMatchObject({ code: 'NEW_HOLDER_REQUIRED', status: 422 });
      const newHolder = {
        documentType: 'DNI',
        customerType: 'RESIDENTIAL',
        name: 'Ana',
        firstSurname: 'Ruiz',
        email: 'ana.gateway@example.com',
        postalCode: '28013',
        province: '28',
      };
      expect(await refused(CHANGE_TITULAR, { ...base, to: '22222222A', holder: newHolder })).toMatchObject({
        code: 'INVALID_REQUEST',
        field: 'newFiscalId',
      });
      expect(
        await refused(CHANGE_TITULAR, { ...base, holder: { ...newHolder, province: '99' } }),
      ).toMatchObject({ code: 'INVALID_REQUEST', field: 'newCustomer.province' });
      const started = await act('changeTitular', CHANGE_TITULAR, { ...base, holder: newHolder });
      expect(started.subscriptions[0]?.status).toBe('PENDING_TITULAR_CHANGE');
      expect(started.processes[0]).toMatchObject({ type: 'TITULAR_CHANGE', status: 'INITIATED' });
    });
  });

  describe('alias, modify and add-ons', () => {
    it('adds the mobile fixed IP (eSIM) through ADD_MOBILE_FIXED_IP; a bad ICC is INVALID_REQUEST on icc', async () => {
      const line = await insertLine('MOBILE');
      const vars = {
        s: line.id,
        n: line.lineNumber,
        p: demoFixedIpProductId(BRAND),
        family: 'MOBILE',
        f: holder.fiscalId,
      };
      expect(await refused(ADD_OPTIONAL, { ...vars, icc: '8934011234567890127' })).toMatchObject({
        code: 'INVALID_REQUEST',
        status: 400,
        field: 'icc',
      });
      const added = await act('addOptionalProduct', ADD_OPTIONAL, {
        ...vars,
        eSim: true,
        eSimEmail: 'qr@example.com',
        iccService: 'DATA',
      });
      expect(added.processes[0]).toMatchObject({ type: 'ADD_MOBILE_FIXED_IP', status: 'INITIATED' });
    });

    it('changes the alias; a terminated line refuses it (409); modify is for admins and clears the end date with null', async () => {
      const line = await insertLine('MOBILE');
      const renamed = await act('changeSubscriptionAlias', ALIAS, {
        s: line.id,
        alias: ' Oficina ',
        f: holder.fiscalId,
      });
      expect(renamed.subscriptions[0]?.alias).toBe('Oficina');
      expect(renamed.processes).toEqual([]);
      expect(
        await refused(ALIAS, { s: demoManagedLineId(0), alias: 'Casa', f: DEMO_MANAGED_FISCAL_ID }),
      ).toMatchObject({ code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED', status: 409 });

      const modify = {
        s: line.id,
        f: holder.fiscalId,
        name: 'Móvil corregido',
        price: 777,
        start: '01/02/2025',
        end: '01/02/2027',
      };
      expect(await refused(MODIFY, modify)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const modified = await act('modifySubscription', MODIFY, modify, admin);
      expect(modified.subscriptions[0]).toMatchObject({
        productName: 'Móvil corregido',
        finalPrice: 777,
        startDate: '2025-02-01',
        endDate: '2027-02-01',
      });
      const cleared = await act(
        'modifySubscription',
        MODIFY,
        { s: line.id, f: holder.fiscalId, end: null },
        admin,
      );
      expect(cleared.subscriptions[0]).toMatchObject({ endDate: null, startDate: '2025-02-01' });
      expect(
        await refused(MODIFY, { s: line.id, f: holder.fiscalId, index: 0, price: 1 }, admin),
      ).toMatchObject({
        code: 'OPTIONAL_NOT_FOUND',
        status: 422,
      });
      expect(
        await refused(MODIFY, { s: line.id, f: holder.fiscalId, end: '01/01/2020' }, admin),
      ).toMatchObject({
        code: 'INVALID_REQUEST',
        status: 400,
      });
    });
  });
});
