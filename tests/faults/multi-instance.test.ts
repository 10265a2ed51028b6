import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../api/db/create-database';
import type { Database } from '../../api/db/database-schema';
import type { Tokens } from '../support/api-server';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { type RoundRobin, startRoundRobin } from './support/round-robin';
import { apiEnvironment, type StackProcess, spawnApi, spawnGateway } from './support/stack-processes';

/*
 * Two api processes and two gateways over one PostgreSQL database and one identity pool, as N instances run behind
 * a load balancer in production (docs/instances.md). Gateway A talks to api A and gateway B to api B, so a change
 * made through A and read through B crosses processes and caches. The callers' cache is kept for ten minutes here:
 * only the database's notifications can make instance B see a role change within the deadlines below.
 */

const BRAND = '2020001';
/** The stated lag of a notified change is milliseconds; this is the slack a loaded machine needs, not a goal. */
const NOTIFIED_DEADLINE_MS = 10_000;
/** AUTH_REVOCATION_CACHE_MS as apiEnvironment sets it. */
const REVOCATION_CACHE_MS = 2_000;
const SWEEP_INTERVAL_MS = 200;
const SWEEP_DEADLINE_MS = 60_000;

const MIGRATIONS_DIR = fileURLToPath(new URL('../../api/db/migrations', import.meta.url));

const MANIFEST = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../client/generated/persisted-documents.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, string>;

/** The console's own document for an operation: the gateways run persisted operations only, as in production. */
function operation(name: string): string {
  const text = Object.values(MANIFEST).find((document) =>
    new RegExp(`\\b(query|mutation) ${name}\\b`).test(document),
  );
  if (!text) throw new Error(`no persisted operation ${name}`);
  return text;
}

type GraphqlAnswer = {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

async function graphql(
  baseUrl: string,
  token: string,
  name: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      // A fresh connection per request, so that the round robin sees each one.
      connection: 'close',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: operation(name), variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GraphqlAnswer, 'status'>) };
}

/** `graphql` that must answer data without errors. */
async function data<T>(
  baseUrl: string,
  token: string,
  name: string,
  variables: Record<string, unknown> = {},
) {
  const answer = await graphql(baseUrl, token, name, variables);
  if (answer.status !== 200 || answer.errors?.length || !answer.data) {
    throw new Error(`${name} failed: ${answer.status} ${JSON.stringify(answer.errors)}`);
  }
  return answer.data as T;
}

/** Polls `probe` until it answers true, at most `deadlineMs`; answers how long it took. */
async function eventually(deadlineMs: number, what: string, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > deadlineMs) throw new Error(`${what}: not seen within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function cognito(identity: IdentityServer, target: string, input: Record<string, unknown>) {
  const res = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${target} failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function signIn(identity: IdentityServer, email: string): Promise<Tokens> {
  const body = (await cognito(identity, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: identity.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: 'Demo1234!' },
  })) as { AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string } };
  const result = body.AuthenticationResult;
  if (!result) throw new Error(`sign-in of ${email} asked for a challenge`);
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
}

type SessionData = { session: { email: string; role: string; channel: string } };

/** Lines of one demo customer waiting for a port-in whose window has passed, and lines past their end date. */
async function dueLines(db: Kysely<Database>, count: number) {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'channel_id'])
    .where('channel_id', '=', BRAND)
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  return db.transaction().execute(async (trx) => {
    const line = (prefix: string, i: number) => `${prefix}${String(i).padStart(6, '0')}`;
    const base = {
      brand_id: BRAND,
      channel_id: customer.channel_id,
      customer_id: customer.id,
      fiscal_id: customer.fiscal_id,
      product_name: 'Móvil 20 GB',
      final_price_cents: 1500,
      family: 'MOBILE' as const,
    };
    const portIns = await trx
      .insertInto('subscriptions')
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...base,
          line_number: line('798', i),
          status: 'PENDING_PORTABILITY' as const,
        })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('portabilities')
      .values(
        Array.from({ length: count }, (_, i) => ({
          brand_id: BRAND,
          channel_id: customer.channel_id,
          direction: 'IN' as const,
          status: 'CONFIRMED' as const,
          portability_type: 'POSTPAID' as const,
          change_window: yesterday,
          customer_fiscal_id: customer.fiscal_id,
          document: customer.fiscal_id,
          mobile_number: line('798', i),
          donor_operator: 'Movistar',
          receiver_operator: 'Demo Telecom',
        })),
      )
      .execute();
    const endings = await trx
      .insertInto('subscriptions')
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...base,
          line_number: line('799', i),
          status: 'PENDING_TERMINATION' as const,
          end_date: yesterday.toISOString().slice(0, 10),
        })),
      )
      .returning('id')
      .execute();
    return { portIns: portIns.map((row) => row.id), endings: endings.map((row) => row.id) };
  });
}

describe.runIf(process.env.DATABASE_URL)('two api and two gateway instances over one PostgreSQL', () => {
  let identity: IdentityServer;
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let apis: StackProcess[] = [];
  let gateways: StackProcess[] = [];
  let balancer: RoundRobin;
  let gatewayA: string;
  let gatewayB: string;
  let admin: Tokens;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    identity = await startIdentityServer();
    cleanups.push(() => identity.close());
    database = await createTestDatabase('postgres');
    cleanups.push(() => database.drop());
    const env = apiEnvironment(database, identity, {
      AUTH_CALLER_CACHE_MS: String(10 * 60_000),
      AUTH_REVOCATION_CACHE_MS: String(REVOCATION_CACHE_MS),
      SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
    });
    // Both at once over the empty database, as a deploy starts its instances: migrations and the seed race.
    const started = await Promise.allSettled([spawnApi(env), spawnApi(env)]);
    apis = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    for (const api of apis) cleanups.push(() => api.kill('SIGTERM'));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    // The embedded pool lives in one process's files: with several gateways, the pool is a service of its own.
    const gatewayEnv = { IDP_EMBEDDED: 'false' };
    gateways = await Promise.all(apis.map((api) => spawnGateway(api.url, identity, gatewayEnv)));
    for (const gateway of gateways) cleanups.push(() => gateway.kill('SIGTERM'));
    [gatewayA, gatewayB] = gateways.map((gateway) => gateway.url) as [string, string];
    balancer = await startRoundRobin([gatewayA, gatewayB]);
    cleanups.push(() => balancer.close());
    handle = await createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    cleanups.push(() => handle.close());
    admin = await signIn(identity, 'admin@demo.test');
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('starts two instances at once over an empty database: one applies the migrations, one seeds', async () => {
    const applied = apis.filter((api) => api.output().includes('applied migrations'));
    expect(applied).toHaveLength(1);
    const migrations = await sql<{ name: string }>`select name from schema_migrations`.execute(handle.db);
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    expect(migrations.rows).toHaveLength(files.length);
    expect(new Set(migrations.rows.map((row) => row.name)).size).toBe(files.length);
    const admins = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('serves one session on either instance through the round robin, request after request', async () => {
    const manager = await signIn(identity, 'manager@demo.test');
    const before = balancer.counts();
    const sessions: SessionData[] = [];
    for (let i = 0; i < 6; i += 1)
      sessions.push(await data<SessionData>(balancer.url, manager.accessToken, 'Session'));
    const after = balancer.counts();
    expect(after.map((count, i) => count - (before[i] ?? 0))).toEqual([3, 3]);
    for (const { session } of sessions) {
      expect(session).toMatchObject({ email: 'manager@demo.test', role: 'MANAGER', channel: BRAND });
    }
    // A change through the round robin lands on one instance; the next read, on the other, sees it.
    const line = await handle.db
      .selectFrom('subscriptions')
      .select(['id', 'line_number', 'fiscal_id'])
      .where('brand_id', '=', BRAND)
      .where('status', '=', 'ACTIVE')
      .where('family', '=', 'MOBILE')
      .orderBy('line_number')
      .offset(1)
      .executeTakeFirstOrThrow();
    for (const alias of ['Round robin 1', 'Round robin 2', 'Round robin 3']) {
      await data(balancer.url, manager.accessToken, 'LineChangeAlias', {
        subscriptionId: line.id,
        alias,
        fiscalId: line.fiscal_id,
      });
      const read = await data<{ subscription: { alias: string | null } }>(
        balancer.url,
        manager.accessToken,
        'Line',
        { lineNumber: line.line_number },
      );
      expect(read.subscription.alias).toBe(alias);
    }
  });

  it("shows a line's new alias changed through gateway A when read through gateway B", async () => {
    const line = await handle.db
      .selectFrom('subscriptions')
      .select(['id', 'line_number', 'fiscal_id', 'alias'])
      .where('brand_id', '=', BRAND)
      .where('status', '=', 'ACTIVE')
      .where('family', '=', 'MOBILE')
      .orderBy('line_number')
      .executeTakeFirstOrThrow();
    const alias = 'Oficina Norte multi';
    const read = () =>
      data<{ subscription: { alias: string | null } }>(gatewayB, admin.accessToken, 'Line', {
        lineNumber: line.line_number,
      });
    expect((await read()).subscription.alias).not.toBe(alias);

    await data(gatewayA, admin.accessToken, 'LineChangeAlias', {
      subscriptionId: line.id,
      alias,
      fiscalId: line.fiscal_id,
    });
    await eventually(NOTIFIED_DEADLINE_MS, 'the alias through B', async () => {
      return (await read()).subscription.alias === alias;
    });

    const row = await handle.db
      .selectFrom('subscriptions')
      .select('alias')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(row.alias).toBe(alias);
    const history = await handle.db
      .selectFrom('subscription_history')
      .select('action')
      .where('subscription_id', '=', line.id)
      .where('action', '=', 'CHANGE_ALIAS')
      .execute();
    expect(history).toHaveLength(1);
  });

  it("shows the brand's contacts saved through gateway A when read through gateway B", async () => {
    type Contacts = { brandContacts: { contacts: Array<{ email: string; name: string }> } };
    const email = 'multi.instancia@demo.test';
    const read = () => data<Contacts>(gatewayB, admin.accessToken, 'BrandSettingsContacts');
    const before = (await read()).brandContacts.contacts;
    expect(before.map((contact) => contact.email)).not.toContain(email);

    await data(gatewayA, admin.accessToken, 'SaveBrandSettingsContacts', {
      contacts: [{ name: 'Marta', surnames: 'Instancia', email, types: ['technical'] }],
    });
    await eventually(NOTIFIED_DEADLINE_MS, 'the contacts through B', async () => {
      const contacts = (await read()).brandContacts.contacts;
      return contacts.length === 1 && contacts[0]?.email === email;
    });

    const rows = await handle.db
      .selectFrom('brand_contacts')
      .selectAll()
      .where('brand_id', '=', BRAND)
      .execute();
    expect(rows.map((row) => row.email)).toEqual([email]);
  });

  it("gives a user the role changed through gateway A on gateway B's next requests (notified, not aged out)", async () => {
    const agent = await signIn(identity, 'agent@demo.test');
    // Both instances now keep the agent as a caller, for ten minutes unless told otherwise.
    for (const gateway of [gatewayA, gatewayB]) {
      const { session } = await data<SessionData>(gateway, agent.accessToken, 'Session');
      expect(session.role).toBe('AGENT');
    }

    await data(gatewayA, admin.accessToken, 'CatalogueUpdateChannelUser', {
      email: 'agent@demo.test',
      role: 'MANAGER',
    });
    const lag = await eventually(NOTIFIED_DEADLINE_MS, 'the new role through B', async () => {
      const { session } = await data<SessionData>(gatewayB, agent.accessToken, 'Session');
      return session.role === 'MANAGER';
    });
    console.log(`[multi-instance] role change seen through the other instance after ${lag} ms`);

    const user = await handle.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'agent@demo.test')
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('MANAGER');
    const history = await handle.db
      .selectFrom('user_history')
      .select(['from_role', 'to_role'])
      .where('user_id', '=', user.id)
      .where('action', '=', 'CHANGE_ROLE')
      .execute();
    expect(history).toEqual([{ from_role: 'AGENT', to_role: 'MANAGER' }]);
  });

  // B answers USER_BLOCKED from its notified callers, or UNAUTHENTICATED once its revocation cache asks the pool,
  // which disabled the account too: either way the blocked user is refused.
  it('refuses a user blocked through gateway A on gateway B, though B kept the caller', async () => {
    const user = await signIn(identity, 'norole@demo.test');
    for (const gateway of [gatewayA, gatewayB]) {
      expect((await data<SessionData>(gateway, user.accessToken, 'Session')).session.role).toBe('MANAGER');
    }
    await data(gatewayA, admin.accessToken, 'CatalogueDisableChannelUser', { email: 'norole@demo.test' });
    await eventually(NOTIFIED_DEADLINE_MS, 'the block through B', async () => {
      const answer = await graphql(gatewayB, user.accessToken, 'Session');
      const code = answer.errors?.[0]?.extensions?.code;
      return code === 'USER_BLOCKED' || code === 'UNAUTHENTICATED' || answer.status === 401;
    });

    const row = await handle.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('email', '=', 'norole@demo.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('BLOCKED');
    const history = await handle.db
      .selectFrom('user_history')
      .select(['action', 'to_status'])
      .where('user_id', '=', row.id)
      .where('action', '=', 'DISABLE')
      .execute();
    expect(history).toEqual([{ action: 'DISABLE', to_status: 'BLOCKED' }]);
  });

  it('refuses a signed-out token on both instances within the revocation cache', async () => {
    const legacy = await signIn(identity, 'legacy@demo.test');
    for (const gateway of [gatewayA, gatewayB]) {
      expect((await graphql(gateway, legacy.accessToken, 'Session')).errors).toBeUndefined();
    }
    await cognito(identity, 'GlobalSignOut', { AccessToken: legacy.accessToken });
    const refused = async (gateway: string) => {
      const answer = await graphql(gateway, legacy.accessToken, 'Session');
      return answer.status === 401 || answer.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';
    };
    for (const gateway of [gatewayA, gatewayB]) {
      await eventually(REVOCATION_CACHE_MS + NOTIFIED_DEADLINE_MS, 'the sign-out', () => refused(gateway));
    }
    // Once refused, refused on every request, whichever instance it reaches.
    for (let i = 0; i < 4; i += 1) {
      const answer = await graphql(balancer.url, legacy.accessToken, 'Session');
      expect(answer.status === 401 || answer.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED').toBe(true);
    }
  });

  it("downloads the console's local cache through gateway B with the link gateway A handed out", async () => {
    const manager = await signIn(identity, 'manager@demo.test');
    const { cachedSubscriptionsLink: link } = await data<{
      cachedSubscriptionsLink: { url: string; modified: string | null };
    }>(gatewayA, manager.accessToken, 'CachedSubscriptionsLink');
    const res = await fetch(`${gatewayB}${link.url}`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      modified: string | null;
      subscriptions: Array<{ lineNumber?: string; line_number?: string }>;
    };
    expect(body.modified).toBe(link.modified);
    const inScope = await handle.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('brand_id', '=', BRAND)
      .where('status', '!=', 'TERMINATED')
      .executeTakeFirstOrThrow();
    expect(body.subscriptions.length).toBeGreaterThan(0);
    expect(body.subscriptions.length).toBeLessThanOrEqual(Number(inScope.n));
  });

  it('sweeps on both instances at once and advances each due line exactly once', async () => {
    const { portIns, endings } = await dueLines(handle.db, 500);
    const ids = [...portIns, ...endings];
    await eventually(SWEEP_DEADLINE_MS, 'every due line advanced', async () => {
      const left = await handle.db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('id', 'in', ids)
        .where('status', 'in', ['PENDING_PORTABILITY', 'PENDING_TERMINATION'])
        .executeTakeFirstOrThrow();
      return Number(left.n) === 0;
    });

    const history = await handle.db
      .selectFrom('subscription_history')
      .select(['subscription_id', 'action', 'status_to', 'actor'])
      .where('subscription_id', 'in', ids)
      .execute();
    expect(history).toHaveLength(ids.length);
    expect(new Set(history.map((row) => row.subscription_id)).size).toBe(ids.length);
    const portInSet = new Set(portIns);
    for (const row of history) {
      expect(row.actor).toBe('sweep');
      expect(row).toMatchObject(
        portInSet.has(row.subscription_id)
          ? { action: 'PORTABILITY_COMPLETED', status_to: 'ACTIVE' }
          : { action: 'TERMINATE', status_to: 'TERMINATED' },
      );
    }
  });
});
