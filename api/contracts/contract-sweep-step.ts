import type { Kysely } from 'kysely';
import type { ContractHistoryAction, ContractStatus } from '../../schema/domain/vocabulary/contract';
import type { Database } from '../db/database-schema';
import { recordOrderStatus } from '../orders/record-order-status';
import type { EnvelopeStatus, ESignature } from '../providers/e-signature/e-signature';
import { createEmbeddedESignature } from '../providers/e-signature/embedded-e-signature';
import type { SweepStep } from '../sweep/sweep-step';
import { recordContractStatus } from './record-contract-status';

/** Envelopes asked about per run; the rest wait for the next run. */
const BATCH = 50;
const SWEEP_ACTOR = 'system:contract-sweep';

const CONTRACT_ACTION: Record<Exclude<ContractStatus, 'PENDING' | 'SENDED'>, ContractHistoryAction> = {
  VIEWED: 'VIEW',
  COMPLETED: 'SIGN',
  ERRORED: 'FAIL',
  EXPIRED: 'EXPIRE',
};

/**
 * Asks the e-signature provider about the contracts out for signature (SENDED, VIEWED) and records their progress
 * with history rows. A signed contract moves its order from PENDING_CONTRACT_SIGNATURE to SIGNATURE_COMPLETED; a
 * failed or expired one moves it to ERRORED (relaunchable). Contract and order rows are locked together with
 * SKIP LOCKED, so concurrent sweeps (and an action holding the order) never advance a contract twice.
 */
export function createContractSweepStep(eSignature: ESignature): SweepStep {
  return {
    name: 'contracts',
    async run(db: Kysely<Database>, now: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('contracts')
          .innerJoin('orders', 'orders.id', 'contracts.order_id')
          .select([
            'contracts.id as contractId',
            'contracts.status as contractStatus',
            'contracts.envelope_id as envelopeId',
            'orders.id as orderId',
            'orders.status as orderStatus',
          ])
          .where('contracts.status', 'in', ['SENDED', 'VIEWED'])
          .where('contracts.envelope_id', 'is not', null)
          .orderBy('contracts.sent_at')
          .limit(BATCH)
          .forUpdate()
          .skipLocked()
          .execute();
        let advanced = 0;
        for (const row of due) {
          let status: EnvelopeStatus;
          try {
            status = await eSignature.envelopeStatus(row.envelopeId ?? '', now);
          } catch {
            continue; // The provider did not answer about this envelope: ask again next run.
          }
          if (status === row.contractStatus || status === 'SENDED') continue;
          const common = { actor: SWEEP_ACTOR, at: now };
          await recordContractStatus(trx, {
            ...common,
            contractId: row.contractId,
            action: CONTRACT_ACTION[status],
            from: row.contractStatus,
            to: status,
          });
          advanced += 1;
          if (row.orderStatus !== 'PENDING_CONTRACT_SIGNATURE' || status === 'VIEWED') continue;
          await recordOrderStatus(trx, {
            ...common,
            orderId: row.orderId,
            from: row.orderStatus,
            ...(status === 'COMPLETED'
              ? { action: 'CONTRACT_SIGNED', to: 'SIGNATURE_COMPLETED' }
              : { action: 'CONTRACT_FAILED', to: 'ERRORED', reason: `CONTRACT_${status}` }),
          });
        }
        return advanced;
      });
    },
  };
}

/** The sweep step against the embedded e-signature simulator (the default provider). */
export const contractSweepStep: SweepStep = createContractSweepStep(createEmbeddedESignature());
