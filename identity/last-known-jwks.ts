import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';

/** A failure to fetch the key set (refused, timed out, a non-200 or unreadable answer), not a bad token. */
export function isKeySetUnreachable(error: unknown): boolean {
  return (
    !(error instanceof errors.JOSEError) ||
    error.code === 'ERR_JOSE_GENERIC' ||
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid
  );
}

export type LastKnownJwksOptions = {
  /** How long fetched keys count as fresh before a refetch is tried (jose's cacheMaxAge, 10 minutes). */
  maxAgeMs?: number;
};

/**
 * The pool's JWKS, fetched lazily and refreshed as jose does, except that when a refresh fails because the pool
 * cannot be reached the keys fetched last keep verifying: tokens signed before an outage stay valid until they
 * expire (docs/decisions.md, "The identity pool down"). With no keys fetched yet the failure is thrown.
 * The api and the gateway both verify with it.
 */
export function lastKnownJwks(url: URL, options: LastKnownJwksOptions = {}): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, {
    ...(options.maxAgeMs === undefined ? {} : { cacheMaxAge: options.maxAgeMs }),
  });
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      const known = remote.jwks();
      if (!known || !isKeySetUnreachable(error)) throw error;
      return createLocalJWKSet(known)(header, token);
    }
  };
}
