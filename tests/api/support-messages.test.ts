import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TYPES } from '../../schema/domain/vocabulary/contact';
import { SUPPORT_MESSAGE_WINDOW_MS, SUPPORT_MESSAGES_PER_WINDOW } from '../../schema/rest/support';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type Channel = {
  topic: string;
  name: string;
  department: string | null;
  email: string;
  phone: string | null;
};
type ErrorBody = { error: { code: string; field?: string } };

let api: ApiServer;
// The api's clock: the per-user limit counts messages in a window ending now.
let now = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  api = await startApiServer({ clock: () => now });
});
afterAll(() => api?.close());

const token = async (email: string) => (await api.signIn(email)).accessToken;

/** The contact of `topic` in the brand's table as an admin saved it: the first, in table order, holding it. */
async function firstContactOf(brandId: string, topic: string) {
  const rows = await api.db
    .selectFrom('brand_contacts')
    .select(['email', 'phone', 'types'])
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .execute();
  return rows.find((row) => (row.types as readonly string[]).includes(topic));
}

async function outboxFor(recipient: string) {
  return api.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body', 'brand_id'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

describe('support channels', () => {
  it("lists, per contact type, the first contact of the caller's brand holding it", async () => {
    const res = await api.call('GET', '/support/channels', await token('agent@demo.test'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { brandId: string; brandName: string; channels: Channel[] };
    expect(body).toMatchObject({ brandId: '2020001', brandName: 'Demo Telecom' });
    expect(body.channels.map((channel) => channel.topic)).toEqual(
      CONTACT_TYPES.filter((topic) => body.channels.some((channel) => channel.topic === topic)),
    );
    expect(body.channels.length).toBeGreaterThan(3);
    for (const channel of body.channels) {
      const contact = await firstContactOf('2020001', channel.topic);
      expect(channel, channel.topic).toMatchObject({ email: contact?.email, phone: contact?.phone });
    }
  });

  it('gives a sub-channel user the contacts of its brand, and another brand its own', async () => {
    const sub = await api.db
      .selectFrom('users')
      .select('email')
      .where('channel_id', '=', '2020001002')
      .where('role', '=', 'MANAGER')
      .where('status', '=', 'ACTIVE')
      .orderBy('email')
      .executeTakeFirstOrThrow();
    const fromSub = await api.call('GET', '/support/channels', await token(sub.email));
    expect(fromSub.body).toMatchObject({ brandId: '2020001' });
    const nimbus = await api.call('GET', '/support/channels', await token('admin@nimbus.test'));
    const channels = (nimbus.body as { brandId: string; channels: Channel[] }).channels;
    expect(nimbus.body).toMatchObject({ brandId: '3000003' });
    const technical = await firstContactOf('3000003', 'technical');
    expect(channels.find((channel) => channel.topic === 'technical')?.email).toBe(technical?.email);
  });
});

describe('support messages', () => {
  it("queues an e-mail to the topic's contact, in the sender's language, with its page and text", async () => {
    const contact = await firstContactOf('2020001', 'portIns');
    if (!contact) throw new Error('the demo brand has no portIns contact');
    const before = (await outboxFor(contact.email)).length;
    const res = await fetch(`${api.url}/support/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await token('agent@demo.test')}`,
        'content-type': 'application/json',
        'accept-language': 'ca-ES',
        connection: 'close',
      },
      body: JSON.stringify({
        topic: 'portIns',
        message: '  Línia 612345678: la portabilitat no avança.  ',
        page: '/line/612345678',
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      topic: 'portIns',
      recipient: contact.email,
      sentAt: now.toISOString(),
    });
    const outbox = await outboxFor(contact.email);
    expect(outbox).toHaveLength(before + 1);
    const [message] = outbox;
    expect(message?.brand_id).toBe('2020001');
    expect(message?.subject).toContain('Demo Telecom');
    expect(message?.subject).toContain('Portabilitats entrants');
    expect(message?.body).toContain('agent@demo.test');
    expect(message?.body).toContain('/line/612345678');
    expect(message?.body).toContain('\n\nLínia 612345678: la portabilitat no avança.');
  });

  it('refuses a topic the brand has no contact for (422 on topic) and changes nothing', async () => {
    const operator = await token('operator@demo.test');
    const channels = await api.call('GET', '/support/channels', operator);
    expect(channels.body).toMatchObject({ brandId: '0', channels: [] });
    const before = await fingerprintDatabase(api.db);
    const res = await api.call('POST', '/support/messages', operator, { topic: 'general', message: 'Hola' });
    expect(res.status).toBe(422);
    expect((res.body as ErrorBody).error).toMatchObject({
      code: 'SUPPORT_TOPIC_UNAVAILABLE',
      field: 'topic',
    });
    expect(await fingerprintDatabase(api.db)).toEqual(before);
  });

  it('refuses an empty message and an unknown topic with 400 on the field', async () => {
    const agent = await token('agent@demo.test');
    const blank = await api.call('POST', '/support/messages', agent, { topic: 'general', message: '   ' });
    expect(blank.status).toBe(400);
    expect((blank.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'message' });
    const unknown = await api.call('POST', '/support/messages', agent, { topic: 'sales', message: 'Hola' });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field: 'topic' });
  });

  it('takes at most the limit per user in the window, even sent at once, and again once the window passed', async () => {
    const manager = await token('manager@demo.test');
    const send = (n: number) =>
      api.call('POST', '/support/messages', manager, { topic: 'technical', message: `Mensaje ${n}` });
    const sent = await Promise.all(
      Array.from({ length: SUPPORT_MESSAGES_PER_WINDOW + 2 }, (_, n) => send(n)),
    );
    const statuses = sent.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array.from({ length: SUPPORT_MESSAGES_PER_WINDOW }, () => 200), 429, 429]);
    const refused = sent.find((res) => res.status === 429);
    expect((refused?.body as ErrorBody | undefined)?.error.code).toBe('SUPPORT_MESSAGE_LIMIT');

    // Another user is not held back by this one's messages.
    const other = await api.call('POST', '/support/messages', await token('legacy@demo.test'), {
      topic: 'technical',
      message: 'Otro usuario',
    });
    expect(other.status).toBe(200);

    const before = await fingerprintDatabase(api.db);
    expect((await send(99)).status).toBe(429);
    expect(await fingerprintDatabase(api.db)).toEqual(before);

    now = new Date(now.getTime() + SUPPORT_MESSAGE_WINDOW_MS + 1000);
    expect((await send(100)).status).toBe(200);
  });
});
