import type { Kysely } from 'kysely';
import { nextOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import { loadLatestContractRow } from '../contracts/load-latest-contract';
import { recordContractStatus } from '../contracts/record-contract-status';
import type { Database } from '../db/database-schema';
import type { ESignature } from '../providers/e-signature/e-signature';
import type { OrderActionRequest } from './continue-order';
import { loadOrderInScope } from './load-order-in-scope';
import { recordOrderStatus } from './record-order-status';
import { refuseOrderAction } from './refuse-order-action';

/** Contract statuses still open for signature. */
const OPEN_CONTRACT = ['PENDING', 'SENDED', 'VIEWED'] as const;

/**
 * POST /orders/:id/cancel-signature (irreversible, confirmed by the caller): the order goes to SIGNATURE_CANCELED
 * and its open contract to EXPIRED (voided: it can no longer be signed) with both history rows in one transaction;
 * then the provider is told to withdraw the envelope. A failed withdrawal changes nothing here: the sweep no
 * longer asks about an EXPIRED contract, so a late signature is never taken.
 */
export async function cancelOrderSignature(
  db: Kysely<Database>,
  eSignature: ESignature,
  request: OrderActionRequest,
): Promise<void> {
  const envelopeId = await db.transaction().execute(async (trx) => {
    const order = await loadOrderInScope(trx, request.scopeChannel, request.orderId, { lock: true });
    const to = nextOrderStatus('CANCEL_CONTRACT_SIGNATURE', order.status);
    if (to === null) throw refuseOrderAction('CANCEL_CONTRACT_SIGNATURE', order.status);
    const common = { actor: request.actor, at: request.now };
    await recordOrderStatus(trx, {
      ...common,
      orderId: order.id,
      action: 'CANCEL_CONTRACT_SIGNATURE',
      from: order.status,
      to,
    });
    const contract = await loadLatestContractRow(trx, order.id, { lock: true });
    if (!contract || !(OPEN_CONTRACT as readonly string[]).includes(contract.status)) return null;
    await recordContractStatus(trx, {
      ...common,
      contractId: contract.id,
      action: 'VOID',
      from: contract.status,
      to: 'EXPIRED',
    });
    return contract.envelope_id;
  });
  if (envelopeId) await eSignature.voidEnvelope(envelopeId).catch(() => undefined);
}
