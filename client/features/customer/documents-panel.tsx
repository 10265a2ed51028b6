import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CONTENT_MAX_LENGTH } from '../../../schema/rest/customer-risk-documents';
import { EntityActionButtons } from '../../actions/entity-action-buttons';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { encodeFieldMessage } from '../../ui/form/field-message';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormFileField } from '../../ui/form/form-file-field';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { mapServerError, serverErrorOf } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { CompanyDocumentReferences } from './company-document-references';
import { CUSTOMER_QUEUE_ID, type CustomerDocumentRow } from './customer-entity-actions';
import { AddCustomDocumentMutation } from './customer-mutations';
import { DOCUMENT_TOO_BIG, documentFormSchema } from './document-form-schema';
import { DocumentRowButtons } from './document-row-buttons';
import { DocumentViewerDialog } from './document-viewer-dialog';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type Props = {
  customer: CustomerDetailFieldsFragment;
};

/**
 * The Documentation tab: the customer's custom documents, viewed (image or PDF inline) and downloaded, added
 * (base64, within the api's body limit) and deleted; and the company documents its record names.
 */
export function DocumentsPanel({ customer }: Props) {
  const { t } = useTranslation(['customer', 'errors', 'validation']);
  const form = useZodForm(documentFormSchema, { defaultValues: { documentType: 'OTHER', file: null } });
  const { control } = form;
  // A sent file is cleared from its input too: the input is drawn again.
  const [sent, setSent] = useState(0);
  const [viewing, setViewing] = useState<CustomerDocumentRow | null>(null);
  const rows: CustomerDocumentRow[] = customer.customDocuments.map((document) => ({
    fiscalId: customer.fiscalId,
    title: document.title,
    name: document.name,
    documentType: document.documentType,
  }));

  const tooBig = () =>
    form.setError('file', { type: 'tooBig', message: encodeFieldMessage(DOCUMENT_TOO_BIG) });
  const submit = form.handleSubmit(async ({ documentType, file, documentName }) => {
    try {
      const content = await readAsDataUrl(file);
      if (content.length > DOCUMENT_CONTENT_MAX_LENGTH) {
        tooBig();
        return;
      }
      const data = await runOperation(
        AddCustomDocumentMutation,
        {
          fiscalId: customer.fiscalId,
          documentType,
          documentName,
          documentContent: content,
        },
        'mutation',
      );
      showNotice('success', t('customer.documents.added', { title: data.addCustomDocument.title }));
      // The page's customer query reads itself again (the added document drops the cached customer).
      form.setValue('file', null);
      setSent((count) => count + 1);
    } catch (caught) {
      const { code, field } = serverErrorOf(caught);
      if (code === 'PAYLOAD_TOO_LARGE') tooBig();
      // The file's name and content are the file field's.
      else
        mapServerError(
          { code, field: field?.startsWith('document') && field !== 'documentType' ? 'file' : field },
          ['documentType', 'file'] as const,
          form.setError,
        );
    }
  });

  return (
    <section aria-labelledby="customer-documents-title" className="space-y-4">
      <h2 id="customer-documents-title" className="font-semibold text-slate-900 dark:text-slate-50">
        {t('customer.documents.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-500 text-sm">{t('customer.documents.empty')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500 text-xs dark:text-slate-400">
            <tr>
              <th className="py-1 pr-3 font-medium">{t('customer.documents.documentTitle')}</th>
              <th className="py-1 pr-3 font-medium">{t('customer.documents.type')}</th>
              <th className="py-1 pr-3 font-medium">{t('customer.documents.file')}</th>
              <th className="py-1 pr-3 font-medium">{t('customer.documents.created')}</th>
              <th className="py-1 font-medium">
                <span className="sr-only">{t('customer.documents.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.title} className="border-slate-100 border-t dark:border-slate-800">
                <td className="py-1.5 pr-3">{row.title}</td>
                <td className="py-1.5 pr-3">
                  {t(`customer.documents.types.${row.documentType}`, { defaultValue: row.documentType })}
                </td>
                <td className="py-1.5 pr-3 font-mono text-xs">{row.name}</td>
                <td className="py-1.5 pr-3">{formatDate(customer.customDocuments[index]?.created, true)}</td>
                <td className="py-1.5">
                  <div className="flex items-center justify-end gap-0.5">
                    <DocumentRowButtons row={row} onView={() => setViewing(row)} />
                    <EntityActionButtons entity="customerDocument" row={row} queueId={CUSTOMER_QUEUE_ID} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DocumentViewerDialog row={viewing} onClose={() => setViewing(null)} />
      <CompanyDocumentReferences customer={customer} />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-wrap items-start gap-3"
        aria-label={t('customer.documents.add')}
      >
        <FormTextField control={control} name="documentType" label={t('customer.documents.type')} />
        <FormFileField key={sent} control={control} name="file" label={t('customer.documents.file')} />
        <div className="self-end pb-0.5">
          <FormSubmitButton control={control} variant="secondary">
            {t('customer.documents.add')}
          </FormSubmitButton>
        </div>
        <div className="basis-full empty:hidden">
          <FormErrorSummary control={control} density="regular" />
        </div>
      </form>
    </section>
  );
}
