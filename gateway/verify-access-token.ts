import { type JWTPayload, jwtVerify } from 'jose';
import { lastKnownJwks } from '../identity/last-known-jwks';
import { LruCache } from './lru-cache';

export type AccessTokenVerifier = (token: string) => Promise<JWTPayload>;

export type AccessTokenVerifierOptions = {
  /** Verified tokens remembered (until they expire) so a repeat caller skips the signature check. */
  cacheEntries?: number;
  /** How long the pool's keys count as fresh before they are fetched again (default: jose's 10 minutes). */
  jwksMaxAgeMs?: number;
  now?: () => number;
};

/**
 * Checks an access token the way the api does (signature against the pool's JWKS, RS256 only, issuer,
 * token_use, client id, expiry). Revocation is the api's to check: it asks the pool. That is also why a token
 * this gateway verified once may be trusted again until it expires: the api still refuses it once revoked.
 */
export function createAccessTokenVerifier(
  issuer: string,
  clientId: string,
  options: AccessTokenVerifierOptions = {},
): AccessTokenVerifier {
  // While the pool is down the keys fetched last keep verifying, as in the api (docs/decisions.md).
  const jwks = lastKnownJwks(new URL(`${issuer}/.well-known/jwks.json`), {
    ...(options.jwksMaxAgeMs === undefined ? {} : { maxAgeMs: options.jwksMaxAgeMs }),
  });
  const now = options.now ?? Date.now;
  const verified = new LruCache<string, { payload: JWTPayload; expiresAt: number }>(
    options.cacheEntries ?? 10_000,
  );
  return async (token) => {
    const cached = verified.get(token);
    if (cached) {
      if (cached.expiresAt > now()) return cached.payload;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(now()),
    });
    if (payload.token_use !== 'access') throw new Error('not an access token');
    if (payload.client_id !== clientId) throw new Error('token issued to another client');
    verified.set(token, { payload, expiresAt: (payload.exp ?? 0) * 1000 });
    return payload;
  };
}
