import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphqlOperationError, runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { FormDialog } from '../../ui/form-dialog';
import { CustomerDocumentContentQuery } from './customer-document-query';
import type { CustomerDocumentRow } from './customer-entity-actions';
import { documentContentOf, previewOf } from './document-content';
import { downloadCustomerDocument } from './download-customer-document';

/** An object URL of the bytes while the dialog shows them, revoked when they change or the dialog goes. */
function useObjectUrl(bytes: Uint8Array<ArrayBuffer> | null, mimeType: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes) return;
    const made = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [bytes, mimeType]);
  return url;
}

/**
 * One custom document of the customer in a dialog: an image inline, a PDF in the browser's viewer, anything else
 * only named; and its download under the file's own name. The content is read when the dialog opens, not with the
 * customer (documents are up to ~72 KB each).
 */
export function DocumentViewerDialog({
  row,
  onClose,
}: {
  row: CustomerDocumentRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['customer', 'errors']);
  const [stored, setStored] = useState<{ content: string } | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  // Read with each opening, outside the normalized cache: the content is only needed while the dialog shows it.
  useEffect(() => {
    setStored(null);
    setErrorCode(null);
    if (!row) return;
    let current = true;
    runOperation(CustomerDocumentContentQuery, { fiscalId: row.fiscalId, title: row.title }, 'query').then(
      (data) => {
        if (current) setStored(data.customerDocument);
      },
      (error: unknown) => {
        if (current) setErrorCode(error instanceof GraphqlOperationError ? error.code : 'INTERNAL');
      },
    );
    return () => {
      current = false;
    };
  }, [row]);
  const content = useMemo(() => (stored ? documentContentOf(stored.content) : null), [stored]);
  const preview = content ? previewOf(content.mimeType) : null;
  const pdfUrl = useObjectUrl(preview === 'pdf' ? (content?.bytes ?? null) : null, 'application/pdf');

  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={row?.title ?? ''}
      subtitle={row?.name}
      width="2xl"
    >
      <div className="mt-3 space-y-3">
        {errorCode ? (
          <FormAlert message={t(`errors.${errorCode}`, { defaultValue: t('errors.generic') })} />
        ) : !content ? (
          <p role="status" className="text-slate-600 text-sm dark:text-slate-300">
            {t('customer.documents.loading')}
          </p>
        ) : preview === 'image' ? (
          <img
            src={`data:${content.mimeType};base64,${content.base64}`}
            alt={row?.title ?? ''}
            className="max-h-[65vh] w-full rounded object-contain"
          />
        ) : preview === 'pdf' && pdfUrl ? (
          <iframe
            src={pdfUrl}
            title={t('customer.documents.pdfFrame', { title: row?.title ?? '' })}
            className="h-[65vh] w-full rounded border border-slate-200 dark:border-slate-700"
          />
        ) : preview === null ? (
          <p className="text-slate-600 text-sm dark:text-slate-300">{t('customer.documents.noPreview')}</p>
        ) : null}
        <div className="flex justify-end gap-2">
          {content && row ? (
            <Button variant="secondary" onClick={() => downloadCustomerDocument(content, row.name)}>
              {t('customer.documents.download')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('customer.documents.close')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
