import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { OrderRow } from '../db/order-tables';
import { renderContractDocument } from './render-contract-document';

/** A new PENDING contract for the order with its document generated now, and its CREATE history row. */
export async function createContract(
  db: Kysely<Database>,
  order: OrderRow,
  actor: string,
  now: Date,
): Promise<{ id: string; documentHtml: string }> {
  const documentHtml = await renderContractDocument(db, order, now);
  const { id } = await db
    .insertInto('contracts')
    .values({
      order_id: order.id,
      status: 'PENDING',
      document_html: documentHtml,
      created_at: now,
      modified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contract_history')
    .values({ contract_id: id, action: 'CREATE', status_from: null, status_to: 'PENDING', actor, at: now })
    .execute();
  return { id, documentHtml };
}
