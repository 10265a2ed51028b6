import { describe, expect, it } from 'vitest';
import { CognitoError } from '../../identity/cognito-error';
import { createPasswordHasher, DEFAULT_PASSWORD_HASH_COST } from '../../identity/password-hasher';
import { assertPasswordPolicy } from '../../identity/password-policy';

describe('password hashes', () => {
  it('uses scrypt with a production cost by default and verifies only the right password', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBeGreaterThanOrEqual(14);
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('Demo1234!');
    const [scheme, cost, r, p, salt, key] = stored.split('$');
    expect([scheme, Number(cost), Number(r), Number(p)]).toEqual([
      'scrypt',
      DEFAULT_PASSWORD_HASH_COST,
      8,
      1,
    ]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(await hasher.verify('Demo1234!', stored)).toBe(true);
    expect(await hasher.verify('demo1234!', stored)).toBe(false);
  });

  it('salts every hash and still verifies hashes made at another cost', async () => {
    const cheap = createPasswordHasher(10);
    const [a, b] = await Promise.all([cheap.hash('Same1234!'), cheap.hash('Same1234!')]);
    expect(a).not.toBe(b);
    expect(await createPasswordHasher(11).verify('Same1234!', a)).toBe(true);
  });

  it('refuses malformed or tampered hashes instead of throwing', async () => {
    const hasher = createPasswordHasher(10);
    const stored = await hasher.hash('Demo1234!');
    const parts = stored.split('$');
    const flipped = Buffer.from(parts[5] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    parts[5] = flipped.toString('base64url');
    expect(await hasher.verify('Demo1234!', parts.join('$'))).toBe(false);
    expect(await hasher.verify('Demo1234!', 'Demo1234!')).toBe(false);
    expect(await hasher.verify('Demo1234!', 'scrypt$99$8$1$AAAA$AAAA')).toBe(false);
  });
});

describe('the pool password policy', () => {
  const reasonFor = (password: string) => {
    try {
      assertPasswordPolicy(password);
      return null;
    } catch (error) {
      return error instanceof CognitoError ? `${error.type}: ${error.message}` : String(error);
    }
  };

  it('accepts 8+ characters with upper, lower, digit and symbol', () => {
    for (const ok of ['Demo1234!', 'Temp1234!', 'Aa1(bcdef', 'Ñandú12#x']) expect(reasonFor(ok)).toBeNull();
  });

  it("explains a refusal in Cognito's words", () => {
    const prefix = 'InvalidPasswordException: Password does not conform to policy:';
    expect(reasonFor('Aa1!')).toBe(`${prefix} Password not long enough`);
    expect(reasonFor('demo1234!')).toBe(`${prefix} Password must have uppercase characters`);
    expect(reasonFor('DEMO1234!')).toBe(`${prefix} Password must have lowercase characters`);
    expect(reasonFor('Demodemo!')).toBe(`${prefix} Password must have numeric characters`);
    expect(reasonFor('Demo12345')).toBe(`${prefix} Password must have symbol characters`);
  });
});
