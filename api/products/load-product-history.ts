import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { productHistoryEntrySchema } from '../../schema/rest/products';
import type { Database } from '../db/database-schema';

/** A product's history, oldest first. */
export async function loadProductHistory(
  db: Kysely<Database>,
  productId: string,
): Promise<z.infer<typeof productHistoryEntrySchema>[]> {
  const rows = await db
    .selectFrom('product_history')
    .select(['action', 'status_from', 'status_to', 'actor', 'at'])
    .where('product_id', '=', productId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}
