import type { Kysely, Updateable } from 'kysely';
import type { ContractHistoryAction, ContractStatus } from '../../schema/domain/vocabulary/contract';
import type { Database } from '../db/database-schema';
import type { ContractsTable } from '../db/order-tables';

export type ContractStatusChange = {
  contractId: string;
  action: ContractHistoryAction;
  from: ContractStatus | null;
  to: ContractStatus;
  actor: string;
  at: Date;
  /** Other columns changed with the status (envelope, signed document...). */
  set?: Updateable<ContractsTable>;
};

/** Moves a contract to `to` and appends its history row; call inside the transaction that holds its lock. */
export async function recordContractStatus(
  db: Kysely<Database>,
  change: ContractStatusChange,
): Promise<void> {
  await db
    .updateTable('contracts')
    .set({ ...change.set, status: change.to, modified_at: change.at })
    .where('id', '=', change.contractId)
    .execute();
  await db
    .insertInto('contract_history')
    .values({
      contract_id: change.contractId,
      action: change.action,
      status_from: change.from,
      status_to: change.to,
      actor: change.actor,
      at: change.at,
    })
    .execute();
}
