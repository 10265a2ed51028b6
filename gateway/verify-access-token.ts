import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export type AccessTokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Checks an access token the way the api does (signature against the pool's JWKS, RS256 only, issuer,
 * token_use, client id, expiry). Revocation is the api's to check: it asks the pool.
 */
export function createAccessTokenVerifier(issuer: string, clientId: string): AccessTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token) => {
    const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: ['RS256'] });
    if (payload.token_use !== 'access') throw new Error('not an access token');
    if (payload.client_id !== clientId) throw new Error('token issued to another client');
    return payload;
  };
}
