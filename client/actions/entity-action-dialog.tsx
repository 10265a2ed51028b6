import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '../ui/button';
import type { AnyEntityAction } from './entity-action';
import { type EntityActionRun, entityActionRunStore } from './entity-action-run-store';
import { findEntityAction } from './entity-action-store';
import { abortEntityAction, chooseEntityActionReason, confirmEntityAction } from './start-entity-action';

function RowSummary({ action, rows }: { action: AnyEntityAction; rows: readonly unknown[] }) {
  const { t } = useTranslation('actions');
  const text =
    rows.length === 1 && action.rowLabel
      ? action.rowLabel(rows[0])
      : rows.length > 1
        ? t('actions.dialog.rowCount', { count: rows.length })
        : null;
  return text ? <p className="mt-0.5 font-mono text-slate-500 text-xs dark:text-slate-400">{text}</p> : null;
}

function ReasonStep({ run, action }: { run: Readonly<EntityActionRun>; action: AnyEntityAction }) {
  const { t } = useTranslation(['actions', 'common']);
  const [reason, setReason] = useState<string | null>(run.reason);
  const step = action.reason;
  if (!step) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) chooseEntityActionReason(run.id, reason);
  };
  return (
    <form onSubmit={submit}>
      <fieldset className="mt-4">
        <legend className="font-medium text-slate-700 text-sm dark:text-slate-200">{t(step.title)}</legend>
        <div className="mt-2 flex flex-col gap-1">
          {step.options.map((option, index) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 text-sm hover:bg-slate-50 has-[:checked]:bg-primary-50 dark:text-slate-200 dark:hover:bg-slate-800 dark:has-[:checked]:bg-primary-900/40"
            >
              <input
                type="radio"
                name="entity-action-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                data-autofocus={index === 0 ? true : undefined}
                className="accent-primary-600"
              />
              {t(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => abortEntityAction(run.id)}>
          {t('actions.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={!reason}>
          {action.confirm ? t('actions.dialog.next') : t(action.title)}
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({ run, action }: { run: Readonly<EntityActionRun>; action: AnyEntityAction }) {
  const { t } = useTranslation(['actions', 'common']);
  const [acknowledged, setAcknowledged] = useState(false);
  const confirm = action.confirm;
  const running = run.step === 'running';
  const irreversible = !!confirm?.irreversible;
  const reasonLabel = action.reason?.options.find((option) => option.value === run.reason)?.label;
  const blocked = running || (!!confirm?.acknowledgement && !acknowledged);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) confirmEntityAction(run.id);
      }}
    >
      {confirm ? (
        <Description as="div" className="mt-3 text-slate-600 text-sm dark:text-slate-300">
          <p>{t(confirm.body)}</p>
        </Description>
      ) : null}
      {reasonLabel ? (
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-300">
          {t('actions.dialog.reason')}: <strong className="font-medium">{t(reasonLabel)}</strong>
        </p>
      ) : null}
      {irreversible ? (
        <p
          role="note"
          className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          {t('actions.dialog.irreversible')}
        </p>
      ) : null}
      {confirm?.acknowledgement ? (
        <label className="mt-3 flex items-start gap-2 text-slate-700 text-sm dark:text-slate-200">
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
            className="mt-0.5 accent-red-600"
          />
          {t(confirm.acknowledgement)}
        </label>
      ) : null}
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
              {run.step === 'reason' || !action.confirm ? t(action.title) : t(action.confirm.title)}
            </DialogTitle>
            <RowSummary action={action} rows={run.rows} />
            {run.step === 'reason' ? (
              <ReasonStep key={`${run.id}-reason`} run={run} action={action} />
            ) : (
              <ConfirmStep key={`${run.id}-confirm`} run={run} action={action} />
            )}
          </DialogPanel>
        ) : null}
      </div>
    </Dialog>
  );
}
