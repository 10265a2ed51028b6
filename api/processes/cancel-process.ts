import type { Kysely } from 'kysely';
import { PROCESS_TRANSITIONS, processAllows } from '../../schema/domain/lifecycles/process-lifecycle';
import type { ProcessWithHistory } from '../../schema/rest/processes';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadProcessInScope, loadProcessWithHistory } from './load-process';
import { cancelInitiatedProcess } from './settle-process';

/** POST /processes/:id/cancel: only an INITIATED process can be cancelled (409 PROCESS_ACTION_NOT_ALLOWED). */
export async function cancelProcess(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  reason: string,
  actor: string,
  now: Date,
): Promise<ProcessWithHistory> {
  return db.transaction().execute(async (trx) => {
    const process = await loadProcessInScope(trx, scopeChannel, id, { lock: true });
    if (!processAllows('CANCEL', process.status)) {
      throw new ApiError(
        409,
        PROCESS_TRANSITIONS.CANCEL.refusal,
        `A ${process.status} process cannot be cancelled`,
      );
    }
    await cancelInitiatedProcess(trx, process, reason, actor, now);
    return loadProcessWithHistory(trx, id);
  });
}
