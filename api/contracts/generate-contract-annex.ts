import type { Kysely } from 'kysely';
import { contractAllowsAnnex } from '../../schema/domain/lifecycles/order-lifecycle';
import type { Contract } from '../../schema/rest/orders';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadOrderInScope } from '../orders/load-order-in-scope';
import { createContract } from './create-contract';
import { loadLatestContractRow, toContract } from './load-latest-contract';
import { recordContractStatus } from './record-contract-status';
import { renderContractDocument } from './render-contract-document';

/**
 * POST /contract/annex: generates the order's contract document from its current data and stores it on the
 * order's unsent (PENDING) contract, regenerating it, or on a new PENDING contract when the order has none or its
 * last one failed or expired. A contract already sent or signed is what the customer sees: it is never rewritten
 * (409 CONTRACT_ALREADY_SENT). Launch sends this PENDING contract.
 */
export async function generateContractAnnex(
  db: Kysely<Database>,
  request: { orderId: string; scopeChannel: string; actor: string; now: Date },
): Promise<{ contract: Contract; documentHtml: string }> {
  const contractId = await db.transaction().execute(async (trx) => {
    const order = await loadOrderInScope(trx, request.scopeChannel, request.orderId, { lock: true });
    const latest = await loadLatestContractRow(trx, order.id, { lock: true });
    if (latest && !contractAllowsAnnex(latest.status)) {
      throw new ApiError(
        409,
        'CONTRACT_ALREADY_SENT',
        `The order's contract is ${latest.status}: it can no longer be regenerated`,
      );
    }
    if (latest?.status !== 'PENDING')
      return (await createContract(trx, order, request.actor, request.now)).id;
    await recordContractStatus(trx, {
      contractId: latest.id,
      action: 'REGENERATE',
      from: 'PENDING',
      to: 'PENDING',
      actor: request.actor,
      at: request.now,
      set: { document_html: await renderContractDocument(trx, order, request.now) },
    });
    return latest.id;
  });
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  return { contract: await toContract(db, row), documentHtml: row.document_html };
}
