import type { Kysely, Updateable } from 'kysely';
import { isBusinessDay } from '../../schema/domain/business-hours';
import {
  INSTALLATION_TRANSITIONS,
  installationKindOf,
  nextInstallationStatus,
} from '../../schema/domain/lifecycles/installation-lifecycle';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import type { CancellationReason } from '../../schema/domain/vocabulary/cancellation-reason';
import type { InstallationAction, InstallationSlot } from '../../schema/domain/vocabulary/installation';
import type { Database } from '../db/database-schema';
import type { InstallationsTable } from '../db/fieldwork-tables';
import { ApiError } from '../http/api-error';
import type { FieldService, FieldServiceAddress } from '../providers/field-service/field-service';
import { loadInstallationInScope } from './load-installation-in-scope';
import type { InstallationRow } from './to-installation';

export type InstallationChange =
  | { action: 'SCHEDULE'; date: string; slot: InstallationSlot }
  | { action: 'UPDATE'; date?: string; slot?: InstallationSlot; address?: FieldServiceAddress }
  | { action: 'CANCEL'; reason: CancellationReason }
  | { action: 'RELAUNCH' };

export type InstallationChangeRequest = {
  installationId: string;
  scopeChannel: string;
  actor: string;
  now: Date;
  change: InstallationChange;
};

function addressOf(row: InstallationRow): FieldServiceAddress {
  return {
    street: row.street,
    number: row.street_number,
    floor: row.floor,
    postalCode: row.postal_code,
    province: row.province,
    city: row.city,
  };
}

function describeAddress(address: FieldServiceAddress): string {
  const floor = address.floor ? ` ${address.floor}` : '';
  return `${address.street} ${address.number}${floor}, ${address.postalCode} ${address.city}`;
}

/** A visit can only be booked on a working day (Madrid calendar) after today. */
function requireFutureWorkingDay(date: string, now: Date): void {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const today = isoDateOf(madridCalendarDate(now));
  if (date <= today || !isBusinessDay({ year, month, day })) {
    throw new ApiError(
      422,
      'INSTALLATION_DATE_NOT_WORKING_DAY',
      'The installation date must be a working day (Monday to Friday, not a holiday) after today',
      'date',
    );
  }
}

function slotUnavailable(): ApiError {
  return new ApiError(
    409,
    'INSTALLATION_SLOT_UNAVAILABLE',
    'The field-service provider has no technician free in that slot at that address',
  );
}

/**
 * Schedule, update, cancel or relaunch: the row is locked, the lifecycle decides, the provider is asked when the
 * action needs its answer now, then the row changes and a history row is appended in the same transaction. A
 * refusal (status, date or provider) changes nothing.
 */
export async function changeInstallation(
  db: Kysely<Database>,
  fieldService: FieldService,
  request: InstallationChangeRequest,
): Promise<string> {
  const { change, now } = request;
  return db.transaction().execute(async (trx) => {
    const row = await loadInstallationInScope(trx, request.scopeChannel, request.installationId, {
      lock: true,
    });
    const action: InstallationAction = change.action;
    const changesDate =
      change.action === 'UPDATE' && (change.date !== undefined || change.slot !== undefined);
    const to = nextInstallationStatus(
      action,
      { type: row.installation_type, status: row.status },
      { changesDate },
    );
    if (to === null) {
      throw new ApiError(
        409,
        INSTALLATION_TRANSITIONS[action].refusal,
        `An installation in status ${row.status} cannot take the action ${action}`,
      );
    }
    const kind = installationKindOf(row.installation_type);
    const set: Updateable<InstallationsTable> = { status: to, changed_at: now };
    let detail: string | null = null;
    let reason: CancellationReason | null = null;

    if (change.action === 'SCHEDULE') {
      requireFutureWorkingDay(change.date, now);
      const booked = await fieldService.book({
        installationId: row.id,
        jobId: row.field_service_job_id,
        visit: { date: change.date, slot: change.slot, address: addressOf(row) },
        now,
      });
      if (!booked) throw slotUnavailable();
      Object.assign(set, {
        installation_date: change.date,
        installation_slot: change.slot,
        field_service_job_id: booked.jobId,
      });
      detail = `${change.date} ${change.slot}`;
    } else if (change.action === 'UPDATE') {
      if (!changesDate && change.address === undefined) {
        throw new ApiError(400, 'INVALID_REQUEST', 'Give a new date, slot or address', 'date');
      }
      const date = change.date ?? row.installation_day;
      const slot = change.slot ?? row.installation_slot;
      const address = change.address ?? addressOf(row);
      if (changesDate && date) requireFutureWorkingDay(date, now);
      if (row.status === 'SCHEDULED' && date && slot) {
        const moved = await fieldService.book({
          installationId: row.id,
          jobId: row.field_service_job_id,
          visit: { date, slot, address },
          now,
        });
        if (!moved) throw slotUnavailable();
        Object.assign(set, {
          installation_date: date,
          installation_slot: slot,
          field_service_job_id: moved.jobId,
        });
      }
      const parts: string[] = [];
      if (changesDate) parts.push(`date ${date} ${slot}`);
      if (change.address) {
        parts.push(`address ${describeAddress(address)}`);
        Object.assign(set, {
          street: address.street,
          street_number: address.number,
          floor: address.floor ?? null,
          postal_code: address.postalCode,
          province: address.province,
          city: address.city,
        });
      }
      detail = parts.join('; ');
    } else if (change.action === 'CANCEL') {
      reason = change.reason;
      // Satellite has no PENDING_CANCELATION: the provider is told now and the job is closed.
      if (kind === 'SATELLITE') {
        await fieldService.cancel({ jobId: row.field_service_job_id, installationId: row.id });
        Object.assign(set, { installation_date: null, installation_slot: null });
      }
    } else if (kind === 'SATELLITE') {
      // Satellite relaunch reopens the job at once: the kit is at the customer's, only the visit is missing.
      const reopened = await fieldService.relaunch({
        installationId: row.id,
        jobId: row.field_service_job_id,
      });
      Object.assign(set, {
        installation_date: null,
        installation_slot: null,
        field_service_job_id: reopened.jobId,
      });
    }

    await trx.updateTable('installations').set(set).where('id', '=', row.id).execute();
    await trx
      .insertInto('installation_history')
      .values({
        installation_id: row.id,
        action,
        status_from: row.status,
        status_to: to,
        reason,
        detail,
        actor: request.actor,
        at: now,
      })
      .execute();
    return row.id;
  });
}
