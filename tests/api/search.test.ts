import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database-schema';
import type { SearchHit } from '../../schema/rest/search';
import { type ApiServer, startApiServer } from '../support/api-server';

let server: ApiServer;
let now = new Date();
const tokens: Record<string, string> = {};
let subManager = '';

beforeAll(async () => {
  server = await startApiServer({ clock: () => now });
  const sub = await server.db
    .selectFrom('users')
    .select('email')
    .where('channel_id', '=', '2020001002')
    .where('role', '=', 'MANAGER')
    .where('status', '=', 'ACTIVE')
    .orderBy('email')
    .executeTakeFirstOrThrow();
  subManager = sub.email;
  for (const email of [
    'admin@demo.test',
    'manager@demo.test',
    'agent@demo.test',
    'operator@demo.test',
    'admin@nimbus.test',
    subManager,
  ]) {
    tokens[email] = (await server.signIn(email)).accessToken;
  }
});
afterAll(async () => {
  await server?.close();
});

const token = (email: string) => tokens[email] ?? '';

async function search(email: string, query: string): Promise<SearchHit[]> {
  const res = await server.call('GET', `/search?${query}`, token(email));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { items: SearchHit[] }).items;
}

/** Channel ids of `root` and below, read independently of the api's own scope code. */
async function subtree(db: Kysely<Database>, root: string): Promise<Set<string>> {
  const channels = await db.selectFrom('channels').select(['id', 'parent_id']).execute();
  const inside = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const channel of channels) {
      if (channel.parent_id && inside.has(channel.parent_id) && !inside.has(channel.id)) {
        inside.add(channel.id);
        grew = true;
      }
    }
  }
  return inside;
}

async function channelsOfHits(hits: SearchHit[]) {
  const lineIds = hits.filter((hit) => hit.type === 'line').map((hit) => hit.id);
  const customerIds = hits.filter((hit) => hit.type === 'customer').map((hit) => hit.id);
  const lines = lineIds.length
    ? await server.db.selectFrom('subscriptions').select('channel_id').where('id', 'in', lineIds).execute()
    : [];
  const customers = customerIds.length
    ? await server.db.selectFrom('customers').select('channel_id').where('id', 'in', customerIds).execute()
    : [];
  return [...lines, ...customers].map((row) => row.channel_id);
}

describe('GET /search', () => {
  it('finds lines by number prefix in scope, in number order, leaving terminated lines out', async () => {
    const prefix = '6';
    const hits = await search('admin@demo.test', `q=${prefix}0&types=lines&limit=50`);
    const scope = await subtree(server.db, '2020001');
    const expected = await server.db
      .selectFrom('subscriptions')
      .select('id')
      .where('channel_id', 'in', [...scope])
      .where('status', '<>', 'TERMINATED')
      .where('line_number', 'like', '60%')
      .orderBy('line_number')
      .orderBy('id')
      .limit(50)
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.id)).toEqual(expected.map((row) => row.id));
    expect(hits.every((hit) => hit.type === 'line' && hit.lineNumber.startsWith('60'))).toBe(true);

    const terminated = await server.db
      .selectFrom('subscriptions')
      .select(['id', 'line_number'])
      .where('channel_id', '=', '2020001')
      .where('status', '=', 'TERMINATED')
      .executeTakeFirst();
    if (terminated) {
      const found = await search('admin@demo.test', `q=${terminated.line_number}`);
      expect(found.some((hit) => hit.id === terminated.id)).toBe(false);
    }
    // Spaces typed in a number are ignored.
    const [first] = expected;
    const line = await server.db
      .selectFrom('subscriptions')
      .select('line_number')
      .where('id', '=', first?.id ?? '')
      .executeTakeFirstOrThrow();
    const spaced = `${line.line_number.slice(0, 3)} ${line.line_number.slice(3)}`;
    const exact = await search('admin@demo.test', `q=${encodeURIComponent(spaced)}&types=lines`);
    expect(exact.map((hit) => hit.id)).toContain(first?.id);
  });

  it('finds customers by a fragment of the name, fiscal id or e-mail, case-insensitively', async () => {
    const customer = await server.db
      .selectFrom('customers')
      .select(['id', 'name', 'first_surname', 'fiscal_id', 'email'])
      .where('channel_id', '=', '2020001')
      .where('email', 'is not', null)
      .where('first_surname', 'is not', null)
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    const byName = await search(
      'manager@demo.test',
      `q=${encodeURIComponent(`${customer.name} ${customer.first_surname}`.toUpperCase())}&types=customers&limit=50`,
    );
    expect(byName.map((hit) => hit.id)).toContain(customer.id);
    const byFiscalId = await search(
      'manager@demo.test',
      `q=${encodeURIComponent(customer.fiscal_id.slice(1, 7).toLowerCase())}&types=customers&limit=50`,
    );
    expect(byFiscalId.map((hit) => hit.id)).toContain(customer.id);
    const byEmail = await search(
      'manager@demo.test',
      `q=${encodeURIComponent((customer.email ?? '').toUpperCase())}&types=customers`,
    );
    expect(byEmail).toEqual([
      expect.objectContaining({ type: 'customer', id: customer.id, fiscalId: customer.fiscal_id }),
    ]);
    // Wildcards typed by the user are literal characters.
    expect(await search('manager@demo.test', `q=${encodeURIComponent('%%%')}`)).toEqual([]);
    expect(await search('manager@demo.test', `q=${encodeURIComponent('___')}`)).toEqual([]);
  });

  it("never finds a row above the caller's channel or in another brand", async () => {
    const scope = await subtree(server.db, '2020001002');
    const nimbusScope = await subtree(server.db, '3000003');
    for (const q of ['6', '7', '9', 'ar', 'mar', 'ez', 'gmail', '@', 'com', 'a', 'e']) {
      const query = `q=${encodeURIComponent(q.length < 2 ? `${q}${q}` : q)}&limit=50`;
      const channels = await channelsOfHits(await search(subManager, query));
      expect(
        channels.every((channel) => scope.has(channel)),
        q,
      ).toBe(true);
      const nimbus = await channelsOfHits(await search('admin@nimbus.test', query));
      expect(
        nimbus.every((channel) => nimbusScope.has(channel)),
        q,
      ).toBe(true);
    }
    const brandHits = await search(subManager, 'q=Demo&types=brands');
    expect(brandHits).toEqual([]);
  });

  it('gives lines to managers and above only, and brands to operator staff only', async () => {
    const agentHits = await search('agent@demo.test', 'q=60&types=lines,customers');
    expect(agentHits.filter((hit) => hit.type === 'line')).toEqual([]);
    expect((await search('manager@demo.test', 'q=60&types=lines')).length).toBeGreaterThan(0);

    expect(await search('admin@demo.test', 'q=Demo&types=brands')).toEqual([]);
    expect(await search('operator@demo.test', 'q=vela')).toEqual(
      expect.arrayContaining([{ type: 'brand', id: '1450002', name: 'Vela Movil' }]),
    );
    const byId = await search('operator@demo.test', 'q=300&types=brands');
    expect(byId).toEqual([{ type: 'brand', id: '3000003', name: 'Nimbus Fibra' }]);
  });

  it('refuses a query too short or an unknown type (400 with the field)', async () => {
    const short = await server.call('GET', '/search?q=a', token('admin@demo.test'));
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'q' } });
    const missing = await server.call('GET', '/search', token('admin@demo.test'));
    expect(missing.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'q' } });
    const type = await server.call('GET', '/search?q=abc&types=lines,planets', token('admin@demo.test'));
    expect(type.status).toBe(400);
    expect(type.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'types.1' } });
  });
});

describe('GET /subscriptions/cached', () => {
  type Link = { url: string; modified: string | null; expiresAt: string };
  type Download = {
    count: number;
    modified: string | null;
    subscriptions: { subscriptionId: string; status: string }[];
  };

  async function linkFor(email: string): Promise<Link> {
    const res = await server.call('GET', '/subscriptions/cached', token(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Link;
  }

  async function expectedLines(root: string) {
    const scope = [...(await subtree(server.db, root))];
    const all = await server.db
      .selectFrom('subscriptions')
      .select(['id', 'status', 'modified_at'])
      .where('channel_id', 'in', scope)
      .execute();
    const newest = all.reduce((max, row) => Math.max(max, row.modified_at.getTime()), 0);
    return {
      ids: all
        .filter((row) => row.status !== 'TERMINATED')
        .map((row) => row.id)
        .sort(),
      modified: new Date(newest).toISOString(),
    };
  }

  it("streams the caller's lines through a signed link that needs no other credential", async () => {
    const link = await linkFor('manager@demo.test');
    const expected = await expectedLines('2020001');
    expect(link.modified).toBe(expected.modified);
    expect(link.url).toMatch(/^\/subscriptions\/cached\/download\?token=[\w-]+\.[\w-]+$/);

    const res = await server.call('GET', link.url, null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = res.body as Download;
    expect(body.modified).toBe(expected.modified);
    expect(body.subscriptions.map((line) => line.subscriptionId).sort()).toEqual(expected.ids);
    // How many lines come, first in the document: the client's progress total before any row arrives.
    expect(Object.keys(body)[0]).toBe('count');
    expect(body.count).toBe(expected.ids.length);
    expect(body.subscriptions[0]).toEqual(
      expect.objectContaining({
        lineNumber: expect.any(String),
        fiscalId: expect.any(String),
        customerId: expect.any(String),
        channelId: expect.any(String),
        brandId: '2020001',
        modified: expect.any(String),
      }),
    );
    // What the client's cache keeps per line (client/cache/cache-database.ts), with the row's own values.
    const sample = body.subscriptions[0] as unknown as Record<string, unknown>;
    const row = await server.db
      .selectFrom('subscriptions')
      .select(['customer_id', 'channel_id', 'icc', 'final_price_cents', 'created_at'])
      .where('id', '=', String(sample.subscriptionId))
      .executeTakeFirstOrThrow();
    expect(sample).toMatchObject({
      customerId: row.customer_id,
      channelId: row.channel_id,
      icc: row.icc,
      finalPrice: row.final_price_cents,
      created: row.created_at.toISOString(),
    });
    expect(sample.startDate === null || /^\d{4}-\d{2}-\d{2}$/.test(String(sample.startDate))).toBe(true);

    // The sub-channel manager's download holds only its subtree.
    const sub = (await server.call('GET', (await linkFor(subManager)).url, null)).body as Download;
    expect(sub.subscriptions.map((line) => line.subscriptionId).sort()).toEqual(
      (await expectedLines('2020001002')).ids,
    );
    expect(sub.subscriptions.length).toBeLessThan(body.subscriptions.length);
  });

  it('refuses a tampered, expired or outdated link', async () => {
    const link = await linkFor('admin@demo.test');
    const [path, token64] = link.url.split('token=');
    const [payload = '', signature = ''] = (token64 ?? '').split('.');
    // Another user's id in the payload with the original signature.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { channelId: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, channelId: '0' })).toString('base64url');
    const tampered = await server.call('GET', `${path}token=${forged}.${signature}`, null);
    expect(tampered.status).toBe(404);
    expect(tampered.body).toMatchObject({ error: { code: 'CACHE_LINK_INVALID' } });

    const started = now;
    now = new Date(started.getTime() + 5 * 60 * 1000 + 1);
    try {
      const expired = await server.call('GET', link.url, null);
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({ error: { code: 'CACHE_LINK_EXPIRED' } });
    } finally {
      now = started;
    }

    // A channel move since the link was issued makes it stale.
    const fresh = await linkFor('admin@demo.test');
    const moved = await server.call('PUT', '/user/channel', token('admin@demo.test'), {
      channel: '2020001001',
    });
    expect(moved.status).toBe(200);
    try {
      const stale = await server.call('GET', fresh.url, null);
      expect(stale.status).toBe(404);
    } finally {
      await server.call('PUT', '/user/channel', token('admin@demo.test'), {});
    }
  });
});
