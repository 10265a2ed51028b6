import type { Kysely } from 'kysely';
import { recordContractStatus } from '../contracts/record-contract-status';
import type { Database } from '../db/database-schema';
import { recordOrderStatus } from './record-order-status';

export type LaunchFailure = {
  orderId: string;
  /** The launch's contract, still PENDING; null when the order has none to fail. */
  contractId: string | null;
  reason: 'SIGNATURE_PROVIDER_UNAVAILABLE' | 'LAUNCH_INTERRUPTED';
  actor: string;
  at: Date;
};

/**
 * A launch that did not get its contract out: the PENDING contract and the IN_PROGRESS order both go ERRORED, with
 * history rows, and the order can be relaunched. Call inside the transaction that holds both rows' locks.
 */
export async function recordLaunchFailure(db: Kysely<Database>, failure: LaunchFailure): Promise<void> {
  const common = { actor: failure.actor, at: failure.at };
  if (failure.contractId) {
    await recordContractStatus(db, {
      ...common,
      contractId: failure.contractId,
      action: 'FAIL',
      from: 'PENDING',
      to: 'ERRORED',
    });
  }
  await recordOrderStatus(db, {
    ...common,
    orderId: failure.orderId,
    action: 'CONTRACT_FAILED',
    from: 'IN_PROGRESS',
    to: 'ERRORED',
    reason: failure.reason,
  });
}
