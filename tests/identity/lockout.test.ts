import { afterEach, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { callPool, createUser } from './pool-calls';

/**
 * Amazon Cognito's documented lockout (developer guide, "Lockout behavior for failed sign-in attempts"): after five
 * failed password sign-ins the user is locked out for one second, then 2^(n-5) seconds after the n-th failure, up to
 * about 15 minutes; attempts during a lockout answer "Password attempts exceeded" and do not count; a successful
 * sign-in after a lockout, or 15 minutes without attempts, starts over. The pool's clock stands still unless a test
 * moves it.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PASSWORD = 'Demo1234!';
const WRONG = 'Wrong1234!';

let server: IdentityServer | undefined;
let elapsed = 0;

async function poolWithUser(email: string) {
  elapsed = 0;
  const start = Date.now();
  server = await startIdentityServer({ now: () => start + elapsed });
  await createUser(server, email, PASSWORD);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function signIn(s: IdentityServer, email: string, password: string): Promise<string> {
  const answer = await callPool(s, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: s.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (answer.status === 200 && answer.body.AuthenticationResult) return 'signed in';
  return String(answer.body.message);
}

async function failTimes(s: IdentityServer, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect(await signIn(s, email, WRONG)).toBe('Incorrect username or password.');
  }
}

describe('sign-in lockout as Amazon Cognito does it', () => {
  it('five wrong passwords lock the user out for one second, the right password included, and no longer', async () => {
    const s = await poolWithUser('victim@demo.test');
    await failTimes(s, 'victim@demo.test', 4);
    expect(await signIn(s, 'victim@demo.test', PASSWORD)).toBe('signed in');
    await failTimes(s, 'victim@demo.test', 5);
    expect(await signIn(s, 'VICTIM@demo.test', PASSWORD)).toBe('Password attempts exceeded');
    elapsed += SECOND - 1;
    expect(await signIn(s, 'victim@demo.test', PASSWORD)).toBe('Password attempts exceeded');
    elapsed += 1;
    expect(await signIn(s, 'victim@demo.test', PASSWORD)).toBe('signed in');
  });

  it('doubles the lockout with each further failure; attempts during a lockout do not count; success starts over', async () => {
    const s = await poolWithUser('guess@demo.test');
    await failTimes(s, 'guess@demo.test', 5);
    elapsed += SECOND;
    await failTimes(s, 'guess@demo.test', 1); // the 6th: 2 s
    for (let i = 0; i < 3; i += 1) {
      expect(await signIn(s, 'guess@demo.test', WRONG)).toBe('Password attempts exceeded');
    }
    elapsed += 2 * SECOND - 1;
    expect(await signIn(s, 'guess@demo.test', PASSWORD)).toBe('Password attempts exceeded');
    elapsed += 1;
    await failTimes(s, 'guess@demo.test', 1); // the 7th: 4 s, not more for the refused attempts
    elapsed += 4 * SECOND - 1;
    expect(await signIn(s, 'guess@demo.test', PASSWORD)).toBe('Password attempts exceeded');
    elapsed += 1;
    expect(await signIn(s, 'guess@demo.test', PASSWORD)).toBe('signed in');

    await failTimes(s, 'guess@demo.test', 5);
    elapsed += SECOND;
    expect(await signIn(s, 'guess@demo.test', PASSWORD)).toBe('signed in');
  });

  it('stops growing at 15 minutes', async () => {
    const s = await poolWithUser('long@demo.test');
    await failTimes(s, 'long@demo.test', 5);
    // Failures 6 to 15, each just as the lockout before it ends (1 s, then 2 s ... 512 s).
    for (let n = 6; n <= 15; n += 1) {
      elapsed += 2 ** (n - 6) * SECOND;
      await failTimes(s, 'long@demo.test', 1);
    }
    // The 15th would be 1,024 s: 900 s it is.
    elapsed += 15 * MINUTE - 1;
    expect(await signIn(s, 'long@demo.test', PASSWORD)).toBe('Password attempts exceeded');
    elapsed += 1;
    expect(await signIn(s, 'long@demo.test', PASSWORD)).toBe('signed in');
  });

  it('forgets the failures after 15 minutes without any attempt', async () => {
    const s = await poolWithUser('later@demo.test');
    await failTimes(s, 'later@demo.test', 5);
    elapsed += 15 * MINUTE;
    // Counted from zero again: one more failure locks nothing.
    await failTimes(s, 'later@demo.test', 1);
    expect(await signIn(s, 'later@demo.test', PASSWORD)).toBe('signed in');
  });

  it('counts an unknown username the same way, so the answers do not tell who exists', async () => {
    const s = await poolWithUser('known@demo.test');
    await failTimes(s, 'nobody@demo.test', 5);
    expect(await signIn(s, 'nobody@demo.test', PASSWORD)).toBe('Password attempts exceeded');
    elapsed += SECOND;
    expect(await signIn(s, 'nobody@demo.test', PASSWORD)).toBe('Incorrect username or password.');
  });
});
