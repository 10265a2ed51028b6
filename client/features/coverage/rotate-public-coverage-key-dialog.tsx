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
import { FormDialog } from '../../ui/form-dialog';
import { IrreversibleNote } from '../../ui/irreversible-note';
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
    <FormDialog open={open} onClose={close} title={t('publicCoverage.share.rotateTitle')} irreversible>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p className="mt-3 text-slate-600 text-sm dark:text-slate-300">
          {t('publicCoverage.share.rotateBody')}
        </p>
        <IrreversibleNote>{t('publicCoverage.share.rotateIrreversible')}</IrreversibleNote>
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
    </FormDialog>
  );
}
