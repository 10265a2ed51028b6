import type { Kysely } from 'kysely';
import { type ChannelSummary, channelManagementEndpoints } from '../../schema/rest/channel-management';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';
import { toChannelUser } from '../users/to-channel-user';
import { inChannelSubtree } from './channel-scope';
import { requireChannelManagement } from './require-channel-management';

/** A sub-channel id is its parent's id plus three digits, so a parent has at most 999 sub-channels. */
const MAX_SUB_CHANNEL_NUMBER = 999;

function selectChannelSummaries(db: Kysely<Database>) {
  return db.selectFrom('channels as c').select((eb) => [
    'c.id',
    'c.parent_id',
    'c.brand_id',
    'c.name',
    'c.sub_channel_number',
    'c.status',
    eb
      .selectFrom('users as u')
      .select((sub) => sub.fn.countAll<string | number>().as('n'))
      .whereRef('u.original_channel_id', '=', 'c.id')
      .where('u.removed_at', 'is', null)
      .as('user_count'),
    eb
      .selectFrom('channels as s')
      .select((sub) => sub.fn.countAll<string | number>().as('n'))
      .whereRef('s.parent_id', '=', 'c.id')
      .as('sub_channel_count'),
  ]);
}

type ChannelSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectChannelSummaries>['executeTakeFirstOrThrow']>
>;

function toChannelSummary(row: ChannelSummaryRow): ChannelSummary {
  return {
    id: row.id,
    parentId: row.parent_id,
    brandId: row.brand_id,
    name: row.name,
    subChannelNumber: row.sub_channel_number,
    status: row.status,
    users: Number(row.user_count ?? 0),
    subChannels: Number(row.sub_channel_count ?? 0),
  };
}

/** GET /channel, PUT /channel and GET /channel/users: the channel-management screen. */
export function createChannelManagementEndpoints({ db }: { db: Kysely<Database> }) {
  /** The channel, if it is the caller's current channel or below it; 404 otherwise (even if it exists). */
  async function channelInScope(channel: string, currentChannel: string) {
    const row = await selectChannelSummaries(db)
      .where('c.id', '=', channel)
      .where(inChannelSubtree('c.id', currentChannel))
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'CHANNEL_NOT_FOUND', `Channel ${channel} does not exist`, 'channel');
    return row;
  }

  return [
    implement(channelManagementEndpoints.getChannels, async ({ caller: { user }, query }) => {
      await requireChannelManagement(db, user.channel_id);
      const channel = await channelInScope(query.channel ?? user.channel_id, user.channel_id);
      const subChannels = await selectChannelSummaries(db)
        .where('c.parent_id', '=', channel.id)
        .orderBy('c.sub_channel_number')
        .orderBy('c.id')
        .execute();
      return { channel: toChannelSummary(channel), subChannels: subChannels.map(toChannelSummary) };
    }),

    implement(channelManagementEndpoints.putChannel, async ({ caller: { user }, body }) => {
      await requireChannelManagement(db, user.channel_id);
      const parentId = body.channel ?? user.channel_id;
      const created = await db.transaction().execute(async (trx) => {
        // Locking the parent serialises sub-channel creation under it: numbers are allocated one at a time.
        const parent = await trx
          .selectFrom('channels')
          .select(['id', 'brand_id', 'status'])
          .where('id', '=', parentId)
          .where(inChannelSubtree('id', user.channel_id))
          .forUpdate()
          .executeTakeFirst();
        if (!parent) {
          throw new ApiError(404, 'CHANNEL_NOT_FOUND', `Channel ${parentId} does not exist`, 'channel');
        }
        if (parent.status !== 'ACTIVE') {
          throw new ApiError(409, 'CHANNEL_BLOCKED', `Channel ${parent.id} is blocked`, 'channel');
        }
        const siblings = await trx
          .selectFrom('channels')
          .select((eb) => [
            eb.fn.max('sub_channel_number').as('last_number'),
            eb.fn
              .countAll<string | number>()
              .filterWhere((w) => w(w.fn('lower', ['name']), '=', body.name.toLowerCase()))
              .as('same_name'),
          ])
          .where('parent_id', '=', parent.id)
          .executeTakeFirstOrThrow();
        if (Number(siblings.same_name) > 0) {
          throw new ApiError(
            409,
            'CHANNEL_NAME_TAKEN',
            `Channel ${parent.id} already has a sub-channel named ${body.name}`,
            'name',
          );
        }
        const number = Number(siblings.last_number ?? 0) + 1;
        if (number > MAX_SUB_CHANNEL_NUMBER) {
          throw new ApiError(
            409,
            'SUB_CHANNEL_LIMIT_REACHED',
            `Channel ${parent.id} has no sub-channel numbers left`,
            'channel',
          );
        }
        return trx
          .insertInto('channels')
          .values({
            id: `${parent.id}${String(number).padStart(3, '0')}`,
            parent_id: parent.id,
            brand_id: parent.brand_id,
            name: body.name,
            sub_channel_number: number,
            status: 'ACTIVE',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      return toChannelSummary(await channelInScope(created.id, user.channel_id));
    }),

    implement(channelManagementEndpoints.getChannelUsers, async ({ caller: { user }, query }) => {
      await requireChannelManagement(db, user.channel_id);
      const channel = await channelInScope(query.channel ?? user.channel_id, user.channel_id);
      let users = db
        .selectFrom('users')
        .selectAll()
        .where('original_channel_id', '=', channel.id)
        .where('removed_at', 'is', null)
        .orderBy('email')
        .limit(query.limit + 1);
      if (query.status) users = users.where('status', '=', query.status);
      if (query.cursor) users = users.where('email', '>', query.cursor);
      const rows = await users.execute();
      const page = rows.slice(0, query.limit);
      return {
        channel: channel.id,
        users: page.map(toChannelUser),
        nextCursor: rows.length > query.limit ? (page.at(-1)?.email ?? null) : null,
      };
    }),
  ];
}
