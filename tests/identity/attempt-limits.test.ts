import { afterEach, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { callPool, createUser } from './pool-calls';

let server: IdentityServer | undefined;
let clockOffset = 0;

async function freshServer() {
  clockOffset = 0;
  server = await startIdentityServer({ now: () => Date.now() + clockOffset });
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signIn = (s: IdentityServer, USERNAME: string, PASSWORD: string) =>
  callPool(s, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: s.clientId,
    AuthParameters: { USERNAME, PASSWORD },
  });

// The lockout of one user after wrong passwords: tests/identity/lockout.test.ts.
describe('sign-in attempts are limited', () => {
  it('forgets earlier failures after a successful sign-in', async () => {
    const s = await freshServer();
    await createUser(s, 'typo@demo.test', 'Demo1234!');
    for (let i = 0; i < 4; i++) await signIn(s, 'typo@demo.test', 'Nope1234!');
    expect((await signIn(s, 'typo@demo.test', 'Demo1234!')).status).toBe(200);
    for (let i = 0; i < 4; i++) await signIn(s, 'typo@demo.test', 'Nope1234!');
    expect((await signIn(s, 'typo@demo.test', 'Demo1234!')).status).toBe(200);
  });

  it('throttles an address after 20 failures, whichever usernames it tries', async () => {
    const s = await freshServer();
    await createUser(s, 'victim@demo.test', 'Demo1234!');
    for (let i = 0; i < 20; i++) {
      expect((await signIn(s, `user${i}@demo.test`, 'Demo1234!')).errorType).toBe('NotAuthorizedException');
    }
    const throttled = await signIn(s, 'victim@demo.test', 'Demo1234!');
    expect(throttled.errorType).toBe('TooManyRequestsException');
  });
});

describe('password reset codes', () => {
  it('answers the same for an unknown user and sends nothing', async () => {
    const s = await freshServer();
    await createUser(s, 'known@demo.test', 'Demo1234!');
    const known = await callPool(s, 'ForgotPassword', { ClientId: s.clientId, Username: 'known@demo.test' });
    const unknown = await callPool(s, 'ForgotPassword', {
      ClientId: s.clientId,
      Username: 'kbown@demo.test',
    });
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({
      CodeDeliveryDetails: { Destination: 'k***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(s.messages.map((m) => m.to)).toEqual(['known@demo.test']);
  });

  it('gives up on a code after 5 wrong tries, even for the right one', async () => {
    const s = await freshServer();
    await createUser(s, 'tries@demo.test', 'Demo1234!');
    await callPool(s, 'ForgotPassword', { ClientId: s.clientId, Username: 'tries@demo.test' });
    const code = s.messages.at(-1)?.code ?? '';
    const confirm = (ConfirmationCode: string) =>
      callPool(s, 'ConfirmForgotPassword', {
        ClientId: s.clientId,
        Username: 'tries@demo.test',
        ConfirmationCode,
        Password: 'Tries1234!',
      });
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await confirm(wrong)).errorType).toBe('CodeMismatchException');
    expect((await confirm(code)).errorType).toBe('LimitExceededException');
  });

  it('refuses a weak new password without spending the code', async () => {
    const s = await freshServer();
    await createUser(s, 'weak@demo.test', 'Demo1234!');
    await callPool(s, 'ForgotPassword', { ClientId: s.clientId, Username: 'weak@demo.test' });
    const code = s.messages.at(-1)?.code ?? '';
    const confirm = (Password: string) =>
      callPool(s, 'ConfirmForgotPassword', {
        ClientId: s.clientId,
        Username: 'weak@demo.test',
        ConfirmationCode: code,
        Password,
      });
    const weak = await confirm('alllowercase1!');
    expect(weak.body).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have uppercase characters',
    });
    expect((await confirm('Strong1234!')).status).toBe(200);
    expect((await signIn(s, 'weak@demo.test', 'Strong1234!')).status).toBe(200);
  });
});
