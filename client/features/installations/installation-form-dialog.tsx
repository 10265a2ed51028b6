import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isInstallationDateMovable } from '../../../schema/domain/lifecycles/installation-lifecycle';
import { PROVINCES } from '../../../schema/domain/provinces';
import { INSTALLATION_SLOTS } from '../../../schema/domain/vocabulary/installation';
import type { FieldworkInstallationSlotsQuery } from '../../generated/graphql';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { DialogForm } from '../../ui/form/dialog-form';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { serverErrorOf } from '../../ui/form/server-error-mapping';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { showNotice } from '../../ui/notice-store';
import {
  InstallationSlotsQuery,
  ScheduleInstallationMutation,
  UpdateInstallationMutation,
} from './installation-documents';
import { type InstallationFormValues, installationFormSchema } from './installation-form-schema';
import {
  closeInstallationForm,
  completeInstallationForm,
  type InstallationFormMode,
  installationFormStore,
} from './installation-form-store';
import type { InstallationRow } from './installation-row';

type FreeSlot = FieldworkInstallationSlotsQuery['installationSlots'][number];

/** Api codes that belong to one field of the form though the api names none; any other is shown in the alert. */
const FIELD_OF_CODE: Readonly<Record<string, keyof InstallationFormValues>> = {
  INSTALLATION_DATE_NOT_WORKING_DAY: 'date',
  INSTALLATION_SLOT_UNAVAILABLE: 'slot',
};

/** The address's text fields and the columns (of six) each takes. */
const ADDRESS_SPANS = { street: 4, number: 1, floor: 1, postalCode: 2, city: 2 } as const;

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof InstallationFormValues>([
  'date',
  'slot',
  ...(Object.keys(ADDRESS_SPANS) as (keyof typeof ADDRESS_SPANS)[]),
  'province',
]);

/** The form field of a request field the api refused: the address's fields (`address.postalCode`) are the form's. */
function formFieldOf(apiField: string): keyof InstallationFormValues | undefined {
  const field = apiField.replace(/^address\./, '');
  return FORM_FIELDS.has(field) ? (field as keyof InstallationFormValues) : undefined;
}

function initialValues(row: InstallationRow): InstallationFormValues {
  return {
    date: row.installationDate ?? '',
    slot: row.slot ?? '',
    changeAddress: false,
    street: row.address.street,
    number: row.address.number,
    floor: row.address.floor ?? '',
    postalCode: row.address.postalCode,
    province: row.address.province,
    city: row.address.city,
  };
}

/** The provider's free slots, as buttons that fill the date and the slot. */
function FreeSlots({ installationId, onPick }: { installationId: string; onPick: (slot: FreeSlot) => void }) {
  const { t } = useTranslation(['fieldwork', 'errors']);
  const [state, setState] = useState<{ slots: FreeSlot[] } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    runOperation(InstallationSlotsQuery, { id: installationId }, 'query').then(
      (data) => live && setState({ slots: data.installationSlots }),
      (error: unknown) =>
        live && setState({ error: error instanceof GraphqlOperationError ? error.code : 'INTERNAL' }),
    );
    return () => {
      live = false;
    };
  }, [installationId]);
  if (!state) {
    return (
      <p className="text-slate-500 text-xs dark:text-slate-400">
        {t('fieldwork.installation.form.slotsLoading')}
      </p>
    );
  }
  if ('error' in state) {
    return <p className="text-red-600 text-xs dark:text-red-400">{t(`errors.${state.error}`)}</p>;
  }
  if (state.slots.length === 0) {
    return (
      <p className="text-slate-500 text-xs dark:text-slate-400">{t('fieldwork.installation.form.noSlots')}</p>
    );
  }
  return (
    <ul
      aria-label={t('fieldwork.installation.form.freeSlots')}
      className="flex max-h-28 flex-wrap gap-1 overflow-y-auto"
    >
      {state.slots.slice(0, 20).map((slot) => (
        <li key={`${slot.date}-${slot.slot}`}>
          <button
            type="button"
            onClick={() => onPick(slot)}
            className="rounded border border-slate-300 px-1.5 py-0.5 text-slate-700 text-xs hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {dayjs(slot.date).format('DD-MM-YY')} {slot.from}–{slot.to}
          </button>
        </li>
      ))}
    </ul>
  );
}

function InstallationForm({
  formId,
  mode,
  row,
  now,
}: {
  formId: number;
  mode: InstallationFormMode;
  row: InstallationRow;
  now: () => Date;
}) {
  const { t } = useTranslation(['fieldwork', 'validation', 'domain', 'errors']);
  const visitEditable = mode === 'schedule' || isInstallationDateMovable(row.status);
  const schema = useMemo(
    () =>
      installationFormSchema({
        mode,
        visitEditable,
        now,
        current: { date: row.installationDate, slot: row.slot },
      }),
    [mode, visitEditable, now, row],
  );
  const form = useZodForm(schema, { defaultValues: initialValues(row) });
  const { control } = form;
  const submit = useFormSubmit(
    form,
    async ({ date, slot, address }) => {
      try {
        if (mode === 'schedule') {
          await runOperation(
            ScheduleInstallationMutation,
            { id: row.id, date: date ?? '', slot: slot ?? 'MORNING' },
            'mutation',
          );
        } else {
          await runOperation(UpdateInstallationMutation, { id: row.id, date, slot, address }, 'mutation');
        }
      } catch (error) {
        const refused = serverErrorOf(error);
        // Every refusal is also a toast; a slot the provider has no technician for belongs to the slot field.
        showNotice('error', t(`errors.${refused.code}`));
        throw new GraphqlOperationError(
          refused.code,
          error instanceof Error ? error.message : refused.code,
          refused.field ?? FIELD_OF_CODE[refused.code],
        );
      }
    },
    () => completeInstallationForm(formId),
    { fieldOfApiField: formFieldOf },
  );
  const changeAddress = useWatch({ control, name: 'changeAddress' });
  const pick = (slot: FreeSlot) => {
    // Once a submit was refused, picking a slot checks again so a message of the date or slot goes away.
    const shouldValidate = form.formState.isSubmitted;
    form.setValue('date', slot.date, { shouldDirty: true, shouldValidate });
    form.setValue('slot', slot.slot, { shouldDirty: true, shouldValidate });
  };

  return (
    <DialogForm
      control={control}
      onSubmit={(event) => void submit(event)}
      onCancel={() => closeInstallationForm(formId)}
      cancelLabel={t('fieldwork.form.cancel')}
      submitLabel={t(
        mode === 'schedule'
          ? 'fieldwork.installation.action.schedule'
          : 'fieldwork.installation.action.update',
      )}
    >
      {visitEditable ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-700 text-sm dark:text-slate-200">
            {t('fieldwork.installation.form.visit')}
          </legend>
          <FreeSlots installationId={row.id} onPick={pick} />
          <div className="grid grid-cols-2 gap-2">
            <FormTextField
              control={control}
              name="date"
              type="date"
              label={t('fieldwork.installation.form.date')}
              autoFocus
            />
            <FormSelectField
              control={control}
              name="slot"
              label={t('fieldwork.installation.form.slot')}
              placeholder={t('fieldwork.installation.form.chooseSlot')}
              options={INSTALLATION_SLOTS.map((slot) => ({
                value: slot,
                label: t(`fieldwork.installation.slot.${slot}`),
              }))}
            />
          </div>
        </fieldset>
      ) : null}
      {mode === 'update' ? (
        <fieldset className="space-y-2">
          <FormCheckboxField
            control={control}
            name="changeAddress"
            label={t('fieldwork.installation.form.changeAddress')}
            className="flex items-center gap-2 font-medium text-slate-700 text-sm dark:text-slate-200"
            autoFocus={!visitEditable}
          />
          {changeAddress ? (
            <div className="grid grid-cols-6 gap-2">
              {Object.entries(ADDRESS_SPANS).map(([key, span]) => (
                <div key={key} style={{ gridColumn: `span ${span} / span ${span}` }}>
                  <FormTextField
                    control={control}
                    name={key as keyof typeof ADDRESS_SPANS}
                    label={t(`fieldwork.installation.form.${key}`)}
                    inputMode={key === 'postalCode' ? 'numeric' : undefined}
                  />
                </div>
              ))}
              <div className="col-span-2">
                <FormSelectField
                  control={control}
                  name="province"
                  label={t('fieldwork.installation.form.province')}
                  options={PROVINCES.map((province) => ({ value: province.code, label: province.name }))}
                />
              </div>
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </DialogForm>
  );
}

/**
 * The schedule/update dialog of the installations page. The row buttons and the palette both reach it through the
 * entity actions' `run` (openInstallationForm), so there is one code path. `now` is injectable for tests.
 */
export function InstallationFormDialog({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('fieldwork');
  const { open } = useSnapshot(installationFormStore);
  return (
    <FormDialog
      open={!!open}
      onClose={() => open && closeInstallationForm(open.id)}
      title={t(
        open?.mode === 'schedule'
          ? 'fieldwork.installation.form.scheduleTitle'
          : 'fieldwork.installation.form.updateTitle',
      )}
      subtitle={
        open
          ? `${open.row.fixedNumber ? `${open.row.fixedNumber} · ` : ''}${open.row.address.street} ${open.row.address.number}, ${open.row.address.city}`
          : undefined
      }
      width="lg"
    >
      {open ? (
        <InstallationForm
          key={open.id}
          formId={open.id}
          mode={open.mode}
          row={open.row as InstallationRow}
          now={now}
        />
      ) : null}
    </FormDialog>
  );
}
