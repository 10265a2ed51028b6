import type { Kysely } from 'kysely';
import type { Contract } from '../../schema/rest/orders';
import type { Database } from '../db/database-schema';
import type { ContractRow } from '../db/order-tables';

/** The order's newest contract row, locked when asked; null when none was generated yet. */
export async function loadLatestContractRow(
  db: Kysely<Database>,
  orderId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ContractRow | null> {
  let query = db
    .selectFrom('contracts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('seq', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/** A contract as the REST contract shows it, with its history oldest first (never the documents themselves). */
export async function toContract(db: Kysely<Database>, row: ContractRow): Promise<Contract> {
  const history = await db
    .selectFrom('contract_history')
    .selectAll()
    .where('contract_id', '=', row.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    envelopeId: row.envelope_id,
    uploaded: row.uploaded,
    hasSignedDocument: row.signed_document !== null,
    sentAt: row.sent_at?.toISOString() ?? null,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
    history: history.map((entry) => ({
      action: entry.action,
      statusFrom: entry.status_from,
      statusTo: entry.status_to,
      actor: entry.actor,
      at: entry.at.toISOString(),
    })),
  };
}
