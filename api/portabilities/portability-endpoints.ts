import type { Kysely } from 'kysely';
import { portabilityEndpoints } from '../../schema/rest/portabilities';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { changePortabilityStatus, type PortabilityStatusChange } from './change-portability-status';
import { findPortabilityInUse } from './find-portability-in-use';
import { listPortabilities } from './list-portabilities';
import { loadPortabilityHistory } from './load-portability-history';
import { loadPortabilityInScope } from './load-portability-in-scope';
import { toPortability } from './to-portability';

/** Portabilities: list, in-use check, cancel and relaunch; scoped to the caller's current channel, clock injected. */
export function createPortabilityEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  async function act(change: PortabilityStatusChange) {
    const id = await changePortabilityStatus(db, change);
    const row = await loadPortabilityInScope(db, change.scopeChannel, id);
    return { ...toPortability(row), history: await loadPortabilityHistory(db, id) };
  }
  return [
    implement(portabilityEndpoints.listPortabilities, ({ caller, query }) =>
      listPortabilities(db, caller.user.channel_id, query, clock()),
    ),
    implement(portabilityEndpoints.getPortabilityInUse, ({ caller, query }) =>
      findPortabilityInUse(db, caller.user.channel_id, query.line, query.type, clock()),
    ),
    implement(portabilityEndpoints.cancelPortability, ({ caller, body, params }) =>
      act({
        action: 'CANCEL',
        portabilityId: params.id ?? '',
        reason: body.reason,
        scopeChannel: caller.user.channel_id,
        actor: caller.user.email,
        now: clock(),
      }),
    ),
    implement(portabilityEndpoints.relaunchPortability, ({ caller, params }) =>
      act({
        action: 'RELAUNCH',
        portabilityId: params.id ?? '',
        reason: null,
        scopeChannel: caller.user.channel_id,
        actor: caller.user.email,
        now: clock(),
      }),
    ),
  ];
}
