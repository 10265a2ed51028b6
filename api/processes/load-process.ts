import type { Kysely, Transaction } from 'kysely';
import type { Process, ProcessWithHistory } from '../../schema/rest/processes';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import type { ProcessRow } from '../db/process-tables';
import { ApiError } from '../http/api-error';
import { toProcess } from './to-process';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A process of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadProcessInScope(
  db: Kysely<Database> | Transaction<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProcessRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such process');
  if (!UUID.test(id)) throw notFound;
  let query = db
    .selectFrom('processes')
    .selectAll()
    .where('id', '=', id)
    .where(inChannelSubtree('processes.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}

/** A process with its status history, oldest change first. */
export async function loadProcessWithHistory(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
): Promise<ProcessWithHistory> {
  const row = await db.selectFrom('processes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('process_history')
    .selectAll()
    .where('process_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...toProcess(row),
    history: history.map((entry) => ({
      action: entry.action,
      statusFrom: entry.status_from,
      statusTo: entry.status_to,
      reason: entry.reason,
      actor: entry.actor,
      at: entry.at.toISOString(),
    })),
  };
}

/** These processes as the contract shows them, in the order of `ids`. */
export async function loadProcesses(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<Process[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('processes').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProcess(row)] : [];
  });
}
