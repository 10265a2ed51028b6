import type { Kysely } from 'kysely';
import { processEndpoints } from '../../schema/rest/processes';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEstimatedCount } from '../pagination/estimated-count';
import { cancelProcess } from './cancel-process';
import { listProcesses } from './list-processes';
import { loadProcessInScope, loadProcessWithHistory } from './load-process';

/** Processes: list, detail with history and cancel; every read and write scoped to the caller's channel subtree. */
export function createProcessEndpoints({
  db,
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  clock?: () => Date;
}) {
  const estimatedCount = createEstimatedCount();
  return [
    implement(processEndpoints.listProcesses, ({ caller, query }) =>
      listProcesses(db, estimatedCount, caller.user.channel_id, query, clock()),
    ),
    implement(processEndpoints.getProcess, async ({ caller, query }) => {
      const process = await loadProcessInScope(db, caller.user.channel_id, query.id);
      return loadProcessWithHistory(db, process.id);
    }),
    implement(processEndpoints.cancelProcess, ({ caller, body, params }) =>
      cancelProcess(db, caller.user.channel_id, params.id ?? '', body.reason, caller.user.email, clock()),
    ),
  ];
}
