import { type Kysely, type Selectable, sql } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import type { InvoicesTable } from '../db/invoice-tables';
import { ApiError } from '../http/api-error';

/** An invoices row with its due date as YYYY-MM-DD text. */
export type InvoiceRow = Selectable<InvoicesTable> & { due_day: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every column of invoices plus the due date as text (a `date` would come back as a local-midnight Date). */
export function selectInvoiceRows(db: Kysely<Database>) {
  return db
    .selectFrom('invoices')
    .selectAll('invoices')
    .select(sql<string>`to_char(invoices.due_date, 'YYYY-MM-DD')`.as('due_day'));
}

/** An invoice of the caller's channel subtree; one outside it (or no such id) answers 404 alike. */
export async function loadInvoiceInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvoiceRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such invoice');
  if (!UUID.test(id)) throw notFound;
  let query = selectInvoiceRows(db)
    .where('invoices.id', '=', id)
    .where(inChannelSubtree('invoices.channel_id', scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}
