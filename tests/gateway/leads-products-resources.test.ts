import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGNATURE, demoLeadId } from '../../api/seed/demo-leads';
import { demoProductId } from '../../api/seed/demo-product-catalogue';
import { demoResourceId } from '../../api/seed/demo-resources';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const LEAD_FIELDS =
  'id brandId channelId customerName customerDocument phone sellType status commission date consent { fullName document date signature } email address created modified';
const HISTORY_FIELDS = 'action statusFrom statusTo actor at';
const PRODUCT_FIELDS =
  'id brandId name description family subfamily price priceWithoutTax providerPriceWithoutTax promotions { name discount months } priceWithPromotions display status tax maxAdditionalLines cumulativeGb created modified';
const RESOURCE_FIELDS =
  'id brandId channelId kind value status subscriptionId reservedUntil created modified';

type Page<T> = {
  edges: { cursor: string | null; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};
type Row = { id: string };

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  return res.errors?.[0]?.extensions;
}

const nodesOf = <T>(page: Page<T>) => page.edges.map((edge) => edge.node);
const itemsOf = <T>(body: unknown) => (body as { items: T[] }).items;

const LEAD_INPUT = {
  customerName: 'Lucía Martín Vega',
  customerDocument: '12345678Z',
  phone: '+34 612 345 678',
  sellType: 'PROVIDER_SALE',
  commission: 2500,
  date: '2026-03-02',
  consent: {
    fullName: 'Lucía Martín Vega',
    document: '12345678Z',
    date: '2026-03-02',
    signature: DEMO_SIGNATURE,
  },
};

const PRODUCT_INPUT = {
  name: 'Móvil GraphQL 30 GB',
  description: 'Llamadas ilimitadas y 30 GB',
  family: 'MOBILE',
  subfamily: null,
  priceWithoutTax: 1000,
  providerPriceWithoutTax: 500,
  promotions: [{ name: '-2 € 3 meses', discount: 200, months: 3 }],
  display: true,
  maxAdditionalLines: 2,
  cumulativeGb: false,
};

describe('gateway: leads, the product catalogue and resources over GraphQL', () => {
  let stack: GatewayStack;
  let admin: string;
  let manager: string;
  let nimbus: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    admin = await tokenOf('admin@demo.test');
    manager = await tokenOf('manager@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('leads', () => {
    it('lists the same leads as REST, page by page and by filter; another brand sees none of them', async () => {
      const rest = await stack.api.call('GET', '/leads?limit=25', admin);
      const first = dataOf<Page<Row>>(
        await stack.graphql(
          admin,
          `query { leads(first: 25) { edges { cursor node { ${LEAD_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
        ),
        'leads',
      );
      expect(nodesOf(first)).toEqual(itemsOf(rest.body));
      expect(first.pageInfo).toEqual({
        hasNextPage: true,
        endCursor: (rest.body as { nextCursor: string }).nextCursor,
      });

      const next = dataOf<Page<Row>>(
        await stack.graphql(
          admin,
          'query($a: String) { leads(first: 25, after: $a) { edges { node { id } } } }',
          {
            a: first.pageInfo.endCursor,
          },
        ),
        'leads',
      );
      const restNext = await stack.api.call(
        'GET',
        `/leads?limit=25&cursor=${encodeURIComponent(first.pageInfo.endCursor ?? '')}`,
        admin,
      );
      expect(nodesOf(next).map((l) => l.id)).toEqual(itemsOf<Row>(restNext.body).map((l) => l.id));

      const won = dataOf<Page<{ status: string; sellType: string }>>(
        await stack.graphql(
          admin,
          'query { leads(first: 100, status: WON, sellType: PROVIDER_SALE, search: "") { edges { node { status sellType } } } }',
        ),
        'leads',
      );
      expect(won.edges.length).toBeGreaterThan(0);
      expect(nodesOf(won).every((l) => l.status === 'WON' && l.sellType === 'PROVIDER_SALE')).toBe(true);

      const brandIds = new Set(
        nodesOf(
          dataOf<Page<Row>>(
            await stack.graphql(admin, '{ leads(first: 100) { edges { node { id } } } }'),
            'leads',
          ),
        ).map((l) => l.id),
      );
      const foreign = dataOf<Page<Row & { brandId: string }>>(
        await stack.graphql(nimbus, '{ leads(first: 100) { edges { node { id brandId } } } }'),
        'leads',
      );
      expect(foreign.edges.length).toBeGreaterThan(0);
      expect(nodesOf(foreign).filter((l) => brandIds.has(l.id) || l.brandId === '2020001')).toEqual([]);
    });

    it('reads one lead with its history as REST does; another brand gets NOT_FOUND', async () => {
      const id = demoLeadId('2020001002', 0);
      const rest = await stack.api.call('GET', `/lead?id=${id}`, admin);
      const lead = dataOf(
        await stack.graphql(
          admin,
          `query($id: ID!) { lead(id: $id) { ${LEAD_FIELDS} history { ${HISTORY_FIELDS} } } }`,
          {
            id,
          },
        ),
        'lead',
      );
      expect(lead).toEqual(rest.body);

      const foreign = await stack.graphql(nimbus, 'query($id: ID!) { lead(id: $id) { id } }', { id });
      expect(foreign.data).toBeNull();
      expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    });

    it('creates, updates and moves a lead; refusals keep the REST code, status and field', async () => {
      const created = dataOf<{ id: string; status: string; phone: string; history: { action: string }[] }>(
        await stack.graphql(
          admin,
          `mutation($l: LeadInput!) { createLead(lead: $l) { ${LEAD_FIELDS} history { ${HISTORY_FIELDS} } } }`,
          { l: LEAD_INPUT },
        ),
        'createLead',
      );
      expect(created).toMatchObject({ status: 'CREATED', phone: '612345678', channelId: '2020001' });
      expect(created.history.map((h) => h.action)).toEqual(['CREATE']);
      const rest = await stack.api.call('GET', `/lead?id=${created.id}`, admin);
      expect(rest.body).toMatchObject({ id: created.id, customerName: LEAD_INPUT.customerName });

      const updated = dataOf<{ customerName: string; customerDocument: string | null; consent: unknown }>(
        await stack.graphql(
          admin,
          `mutation($id: ID!, $l: LeadInput!) { updateLead(id: $id, lead: $l) { ${LEAD_FIELDS} } }`,
          {
            id: created.id,
            l: {
              ...LEAD_INPUT,
              customerName: 'Lucía Martín',
              customerDocument: null,
              sellType: 'INTERNAL_SALE',
              consent: null,
            },
          },
        ),
        'updateLead',
      );
      expect(updated).toMatchObject({ customerName: 'Lucía Martín', customerDocument: null, consent: null });

      const sent = dataOf<{ status: string; history: { statusFrom: string | null; statusTo: string }[] }>(
        await stack.graphql(
          admin,
          `mutation($id: ID!) { changeLeadStatus(id: $id, status: SENT) { status history { ${HISTORY_FIELDS} } } }`,
          { id: created.id },
        ),
        'changeLeadStatus',
      );
      expect(sent.status).toBe('SENT');
      expect(sent.history.at(-1)).toMatchObject({ statusFrom: 'CREATED', statusTo: 'SENT' });

      const won = demoLeadId('2020001', 0);
      const notAllowed = await stack.graphql(
        admin,
        'mutation($id: ID!) { changeLeadStatus(id: $id, status: SENT) { status } }',
        { id: won },
      );
      expect(errorOf(notAllowed)).toMatchObject({
        code: 'LEAD_TRANSITION_NOT_ALLOWED',
        status: 409,
        statusClass: '4xx',
      });
      const closed = await stack.graphql(
        admin,
        'mutation($id: ID!, $l: LeadInput!) { updateLead(id: $id, lead: $l) { id } }',
        { id: won, l: LEAD_INPUT },
      );
      expect(errorOf(closed)).toMatchObject({ code: 'LEAD_CLOSED', status: 409 });

      const noConsent = await stack.graphql(
        admin,
        'mutation($l: LeadInput!) { createLead(lead: $l) { id } }',
        {
          l: { ...LEAD_INPUT, consent: null },
        },
      );
      expect(errorOf(noConsent)).toMatchObject({
        code: 'LEAD_CONSENT_REQUIRED',
        status: 422,
        field: 'consent',
      });

      const badSignature = await stack.graphql(
        admin,
        'mutation($l: LeadInput!) { createLead(lead: $l) { id } }',
        {
          l: { ...LEAD_INPUT, consent: { ...LEAD_INPUT.consent, signature: 'data:image/jpeg;base64,AAAA' } },
        },
      );
      expect(errorOf(badSignature)).toMatchObject({
        code: 'INVALID_REQUEST',
        status: 400,
        field: 'consent.signature',
      });

      const forbidden = await stack.graphql(
        manager,
        'mutation($l: LeadInput!) { createLead(lead: $l) { id } }',
        {
          l: LEAD_INPUT,
        },
      );
      expect(errorOf(forbidden)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const foreign = await stack.graphql(
        nimbus,
        'mutation($id: ID!) { changeLeadStatus(id: $id, status: LOST) { id } }',
        { id: created.id },
      );
      expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    });
  });

  describe('products', () => {
    it('lists and reads the catalogue as REST does; another brand gets NOT_FOUND and none of its rows', async () => {
      const rest = await stack.api.call('GET', '/products?limit=50&family=MOBILE', admin);
      const page = dataOf<Page<Row>>(
        await stack.graphql(
          admin,
          `query { products(first: 50, family: MOBILE) { edges { cursor node { ${PRODUCT_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
        ),
        'products',
      );
      expect(nodesOf(page)).toEqual(itemsOf(rest.body));
      expect(page.edges.length).toBeGreaterThan(0);

      const searched = dataOf<Page<{ name: string; status: string }>>(
        await stack.graphql(
          admin,
          '{ products(first: 25, status: ACTIVE, search: "fibra") { edges { node { name status } } } }',
        ),
        'products',
      );
      expect(searched.edges.length).toBeGreaterThan(0);
      expect(nodesOf(searched).every((p) => /fibra/i.test(p.name) && p.status === 'ACTIVE')).toBe(true);

      const id = demoProductId('2020001');
      const detail = await stack.api.call('GET', `/product?id=${id}`, admin);
      const product = dataOf(
        await stack.graphql(
          admin,
          `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} history { ${HISTORY_FIELDS} } } }`,
          { id },
        ),
        'product',
      );
      expect(product).toEqual(detail.body);

      const foreign = await stack.graphql(nimbus, 'query($id: ID!) { product(id: $id) { id } }', { id });
      expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const foreignList = dataOf<Page<{ brandId: string }>>(
        await stack.graphql(nimbus, '{ products(first: 100) { edges { node { brandId } } } }'),
        'products',
      );
      expect(foreignList.edges.length).toBeGreaterThan(0);
      expect(nodesOf(foreignList).filter((p) => p.brandId === '2020001')).toEqual([]);
    });

    it('creates, updates and retires a product with server-computed prices; refusals keep the REST code', async () => {
      const created = dataOf<{
        id: string;
        price: number;
        tax: number;
        priceWithPromotions: number;
        status: string;
      }>(
        await stack.graphql(
          admin,
          `mutation($p: ProductInput!) { createProduct(product: $p) { ${PRODUCT_FIELDS} history { ${HISTORY_FIELDS} } } }`,
          { p: PRODUCT_INPUT },
        ),
        'createProduct',
      );
      expect(created).toMatchObject({
        brandId: '2020001',
        status: 'ACTIVE',
        tax: 2100,
        price: 1210,
        priceWithPromotions: 1010,
        subfamily: null,
      });
      const rest = await stack.api.call('GET', `/product?id=${created.id}`, admin);
      expect(rest.body).toMatchObject({ id: created.id, price: 1210 });

      const updated = dataOf<{ priceWithoutTax: number; price: number; description: string | null }>(
        await stack.graphql(
          admin,
          'mutation($id: ID!, $p: ProductInput!) { updateProduct(id: $id, product: $p) { priceWithoutTax price description } }',
          { id: created.id, p: { ...PRODUCT_INPUT, priceWithoutTax: 2000, description: null } },
        ),
        'updateProduct',
      );
      expect(updated).toEqual({ priceWithoutTax: 2000, price: 2420, description: null });

      const inactive = dataOf<{ status: string }>(
        await stack.graphql(
          admin,
          'mutation($id: ID!) { changeProductStatus(id: $id, status: INACTIVE) { status } }',
          {
            id: created.id,
          },
        ),
        'changeProductStatus',
      );
      expect(inactive.status).toBe('INACTIVE');
      const again = await stack.graphql(
        admin,
        'mutation($id: ID!) { changeProductStatus(id: $id, status: INACTIVE) { status } }',
        { id: created.id },
      );
      expect(errorOf(again)).toMatchObject({ code: 'PRODUCT_TRANSITION_NOT_ALLOWED', status: 409 });
      dataOf(
        await stack.graphql(
          admin,
          'mutation($id: ID!) { changeProductStatus(id: $id, status: TERMINATED) { status } }',
          {
            id: created.id,
          },
        ),
        'changeProductStatus',
      );
      const terminated = await stack.graphql(
        admin,
        'mutation($id: ID!, $p: ProductInput!) { updateProduct(id: $id, product: $p) { id } }',
        { id: created.id, p: PRODUCT_INPUT },
      );
      expect(errorOf(terminated)).toMatchObject({ code: 'PRODUCT_TERMINATED', status: 409 });
      const used = await stack.api.db
        .selectFrom('subscriptions')
        .select('product_id')
        .where('brand_id', '=', '2020001')
        .where('status', '=', 'ACTIVE')
        .where('product_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const inUse = await stack.graphql(
        admin,
        'mutation($id: ID!) { changeProductStatus(id: $id, status: TERMINATED) { status } }',
        { id: used.product_id },
      );
      expect(errorOf(inUse)).toMatchObject({ code: 'PRODUCT_IN_USE', status: 409 });

      const badPrice = await stack.graphql(
        admin,
        'mutation($p: ProductInput!) { createProduct(product: $p) { id } }',
        {
          p: { ...PRODUCT_INPUT, priceWithoutTax: -1 },
        },
      );
      expect(errorOf(badPrice)).toMatchObject({
        code: 'INVALID_REQUEST',
        status: 400,
        field: 'priceWithoutTax',
      });

      const foreignBrand = await stack.graphql(
        admin,
        'mutation($p: ProductInput!) { createProduct(product: $p, brandId: "3000003") { id } }',
        { p: PRODUCT_INPUT },
      );
      expect(errorOf(foreignBrand)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const foreign = await stack.graphql(
        nimbus,
        'mutation($id: ID!) { changeProductStatus(id: $id, status: INACTIVE) { id } }',
        { id: demoProductId('2020001') },
      );
      expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    });
  });

  describe('resources', () => {
    it('lists the same resources as REST with the estimate; another brand sees none of them', async () => {
      const rest = await stack.api.call('GET', '/resources?limit=50&kind=MSISDN&status=AVAILABLE', admin);
      const page = dataOf<Page<Row> & { totalEstimate: number }>(
        await stack.graphql(
          admin,
          `query { resources(first: 50, kind: MSISDN, status: AVAILABLE) { edges { cursor node { ${RESOURCE_FIELDS} } } pageInfo { hasNextPage endCursor } totalEstimate } }`,
        ),
        'resources',
      );
      const body = rest.body as { items: unknown[]; nextCursor: string | null; totalEstimate: number };
      expect(nodesOf(page)).toEqual(body.items);
      expect(page.totalEstimate).toBe(body.totalEstimate);
      expect(page.pageInfo.endCursor).toBe(body.nextCursor);

      const searched = dataOf<Page<{ value: string }>>(
        await stack.graphql(
          admin,
          '{ resources(first: 25, search: "+34 610") { edges { node { value } } } }',
        ),
        'resources',
      );
      expect(searched.edges.length).toBeGreaterThan(0);
      expect(nodesOf(searched).every((r) => r.value.startsWith('610'))).toBe(true);

      const foreign = dataOf<Page<{ brandId: string }>>(
        await stack.graphql(nimbus, '{ resources(first: 100) { edges { node { brandId } } } }'),
        'resources',
      );
      expect(foreign.edges.length).toBeGreaterThan(0);
      expect(nodesOf(foreign).filter((r) => r.brandId === '2020001')).toEqual([]);
    });

    it('adds, changes and hands resources to a sub-channel; refusals keep the REST code and field', async () => {
      const added = dataOf<{ added: number; items: { value: string; status: string; channelId: string }[] }>(
        await stack.graphql(
          admin,
          `mutation { addResources(kind: MSISDN, values: ["+34 699 000 001", "699000002"]) { added items { ${RESOURCE_FIELDS} } } }`,
        ),
        'addResources',
      );
      expect(added.added).toBe(2);
      expect(added.items.map((r) => [r.value, r.status, r.channelId])).toEqual([
        ['699000001', 'AVAILABLE', '2020001'],
        ['699000002', 'AVAILABLE', '2020001'],
      ]);

      const duplicate = await stack.graphql(
        admin,
        'mutation { addResources(kind: MSISDN, values: ["699000001"], channel: "2020001002") { added } }',
      );
      expect(errorOf(duplicate)).toMatchObject({
        code: 'RESOURCE_DUPLICATE',
        status: 409,
        field: 'values.0',
      });
      const invalid = await stack.graphql(
        admin,
        'mutation { addResources(kind: MSISDN, values: ["699000003", "12345"]) { added } }',
      );
      expect(errorOf(invalid)).toMatchObject({ code: 'INVALID_REQUEST', status: 400, field: 'values.1' });

      const id = demoResourceId('2020001', 46);
      const quarantined = dataOf<{ status: string; history: { statusFrom: string; statusTo: string }[] }>(
        await stack.graphql(
          admin,
          `mutation($id: ID!) { changeResourceStatus(id: $id, status: QUARANTINE) { ${RESOURCE_FIELDS} history { ${HISTORY_FIELDS} channelFrom channelTo } } }`,
          { id },
        ),
        'changeResourceStatus',
      );
      expect(quarantined.status).toBe('QUARANTINE');
      expect(quarantined.history.at(-1)).toMatchObject({ statusFrom: 'AVAILABLE', statusTo: 'QUARANTINE' });
      const retired = await stack.graphql(
        admin,
        'mutation($id: ID!) { changeResourceStatus(id: $id, status: AVAILABLE) { status } }',
        { id: demoResourceId('2020001', 0) },
      );
      expect(errorOf(retired)).toMatchObject({ code: 'RESOURCE_TRANSITION_NOT_ALLOWED', status: 409 });

      const ids = [demoResourceId('2020001', 42), demoResourceId('2020001', 43)];
      const moved = dataOf<{ moved: number }>(
        await stack.graphql(
          admin,
          'mutation($ids: [ID!]!) { assignResourcesChannel(ids: $ids, channel: "2020001002") { moved } }',
          { ids },
        ),
        'assignResourcesChannel',
      );
      expect(moved.moved).toBe(2);
      const listed = await stack.api.call('GET', '/resources?limit=500&kind=MSISDN', admin);
      expect(
        itemsOf<{ id: string; channelId: string }>(listed.body)
          .filter((r) => ids.includes(r.id))
          .map((r) => r.channelId),
      ).toEqual(['2020001002', '2020001002']);

      const notAvailable = await stack.graphql(
        admin,
        'mutation($ids: [ID!]!) { assignResourcesChannel(ids: $ids, channel: "2020001002") { moved } }',
        { ids: [demoResourceId('2020001', 0)] },
      );
      expect(errorOf(notAvailable)).toMatchObject({ code: 'RESOURCE_NOT_AVAILABLE', status: 409 });
      const foreign = await stack.graphql(
        nimbus,
        'mutation($ids: [ID!]!) { assignResourcesChannel(ids: $ids, channel: "3000003") { moved } }',
        { ids: [demoResourceId('2020001', 44)] },
      );
      expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const forbidden = await stack.graphql(manager, '{ resources { edges { node { id } } } }');
      expect(errorOf(forbidden)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    });
  });
});
