import { readFile } from 'node:fs/promises';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { assertOwnerOnly, writePrivateFileAtomically } from './private-file';

export type SigningKey = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published in the JWKS. */
  publicJwk: JWK;
};

const ALGORITHM = 'RS256';

function publicPart({ kty, n, e }: JWK): JWK {
  return { kty, n, e };
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicPart(jwk)));
  const publicJwk: JWK = { ...publicPart(jwk), kid, alg: ALGORITHM, use: 'sig' };
  const [privateKey, publicKey] = await Promise.all([
    importJWK(jwk, ALGORITHM) as Promise<CryptoKey>,
    importJWK(publicJwk, ALGORITHM) as Promise<CryptoKey>,
  ]);
  return { kid, privateKey, publicKey, publicJwk };
}

/**
 * The pool's RS256 signing key: generated once, kept as a private JWK in `file` (mode 0600) so tokens
 * stay valid across restarts.
 */
export async function loadOrCreateSigningKey(file: string): Promise<SigningKey> {
  let stored: string | undefined;
  try {
    stored = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored !== undefined) {
    await assertOwnerOnly(file);
    return fromPrivateJwk(JSON.parse(stored) as JWK);
  }
  const { privateKey } = await generateKeyPair(ALGORITHM, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicPart(jwk));
  const privateJwk: JWK = { ...jwk, kid, alg: ALGORITHM };
  await writePrivateFileAtomically(file, `${JSON.stringify(privateJwk, null, 2)}\n`);
  return fromPrivateJwk(privateJwk);
}
