import { createHash, createHmac } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { adminClient, callPool, signInRaw } from './pool-calls';

let server: IdentityServer;
let admin: CognitoIdentityProviderClient;

beforeAll(async () => {
  server = await startIdentityServer();
  admin = adminClient(server);
});

afterAll(async () => {
  admin?.destroy();
  await server?.close();
});

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
function bytes(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** SHA-256 / HMAC-SHA-256 in the shape @smithy/signature-v4 expects. */
class Sha256 {
  private readonly chunks: Buffer[] = [];
  constructor(private readonly secret?: SourceData) {}
  update(data: SourceData) {
    this.chunks.push(bytes(data));
  }
  async digest() {
    const hash = this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
    return new Uint8Array(hash.update(Buffer.concat(this.chunks)).digest());
  }
  reset() {
    this.chunks.length = 0;
  }
}

/** Signs a request by hand, so a test can then alter it after signing. */
async function signedRequest(action: string, body: string, { signingDate = new Date() } = {}) {
  const url = new URL(`${server.endpoint}/`);
  const signer = new SignatureV4({
    credentials: server.adminCredentials,
    region: server.region,
    service: 'cognito-idp',
    sha256: Sha256,
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body,
    },
    { signingDate },
  );
  return { url: url.toString(), headers: signed.headers as Record<string, string> };
}

async function send(url: string, headers: Record<string, string>, body: string) {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { __type?: string; message?: string } };
}

describe('Admin* calls need a valid SigV4 signature made with the admin credentials', () => {
  const getUserBody = () => JSON.stringify({ UserPoolId: server.poolId, Username: 'nobody@demo.test' });

  it('answers a correctly signed call', async () => {
    const { url, headers } = await signedRequest('AdminGetUser', getUserBody());
    expect(await send(url, headers, getUserBody())).toEqual({
      status: 400,
      body: { __type: 'UserNotFoundException', message: 'User does not exist.' },
    });
  });

  it('refuses a call without a signature', async () => {
    const answer = await callPool(server, 'AdminGetUser', {
      UserPoolId: server.poolId,
      Username: 'x@demo.test',
    });
    expect(answer.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Missing Authentication Token',
    });
  });

  it('refuses the SDK signing with a wrong secret or an unknown key id', async () => {
    const wrongSecret = adminClient(server, {
      ...server.adminCredentials,
      secretAccessKey: 'not-the-secret',
    });
    const unknownKey = adminClient(server, { accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'whatever' });
    const command = () => new AdminGetUserCommand({ UserPoolId: server.poolId, Username: 'x@demo.test' });
    expect((await errorOf(wrongSecret.send(command()))).name).toBe('NotAuthorizedException');
    expect((await errorOf(unknownKey.send(command()))).name).toBe('UnrecognizedClientException');
    wrongSecret.destroy();
    unknownKey.destroy();
  });

  it('refuses a signed call whose body or action was changed after signing', async () => {
    const { url, headers } = await signedRequest('AdminGetUser', getUserBody());
    const otherBody = JSON.stringify({ UserPoolId: server.poolId, Username: 'someone@demo.test' });
    expect((await send(url, headers, otherBody)).body.__type).toBe('NotAuthorizedException');
    // Without the content hash header the signer would hash the body itself: still refused.
    const { 'x-amz-content-sha256': _ignored, ...withoutHash } = headers;
    expect((await send(url, withoutHash, otherBody)).body.__type).toBe('NotAuthorizedException');
    const swapped = { ...headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDisableUser' };
    expect((await send(url, swapped, getUserBody())).body.__type).toBe('NotAuthorizedException');
  });

  it('refuses a signature dated more than five minutes away', async () => {
    const signingDate = new Date(Date.now() - 10 * 60 * 1000);
    const { url, headers } = await signedRequest('AdminGetUser', getUserBody(), { signingDate });
    const answer = await send(url, headers, getUserBody());
    expect(answer.body.__type).toBe('NotAuthorizedException');
    expect(answer.body.message).toMatch(/^Signature expired/);
  });
});

describe('Admin* calls manage users as Cognito does', () => {
  it('creates a user in FORCE_CHANGE_PASSWORD, refuses a duplicate, and reads it back', async () => {
    const created = await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: server.poolId,
        Username: 'Maria@Demo.test',
        TemporaryPassword: 'Temp1234!',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'Maria@Demo.test' },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'María' },
          { Name: 'custom:role', Value: 'MANAGER' },
        ],
      }),
    );
    expect(created.User).toMatchObject({
      Username: 'maria@demo.test',
      UserStatus: 'FORCE_CHANGE_PASSWORD',
      Enabled: true,
    });
    const duplicate = await errorOf(
      admin.send(
        new AdminCreateUserCommand({
          UserPoolId: server.poolId,
          Username: 'maria@demo.test',
          UserAttributes: [{ Name: 'email', Value: 'maria@demo.test' }],
        }),
      ),
    );
    expect(duplicate.name).toBe('UsernameExistsException');

    await admin.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: server.poolId,
        Username: 'maria@demo.test',
        UserAttributes: [{ Name: 'custom:role', Value: 'ADMIN' }],
      }),
    );
    const read = await admin.send(
      new AdminGetUserCommand({ UserPoolId: server.poolId, Username: 'maria@demo.test' }),
    );
    expect(read.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(read.Enabled).toBe(true);
    expect(read.UserCreateDate).toBeInstanceOf(Date);
    const attributes = Object.fromEntries((read.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ email: 'maria@demo.test', name: 'María', 'custom:role': 'ADMIN' });
    expect(attributes.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets a permanent or a temporary password', async () => {
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: server.poolId,
        Username: 'pat@demo.test',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: 'pat@demo.test' }],
      }),
    );
    const setPassword = (Password: string, Permanent: boolean) =>
      admin.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: server.poolId,
          Username: 'pat@demo.test',
          Password,
          Permanent,
        }),
      );
    await setPassword('Perm1234!', true);
    expect((await signInRaw(server, 'pat@demo.test', 'Perm1234!')).AccessToken).toBeTruthy();
    await setPassword('Temp5678!', false);
    const challenge = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'pat@demo.test', PASSWORD: 'Temp5678!' },
    });
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect((await errorOf(setPassword('short', true))).name).toBe('InvalidPasswordException');
  });

  it('delivers an invitation with a generated temporary password unless suppressed', async () => {
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: server.poolId,
        Username: 'invited@demo.test',
        UserAttributes: [{ Name: 'email', Value: 'invited@demo.test' }],
      }),
    );
    const invitation = server.messages.at(-1);
    expect(invitation?.to).toBe('invited@demo.test');
    const temporary = /: (\S+)$/.exec(invitation?.body ?? '')?.[1] ?? '';
    const challenge = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'invited@demo.test', PASSWORD: temporary },
    });
    expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('answers UserNotFoundException, ResourceNotFoundException and schema errors as Cognito', async () => {
    const missing = await errorOf(
      admin.send(new AdminGetUserCommand({ UserPoolId: server.poolId, Username: 'ghost@demo.test' })),
    );
    expect(missing.name).toBe('UserNotFoundException');
    const otherPool = await errorOf(
      admin.send(new AdminGetUserCommand({ UserPoolId: 'local_other', Username: 'x' })),
    );
    expect(otherPool.name).toBe('ResourceNotFoundException');
    const badAttribute = await errorOf(
      admin.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: server.poolId,
          Username: 'maria@demo.test',
          UserAttributes: [{ Name: 'sub', Value: '00000000-0000-0000-0000-000000000000' }],
        }),
      ),
    );
    expect(badAttribute.name).toBe('InvalidParameterException');
    const noEmail = await errorOf(
      admin.send(
        new AdminCreateUserCommand({
          UserPoolId: server.poolId,
          Username: 'noemail',
          MessageAction: 'SUPPRESS',
        }),
      ),
    );
    expect(noEmail.name).toBe('InvalidParameterException');
  });
});
