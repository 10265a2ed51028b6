import { errors, type JWTPayload, jwtVerify } from 'jose';
import { isKeySetUnreachable, lastKnownJwks } from '../../identity/last-known-jwks';
import { ApiError } from '../http/api-error';
import type { UserPoolAdmin } from '../identity/user-pool-admin';

export type VerifiedAccess = {
  /** The pool's username of the caller. */
  username: string;
  email: string | null;
  claims: JWTPayload;
};

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccess>;

export type AccessTokenVerifierOptions = {
  issuer: string;
  clientId: string;
  pool: Pick<UserPoolAdmin, 'getUserByAccessToken'>;
  /** How long the pool's "not revoked" answer for a token is reused; 0 asks the pool on every request. */
  revocationCacheMs: number;
  /** How long the pool's keys count as fresh before they are fetched again (default: jose's 10 minutes). */
  jwksMaxAgeMs?: number;
  /** Told when the pool could not be asked about a token and its signature was trusted alone. */
  onRevocationUnchecked?: (error: unknown) => void;
  now?: () => number;
};

const MAX_CACHED_TOKENS = 10_000;

function unauthenticated(message: string): ApiError {
  return new ApiError(401, 'UNAUTHENTICATED', message);
}

function identityUnavailable(cause: unknown): ApiError {
  const error = new ApiError(503, 'IDENTITY_UNAVAILABLE', 'The identity service cannot be reached');
  error.cause = cause;
  return error;
}

function rejectionMessage(error: errors.JOSEError): string {
  if (error instanceof errors.JWTExpired) return 'The access token has expired';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss') {
    return 'The access token comes from another issuer';
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return 'The access token is not signed with RS256';
  return 'The access token is not valid';
}

/**
 * Verifies an access token as Cognito's own resource servers must: RS256 signature against the pool's JWKS,
 * issuer, expiry, `token_use` access and our app client; then asks the pool (GetUser) whether it was revoked,
 * since a signed token stays valid until it expires. A positive answer is reused for `revocationCacheMs`, so a
 * sign-out takes up to that long to reach a token this instance has just seen. When the pool cannot be reached the
 * revocation check fails open (the signature, expiry and claims were checked with the keys fetched last): signed-in
 * users keep working through an outage of the pool (docs/decisions.md, "The identity pool down").
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const { issuer, clientId, pool, revocationCacheMs } = options;
  const now = options.now ?? Date.now;
  const jwks = lastKnownJwks(new URL(`${issuer}/.well-known/jwks.json`), {
    ...(options.jwksMaxAgeMs === undefined ? {} : { maxAgeMs: options.jwksMaxAgeMs }),
  });
  const onRevocationUnchecked = options.onRevocationUnchecked ?? (() => {});
  const confirmed = new Map<string, { access: VerifiedAccess; until: number }>();
  // The access token names no e-mail: the pool's last answer for each subject stands in while it cannot be asked.
  const owners = new Map<string, Omit<VerifiedAccess, 'claims'>>();
  function learnOwner(sub: string, owner: Omit<VerifiedAccess, 'claims'>) {
    owners.delete(sub);
    if (owners.size >= MAX_CACHED_TOKENS) {
      const oldest = owners.keys().next();
      if (!oldest.done) owners.delete(oldest.value);
    }
    owners.set(sub, owner);
  }

  function remember(token: string, access: VerifiedAccess, expiresAtMs: number) {
    if (revocationCacheMs <= 0) return;
    if (confirmed.size >= MAX_CACHED_TOKENS) {
      const at = now();
      for (const [key, entry] of confirmed) if (entry.until <= at) confirmed.delete(key);
      if (confirmed.size >= MAX_CACHED_TOKENS) confirmed.clear();
    }
    confirmed.set(token, { access, until: Math.min(now() + revocationCacheMs, expiresAtMs) });
  }

  return async (token) => {
    const cached = confirmed.get(token);
    if (cached && cached.until > now()) return cached.access;
    if (cached) confirmed.delete(token);

    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, jwks, {
        issuer,
        algorithms: ['RS256'],
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (isKeySetUnreachable(error)) throw identityUnavailable(error);
      throw unauthenticated(rejectionMessage(error as errors.JOSEError));
    }
    if (claims.token_use !== 'access') throw unauthenticated('Not an access token');
    if (claims.client_id !== clientId) throw unauthenticated('The access token was issued to another client');

    let user: Awaited<ReturnType<typeof pool.getUserByAccessToken>>;
    try {
      user = await pool.getUserByAccessToken(token);
    } catch (error) {
      onRevocationUnchecked(error);
      // Kept for the same window as a confirmed token, so an outage costs one failed call per window, not per request.
      const known = claims.sub === undefined ? undefined : owners.get(claims.sub);
      const unchecked: VerifiedAccess | undefined = known && { ...known, claims };
      if (!unchecked) throw identityUnavailable(error);
      remember(token, unchecked, (claims.exp ?? 0) * 1000);
      return unchecked;
    }
    if (!user) throw unauthenticated('The access token has been revoked');

    const access: VerifiedAccess = { username: user.username, email: user.attributes.email ?? null, claims };
    if (claims.sub !== undefined) learnOwner(claims.sub, { username: access.username, email: access.email });
    remember(token, access, (claims.exp ?? 0) * 1000);
    return access;
  };
}
