import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { callPool, createUser } from './pool-calls';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  await createUser(server, 'proto@demo.test', 'Demo1234!');
});

afterAll(async () => {
  await server?.close();
});

describe('the Cognito JSON protocol', () => {
  it('answers errors with HTTP 400, x-amzn-ErrorType and { __type, message }', async () => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.clientId,
        AuthParameters: { USERNAME: 'proto@demo.test', PASSWORD: 'nope' },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(res.headers.get('content-type')).toMatch(/^application\/x-amz-json-1\.1/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers unknown operations, inherited property names and missing targets with UnknownOperationException', async () => {
    for (const action of ['DoSomething', 'constructor', 'toString', 'hasOwnProperty']) {
      expect((await callPool(server, action, {})).errorType).toBe('UnknownOperationException');
    }
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect((await res.json()) as unknown).toMatchObject({ __type: 'UnknownOperationException' });
  });

  it('answers malformed JSON and wrong bodies with SerializationException and no stack trace', async () => {
    const res = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: '{"AccessToken": ',
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      __type: 'SerializationException',
      message: 'Malformed request body.',
    });
    expect(text).not.toMatch(/at .*\.js|node_modules/);
    expect((await callPool(server, 'GetUser', [1, 2])).errorType).toBe('SerializationException');
    const huge = await callPool(server, 'GetUser', { AccessToken: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
  });

  it('validates parameters: missing or wrong ClientId, unknown flows, missing username', async () => {
    const missingClient = await callPool(server, 'ForgotPassword', { Username: 'proto@demo.test' });
    expect(missingClient.errorType).toBe('InvalidParameterException');
    expect(missingClient.body.message).toMatch(/clientId/);
    const wrongClient = await callPool(server, 'ForgotPassword', {
      ClientId: 'other',
      Username: 'proto@demo.test',
    });
    expect(wrongClient.body).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'User pool client other does not exist.',
    });
    const flow = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'proto@demo.test', SRP_A: 'abc' },
    });
    expect(flow.errorType).toBe('InvalidParameterException');
    const noUser = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { PASSWORD: 'Demo1234!' },
    });
    expect(noUser.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter USERNAME',
    });
  });

  it('refuses a reused or made-up challenge session', async () => {
    await createUser(server, 'session@demo.test', 'Temp1234!', { temporary: true });
    const challenge = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'session@demo.test', PASSWORD: 'Temp1234!' },
    });
    expect(challenge.body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeParameters: { USER_ID_FOR_SRP: 'session@demo.test', requiredAttributes: '[]' },
    });
    const respond = (Session: string, USERNAME = 'session@demo.test') =>
      callPool(server, 'RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: server.clientId,
        Session,
        ChallengeResponses: { USERNAME, NEW_PASSWORD: 'Chosen1234!' },
      });
    const session = challenge.body.Session as string;
    expect((await respond('made-up')).body.message).toBe('Invalid session for the user, session is expired.');
    expect((await respond(session, 'proto@demo.test')).errorType).toBe('NotAuthorizedException');
    expect((await respond(session)).status).toBe(200);
    expect((await respond(session)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('publishes the JWKS and the OpenID configuration under the issuer', async () => {
    const config = (await (
      await fetch(`${server.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      issuer: server.issuer,
      jwks_uri: `${server.issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = (await (await fetch(String(config.jwks_uri))).json()) as {
      keys: Array<Record<string, string>>;
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('answers OPTIONS and refuses other methods on the endpoint', async () => {
    const options = await fetch(server.endpoint, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await fetch(server.endpoint)).status).toBe(405);
  });
});
