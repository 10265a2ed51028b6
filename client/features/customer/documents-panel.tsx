import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_MESSAGE } from '../../../schema/domain/validation-messages';
import { DOCUMENT_CONTENT_MAX_LENGTH } from '../../../schema/rest/customer-risk-documents';
import { actionErrorCode } from '../../actions/action-error-code';
import { EntityActionButtons } from '../../actions/entity-action-buttons';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { runOperation } from '../../session/graphql-client';
import { FormAlert } from '../../ui/form-alert';
import { formatDate } from '../../ui/format';
import { showNotice } from '../../ui/notice-store';
import { CUSTOMER_QUEUE_ID, type CustomerDocumentRow } from './customer-entity-actions';
import { AddCustomDocumentMutation } from './customer-mutations';
import { SECONDARY_BUTTON } from './payment-panel';

/** Bytes of file that fit the api's body limit once base64-encoded as a data URL (4 characters per 3 bytes). */
export const MAX_DOCUMENT_BYTES = Math.floor(((DOCUMENT_CONTENT_MAX_LENGTH - 100) * 3) / 4);

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

/** The Documentation tab: the customer's custom documents, added (base64, within the api's body limit) and deleted. */
export function DocumentsPanel({ customer }: Props) {
  const { t } = useTranslation(['customer', 'errors', 'validation']);
  const [documentType, setDocumentType] = useState('OTHER');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const rows: CustomerDocumentRow[] = customer.customDocuments.map((document) => ({
    fiscalId: customer.fiscalId,
    title: document.title,
    name: document.name,
    documentType: document.documentType,
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!file || !documentType.trim()) {
      setError(REQUIRED_MESSAGE);
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setError('customer.documents.tooBig');
      return;
    }
    setSaving(true);
    try {
      const content = await readAsDataUrl(file);
      if (content.length > DOCUMENT_CONTENT_MAX_LENGTH) {
        setError('customer.documents.tooBig');
        return;
      }
      const data = await runOperation(
        AddCustomDocumentMutation,
        {
          fiscalId: customer.fiscalId,
          documentType: documentType.trim(),
          documentName: file.name,
          documentContent: content,
        },
        'mutation',
      );
      showNotice('success', t('customer.documents.added', { title: data.addCustomDocument.title }));
      // The page's customer query reads itself again (the added document drops the cached customer).
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (caught) {
      const code = actionErrorCode(caught);
      if (code === 'PAYLOAD_TOO_LARGE') setError('customer.documents.tooBig');
      else setFailure(t(`errors.${code}`));
    } finally {
      setSaving(false);
    }
  }

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
                <td className="py-1.5 pr-3">{row.documentType}</td>
                <td className="py-1.5 pr-3 font-mono text-xs">{row.name}</td>
                <td className="py-1.5 pr-3">{formatDate(customer.customDocuments[index]?.created, true)}</td>
                <td className="py-1.5 text-right">
                  <EntityActionButtons entity="customerDocument" row={row} queueId={CUSTOMER_QUEUE_ID} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={t('customer.documents.add')}
      >
        <label className="space-y-1 text-sm">
          <span className="block font-medium text-slate-700 dark:text-slate-200">
            {t('customer.documents.type')}
          </span>
          <input
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium text-slate-700 dark:text-slate-200">
            {t('customer.documents.file')}
          </span>
          <input
            ref={fileInput}
            type="file"
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className="block text-sm text-slate-700 dark:text-slate-200"
          />
        </label>
        <button type="submit" disabled={saving} aria-busy={saving || undefined} className={SECONDARY_BUTTON}>
          {t('customer.documents.add')}
        </button>
        {error ? (
          <p role="alert" className="basis-full text-red-600 text-sm dark:text-red-400">
            {t(error, { max: Math.floor(MAX_DOCUMENT_BYTES / 1000) })}
          </p>
        ) : null}
      </form>
      {failure ? <FormAlert message={failure} /> : null}
    </section>
  );
}
