import type { Kysely } from 'kysely';
import type { PortabilityDirection } from '../../schema/domain/vocabulary/portability';
import type { Portability } from '../../schema/rest/portabilities';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { toPortability } from './to-portability';

/**
 * GET /portability (docs/rest-api.md): the newest live portability of the line in that direction.
 * Canceled ones and completed ones (CONFIRMED with the change window started) do not hold the line; a pending
 * cancelation still does until the exchange confirms it.
 */
export async function findPortabilityInUse(
  db: Kysely<Database>,
  scopeChannel: string,
  line: string,
  direction: PortabilityDirection,
  now: Date,
): Promise<{ inUse: boolean; portability: Portability | null }> {
  const row = await db
    .selectFrom('portabilities')
    .selectAll()
    .where('mobile_number', '=', line)
    .where('direction', '=', direction)
    .where(inChannelSubtree('portabilities.channel_id', scopeChannel))
    .where('status', '!=', 'CANCELED')
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'CONFIRMED'),
        eb('change_window', 'is', null),
        eb('change_window', '>', now),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { inUse: row !== undefined, portability: row ? toPortability(row) : null };
}
