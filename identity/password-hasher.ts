import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
};

/** log2 of scrypt's N for production: 2^15 costs ~32 MB and tens of milliseconds per hash. */
export const DEFAULT_PASSWORD_HASH_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt password hashes stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so a hash made
 * with an older cost still verifies after the cost is raised.
 */
export function createPasswordHasher(cost = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 1 || cost > 20) throw new Error(`bad scrypt cost ${cost}`);
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
      return [
        'scrypt',
        cost,
        BLOCK_SIZE,
        PARALLELISM,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const [scheme, costText, rText, pText, saltText, keyText] = stored.split('$');
      if (scheme !== 'scrypt' || !saltText || !keyText) return false;
      const [storedCost, r, p] = [Number(costText), Number(rText), Number(pText)];
      if (![storedCost, r, p].every((n) => Number.isInteger(n) && n > 0) || storedCost > 20) return false;
      const expected = Buffer.from(keyText, 'base64url');
      const actual = await derive(password, Buffer.from(saltText, 'base64url'), storedCost, r, p);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
