import type { Kysely } from 'kysely';
import { leadEndpoints } from '../../schema/rest/leads';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { changeLeadStatus } from './change-lead-status';
import { listLeads } from './list-leads';
import { loadLeadHistory } from './load-lead-history';
import { loadLeadInScope } from './load-lead-in-scope';
import { createLead, updateLead } from './save-lead';
import { toLead } from './to-lead';

/** Leads: list, one, create, update and status changes; scoped to the caller's current channel subtree. */
export function createLeadEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  async function withHistory(scopeChannel: string, id: string) {
    const row = await loadLeadInScope(db, scopeChannel, id);
    return { ...toLead(row), history: await loadLeadHistory(db, row.id) };
  }
  const actorOf = (caller: { user: { channel_id: string; email: string } }) => ({
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  return [
    implement(leadEndpoints.listLeads, ({ caller, query }) => listLeads(db, caller.user.channel_id, query)),
    implement(leadEndpoints.getLead, ({ caller, query }) => withHistory(caller.user.channel_id, query.id)),
    implement(leadEndpoints.createLead, async ({ caller, body }) =>
      withHistory(caller.user.channel_id, await createLead(db, body, actorOf(caller))),
    ),
    implement(leadEndpoints.updateLead, async ({ caller, body, params }) =>
      withHistory(caller.user.channel_id, await updateLead(db, params.id ?? '', body, actorOf(caller))),
    ),
    implement(leadEndpoints.changeLeadStatus, async ({ caller, body, params }) =>
      withHistory(
        caller.user.channel_id,
        await changeLeadStatus(db, params.id ?? '', body.status, actorOf(caller)),
      ),
    ),
  ];
}
