import type { Kysely } from 'kysely';
import { energyEndpoints } from '../../schema/rest/energy';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { listEnergyStudies } from './list-energy-studies';
import { loadEnergyStudyInScope } from './load-energy-study-in-scope';
import { saveEnergyStudy } from './save-energy-study';
import { toEnergyStudyDetail } from './to-energy-study';

/** Energy studies: agents and above, every read and write scoped to the caller's current channel subtree. */
export function createEnergyEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  return [
    implement(energyEndpoints.listEnergyStudies, ({ caller, query }) =>
      listEnergyStudies(db, caller.user.channel_id, query),
    ),
    implement(energyEndpoints.createEnergyStudy, async ({ caller, body }) => {
      const now = clock();
      const row = await saveEnergyStudy(db, body, {
        channel: caller.user.channel_id,
        actor: caller.user.email,
        now,
      });
      return toEnergyStudyDetail(db, row, now);
    }),
    implement(energyEndpoints.getEnergyStudy, async ({ caller, params }) =>
      toEnergyStudyDetail(
        db,
        await loadEnergyStudyInScope(db, caller.user.channel_id, params.id ?? ''),
        clock(),
      ),
    ),
  ];
}
