import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const CHANNEL_FIELDS = 'id parentId brandId name subChannelNumber status users subChannels';
const USER_FIELDS = 'email fullName role channel originalChannel status';

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  return res.errors?.[0]?.extensions;
}

describe('gateway: channels, channel users, brand settings and products over GraphQL', () => {
  let stack: GatewayStack;
  let admin: string;
  let manager: string;
  let agent: string;
  let nimbus: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    admin = await tokenOf('admin@demo.test');
    manager = await tokenOf('manager@demo.test');
    agent = await tokenOf('agent@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists the sub-channels of the current channel, and hides another brand’s channel', async () => {
    const tree = dataOf<{ channel: { id: string }; subChannels: { id: string; parentId: string }[] }>(
      await stack.graphql(
        admin,
        `query { channels { channel { ${CHANNEL_FIELDS} } subChannels { ${CHANNEL_FIELDS} } } }`,
      ),
      'channels',
    );
    expect(tree.channel.id).toBe('2020001');
    expect(tree.subChannels.map((c) => c.id)).toContain('2020001001');
    expect(tree.subChannels.every((c) => c.parentId === '2020001')).toBe(true);

    const foreign = await stack.graphql(
      nimbus,
      'query($c: ID) { channels(channel: $c) { channel { id } } }',
      {
        c: '2020001001',
      },
    );
    expect(foreign.data).toBeNull();
    expect(errorOf(foreign)).toMatchObject({ status: 404 });
  });

  it('adds a sub-channel, and refuses it to a manager with the REST code', async () => {
    const added = dataOf<{ parentId: string; name: string; status: string }>(
      await stack.graphql(
        admin,
        `mutation { addSubChannel(name: "Demo Telecom GraphQL") { ${CHANNEL_FIELDS} } }`,
      ),
      'addSubChannel',
    );
    expect(added).toMatchObject({ parentId: '2020001', name: 'Demo Telecom GraphQL', status: 'ACTIVE' });
    const refused = await stack.graphql(manager, 'mutation { addSubChannel(name: "No") { id } }');
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('creates, changes, disables and removes a channel user, each visible in channelUsers', async () => {
    const created = dataOf<{ email: string; role: string; status: string }>(
      await stack.graphql(
        admin,
        `mutation { createChannelUser(email: "gql.agent@demo.test", fullName: "Agente GraphQL", role: AGENT) { ${USER_FIELDS} } }`,
      ),
      'createChannelUser',
    );
    expect(created).toMatchObject({ email: 'gql.agent@demo.test', role: 'AGENT', status: 'ACTIVE' });

    const updated = dataOf<{ role: string }>(
      await stack.graphql(
        admin,
        `mutation { updateChannelUser(email: "gql.agent@demo.test", role: MANAGER) { ${USER_FIELDS} } }`,
      ),
      'updateChannelUser',
    );
    expect(updated.role).toBe('MANAGER');

    const disabled = dataOf<{ status: string }>(
      await stack.graphql(
        admin,
        `mutation { disableChannelUser(email: "gql.agent@demo.test") { ${USER_FIELDS} } }`,
      ),
      'disableChannelUser',
    );
    expect(disabled.status).toBe('BLOCKED');

    dataOf(
      await stack.graphql(
        admin,
        'mutation { createChannelUser(email: "gql.temp@demo.test") { email role } }',
      ),
      'createChannelUser',
    );
    const removed = dataOf<{ status: string }>(
      await stack.graphql(
        admin,
        `mutation { removeChannelUser(email: "gql.temp@demo.test") { ${USER_FIELDS} } }`,
      ),
      'removeChannelUser',
    );
    expect(removed.status).toBe('BLOCKED');

    const page = dataOf<{ users: { email: string; status: string }[] }>(
      await stack.graphql(
        admin,
        `query { channelUsers(first: 200) { channel users { ${USER_FIELDS} } nextCursor } }`,
      ),
      'channelUsers',
    );
    const emails = page.users.map((u) => u.email);
    expect(emails).toContain('agent@demo.test');
    expect(emails).toContain('gql.agent@demo.test');
    expect(emails).not.toContain('gql.temp@demo.test');
    const refused = await stack.graphql(manager, 'query { channelUsers { users { email } } }');
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('reads and saves brand settings groups; bad input names the field; another brand is out of reach', async () => {
    const settings = dataOf<{ brandId: string; series: { invoice: { prefix: string } } }>(
      await stack.graphql(
        admin,
        `query { brandSettings { brandId brandName superAdmin { email } emails { notification { email status expiresAt } billing { status } }
          series { invoice { prefix nextNumber } creditNote { prefix nextNumber } } financialRisk { queryCostCents }
          identity { legalName billingAddress { postalCode province } } invoicing { paymentMethod } contract { spn }
          other { manualSignup } svas { data } creditLimit { amountCents } pbx { name } updatedAt } }`,
      ),
      'brandSettings',
    );
    expect(settings.brandId).toBe('2020001');

    const SAVE = `mutation($s: BrandSettingsInput!) {
      saveBrandSettings(settings: $s) { svas { data voicemail } creditLimit { enabled blockAtLimit amountCents } }
    }`;
    const svas = {
      incomingCalls: true,
      outgoingCalls: true,
      internationalCalls: false,
      premiumServices: false,
      incomingSms: true,
      outgoingSms: true,
      data: true,
      callWaiting: true,
      voicemail: false,
    };
    const saved = dataOf<{ svas: { data: boolean; voicemail: boolean } }>(
      await stack.graphql(admin, SAVE, {
        s: { svas, creditLimit: { enabled: true, blockAtLimit: false, amountCents: 5000 } },
      }),
      'saveBrandSettings',
    );
    expect(saved).toMatchObject({
      svas: { data: true, voicemail: false },
      creditLimit: { amountCents: 5000 },
    });

    const bad = await stack.graphql(admin, SAVE, {
      s: { creditLimit: { enabled: true, blockAtLimit: false, amountCents: -1 } },
    });
    expect(errorOf(bad)).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      field: 'creditLimit.amountCents',
    });

    const foreign = await stack.graphql(nimbus, 'query { brandSettings(brandId: "2020001") { brandId } }');
    expect(foreign.data).toBeNull();
    expect(errorOf(foreign)?.status).toBeGreaterThanOrEqual(403);
  });

  it('replaces the contacts table and sends an e-mail verification', async () => {
    const before = dataOf<{ contacts: { email: string }[] }>(
      await stack.graphql(admin, 'query { brandContacts { brandId contacts { id name email types } } }'),
      'brandContacts',
    );
    const contacts = [
      ...before.contacts.map(({ email }, i) => ({ name: `Contacto ${i}`, email, types: ['general'] })),
      { name: 'Soporte', surnames: 'GraphQL', email: 'soporte.gql@demo.test', types: ['technical', 'admin'] },
    ];
    const after = dataOf<{ contacts: { email: string; types: string[] }[] }>(
      await stack.graphql(
        admin,
        'mutation($c: [ContactInput!]!) { saveBrandContacts(contacts: $c) { brandId contacts { email types } } }',
        { c: contacts },
      ),
      'saveBrandContacts',
    );
    expect(after.contacts).toHaveLength(before.contacts.length + 1);
    expect(after.contacts.at(-1)).toEqual({ email: 'soporte.gql@demo.test', types: ['technical', 'admin'] });

    await stack.graphql(
      admin,
      'mutation($s: BrandSettingsInput!) { saveBrandSettings(settings: $s) { brandId } }',
      {
        s: { emails: { notificationEmail: 'avisos.gql@demo.test', billingEmail: null } },
      },
    );
    const sent = dataOf<{ email: string; status: string; action: string }>(
      await stack.graphql(
        admin,
        'mutation { sendEmailVerification(kind: NOTIFICATION) { kind action email status expiresAt } }',
      ),
      'sendEmailVerification',
    );
    expect(sent).toMatchObject({ email: 'avisos.gql@demo.test', status: 'PENDING' });
  });

  it("answers the brand's catalogue to an agent, one family at a time", async () => {
    const products = dataOf<{ brandId: string; family: string }[]>(
      await stack.graphql(
        agent,
        `query { brandProducts(family: MOBILE) { id brandId name family status price priceWithPromotions
          promotions { name discount months } tax maxAdditionalLines } }`,
      ),
      'brandProducts',
    );
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.brandId === '2020001' && p.family === 'MOBILE')).toBe(true);
  });
});
