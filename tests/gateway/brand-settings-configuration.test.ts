import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_LOGO_PNG } from '../../schema/rest/brand-settings';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

const errorOf = (res: GraphqlResponse) => res.errors?.[0]?.extensions;

type Logo = { kind: string; url: string; width: number; height: number };

describe('gateway: the configuration screen over GraphQL (logos, every tab, channel user history)', () => {
  let stack: GatewayStack;
  let admin: string;
  let nimbus: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    admin = (await stack.api.signIn('admin@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('uploads a logo, the session brand points at it, and the gateway serves the file to anyone', async () => {
    const upload = await stack.graphql(
      admin,
      'mutation($c: String!) { uploadBrandLogo(kind: BRAND, contentBase64: $c) { brandId logos { kind url width height } } }',
      { c: EXAMPLE_LOGO_PNG },
    );
    const settings = dataOf<{ brandId: string; logos: Logo[] }>(upload, 'uploadBrandLogo');
    const logo = settings.logos.find((l) => l.kind === 'BRAND');
    expect(logo).toMatchObject({ width: 1, height: 1 });

    const session = await stack.graphql(admin, 'query { brand { brandId logoURL } }');
    expect(dataOf<{ logoURL: string }>(session, 'brand').logoURL).toBe(logo?.url);

    // No token: the shell's image tag and the public pages fetch it like this.
    const file = await fetch(`${stack.url}${logo?.url}`, { headers: { connection: 'close' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(EXAMPLE_LOGO_PNG);
    const missing = await fetch(`${stack.url}/brand-logos/2020001/app-0123456789abcdef.png`, {
      headers: { connection: 'close' },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a file that is not a PNG with the api code on the field', async () => {
    const refused = await stack.graphql(
      admin,
      'mutation($c: String!) { uploadBrandLogo(kind: APP, contentBase64: $c) { brandId } }',
      { c: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') },
    );
    expect(errorOf(refused)).toMatchObject({ code: 'LOGO_NOT_PNG', status: 422, field: 'contentBase64' });
  });

  it('refuses another brand’s settings and logos with 404', async () => {
    const read = await stack.graphql(nimbus, 'query { brandSettings(brandId: "2020001") { brandId } }');
    expect(errorOf(read)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const write = await stack.graphql(
      nimbus,
      'mutation($c: String!) { uploadBrandLogo(brandId: "2020001", kind: BRAND, contentBase64: $c) { brandId } }',
      { c: EXAMPLE_LOGO_PNG },
    );
    expect(errorOf(write)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const remove = await stack.graphql(
      nimbus,
      'mutation { removeBrandLogo(brandId: "2020001", kind: BRAND) { brandId } }',
    );
    expect(errorOf(remove)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('saves the Others tab (with signOnVerificationPage) and reads it back', async () => {
    const saved = dataOf<{ other: Record<string, boolean> }>(
      await stack.graphql(
        admin,
        `mutation { saveBrandSettings(settings: { other: { sendTvWelcomeEmail: true, manualSignup: false, signOnVerificationPage: false } }) {
          other { sendTvWelcomeEmail manualSignup signOnVerificationPage } } }`,
      ),
      'saveBrandSettings',
    );
    expect(saved.other).toEqual({
      sendTvWelcomeEmail: true,
      manualSignup: false,
      signOnVerificationPage: false,
    });
    const read = dataOf<{ other: Record<string, boolean> }>(
      await stack.graphql(admin, 'query { brandSettings { other { signOnVerificationPage } } }'),
      'brandSettings',
    );
    expect(read.other.signOnVerificationPage).toBe(false);
  });

  it('shows a removed user’s role and status changes in its history', async () => {
    const email = 'gql.historia@demo.test';
    for (const mutation of [
      `mutation { createChannelUser(email: "${email}", role: AGENT) { id } }`,
      `mutation { updateChannelUser(email: "${email}", role: MANAGER) { id } }`,
      `mutation { removeChannelUser(email: "${email}") { id status } }`,
    ]) {
      const res = await stack.graphql(admin, mutation);
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    }
    const history = dataOf<{
      user: { email: string; status: string };
      entries: { action: string; fromRole: string | null; toRole: string; actor: { email: string } | null }[];
    }>(
      await stack.graphql(
        admin,
        `query { channelUserHistory(email: "${email}") {
          user { email status } entries { action fromRole toRole fromStatus toStatus at actor { email fullName } } } }`,
      ),
      'channelUserHistory',
    );
    expect(history.user).toEqual({ email, status: 'BLOCKED' });
    expect(history.entries.map((e) => [e.action, e.fromRole, e.toRole])).toEqual([
      ['REMOVE', 'MANAGER', 'MANAGER'],
      ['CHANGE_ROLE', 'AGENT', 'MANAGER'],
      ['CREATE', null, 'AGENT'],
    ]);
    expect(history.entries.every((e) => e.actor?.email === 'admin@demo.test')).toBe(true);
    const foreign = await stack.graphql(
      nimbus,
      `query { channelUserHistory(email: "${email}") { user { email } } }`,
    );
    expect(errorOf(foreign)).toMatchObject({ status: 404 });
  });
});
