import { type Kysely, sql } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { InstallationRow } from './to-installation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The installation columns with the date as text. */
export function selectInstallations(db: Kysely<Database>) {
  return db
    .selectFrom('installations')
    .selectAll()
    .select(sql<string | null>`to_char(installation_date, 'YYYY-MM-DD')`.as('installation_day'));
}

/** An installation of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadInstallationInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InstallationRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such installation');
  if (!UUID.test(id)) throw notFound;
  let query = selectInstallations(db)
    .where('id', '=', id)
    .where(inChannelSubtree('installations.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
