import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Invoice, listInvoicesQuery } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { selectInvoiceRows } from './load-invoice-in-scope';
import { toInvoice } from './to-invoice';

type ListInvoicesQuery = z.infer<typeof listInvoicesQuery>;

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GET /invoices: one keyset page, by created date, of the invoices and credit notes in the caller's subtree. */
export async function listInvoices(
  db: Kysely<Database>,
  scopeChannel: string,
  query: ListInvoicesQuery,
): Promise<{ items: Invoice[]; nextCursor: string | null }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  const sortKey = `created:${query.order}`;
  let page = selectInvoiceRows(db)
    .select(sql<string>`invoices.created_at::text`.as('sort_value'))
    .where('invoices.channel_id', 'in', channels)
    .orderBy('invoices.created_at', query.order)
    .orderBy('invoices.id', query.order)
    .limit(query.limit + 1);
  if (query.status) page = page.where('invoices.status', '=', query.status);
  if (query.type) page = page.where('invoices.invoice_type', '=', query.type);
  if (query.family) page = page.where('invoices.family', '=', query.family);
  if (query.cycle) page = page.where('invoices.billing_cycle', '=', query.cycle);
  if (query.search) {
    const pattern = containsPattern(query.search.replace(/\s/g, ''));
    page = page.where((eb) =>
      eb.or([eb('invoices.number', 'ilike', pattern), eb('invoices.document', 'ilike', pattern)]),
    );
  }
  if (query.cursor) {
    const position = decodeKeysetCursor(sortKey, query.cursor);
    page = page.where(
      keysetAfter('invoices.created_at', 'invoices.id', 'timestamptz', query.order, position),
    );
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toInvoice(row)),
    nextCursor: hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null,
  };
}
