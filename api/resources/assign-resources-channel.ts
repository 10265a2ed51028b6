import type { Kysely } from 'kysely';
import { inChannelSubtree, isChannelInSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * POST /resources/assign-channel: hands a block of AVAILABLE resources to a channel of the caller's subtree in the
 * resources' own brand (a brand gives numbers to its sub-channels, or takes them back). All or nothing, under
 * row locks, one history row per resource.
 */
export async function assignResourcesChannel(
  db: Kysely<Database>,
  request: { ids: string[]; channel: string },
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<{ moved: number }> {
  const target = await db
    .selectFrom('channels')
    .select(['id', 'brand_id'])
    .where('id', '=', request.channel)
    .executeTakeFirst();
  if (!target || !(await isChannelInSubtree(db, target.id, scopeChannel))) {
    throw new ApiError(404, 'CHANNEL_NOT_IN_SCOPE', 'That channel is not in your channel', 'channel');
  }
  const ids = [...new Set(request.ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('resources')
      .select(['id', 'brand_id', 'channel_id', 'status'])
      .where('id', 'in', ids)
      .where(inChannelSubtree('resources.channel_id', scopeChannel))
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.length !== ids.length) throw new ApiError(404, 'NOT_FOUND', 'No such resource', 'ids');
    if (rows.some((row) => row.brand_id !== target.brand_id)) {
      throw new ApiError(
        404,
        'CHANNEL_NOT_IN_SCOPE',
        "That channel is not in the resources' brand",
        'channel',
      );
    }
    const busy = rows.find((row) => row.status !== 'AVAILABLE');
    if (busy) {
      throw new ApiError(
        409,
        'RESOURCE_NOT_AVAILABLE',
        `Only AVAILABLE resources change channel; one is ${busy.status}`,
      );
    }
    await trx
      .updateTable('resources')
      .set({ channel_id: target.id, modified_at: now })
      .where('id', 'in', ids)
      .execute();
    await trx
      .insertInto('resource_history')
      .values(
        rows.map((row) => ({
          resource_id: row.id,
          action: 'ASSIGN_CHANNEL' as const,
          status_from: row.status,
          status_to: row.status,
          channel_from: row.channel_id,
          channel_to: target.id,
          subscription_id: null,
          actor,
          at: now,
        })),
      )
      .execute();
    return { moved: rows.length };
  });
}
