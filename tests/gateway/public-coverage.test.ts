import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const ADDRESS = {
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
  street: 'Calle de Alcalá',
  number: '12',
};
const BRAND = 'query($k: String!) { publicCoverageBrand(key: $k) { name logoURL } }';
const CITIES =
  'query($k: String!, $p: String!, $q: String) { publicCoverageCities(key: $k, province: $p, q: $q) { name postalCode } }';
const CHECK =
  'mutation($k: String!, $a: CoverageAddressInput!) { checkPublicCoverage(key: $k, address: $a) { covered technologies { technology maxDownloadMbps maxUploadMbps } } }';
const LEAD = 'mutation($i: PublicCoverageLeadInput!) { requestPublicCoverageLead(input: $i) { received } }';

describe('gateway: the public coverage pages run anonymously, by the key of their link', () => {
  let stack: GatewayStack;
  let admin: string;
  let key: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    admin = (await stack.api.signIn('admin@demo.test')).accessToken;
    const read = await stack.graphql(admin, '{ publicCoverageKey }');
    expect(read.errors).toBeUndefined();
    key = read.data?.publicCoverageKey as string;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('shows the brand, searches cities and checks an address without a session', async () => {
    const brand = await stack.graphql(null, BRAND, { k: key });
    expect(brand.errors).toBeUndefined();
    expect(brand.data?.publicCoverageBrand).toEqual({ name: 'Demo Telecom', logoURL: null });

    const cities = await stack.graphql(null, CITIES, { k: key, p: '28', q: 'alcal' });
    expect(cities.errors).toBeUndefined();
    expect(cities.data?.publicCoverageCities).toContainEqual({
      name: 'Alcalá de Henares',
      postalCode: '28801',
    });

    const signedIn = await stack.graphql(
      admin,
      'mutation($a: CoverageAddressInput!) { checkCoverage(address: $a) { covered technologies { technology maxDownloadMbps maxUploadMbps } } }',
      { a: ADDRESS },
    );
    const check = await stack.graphql(null, CHECK, { k: key, a: ADDRESS });
    expect(check.errors).toBeUndefined();
    expect(check.data?.checkPublicCoverage).toEqual(signedIn.data?.checkCoverage);
  });

  it('leaves a lead the brand admin finds with its consent, and answers only that it was received', async () => {
    const sent = await stack.graphql(null, LEAD, {
      i: {
        key,
        address: ADDRESS,
        fullName: 'Pablo Ruiz Soto',
        documentNumber: 'Y2345678Z',
        phone: '644 55 66 77',
        email: null,
        acceptConsent: true,
      },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ requestPublicCoverageLead: { received: true } });
    expect(stack.restCalls).toEqual(['POST /public/coverage/lead']);

    const found = await stack.graphql(
      admin,
      'query { leads(search: "644556677") { edges { node { customerName status channelId email address consent { fullName document date signature } } } } }',
    );
    expect(found.errors).toBeUndefined();
    const leads = found.data?.leads as { edges: { node: Record<string, unknown> }[] } | undefined;
    const edges = leads?.edges ?? [];
    expect(edges).toHaveLength(1);
    expect(edges[0]?.node).toMatchObject({
      customerName: 'Pablo Ruiz Soto',
      status: 'CREATED',
      channelId: '2020001',
      email: null,
      address: 'Calle de Alcalá 12, 28014 Madrid',
      consent: { fullName: 'Pablo Ruiz Soto', document: 'Y2345678Z', signature: null },
    });
  });

  it('passes the api refusals on with their codes and fields', async () => {
    const unknown = await stack.graphql(null, BRAND, {
      k: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'PUBLIC_LINK_INVALID', field: 'key' });
    expect(JSON.stringify(unknown)).not.toContain('2020001');

    const unticked = await stack.graphql(null, LEAD, {
      i: {
        key,
        address: ADDRESS,
        fullName: 'Pablo Ruiz Soto',
        documentNumber: 'Y2345678Z',
        phone: '644556677',
        acceptConsent: false,
      },
    });
    expect(unticked.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'acceptConsent',
    });
  });

  it('never gives the key to an anonymous caller, and asks the api nothing for it', async () => {
    const anonymous = await stack.graphql(null, '{ publicCoverageKey }');
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const mixed = await stack.graphql(
      null,
      `query($k: String!) { publicCoverageBrand(key: $k) { name } publicCoverageKey }`,
      {
        k: key,
      },
    );
    expect(mixed.status).toBe(401);
    expect(stack.restCalls).toEqual([]);
  });

  // Last: it replaces the key the tests above share.
  it('rotates the key for its admin only: the old key is unknown afterwards, the new one works', async () => {
    const rotate = 'mutation { rotatePublicCoverageKey }';
    const anonymous = await stack.graphql(null, rotate);
    expect(anonymous.status).toBe(401);
    expect(stack.restCalls).toEqual([]);
    const rotated = await stack.graphql(admin, rotate);
    expect(rotated.errors).toBeUndefined();
    const newKey = rotated.data?.rotatePublicCoverageKey as string;
    expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stack.graphql(admin, '{ publicCoverageKey }')).data?.publicCoverageKey).toBe(newKey);
    const old = await stack.graphql(null, BRAND, { k: key });
    expect(old.errors?.[0]?.extensions).toMatchObject({ code: 'PUBLIC_LINK_INVALID' });
    expect((await stack.graphql(null, BRAND, { k: newKey })).data?.publicCoverageBrand).toMatchObject({
      name: 'Demo Telecom',
    });
  });
});
