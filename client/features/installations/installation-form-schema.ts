import { z } from 'zod';
import { isBusinessDay } from '../../../schema/domain/business-hours';
import { isoDateOf, madridCalendarDate } from '../../../schema/domain/madrid-clock';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { postalCodeWithProvinceSchema } from '../../../schema/domain/validators/postal-code';
import { requiredText } from '../../../schema/domain/validators/required-text';
import type { InstallationSlot } from '../../../schema/domain/vocabulary/installation';
import { scheduleInstallationBody, serviceAddressBody } from '../../../schema/rest/installations';
import type { ServiceAddressInput } from '../../generated/graphql';
import { checkField } from '../../ui/form/check-field';
import { fieldIssuesOf } from '../../ui/form/field-issues';
import type { FieldMessage } from '../../ui/form/field-message';
import { SERVER_ERROR } from '../../ui/form/server-error-mapping';

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

/** What the form is for, and what the installation holds now (an update only sends a visit that changed). */
export type InstallationFormContext = {
  mode: 'schedule' | 'update';
  /** A booked visit may move; one not booked yet is not offered. */
  visitEditable: boolean;
  now?: () => Date;
  current?: { date: string | null; slot: InstallationSlot | null };
};

const INVALID_DATE: FieldMessage = { key: 'fieldwork.installation.form.invalidDate' };
const NOTHING_CHANGED = 'fieldwork.installation.form.nothingChanged';

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
      ctx.issues.push({ code: 'custom', message: INVALID_DATE.key, input: ctx.value });
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

/** A text past the api's length says how long it may be; the api's other messages are already the form's. */
function tooLongWording(issue: z.core.$ZodIssue): FieldMessage | undefined {
  return issue.code === 'too_big'
    ? { key: 'fieldwork.installation.form.tooLong', values: { max: Number(issue.maximum) } }
    : undefined;
}

/**
 * The schedule/update form's schema, each field checked in one pass by the api's own request schemas
 * (POST /installations/:id/schedule, PUT /installations/:id) and, for the date, by the provider's calendar.
 * `schedule` needs a date and a slot; `update` moves the visit (only when one is booked) and/or changes the
 * address, and must change something. It answers what the mutation sends.
 */
export function installationFormSchema({
  mode,
  visitEditable,
  now = () => new Date(),
  current = { date: null, slot: null },
}: InstallationFormContext) {
  return z
    .object({
      date: z.string(),
      slot: z.string(),
      changeAddress: z.boolean(),
      street: z.string(),
      number: z.string(),
      floor: z.string(),
      postalCode: z.string(),
      province: z.string(),
      city: z.string(),
    })
    .transform((values, ctx): InstallationFormInput => {
      let failed = false;
      let date: string | null = null;
      let slot: InstallationSlot | null = null;
      const wantsVisit =
        mode === 'schedule' ||
        (visitEditable && (values.date !== (current.date ?? '') || values.slot !== (current.slot ?? '')));
      if (wantsVisit) {
        const visitDate = checkField(ctx, 'date', visitDateSchema(now), values.date);
        const day =
          visitDate &&
          checkField(ctx, 'date', scheduleInstallationBody.shape.date, visitDate.value, () => INVALID_DATE);
        // The select offers the api's slots only: a refused one is one not chosen yet.
        const chosenSlot = checkField(ctx, 'slot', scheduleInstallationBody.shape.slot, values.slot, () =>
          values.slot ? undefined : { key: REQUIRED_MESSAGE },
        );
        if (day && chosenSlot) {
          date = day.value;
          slot = chosenSlot.value;
        } else failed = true;
      }

      let address: ServiceAddressInput | null = null;
      if (mode === 'update' && values.changeAddress) {
        const fields = serviceAddressBody.shape;
        const street = checkField(ctx, 'street', fields.street, values.street, tooLongWording);
        const number = checkField(ctx, 'number', fields.number, values.number, tooLongWording);
        const floor = checkField(ctx, 'floor', fields.floor, values.floor, tooLongWording);
        const city = checkField(ctx, 'city', fields.city, values.city, tooLongWording);
        const postalCode = checkField(
          ctx,
          'postalCode',
          fields.postalCode,
          values.postalCode,
          tooLongWording,
        );
        const province = checkField(ctx, 'province', fields.province, values.province);
        // The postal code must lie in the province, as the api's address requires (reported on `postalCode`).
        const place =
          postalCode &&
          province &&
          checkField(ctx, 'postalCode', postalCodeWithProvinceSchema, {
            postalCode: postalCode.value,
            province: province.value,
          });
        if (street && number && floor && city && place) {
          address = {
            street: street.value,
            number: number.value,
            floor: floor.value || null,
            postalCode: place.value.postalCode,
            province: place.value.province,
            city: city.value,
          };
        } else failed = true;
      }

      if (failed) return z.NEVER;
      if (mode === 'update' && !date && !address) {
        ctx.addIssue({ code: 'custom', message: NOTHING_CHANGED, path: SERVER_ERROR.split('.') });
        return z.NEVER;
      }
      return { date, slot, address };
    });
}

/** Checks the form as its dialog does: what the mutation sends, or the i18n key of each field's first problem. */
export function validateInstallationForm(
  mode: 'schedule' | 'update',
  values: InstallationFormValues,
  { visitEditable, now = () => new Date() }: { visitEditable: boolean; now?: () => Date },
  current: { date: string | null; slot: InstallationSlot | null } = { date: null, slot: null },
): InstallationFormResult {
  const result = installationFormSchema({ mode, visitEditable, now, current }).safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(
    fieldIssuesOf(result.error.issues, (path) => (path === SERVER_ERROR ? 'form' : path)),
  )) {
    errors[field] = message.key;
  }
  return { ok: false, errors };
}
