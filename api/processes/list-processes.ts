import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { listProcessesQuery, Process } from '../../schema/rest/processes';
import { dashboardPeriodRange } from '../dashboard/dashboard-period-range';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import type { EstimatedCount } from '../pagination/estimated-count';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { toProcess } from './to-process';

type ListProcessesQuery = z.infer<typeof listProcessesQuery>;

/** `%` and `_` typed by the user are literal characters, not patterns. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GET /processes: one keyset page of the processes in the caller's channel subtree, by creation. */
export async function listProcesses(
  db: Kysely<Database>,
  estimatedCount: EstimatedCount,
  scopeChannel: string,
  query: ListProcessesQuery,
  now: Date = new Date(),
): Promise<{ items: Process[]; nextCursor: string | null; totalEstimate: number }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null, totalEstimate: 0 };
  let filtered = db.selectFrom('processes').where('channel_id', 'in', channels);
  if (query.type) filtered = filtered.where('type', '=', query.type);
  if (query.status) filtered = filtered.where('status', '=', query.status);
  const created = query.created ? dashboardPeriodRange(query.created, now) : null;
  if (created)
    filtered = filtered.where('created_at', '>=', created.from).where('created_at', '<', created.to);
  const search = query.search?.replace(/[\s.-]/g, '').toUpperCase();
  if (search) {
    const pattern = prefixPattern(search);
    filtered = filtered.where((eb) =>
      eb.or([eb('fiscal_id', 'like', pattern), eb('line_number', 'like', pattern)]),
    );
  }
  const sortKey = `created:${query.order}`;
  let page = filtered
    .selectAll()
    .select(sql<string>`created_at::text`.as('sort_value'))
    .orderBy('created_at', query.order)
    .orderBy('id', query.order)
    .limit(query.limit + 1);
  if (query.cursor) {
    const position = decodeKeysetCursor(sortKey, query.cursor);
    page = page.where(
      keysetAfter('processes.created_at', 'processes.id', 'timestamptz', query.order, position),
    );
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const countKey = JSON.stringify([
    'processes',
    scopeChannel,
    query.type ?? null,
    query.status ?? null,
    search ?? null,
    created?.fromDate ?? null,
    created?.toDate ?? null,
  ]);
  const totalEstimate = await estimatedCount(countKey, async () => {
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  });
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toProcess(row)),
    nextCursor: hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null,
    totalEstimate,
  };
}
