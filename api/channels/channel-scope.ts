import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/database-schema';

/**
 * The ids of `root` and every channel below it: the tenancy scope of a user standing in `root`.
 * `union` (not `union all`) makes a mistaken cycle in parent ids end instead of looping.
 */
export function channelSubtreeIds(root: string): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`(
    with recursive subtree (id) as (
      select id from channels where id = ${root}
      union
      select child.id from channels child join subtree on child.parent_id = subtree.id
    )
    select id from subtree
  )`;
}

/**
 * A where-condition "this channel column is inside the subtree of `root`", for scoping any query:
 * `db.selectFrom('users').where(inChannelSubtree('users.channel_id', caller.channel))`.
 */
export function inChannelSubtree(column: string, root: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in ${channelSubtreeIds(root)}`;
}

/** Whether `channel` is `root` or one of its descendants; walks up from `channel`, the short way. */
export async function isChannelInSubtree(
  db: Kysely<Database>,
  channel: string,
  root: string,
): Promise<boolean> {
  const { rows } = await sql<{ within: boolean }>`
    with recursive ancestors (id, parent_id) as (
      select id, parent_id from channels where id = ${channel}
      union
      select parent.id, parent.parent_id from channels parent join ancestors on parent.id = ancestors.parent_id
    )
    select exists (select 1 from ancestors where id = ${root}) as within
  `.execute(db);
  return rows[0]?.within === true;
}
