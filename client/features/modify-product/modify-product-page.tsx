import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { PageSpinner } from '../../ui/page-spinner';
import { StatusBadge } from '../../ui/status-badge';
import { LinePicker } from './line-picker';
import { ModifyProductDetailQuery, ModifyProductLineQuery } from './modify-product-documents';
import { ModifyProductForm } from './modify-product-form';
import { SubscriptionHistoryTable } from './subscription-history-table';

const PANEL =
  'space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

function ErrorNote({ code, retry }: { code: string; retry: () => void }) {
  const { t } = useTranslation(['modifyProduct', 'errors']);
  return (
    <div role="alert" className="flex items-center gap-3 text-red-700 text-sm dark:text-red-300">
      <span>
        {code === 'NOT_FOUND'
          ? t('modifyProduct.pick.lineNotFound')
          : t(`errors.${code}`, { defaultValue: t('errors.generic') })}
      </span>
      {code === 'NOT_FOUND' ? null : (
        <button type="button" onClick={retry} className="rounded border border-red-300 px-2 py-0.5 text-xs">
          {t('modifyProduct.retry')}
        </button>
      )}
    </div>
  );
}

/** The line's items, the form of the chosen one and the history below it. */
function LineEditor({
  line,
}: {
  line: {
    subscriptionId: string;
    fiscalId: string;
    lineNumber: string;
    alias: string | null;
    status: string;
    holder: string;
  };
}) {
  const { t } = useTranslation(['modifyProduct', 'domain']);
  const selectId = useId();
  const [chosen, setChosen] = useState('main');
  const detail = useGraphqlQuery(ModifyProductDetailQuery, {
    subscriptionId: line.subscriptionId,
    fiscalId: line.fiscalId,
  });
  if (detail.loading) return <PageSpinner />;
  if (detail.error || !detail.data)
    return <ErrorNote code={detail.error?.code ?? 'INTERNAL'} retry={detail.retry} />;
  const items = detail.data.subscriptionProductItems;
  const item =
    items.find((entry) => (entry.index === null ? 'main' : String(entry.index)) === chosen) ?? items[0];
  return (
    <>
      <section aria-labelledby="modify-product-line" className={PANEL}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="modify-product-line" className="font-semibold text-base text-slate-900 dark:text-white">
            {t('modifyProduct.line.title', { lineNumber: line.lineNumber, holder: line.holder })}
          </h2>
          <StatusBadge list="subscriptionStatus" value={line.status} />
        </div>
        <div className="flex max-w-md flex-col gap-1">
          <label htmlFor={selectId} className="font-medium text-slate-700 text-sm dark:text-slate-200">
            {t('modifyProduct.item.label')}
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
          >
            {items.map((entry) => (
              <option key={entry.index ?? 'main'} value={entry.index === null ? 'main' : String(entry.index)}>
                {entry.index === null
                  ? t('modifyProduct.item.mainNamed', { name: entry.productName })
                  : t('modifyProduct.item.addOnNamed', {
                      position: entry.index + 1,
                      name: entry.productName,
                    })}
              </option>
            ))}
          </select>
        </div>
        {item ? <ModifyProductForm key={`${line.subscriptionId}:${chosen}`} line={line} item={item} /> : null}
      </section>
      <section aria-labelledby="modify-product-history" className="space-y-2">
        <h2 id="modify-product-history" className="font-semibold text-base text-slate-900 dark:text-white">
          {t('modifyProduct.history.title')}
        </h2>
        <SubscriptionHistoryTable entries={detail.data.subscriptionHistory} />
      </section>
    </>
  );
}

/** The line named by `?line=`, read as the line view reads it. */
function LineOfNumber({ lineNumber }: { lineNumber: string }) {
  const found = useGraphqlQuery(ModifyProductLineQuery, { lineNumber });
  if (found.loading) return <PageSpinner />;
  const line = found.data?.subscription;
  if (found.error || !line) return <ErrorNote code={found.error?.code ?? 'INTERNAL'} retry={found.retry} />;
  const holder = [line.customerName, line.customerFirstSurname, line.customerLastSurname]
    .filter(Boolean)
    .join(' ');
  return (
    <LineEditor
      key={line.subscriptionId}
      line={{
        subscriptionId: line.subscriptionId,
        fiscalId: line.fiscalId,
        lineNumber: line.lineNumber,
        alias: line.alias,
        status: line.status,
        holder,
      }}
    />
  );
}

/**
 * /modify-product (admins): corrects what a line shows and bills through PUT /modifySubscription — its alias, and
 * the name, final price and dates of its main product or of an add-on — with the line's history below. The line is
 * picked by its number or its holder (the console's search), or given as `?line=` (the line view's command).
 */
export default function ModifyProductPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'modifyProduct']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const lineNumber = new URLSearchParams(search).get('line')?.replace(/\D+/g, '') ?? '';
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('modifyProduct.intro')}</p>
      <LinePicker onPick={(picked) => navigate(`/modify-product?line=${encodeURIComponent(picked)}`)} />
      {lineNumber ? <LineOfNumber key={lineNumber} lineNumber={lineNumber} /> : null}
    </section>
  );
}
