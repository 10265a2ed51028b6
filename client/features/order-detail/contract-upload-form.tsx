import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runOperation } from '../../session/graphql-client';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormFileField } from '../../ui/form/form-file-field';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { mapServerError, serverErrorOf } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { showNotice } from '../../ui/notice-store';
import { contractUploadSchema } from './contract-upload-schema';
import { UploadOrderDetailContractMutation } from './order-detail-documents';
import type { OrderDetailView } from './order-detail-view';

/**
 * The contract signed on paper, uploaded as a PDF: the contract becomes signed and the order moves on
 * (SIGNATURE_COMPLETED). The answer is the order, which the page shows at once.
 */
export function ContractUploadForm({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation(['orderDetail', 'errors', 'validation']);
  const form = useZodForm(contractUploadSchema, { defaultValues: { file: null } });
  const { control } = form;
  // A sent file is cleared from its input too: the input is drawn again.
  const [sent, setSent] = useState(0);
  const submit = form.handleSubmit(async ({ document, fileName }) => {
    try {
      await runOperation(UploadOrderDetailContractMutation, { id: order.id, document, fileName }, 'mutation');
    } catch (caught) {
      const { code, field } = serverErrorOf(caught);
      // The document and its name are the file field's.
      mapServerError({ code, field: field ? 'file' : undefined }, ['file'] as const, form.setError);
      return;
    }
    showNotice('success', t('orderDetail.upload.success', { label: order.orderNumber }));
    form.reset({ file: null });
    setSent((count) => count + 1);
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('orderDetail.upload.title')}
      className="mt-4 flex flex-wrap items-start gap-3 border-slate-100 border-t pt-4 dark:border-slate-800"
    >
      <FormFileField
        key={sent}
        control={control}
        name="file"
        accept="application/pdf"
        label={t('orderDetail.upload.file')}
        hint={t('orderDetail.upload.hint')}
      />
      <div className="self-end pb-5">
        <FormSubmitButton control={control} variant="secondary">
          {t('orderDetail.upload.submit')}
        </FormSubmitButton>
      </div>
      <div className="basis-full empty:hidden">
        <FormErrorSummary control={control} density="regular" />
      </div>
    </form>
  );
}
