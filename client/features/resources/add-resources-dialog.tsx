import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RESOURCE_KINDS, type ResourceKind } from '../../../schema/domain/vocabulary/resource';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { showNotice } from '../../ui/notice-store';
import { addResourcesStore, closeAddResources } from './add-resources-store';
import { AddResourcesMutation } from './resource-documents';
import { parseResourceValues } from './resource-values';

export const RESOURCES_QUEUE_ID = 'resources';

type FieldError = { key: string; values?: Record<string, string | number> } | null;

/** Adds a block of numbers or SIMs of one kind as AVAILABLE, all or none (the api's rule). */
export function AddResourcesDialog() {
  const { t } = useTranslation(['catalogue', 'domain', 'validation', 'errors']);
  const { open } = useSnapshot(addResourcesStore);
  const [kind, setKind] = useState<ResourceKind>('MSISDN');
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldError>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kindId = useId();
  const valuesId = useId();

  useEffect(() => {
    if (!open) return;
    setText('');
    setError(null);
    setFailure(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = parseResourceValues(kind, text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { addResources } = await runOperation(
        AddResourcesMutation,
        { kind, values: checked.values },
        'mutation',
      );
      showNotice('success', t('catalogue.resources.success.added', { count: addResources.added }));
      closeAddResources();
    } catch (caught) {
      setFailure(`errors.${caught instanceof GraphqlOperationError ? caught.code : 'generic'}`);
    } finally {
      setBusy(false);
    }
  };

  const errorText = error
    ? t(error.key, {
        ...error.values,
        problem: typeof error.values?.problem === 'string' ? t(error.values.problem) : '',
      })
    : null;

  return (
    <Dialog open={open} onClose={closeAddResources} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-16">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="font-semibold text-lg">{t('catalogue.resources.form.title')}</DialogTitle>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
            {failure ? <FormAlert message={t(failure, { defaultValue: t('errors.generic') })} /> : null}
            <div className="space-y-1.5">
              <label
                htmlFor={kindId}
                className="block font-medium text-slate-700 text-sm dark:text-slate-200"
              >
                {t('catalogue.resources.form.kind')}
              </label>
              <select
                id={kindId}
                value={kind}
                onChange={(event) => setKind(event.target.value as ResourceKind)}
                className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-2 focus:outline-primary-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
              >
                {RESOURCE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`domain.resourceKind.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label
                htmlFor={valuesId}
                className="block font-medium text-slate-700 text-sm dark:text-slate-200"
              >
                {t('catalogue.resources.form.values')}
              </label>
              <textarea
                id={valuesId}
                rows={8}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${valuesId}-error` : `${valuesId}-hint`}
                className={`w-full rounded-lg border bg-white px-3 py-2 font-mono text-slate-900 text-sm focus:outline-2 focus:outline-primary-500 dark:bg-slate-950 dark:text-slate-100 ${
                  error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
                }`}
              />
              {errorText ? (
                <p id={`${valuesId}-error`} className="text-red-600 text-sm dark:text-red-400">
                  {errorText}
                </p>
              ) : (
                <p id={`${valuesId}-hint`} className="text-slate-500 text-xs dark:text-slate-400">
                  {t('catalogue.resources.form.valuesHint')}
                </p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={closeAddResources}
                className="h-10 rounded-lg border border-slate-300 px-4 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t('catalogue.form.cancel')}
              </button>
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className="h-10 rounded-lg bg-primary-600 px-4 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 disabled:opacity-70 dark:bg-primary-500 dark:hover:bg-primary-600"
              >
                {t('catalogue.resources.form.submit')}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
