import type { Kysely } from 'kysely';
import { installationEndpoints } from '../../schema/rest/installations';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEmbeddedFieldService } from '../providers/field-service/embedded-field-service';
import type { FieldService } from '../providers/field-service/field-service';
import { changeInstallation, type InstallationChange } from './change-installation';
import { listInstallations } from './list-installations';
import { loadInstallationHistory } from './load-installation-history';
import { loadInstallationInScope } from './load-installation-in-scope';
import { toInstallation } from './to-installation';

/** How far ahead the console offers visit slots. */
const SLOT_HORIZON_DAYS = 30;

/**
 * Installations: list, detail, slots and the schedule, update, cancel and relaunch actions; scoped to the caller's
 * current channel, clock injected, the embedded field-service simulator unless a provider is given.
 */
export function createInstallationEndpoints({
  db,
  clock = () => new Date(),
  fieldService = createEmbeddedFieldService(),
}: {
  db: Kysely<Database>;
  clock?: () => Date;
  fieldService?: FieldService;
}) {
  async function detail(scopeChannel: string, id: string) {
    const row = await loadInstallationInScope(db, scopeChannel, id);
    return { ...toInstallation(row), history: await loadInstallationHistory(db, row.id) };
  }
  async function act(
    caller: { user: { channel_id: string; email: string } },
    id: string,
    change: InstallationChange,
  ) {
    const installationId = await changeInstallation(db, fieldService, {
      installationId: id,
      scopeChannel: caller.user.channel_id,
      actor: caller.user.email,
      now: clock(),
      change,
    });
    return detail(caller.user.channel_id, installationId);
  }
  return [
    implement(installationEndpoints.listInstallations, ({ caller, query }) =>
      listInstallations(db, caller.user.channel_id, query),
    ),
    implement(installationEndpoints.getInstallation, ({ caller, query }) =>
      detail(caller.user.channel_id, query.id),
    ),
    implement(installationEndpoints.listInstallationSlots, async ({ caller, params }) => {
      const row = await loadInstallationInScope(db, caller.user.channel_id, params.id ?? '');
      const items = await fieldService.availableSlots({
        postalCode: row.postal_code,
        now: clock(),
        days: SLOT_HORIZON_DAYS,
      });
      return { items };
    }),
    implement(installationEndpoints.scheduleInstallation, ({ caller, params, body }) =>
      act(caller, params.id ?? '', { action: 'SCHEDULE', date: body.date, slot: body.slot }),
    ),
    implement(installationEndpoints.updateInstallation, ({ caller, params, body }) =>
      act(caller, params.id ?? '', {
        action: 'UPDATE',
        date: body.date,
        slot: body.slot,
        address: body.address ? { ...body.address, floor: body.address.floor ?? null } : undefined,
      }),
    ),
    implement(installationEndpoints.cancelInstallation, ({ caller, params, body }) =>
      act(caller, params.id ?? '', { action: 'CANCEL', reason: body.reason }),
    ),
    implement(installationEndpoints.relaunchInstallation, ({ caller, params }) =>
      act(caller, params.id ?? '', { action: 'RELAUNCH' }),
    ),
  ];
}
