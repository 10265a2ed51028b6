import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityServer } from '../support/identity-server';

export type PoolAnswer = { status: number; errorType: string | null; body: Record<string, unknown> };

/** One raw protocol call, as Amplify makes it (for actions Amplify has no function for). */
export async function callPool(server: IdentityServer, action: string, input: unknown): Promise<PoolAnswer> {
  const res = await fetch(server.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(input),
  });
  return {
    status: res.status,
    errorType: res.headers.get('x-amzn-errortype'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

/** The real AWS SDK client, signing with the pool's admin credentials unless told otherwise. */
export function adminClient(
  server: IdentityServer,
  credentials = server.adminCredentials,
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: server.region,
    endpoint: server.endpoint,
    credentials,
    maxAttempts: 1,
  });
}

/** Creates a confirmed user (or one that must set a new password when `temporary`). */
export async function createUser(
  server: IdentityServer,
  email: string,
  password: string,
  { temporary = false, attributes = {} as Record<string, string> } = {},
): Promise<void> {
  const client = adminClient(server);
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: server.poolId,
      Username: email,
      TemporaryPassword: password,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      ],
    }),
  );
  if (!temporary) {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: server.poolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
  }
  client.destroy();
}

/** USER_PASSWORD_AUTH without Amplify; throws unless tokens come back. */
export async function signInRaw(server: IdentityServer, username: string, password: string) {
  const answer = await callPool(server, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: server.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const result = answer.body.AuthenticationResult as
    | { AccessToken: string; IdToken: string; RefreshToken: string; ExpiresIn: number }
    | undefined;
  if (!result) throw new Error(`sign-in failed: ${answer.errorType} ${JSON.stringify(answer.body)}`);
  return result;
}
