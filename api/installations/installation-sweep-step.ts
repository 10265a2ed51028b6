import type { Kysely, Updateable } from 'kysely';
import { installationKindOf } from '../../schema/domain/lifecycles/installation-lifecycle';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import type { AnyInstallationStatus } from '../../schema/domain/vocabulary/installation';
import type { Database } from '../db/database-schema';
import type { InstallationsTable } from '../db/fieldwork-tables';
import { createEmbeddedFieldService } from '../providers/field-service/embedded-field-service';
import type { FieldService } from '../providers/field-service/field-service';
import type { SweepStep } from '../sweep/sweep-step';
import { selectInstallations } from './load-installation-in-scope';
import type { InstallationRow } from './to-installation';

/** Rows advanced per run at most; the next run takes the rest. */
const BATCH = 200;
const ACTOR = 'field-service';

/** What the provider's answer does to one row, or null when nothing is due yet. */
async function advance(
  fieldService: FieldService,
  row: InstallationRow,
  now: Date,
): Promise<{ to: AnyInstallationStatus; set: Updateable<InstallationsTable>; detail: string | null } | null> {
  const satellite = installationKindOf(row.installation_type) === 'SATELLITE';
  const address = {
    street: row.street,
    number: row.street_number,
    floor: row.floor,
    postalCode: row.postal_code,
    province: row.province,
    city: row.city,
  };
  switch (row.status) {
    case 'PENDING_CANCELATION': {
      await fieldService.cancel({ jobId: row.field_service_job_id, installationId: row.id });
      return { to: 'CANCELED', set: { installation_date: null, installation_slot: null }, detail: null };
    }
    case 'PENDING_RELAUNCH': {
      const { jobId } = await fieldService.relaunch({
        installationId: row.id,
        jobId: row.field_service_job_id,
      });
      return {
        to: 'RELAUNCHED',
        set: { installation_date: null, installation_slot: null, field_service_job_id: jobId },
        detail: `job ${jobId}`,
      };
    }
    case 'SCHEDULED': {
      if (!row.installation_day || !row.installation_slot) return null;
      const outcome = await fieldService.visitOutcome({
        jobId: row.field_service_job_id,
        visit: { date: row.installation_day, slot: row.installation_slot, address },
        now,
      });
      if (outcome === 'PENDING') return null;
      // Satellite has no FAILED: a visit that could not be done leaves the installation ERRORED.
      const to = outcome === 'COMPLETED' ? 'COMPLETED' : satellite ? 'ERRORED' : 'FAILED';
      return { to, set: {}, detail: `visit ${row.installation_day} ${row.installation_slot}` };
    }
    case 'CREATED': {
      if (!satellite) return null;
      const { jobId } = await fieldService.sendEquipment({ installationId: row.id, address });
      return { to: 'SENDING_EQUIPMENT', set: { field_service_job_id: jobId }, detail: `job ${jobId}` };
    }
    case 'SENDING_EQUIPMENT': {
      const state = await fieldService.equipmentState({
        jobId: row.field_service_job_id,
        sentAt: row.changed_at,
        now,
      });
      return state === 'DELIVERED' ? { to: 'PENDING_SCHEDULE', set: {}, detail: null } : null;
    }
    default:
      return null;
  }
}

/**
 * The periodic sweep's installation step: asks the field-service provider about rows waiting on it (cancelations,
 * relaunches, visits whose day has come, satellite kits) and records its answers with a PROVIDER history row.
 * Rows are locked with SKIP LOCKED, so concurrent sweeps advance each row once.
 */
export function createInstallationSweepStep(fieldService: FieldService): SweepStep {
  return {
    name: 'installations',
    async run(db: Kysely<Database>, now: Date): Promise<number> {
      const today = isoDateOf(madridCalendarDate(now));
      return db.transaction().execute(async (trx) => {
        const rows = await selectInstallations(trx)
          .where((eb) =>
            eb.or([
              eb('status', 'in', ['PENDING_CANCELATION', 'PENDING_RELAUNCH', 'SENDING_EQUIPMENT']),
              eb.and([eb('status', '=', 'SCHEDULED'), eb('installation_date', '<=', today)]),
              eb.and([eb('status', '=', 'CREATED'), eb('installation_type', '=', 'SATELLITE')]),
            ]),
          )
          .orderBy('changed_at')
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked()
          .execute();
        let advanced = 0;
        for (const row of rows) {
          const next = await advance(fieldService, row, now);
          if (!next || next.to === row.status) continue;
          await trx
            .updateTable('installations')
            .set({ ...next.set, status: next.to, changed_at: now })
            .where('id', '=', row.id)
            .execute();
          await trx
            .insertInto('installation_history')
            .values({
              installation_id: row.id,
              action: 'PROVIDER',
              status_from: row.status,
              status_to: next.to,
              reason: null,
              detail: next.detail,
              actor: ACTOR,
              at: now,
            })
            .execute();
          advanced += 1;
        }
        return advanced;
      });
    },
  };
}

/** The step with the embedded field-service simulator. */
export const installationSweepStep: SweepStep = createInstallationSweepStep(createEmbeddedFieldService());
