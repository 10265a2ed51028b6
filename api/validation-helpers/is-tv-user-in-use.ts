import { type Kysely, sql } from 'kysely';
import { ENDED_SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import type { Database } from '../db/database-schema';

/**
 * POST /admin/verifyTVUser (docs/rest-api.md): a TV user is the eSimEmail of a TV-family
 * subscription that is not terminated or canceled, in any brand (the TV platform's user names are global), compared
 * without case. Only a boolean is answered.
 */
export async function isTvUserInUse(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('family', '=', 'TV')
    .where('status', 'not in', ENDED_SUBSCRIPTION_STATUSES)
    .where(sql<string>`lower(esim_email)`, '=', email.toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
