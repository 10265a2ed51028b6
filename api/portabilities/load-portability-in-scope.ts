import type { Kysely, Selectable } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import type { PortabilitiesTable } from '../db/portability-tables';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A portability of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadPortabilityInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Selectable<PortabilitiesTable>> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such portability');
  if (!UUID.test(id)) throw notFound;
  let query = db
    .selectFrom('portabilities')
    .selectAll()
    .where('id', '=', id)
    .where(inChannelSubtree('portabilities.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
