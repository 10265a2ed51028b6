import type { Kysely } from 'kysely';
import { CONTRACT_UPLOADABLE_ORDER_STATUSES } from '../../schema/domain/lifecycles/order-lifecycle';
import { createContract } from '../contracts/create-contract';
import { loadLatestContractRow } from '../contracts/load-latest-contract';
import { recordContractStatus } from '../contracts/record-contract-status';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { ESignature } from '../providers/e-signature/e-signature';
import type { OrderActionRequest } from './continue-order';
import { loadOrderInScope } from './load-order-in-scope';
import { recordOrderStatus } from './record-order-status';

/**
 * POST /orders/:id/contract: the customer signed the contract on paper. Allowed while the order waits for the
 * e-signature or after it failed: the order's contract becomes COMPLETED with the uploaded PDF, the order
 * SIGNATURE_COMPLETED, both with history rows; an envelope still out is then withdrawn from the provider.
 */
export async function uploadOrderContract(
  db: Kysely<Database>,
  eSignature: ESignature,
  request: OrderActionRequest & { signedDocument: string },
): Promise<void> {
  const envelopeToVoid = await db.transaction().execute(async (trx) => {
    const order = await loadOrderInScope(trx, request.scopeChannel, request.orderId, { lock: true });
    if (!CONTRACT_UPLOADABLE_ORDER_STATUSES.includes(order.status)) {
      throw new ApiError(
        409,
        'CONTRACT_NOT_UPLOADABLE',
        `A signed contract cannot be uploaded for an order in status ${order.status}`,
      );
    }
    const common = { actor: request.actor, at: request.now };
    const latest = await loadLatestContractRow(trx, order.id, { lock: true });
    const contract =
      latest && latest.status !== 'COMPLETED'
        ? latest
        : {
            id: (await createContract(trx, order, request.actor, request.now)).id,
            status: 'PENDING' as const,
          };
    await recordContractStatus(trx, {
      ...common,
      contractId: contract.id,
      action: 'UPLOAD',
      from: contract.status,
      to: 'COMPLETED',
      set: { signed_document: request.signedDocument, uploaded: true },
    });
    await recordOrderStatus(trx, {
      ...common,
      orderId: order.id,
      action: 'CONTRACT_UPLOADED',
      from: order.status,
      to: 'SIGNATURE_COMPLETED',
    });
    const stillOut = latest && latest.id === contract.id && ['SENDED', 'VIEWED'].includes(latest.status);
    return stillOut ? latest.envelope_id : null;
  });
  if (envelopeToVoid) await eSignature.voidEnvelope(envelopeToVoid).catch(() => undefined);
}
