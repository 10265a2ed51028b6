import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationDocumentKind } from '../../generated/graphql';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { OrderVerificationDocumentQuery } from './order-detail-documents';
import { saveBase64Document } from './save-base64-document';

/**
 * One identity document of the verification: a thumbnail that opens the full picture in a dialog, or, for a PDF
 * (deeds, powers), a download.
 */
export function VerificationDocumentFigure({
  orderId,
  orderNumber,
  kind,
}: {
  orderId: string;
  orderNumber: string;
  kind: VerificationDocumentKind;
}) {
  const { t } = useTranslation('orderDetail');
  const [open, setOpen] = useState(false);
  const { data, loading, error } = useGraphqlQuery(
    OrderVerificationDocumentQuery,
    { orderId, kind },
    'cache-first',
  );
  const document = data?.verificationDocument;
  const label = t(`orderDetail.documentKind.${kind}`);
  const source = document ? `data:${document.mimeType};base64,${document.content}` : '';
  return (
    <figure className="flex w-40 flex-col gap-1 rounded-md border border-slate-200 p-2 dark:border-slate-700">
      {loading ? (
        <div className="h-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      ) : error ? (
        <p className="text-red-700 text-xs dark:text-red-300">
          {t('orderDetail.verification.documentError')}
        </p>
      ) : document?.mimeType.startsWith('image/') ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('orderDetail.verification.view', { document: label })}
          className="rounded focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <img src={source} alt={label} className="h-24 w-full rounded object-contain" />
        </button>
      ) : document ? (
        <Button
          variant="secondary"
          onClick={() =>
            saveBase64Document({
              content: document.content,
              mimeType: document.mimeType,
              fileName: `${orderNumber}-${kind.toLowerCase()}.pdf`,
            })
          }
        >
          {t('orderDetail.verification.download', { document: label })}
        </Button>
      ) : null}
      <figcaption className="text-slate-600 text-xs dark:text-slate-300">{label}</figcaption>
      <FormDialog open={open} onClose={() => setOpen(false)} title={label} subtitle={orderNumber} width="2xl">
        <img src={source} alt={label} className="mt-3 max-h-[70vh] w-full rounded object-contain" />
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('orderDetail.close')}
          </Button>
        </div>
      </FormDialog>
    </figure>
  );
}
