import type { Kysely, Selectable } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import type { ResourcesTable } from '../db/lead-resource-tables';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A resource of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadResourceInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Selectable<ResourcesTable>> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such resource');
  if (!UUID.test(id)) throw notFound;
  let query = db
    .selectFrom('resources')
    .selectAll()
    .where('id', '=', id)
    .where(inChannelSubtree('resources.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
