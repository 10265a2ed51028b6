import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../schema/domain/validation-messages';
import { Button } from '../ui/button';
import { FormCheckboxField } from '../ui/form/form-checkbox-field';
import { FormRadioGroup } from '../ui/form/form-radio-group';
import { useZodForm } from '../ui/form/use-zod-form';
import { IrreversibleNote } from '../ui/irreversible-note';
import type { AnyEntityAction } from './entity-action';
import { type EntityActionRun, entityActionRunStore } from './entity-action-run-store';
import { findEntityAction } from './entity-action-store';
import { entityActionRowLabel } from './run-entity-action-rows';
import {
  abortEntityAction,
  actionErrorText,
  chooseEntityActionReason,
  confirmEntityAction,
} from './start-entity-action';

/** The rows the action is about: one row's label, or the list of a selection's labels. */
function RowSummary({ run, action }: { run: Readonly<EntityActionRun>; action: AnyEntityAction }) {
  const { t } = useTranslation('actions');
  const { rows, skipped } = run;
  const skippedNote =
    skipped > 0 ? (
      <p className="mt-2 text-amber-800 text-sm dark:text-amber-200">
        {t('actions.dialog.skipped', { count: skipped })}
      </p>
    ) : null;
  if (rows.length === 1 && run.skipped === 0) {
    return action.rowLabel ? (
      <p className="mt-0.5 font-mono text-slate-500 text-xs dark:text-slate-400">
        {action.rowLabel(rows[0])}
      </p>
    ) : null;
  }
  return (
    <>
      <p className="mt-2 text-slate-600 text-sm dark:text-slate-300">
        {t('actions.dialog.rowList', { count: rows.length })}
      </p>
      <ul
        aria-label={t('actions.dialog.rowListLabel')}
        className="mt-1 max-h-32 overflow-auto rounded-md border border-slate-200 px-2 py-1 font-mono text-slate-700 text-xs dark:border-slate-700 dark:text-slate-200"
      >
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for the run; labels may repeat.
          <li key={index}>{entityActionRowLabel(action, row, index)}</li>
        ))}
      </ul>
      {skippedNote}
    </>
  );
}

/** While a selection runs: how many rows are finished. */
function SelectionProgress({ run }: { run: Readonly<EntityActionRun> }) {
  const { t } = useTranslation('actions');
  return (
    <p role="status" className="mt-3 font-medium text-slate-700 text-sm tabular-nums dark:text-slate-200">
      {t('actions.dialog.progress', { done: run.finished, total: run.rows.length })}
    </p>
  );
}

/** After a selection ran with failures: what was done, and each refused row with the api's reason. */
function ResultStep({ run }: { run: Readonly<EntityActionRun> }) {
  const { t } = useTranslation(['actions', 'common']);
  return (
    <div>
      <p role="alert" className="mt-3 text-slate-700 text-sm dark:text-slate-200">
        {t('actions.dialog.summary', { done: run.done, total: run.rows.length, count: run.failures.length })}
      </p>
      <ul className="mt-1 max-h-40 overflow-auto rounded-md border border-red-200 px-2 py-1 text-red-800 text-sm dark:border-red-900 dark:text-red-200">
        {run.failures.map((failure, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one entry per refused row, in run order.
          <li key={index}>
            <span className="font-mono">{failure.label}</span>: {actionErrorText(failure.code)}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex justify-end">
        {/* The summary replaces the confirmation's buttons, which had the focus. */}
        <Button autoFocus onClick={() => abortEntityAction(run.id)}>
          {t('actions.dialog.close')}
        </Button>
      </div>
    </div>
  );
}

/** The reason step's form: one of the action's reasons. */
function reasonSchema(options: readonly { value: string }[]) {
  const values = options.map((option) => option.value);
  return z.object({
    reason: z.string().refine((value) => values.includes(value), { error: REQUIRED_MESSAGE }),
  });
}

function ReasonStep({
  run,
  step,
  next,
}: {
  run: Readonly<EntityActionRun>;
  step: NonNullable<AnyEntityAction['reason']>;
  /** The submit's name: the action itself, or "next" when a confirmation follows. */
  next: string;
}) {
  const { t } = useTranslation(['actions', 'common']);
  const schema = useMemo(() => reasonSchema(step.options), [step.options]);
  const form = useZodForm(schema, { defaultValues: { reason: run.reason ?? '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const submit = form.handleSubmit((values) => chooseEntityActionReason(run.id, values.reason));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className="mt-4">
        <FormRadioGroup
          control={form.control}
          name="reason"
          legend={t(step.title)}
          options={step.options.map((option) => ({ value: option.value, label: t(option.label) }))}
          layout="list"
          autoFocus
        />
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => abortEntityAction(run.id)}>
          {t('actions.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={!reason}>
          {next}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation's form: the acknowledgement ticked, when the action asks for one. */
function confirmSchema(acknowledgementNeeded: boolean) {
  return z.object({
    acknowledged: z
      .boolean()
      .refine((ticked) => ticked || !acknowledgementNeeded, { error: REQUIRED_MESSAGE }),
  });
}

function ConfirmStep({ run, action }: { run: Readonly<EntityActionRun>; action: AnyEntityAction }) {
  const { t } = useTranslation(['actions', 'common']);
  const confirm = action.confirm;
  const running = run.step === 'running';
  const irreversible = !!confirm?.irreversible;
  const reasonLabel = action.reason?.options.find((option) => option.value === run.reason)?.label;
  const schema = useMemo(() => confirmSchema(!!confirm?.acknowledgement), [confirm?.acknowledgement]);
  const form = useZodForm(schema, { defaultValues: { acknowledged: false } });
  const acknowledged = useWatch({ control: form.control, name: 'acknowledged' });
  const blocked = running || (!!confirm?.acknowledgement && !acknowledged);
  const submit = form.handleSubmit(() => {
    if (!running) confirmEntityAction(run.id);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {confirm ? (
        <Description as="div" className="mt-3 text-slate-600 text-sm dark:text-slate-300">
          <p>{t(confirm.body, { count: run.rows.length })}</p>
        </Description>
      ) : null}
      {reasonLabel ? (
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-300">
          {t('actions.dialog.reason')}: <strong className="font-medium">{t(reasonLabel)}</strong>
        </p>
      ) : null}
      {irreversible ? <IrreversibleNote>{t('actions.dialog.irreversible')}</IrreversibleNote> : null}
      {confirm?.acknowledgement ? (
        <FormCheckboxField
          control={form.control}
          name="acknowledged"
          label={t(confirm.acknowledgement)}
          className="mt-3 flex items-start gap-2 text-slate-700 text-sm dark:text-slate-200"
          tone="danger"
        />
      ) : null}
      {running && run.rows.length > 1 ? <SelectionProgress run={run} /> : null}
      <div className="mt-5 flex justify-end gap-2">
        <Button
          variant="secondary"
          disabled={running}
          onClick={() => abortEntityAction(run.id)}
          // An irreversible action starts on Cancel, so Enter alone never confirms it.
          data-autofocus={irreversible ? true : undefined}
        >
          {t('actions.dialog.cancel')}
        </Button>
        <Button
          type="submit"
          variant={irreversible ? 'danger' : 'primary'}
          disabled={blocked}
          pending={running}
          data-autofocus={irreversible ? undefined : true}
        >
          {t(action.title)}
        </Button>
      </div>
    </form>
  );
}

/** The one dialog of entity actions: reason step, confirmation, running state. Escape aborts before running. */
export default function EntityActionDialog() {
  const { t } = useTranslation(['actions', 'common']);
  const { run } = useSnapshot(entityActionRunStore);
  const action = run ? findEntityAction(run.actionId) : undefined;
  const open = !!run && !!action;
  const irreversible = !!action?.confirm?.irreversible;
  return (
    <Dialog open={open} onClose={() => run && abortEntityAction(run.id)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        {run && action ? (
          <DialogPanel
            data-irreversible={irreversible || undefined}
            className={`w-full max-w-md rounded-xl bg-white p-5 shadow-2xl dark:bg-slate-900 ${
              irreversible ? 'border-red-600 border-t-4' : ''
            }`}
          >
            <DialogTitle className="font-semibold text-base text-slate-900 dark:text-white">
              {run.step === 'reason' || !action.confirm
                ? t(action.title)
                : t(action.confirm.title, { count: run.rows.length })}
            </DialogTitle>
            {/* The summary after a run names the refused rows itself. */}
            {run.step === 'result' ? null : <RowSummary run={run} action={action} />}
            {run.step === 'result' ? (
              <ResultStep run={run} />
            ) : run.step !== 'reason' ? (
              <ConfirmStep key={`${run.id}-confirm`} run={run} action={action} />
            ) : action.reason ? (
              <ReasonStep
                key={`${run.id}-reason`}
                run={run}
                step={action.reason}
                next={
                  action.confirm || run.rows.length > 1 || run.skipped > 0
                    ? t('actions.dialog.next')
                    : t(action.title)
                }
              />
            ) : null}
          </DialogPanel>
        ) : null}
      </div>
    </Dialog>
  );
}
