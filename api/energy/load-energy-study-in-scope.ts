import type { Kysely, Selectable } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { EnergyStudiesTable } from './energy-tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EnergyStudyRow = Selectable<EnergyStudiesTable>;

/** A study of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadEnergyStudyInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<EnergyStudyRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such energy study');
  if (!UUID.test(id)) throw notFound;
  const row = await db
    .selectFrom('energy_studies')
    .selectAll()
    .where('id', '=', id)
    .where(inChannelSubtree('energy_studies.channel_id', scopeChannel))
    .executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
