import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isInstallationDateMovable } from '../../../schema/domain/lifecycles/installation-lifecycle';
import { PROVINCES } from '../../../schema/domain/provinces';
import type { FieldworkInstallationSlotsQuery, InstallationSlot } from '../../generated/graphql';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { showNotice } from '../../ui/notice-store';
import {
  InstallationSlotsQuery,
  ScheduleInstallationMutation,
  UpdateInstallationMutation,
} from './installation-documents';
import {
  INSTALLATION_SLOTS,
  type InstallationFormValues,
  validateInstallationForm,
} from './installation-form-schema';
import {
  closeInstallationForm,
  completeInstallationForm,
  type InstallationFormMode,
  installationFormStore,
} from './installation-form-store';
import type { InstallationRow } from './installation-row';

type FreeSlot = FieldworkInstallationSlotsQuery['installationSlots'][number];

/** Api codes that belong to one field of the form; any other is shown above the buttons. */
const FIELD_OF_CODE: Readonly<Record<string, keyof InstallationFormValues>> = {
  INSTALLATION_DATE_NOT_WORKING_DAY: 'date',
  INSTALLATION_SLOT_UNAVAILABLE: 'slot',
};

const inputClass =
  'h-8 w-full rounded-md border bg-white px-2 text-slate-900 text-sm focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100';
const secondaryButton =
  'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
const primaryButton =
  'flex items-center gap-2 rounded-md bg-primary-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 disabled:opacity-50 dark:bg-primary-500 dark:hover:bg-primary-600';

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

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (id: string, describedBy: string | undefined) => React.ReactNode;
}) {
  const { t } = useTranslation(['fieldwork', 'validation', 'domain', 'errors']);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-700 text-xs dark:text-slate-300">
        {label}
      </label>
      {children(id, error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className="text-red-600 text-xs dark:text-red-400">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
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
  const [values, setValues] = useState<InstallationFormValues>(() => initialValues(row));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const visitEditable = mode === 'schedule' || isInstallationDateMovable(row.status);
  const set = <Key extends keyof InstallationFormValues>(key: Key, value: InstallationFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateInstallationForm(
      mode,
      values,
      { visitEditable, now },
      {
        date: row.installationDate,
        slot: row.slot,
      },
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { date, slot, address } = checked.input;
      if (mode === 'schedule') {
        await runOperation(
          ScheduleInstallationMutation,
          { id: row.id, date: date ?? '', slot: slot ?? 'MORNING' },
          'mutation',
        );
      } else {
        await runOperation(UpdateInstallationMutation, { id: row.id, date, slot, address }, 'mutation');
      }
      completeInstallationForm(formId);
    } catch (error) {
      const code = error instanceof GraphqlOperationError ? error.code : 'INTERNAL';
      const field = FIELD_OF_CODE[code] ?? 'form';
      setErrors({ [field]: `errors.${code}` });
      showNotice('error', t(`errors.${code}`));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      {visitEditable ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-700 text-sm dark:text-slate-200">
            {t('fieldwork.installation.form.visit')}
          </legend>
          <FreeSlots
            installationId={row.id}
            onPick={(slot) => setValues((current) => ({ ...current, date: slot.date, slot: slot.slot }))}
          />
          <div className="grid grid-cols-2 gap-2">
            <Field label={t('fieldwork.installation.form.date')} error={errors.date}>
              {(id, describedBy) => (
                <input
                  id={id}
                  type="date"
                  data-autofocus
                  value={values.date}
                  onChange={(event) => set('date', event.target.value)}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={describedBy}
                  className={`${inputClass} ${errors.date ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'}`}
                />
              )}
            </Field>
            <Field label={t('fieldwork.installation.form.slot')} error={errors.slot}>
              {(id, describedBy) => (
                <select
                  id={id}
                  value={values.slot}
                  onChange={(event) => set('slot', event.target.value)}
                  aria-invalid={errors.slot ? true : undefined}
                  aria-describedby={describedBy}
                  className={`${inputClass} ${errors.slot ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'}`}
                >
                  <option value="">{t('fieldwork.installation.form.chooseSlot')}</option>
                  {INSTALLATION_SLOTS.map((slot: InstallationSlot) => (
                    <option key={slot} value={slot}>
                      {t(`fieldwork.installation.slot.${slot}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
      ) : null}
      {mode === 'update' ? (
        <fieldset className="space-y-2">
          <label className="flex items-center gap-2 font-medium text-slate-700 text-sm dark:text-slate-200">
            <input
              type="checkbox"
              checked={values.changeAddress}
              onChange={(event) => set('changeAddress', event.target.checked)}
              data-autofocus={visitEditable ? undefined : true}
              className="accent-primary-600"
            />
            {t('fieldwork.installation.form.changeAddress')}
          </label>
          {values.changeAddress ? (
            <div className="grid grid-cols-6 gap-2">
              {(
                [
                  ['street', 4],
                  ['number', 1],
                  ['floor', 1],
                  ['postalCode', 2],
                  ['city', 2],
                ] as const
              ).map(([key, span]) => (
                <div key={key} style={{ gridColumn: `span ${span} / span ${span}` }}>
                  <Field label={t(`fieldwork.installation.form.${key}`)} error={errors[key]}>
                    {(id, describedBy) => (
                      <input
                        id={id}
                        value={values[key]}
                        onChange={(event) => set(key, event.target.value)}
                        aria-invalid={errors[key] ? true : undefined}
                        aria-describedby={describedBy}
                        inputMode={key === 'postalCode' ? 'numeric' : undefined}
                        className={`${inputClass} ${errors[key] ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'}`}
                      />
                    )}
                  </Field>
                </div>
              ))}
              <div className="col-span-2">
                <Field label={t('fieldwork.installation.form.province')} error={errors.province}>
                  {(id, describedBy) => (
                    <select
                      id={id}
                      value={values.province}
                      onChange={(event) => set('province', event.target.value)}
                      aria-invalid={errors.province ? true : undefined}
                      aria-describedby={describedBy}
                      className={`${inputClass} border-slate-300 dark:border-slate-700`}
                    >
                      {PROVINCES.map((province) => (
                        <option key={province.code} value={province.code}>
                          {province.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm dark:bg-red-950/50 dark:text-red-200"
        >
          {t(errors.form)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-1">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => closeInstallationForm(formId)}
        >
          {t('fieldwork.form.cancel')}
        </button>
        <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
          ) : null}
          {t(
            mode === 'schedule'
              ? 'fieldwork.installation.action.schedule'
              : 'fieldwork.installation.action.update',
          )}
        </button>
      </div>
    </form>
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
    // The dialog element covers the viewport (not a zero-size wrapper), so it is "visible" to tests and tools.
    <Dialog
      open={!!open}
      onClose={() => open && closeInstallationForm(open.id)}
      className="fixed inset-0 z-50"
    >
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        {open ? (
          <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-5 shadow-2xl dark:bg-slate-900">
            <DialogTitle className="font-semibold text-base text-slate-900 dark:text-white">
              {t(
                open.mode === 'schedule'
                  ? 'fieldwork.installation.form.scheduleTitle'
                  : 'fieldwork.installation.form.updateTitle',
              )}
            </DialogTitle>
            <p className="mt-0.5 text-slate-500 text-xs dark:text-slate-400">
              {open.row.fixedNumber ? `${open.row.fixedNumber} · ` : ''}
              {open.row.address.street} {open.row.address.number}, {open.row.address.city}
            </p>
            <InstallationForm
              key={open.id}
              formId={open.id}
              mode={open.mode}
              row={open.row as InstallationRow}
              now={now}
            />
          </DialogPanel>
        ) : null}
      </div>
    </Dialog>
  );
}
