import type { Kysely } from 'kysely';
import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { ResourceKind } from '../../schema/domain/vocabulary/resource';
import { normalizeResourceValue, type Resource } from '../../schema/rest/resources';
import { isChannelInSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { toResource } from './to-resource';

type AddResources = { kind: ResourceKind; values: string[]; channel?: string | undefined };

function duplicate(value: string, index: number): ApiError {
  return new ApiError(409, 'RESOURCE_DUPLICATE', `${value} is already in the inventory`, `values.${index}`);
}

/** PostgreSQL's unique_violation: another request added one of the values meanwhile. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * POST /resources: up to 1,000 values of one kind (already validated by the contract) added as AVAILABLE to a
 * channel of the caller's subtree in one statement, with their history rows; a value repeated in the request or
 * already held by any brand (a number exists once nationwide) refuses the whole request.
 */
export async function addResources(
  db: Kysely<Database>,
  request: AddResources,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<{ added: number; items: Resource[] }> {
  const channelId = request.channel ?? scopeChannel;
  const channel = await db
    .selectFrom('channels')
    .select(['id', 'brand_id'])
    .where('id', '=', channelId)
    .executeTakeFirst();
  if (!channel || !(await isChannelInSubtree(db, channel.id, scopeChannel))) {
    throw new ApiError(404, 'CHANNEL_NOT_IN_SCOPE', 'That channel is not in your channel', 'channel');
  }
  if (channel.brand_id === OPERATOR_CHANNEL) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      'Resources belong to a brand: choose a brand channel',
      'channel',
    );
  }
  const values = request.values.map((value) => normalizeResourceValue(request.kind, value));
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value)) throw duplicate(value, index);
    seen.add(value);
  }
  const taken = await db.selectFrom('resources').select('value').where('value', 'in', values).execute();
  if (taken.length > 0) {
    const takenValues = new Set(taken.map((row) => row.value));
    const index = values.findIndex((value) => takenValues.has(value));
    throw duplicate(values[index] ?? '', index);
  }
  try {
    const rows = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('resources')
        .values(
          values.map((value) => ({
            brand_id: channel.brand_id,
            channel_id: channel.id,
            kind: request.kind,
            value,
            status: 'AVAILABLE' as const,
            created_at: now,
            modified_at: now,
          })),
        )
        .returningAll()
        .execute();
      await trx
        .insertInto('resource_history')
        .values(
          inserted.map((row) => ({
            resource_id: row.id,
            action: 'CREATE' as const,
            status_from: null,
            status_to: 'AVAILABLE' as const,
            channel_from: null,
            channel_to: channel.id,
            subscription_id: null,
            actor,
            at: now,
          })),
        )
        .execute();
      return inserted;
    });
    return { added: rows.length, items: rows.map(toResource) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'RESOURCE_DUPLICATE', 'Some of these values were just added by someone else');
    }
    throw error;
  }
}
