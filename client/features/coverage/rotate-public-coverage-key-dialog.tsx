import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { RotatePublicCoverageKeyMutation } from './coverage-documents';

const acknowledgementSchema = z.object({
  acknowledged: z.boolean().refine((ticked) => ticked, { error: REQUIRED_MESSAGE }),
});

/**
 * The irreversible confirmation before a brand's public coverage key is replaced: what stops working, a box to tick,
 * and the focus on Go back, so Enter alone never confirms it. Escape and Go back close it without a change.
 */
export function RotatePublicCoverageKeyDialog({
  open,
  onClose,
  onRotated,
}: {
  open: boolean;
  onClose: () => void;
  onRotated: () => void;
}) {
  const { t } = useTranslation('publicCoverage');
  const form = useZodForm(acknowledgementSchema, { defaultValues: { acknowledged: false } });
  const acknowledged = useWatch({ control: form.control, name: 'acknowledged' });
  const running = form.formState.isSubmitting;
  const submit = useFormSubmit(
    form,
    () => runOperation(RotatePublicCoverageKeyMutation, {}, 'mutation'),
    () => {
      form.reset();
      onRotated();
    },
  );
  const close = () => {
    if (running) return;
    form.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel
          data-irreversible
          className="w-full max-w-md rounded-xl border-red-600 border-t-4 bg-white p-5 shadow-2xl dark:bg-slate-900"
        >
          <DialogTitle className="font-semibold text-base text-slate-900 dark:text-white">
            {t('publicCoverage.share.rotateTitle')}
          </DialogTitle>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Description as="div" className="mt-3 text-slate-600 text-sm dark:text-slate-300">
              <p>{t('publicCoverage.share.rotateBody')}</p>
            </Description>
            <p
              role="note"
              className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
            >
              {t('publicCoverage.share.rotateIrreversible')}
            </p>
            <FormCheckboxField
              control={form.control}
              name="acknowledged"
              label={t('publicCoverage.share.rotateAcknowledge')}
              className="mt-3 flex items-start gap-2 text-slate-700 text-sm dark:text-slate-200"
              tone="danger"
            />
            <div className="mt-3">
              <FormErrorSummary control={form.control} />
            </div>
            <div className="mt-5 flex justify-end gap-2">
              <Button variant="secondary" disabled={running} onClick={close} data-autofocus>
                {t('publicCoverage.share.rotateCancel')}
              </Button>
              <Button type="submit" variant="danger" disabled={!acknowledged} pending={running}>
                {t('publicCoverage.share.rotate')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
