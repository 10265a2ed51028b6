import { z } from 'zod';
import { isBusinessDay } from '../../../schema/domain/business-hours';
import { isoDateOf, madridCalendarDate } from '../../../schema/domain/madrid-clock';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { postalCodeWithProvinceSchema } from '../../../schema/domain/validators/postal-code';
import { requiredText } from '../../../schema/domain/validators/required-text';
import type { InstallationSlot, ServiceAddressInput } from '../../generated/graphql';

export const INSTALLATION_SLOTS = ['MORNING', 'AFTERNOON'] as const satisfies readonly InstallationSlot[];

/** What the schedule/update form holds while it is edited: every field as typed. */
export type InstallationFormValues = {
  date: string;
  slot: string;
  changeAddress: boolean;
  street: string;
  number: string;
  floor: string;
  postalCode: string;
  province: string;
  city: string;
};

/** What the form sends: a visit (date and slot) and/or a new address. */
export type InstallationFormInput = {
  date: string | null;
  slot: InstallationSlot | null;
  address: ServiceAddressInput | null;
};

export type InstallationFormResult =
  | { ok: true; input: InstallationFormInput }
  | { ok: false; errors: Readonly<Record<string, string>> };

/** 'YYYY-MM-DD' as a calendar date, or null when it is not a real day. */
function calendarDateOf(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/**
 * A visit date the field-service provider can take (docs/lifecycles.md): a working day of the Madrid calendar
 * after today. The api checks the same; the form says so before the round trip.
 */
export function visitDateSchema(now: () => Date) {
  return requiredText().check((ctx) => {
    const date = calendarDateOf(ctx.value);
    if (!date) {
      ctx.issues.push({
        code: 'custom',
        message: 'fieldwork.installation.form.invalidDate',
        input: ctx.value,
      });
      return;
    }
    if (ctx.value <= isoDateOf(madridCalendarDate(now()))) {
      ctx.issues.push({
        code: 'custom',
        message: 'fieldwork.installation.form.dateNotFuture',
        input: ctx.value,
      });
      return;
    }
    if (!isBusinessDay(date)) {
      ctx.issues.push({
        code: 'custom',
        message: 'fieldwork.installation.form.notWorkingDay',
        input: ctx.value,
      });
    }
  });
}

const slotSchema = z.enum(INSTALLATION_SLOTS, { error: REQUIRED_MESSAGE });

const addressSchema = z
  .object({
    street: requiredText(),
    number: requiredText(),
    floor: z.string().trim(),
    city: requiredText(),
  })
  .and(postalCodeWithProvinceSchema);

function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Checks the form. `schedule` needs a date and a slot; `update` moves the visit (only when one is booked,
 * `visitEditable`) and/or changes the address, and must change something.
 */
export function validateInstallationForm(
  mode: 'schedule' | 'update',
  values: InstallationFormValues,
  { visitEditable, now = () => new Date() }: { visitEditable: boolean; now?: () => Date },
  current: { date: string | null; slot: InstallationSlot | null } = { date: null, slot: null },
): InstallationFormResult {
  const errors: Record<string, string> = {};
  let date: string | null = null;
  let slot: InstallationSlot | null = null;
  const wantsVisit =
    mode === 'schedule' ||
    (visitEditable && (values.date !== (current.date ?? '') || values.slot !== (current.slot ?? '')));
  if (wantsVisit) {
    const parsedDate = visitDateSchema(now).safeParse(values.date);
    if (parsedDate.success) date = parsedDate.data;
    else errors.date = parsedDate.error.issues[0]?.message ?? REQUIRED_MESSAGE;
    const parsedSlot = slotSchema.safeParse(values.slot);
    if (parsedSlot.success) slot = parsedSlot.data;
    else errors.slot = REQUIRED_MESSAGE;
  }
  let address: ServiceAddressInput | null = null;
  if (mode === 'update' && values.changeAddress) {
    const parsed = addressSchema.safeParse(values);
    if (parsed.success) {
      const { street, number, floor, postalCode, province, city } = parsed.data;
      address = { street, number, floor: floor || null, postalCode, province, city };
    } else {
      Object.assign(errors, { ...firstMessages(parsed.error.issues), ...errors });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (mode === 'update' && !date && !address) {
    return { ok: false, errors: { form: 'fieldwork.installation.form.nothingChanged' } };
  }
  return { ok: true, input: { date, slot, address } };
}
