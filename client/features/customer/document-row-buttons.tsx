import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runOperation } from '../../session/graphql-client';
import { showNotice } from '../../ui/notice-store';
import { CustomerDocumentContentQuery } from './customer-document-query';
import type { CustomerDocumentRow } from './customer-entity-actions';
import { documentContentOf } from './document-content';
import { downloadCustomerDocument } from './download-customer-document';

const BUTTON_CLASS =
  'whitespace-nowrap rounded px-1.5 py-0.5 font-medium text-primary-700 text-xs hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-default disabled:opacity-40 dark:text-primary-300 dark:hover:bg-primary-900/40';

/** A document row's View (the dialog) and Download (read and saved at once) buttons, named with the document. */
export function DocumentRowButtons({ row, onView }: { row: CustomerDocumentRow; onView: () => void }) {
  const { t } = useTranslation(['customer', 'errors']);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const data = await runOperation(
        CustomerDocumentContentQuery,
        { fiscalId: row.fiscalId, title: row.title },
        'query',
      );
      downloadCustomerDocument(documentContentOf(data.customerDocument.content), row.name);
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : 'INTERNAL';
      showNotice('error', t(`errors.${code}`, { defaultValue: t('errors.generic') }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={onView}
        aria-label={t('customer.documents.viewNamed', { title: row.title })}
        className={BUTTON_CLASS}
      >
        {t('customer.documents.view')}
      </button>
      <button
        type="button"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading || undefined}
        aria-label={t('customer.documents.downloadNamed', { title: row.title })}
        className={BUTTON_CLASS}
      >
        {t('customer.documents.download')}
      </button>
    </>
  );
}
