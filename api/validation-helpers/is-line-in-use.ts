import type { Kysely } from 'kysely';
import { ENDED_SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import type { Database } from '../db/database-schema';

/** Subscription statuses that no longer hold their number. */

/**
 * GET /admin/searchLine (docs/rest-api.md): a number is held once nationwide, so the check spans every
 * brand, deliberately outside the caller's channel scope; it answers only a boolean, never which brand holds it.
 * In use: a subscription that is not terminated or canceled has it as its line or fixed number, or a portability
 * of either direction is live (not canceled, and not completed: CONFIRMED with its change window passed).
 */
export async function isLineInUse(db: Kysely<Database>, lineNumber: string, now: Date): Promise<boolean> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('id')
    .where((eb) => eb.or([eb('line_number', '=', lineNumber), eb('fixed_number', '=', lineNumber)]))
    .where('status', 'not in', ENDED_SUBSCRIPTION_STATUSES)
    .limit(1)
    .executeTakeFirst();
  if (subscription) return true;
  const portability = await db
    .selectFrom('portabilities')
    .select('id')
    .where('mobile_number', '=', lineNumber)
    .where('status', '!=', 'CANCELED')
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'CONFIRMED'),
        eb('change_window', 'is', null),
        eb('change_window', '>', now),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return portability !== undefined;
}
