import { createHash } from 'node:crypto';
import { isBusinessDay } from '../../../schema/domain/business-hours';
import {
  addCalendarDays,
  type CalendarDate,
  isoDateOf,
  madridCalendarDate,
  madridInstant,
} from '../../../schema/domain/madrid-clock';
import type { InstallationSlot } from '../../../schema/domain/vocabulary/installation';
import type { FieldService, FieldServiceAddress, FieldServiceSlot } from './field-service';

/** Visit windows on Madrid's wall clock: [from hour, to hour). */
export const FIELD_SERVICE_SLOT_HOURS: Record<InstallationSlot, { from: number; to: number }> = {
  MORNING: { from: 9, to: 14 },
  AFTERNOON: { from: 15, to: 20 },
};

/** How long the embedded carrier takes to bring a satellite kit to the customer. */
export const EMBEDDED_EQUIPMENT_TRANSIT_MS = 2 * 86_400_000;

/** A street the simulator's technicians never get into: every visit there FAILS. */
export const EMBEDDED_UNREACHABLE_STREET = 'sin acceso';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The simulator's agenda is full for about one slot in four, the same ones every time. */
export function embeddedSlotIsFull(postalCode: string, date: string, slot: InstallationSlot): boolean {
  return (digest(`${postalCode}|${date}|${slot}`)[0] ?? 0) % 4 === 0;
}

/** Whether the simulator's technicians fail at this address (its street says "sin acceso"). */
export function embeddedVisitFails(address: FieldServiceAddress): boolean {
  return address.street
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .includes(EMBEDDED_UNREACHABLE_STREET);
}

function hh(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

function dayOf(date: string): CalendarDate {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/**
 * A stand-in for the field-service company: slots on the working days after today, a deterministic quarter of them
 * full; visits complete once their window has ended, except at an unreachable street (see embeddedVisitFails);
 * satellite kits arrive two days after they are sent. Answers at once (no latency).
 */
export function createEmbeddedFieldService(): FieldService {
  const jobIdOf = (installationId: string, salt: string) =>
    `FS-${digest(`${installationId}|${salt}`).toString('hex').slice(0, 10).toUpperCase()}`;
  async function availableSlots({
    postalCode,
    now,
    days,
  }: {
    postalCode: string;
    now: Date;
    days: number;
  }): Promise<FieldServiceSlot[]> {
    const slots: FieldServiceSlot[] = [];
    const today = madridCalendarDate(now);
    for (let offset = 1; offset <= days; offset += 1) {
      const day = addCalendarDays(today, offset);
      if (!isBusinessDay(day)) continue;
      const date = isoDateOf(day);
      for (const slot of ['MORNING', 'AFTERNOON'] as const) {
        if (embeddedSlotIsFull(postalCode, date, slot)) continue;
        const hours = FIELD_SERVICE_SLOT_HOURS[slot];
        slots.push({ date, slot, from: hh(hours.from), to: hh(hours.to) });
      }
    }
    return slots;
  }
  return {
    availableSlots,
    async book({ installationId, jobId, visit, now }) {
      const free = await availableSlots({ postalCode: visit.address.postalCode, now, days: 30 });
      if (!free.some((s) => s.date === visit.date && s.slot === visit.slot)) return null;
      return { jobId: jobId ?? jobIdOf(installationId, 'visit') };
    },
    async cancel() {},
    async relaunch({ installationId, jobId }) {
      return { jobId: jobIdOf(installationId, `relaunch|${jobId ?? ''}`) };
    },
    async visitOutcome({ visit, now }) {
      const windowEnd = madridInstant(dayOf(visit.date), FIELD_SERVICE_SLOT_HOURS[visit.slot].to);
      if (now.getTime() < windowEnd.getTime()) return 'PENDING';
      return embeddedVisitFails(visit.address) ? 'FAILED' : 'COMPLETED';
    },
    async sendEquipment({ installationId }) {
      return { jobId: jobIdOf(installationId, 'equipment') };
    },
    async equipmentState({ sentAt, now }) {
      return now.getTime() - sentAt.getTime() >= EMBEDDED_EQUIPMENT_TRANSIT_MS ? 'DELIVERED' : 'IN_TRANSIT';
    },
  };
}
