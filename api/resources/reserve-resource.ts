import { type Kysely, sql } from 'kysely';
import { RESERVATION_HOLD_MS } from '../../schema/domain/lifecycles/resource-lifecycle';
import type { ResourceKind } from '../../schema/domain/vocabulary/resource';
import type { Resource } from '../../schema/rest/resources';
import type { Database } from '../db/database-schema';
import { toResource } from './to-resource';

export type ResourceReservation = {
  brandId: string;
  /** The channel selling: its own block first, then its parents' up to the brand's. */
  channelId: string;
  kind: ResourceKind;
  now?: Date;
  actor?: string;
  /** The draft order whose line holds the number (resources.order_id). */
  orderId?: string;
  /** Only values starting with one of these (a fixed number of the installation province). */
  valuePrefixes?: readonly string[];
};

/**
 * Takes one free number or SIM for a signup inside the caller's transaction: AVAILABLE, or RESERVED with its hold
 * expired, from the selling channel or one above it in the brand (the closest block first). `skip locked` makes
 * concurrent signups pass over a row another transaction is taking, so no two ever get the same value. Null when
 * the inventory is empty.
 */
export async function reserveResource(
  trx: Kysely<Database>,
  {
    brandId,
    channelId,
    kind,
    now = new Date(),
    actor = 'signup',
    orderId,
    valuePrefixes,
  }: ResourceReservation,
): Promise<Resource | null> {
  const { rows: ancestors } = await sql<{ id: string }>`
    with recursive ancestors (id, parent_id) as (
      select id, parent_id from channels where id = ${channelId}
      union
      select parent.id, parent.parent_id from channels parent join ancestors on parent.id = ancestors.parent_id
    )
    select id from ancestors`.execute(trx);
  if (ancestors.length === 0) return null;
  if (valuePrefixes?.length === 0) return null;
  let candidates = trx
    .selectFrom('resources')
    .select(['id', 'status'])
    .where('brand_id', '=', brandId)
    .where('kind', '=', kind)
    .where(
      'channel_id',
      'in',
      ancestors.map((row) => row.id),
    )
    .where((eb) =>
      eb.or([
        eb('status', '=', 'AVAILABLE'),
        eb.and([eb('status', '=', 'RESERVED'), eb('reserved_until', '<=', now)]),
      ]),
    );
  if (valuePrefixes) {
    candidates = candidates.where((eb) =>
      eb.or(valuePrefixes.map((prefix) => eb('value', 'like', `${prefix.replace(/\D/g, '')}%`))),
    );
  }
  const free = await candidates
    // Channel ids are the parent's id plus three digits: the longest is the closest to the selling channel.
    .orderBy(sql`length(channel_id)`, 'desc')
    .orderBy('value')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!free) return null;
  const reserved = await trx
    .updateTable('resources')
    .set({
      status: 'RESERVED',
      reserved_until: new Date(now.getTime() + RESERVATION_HOLD_MS),
      order_id: orderId ?? null,
      modified_at: now,
    })
    .where('id', '=', free.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('resource_history')
    .values({
      resource_id: free.id,
      action: 'RESERVE',
      status_from: free.status,
      status_to: 'RESERVED',
      channel_from: null,
      channel_to: null,
      subscription_id: null,
      actor,
      at: now,
    })
    .execute();
  return toResource(reserved);
}
