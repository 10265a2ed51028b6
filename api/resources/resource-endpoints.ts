import type { Kysely } from 'kysely';
import { resourceEndpoints } from '../../schema/rest/resources';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEstimatedCount } from '../pagination/estimated-count';
import { addResources } from './add-resources';
import { assignResourcesChannel } from './assign-resources-channel';
import { changeResourceStatus } from './change-resource-status';
import { listResources } from './list-resources';
import { loadResourceHistory } from './load-resource-history';
import { loadResourceInScope } from './load-resource-in-scope';
import { toResource } from './to-resource';

/** The brand's number and SIM inventory: list, bulk add, status changes and handing blocks to sub-channels. */
export function createResourceEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  const estimatedCount = createEstimatedCount();
  const actorOf = (caller: { user: { channel_id: string; email: string } }) => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  return [
    implement(resourceEndpoints.listResources, ({ caller, query }) =>
      listResources(db, estimatedCount, caller.user.channel_id, query),
    ),
    implement(resourceEndpoints.addResources, ({ caller, body }) => addResources(db, body, actorOf(caller))),
    implement(resourceEndpoints.changeResourceStatus, async ({ caller, body, params }) => {
      const id = await changeResourceStatus(db, params.id ?? '', body.status, actorOf(caller));
      const row = await loadResourceInScope(db, caller.user.channel_id, id);
      return { ...toResource(row), history: await loadResourceHistory(db, id) };
    }),
    implement(resourceEndpoints.assignResourcesChannel, ({ caller, body }) =>
      assignResourcesChannel(db, body, actorOf(caller)),
    ),
  ];
}
