import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/** How long a download link works: enough to start the download, short enough not to be worth sharing. */
export const CACHE_LINK_TTL_MS = 5 * 60 * 1000;
const KEY_PURPOSE = 'subscription-cache-download';

type LinkClaims = { userId: string; channelId: string; expiresAt: number };

/**
 * Signs and checks the download links of GET /subscriptions/cached: HMAC-SHA256 over the user, the channel
 * whose scope it names and the expiry, keyed by a secret the database made once (migration 0013), so a link
 * issued by one api instance works on every other one.
 */
export function createSubscriptionCacheLinks(db: Kysely<Database>) {
  let key: Promise<string> | undefined;
  const secret = () => {
    key ??= db
      .selectFrom('api_signing_keys')
      .select('secret')
      .where('purpose', '=', KEY_PURPOSE)
      .executeTakeFirstOrThrow()
      .then((row) => row.secret);
    // A failed read is retried by the next request rather than remembered.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  const sign = async (payload: string) =>
    createHmac('sha256', await secret())
      .update(payload)
      .digest('base64url');

  return {
    async issue(userId: string, channelId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(now.getTime() + CACHE_LINK_TTL_MS);
      const claims: LinkClaims = { userId, channelId, expiresAt: expiresAt.getTime() };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${payload}.${await sign(payload)}`, expiresAt };
    },

    async verify(token: string, now: Date): Promise<LinkClaims> {
      const invalid = new ApiError(404, 'CACHE_LINK_INVALID', 'This download link is not valid', 'token');
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) throw invalid;
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
      let claims: LinkClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
      } catch {
        throw invalid;
      }
      if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= now.getTime()) {
        throw new ApiError(422, 'CACHE_LINK_EXPIRED', 'This download link has expired', 'token');
      }
      return claims;
    },
  };
}
