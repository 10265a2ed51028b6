import type { Kysely } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { type LeadRow, selectLeads } from './select-leads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadLeadInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LeadRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such lead');
  if (!UUID.test(id)) throw notFound;
  let query = selectLeads(db)
    .where('leads.id', '=', id)
    .where(inChannelSubtree('leads.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
