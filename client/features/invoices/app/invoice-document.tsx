import { useTranslation } from 'react-i18next';
import type { InvoiceAppDetailFieldsFragment } from '../../../generated/graphql';
import { formatCalendarDate, formatDate, formatEuros, formatPercent } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

/** The id the print stylesheet keeps visible: everything else of the page is hidden on paper. */
export const PRINTED_DOCUMENT_ID = 'invoice-document';

type Party = { name: string; fiscalId?: string | null; addressLines: readonly string[] };

function PartyBlock({ label, party, strong }: { label: string; party: Party; strong?: boolean }) {
  const { t } = useTranslation('invoiceApp');
  return (
    <address className="not-italic">
      <p className="font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
        {label}
      </p>
      <p
        className={`mt-1 ${strong ? 'font-semibold text-base' : 'font-medium'} text-slate-900 dark:text-slate-50`}
      >
        {party.name}
      </p>
      {party.fiscalId ? (
        <p className="text-slate-700 text-sm dark:text-slate-300">
          {t('invoiceApp.document.fiscalId')}: <span className="font-mono">{party.fiscalId}</span>
        </p>
      ) : null}
      {party.addressLines.map((line) => (
        <p key={line} className="text-slate-700 text-sm dark:text-slate-300">
          {line}
        </p>
      ))}
    </address>
  );
}

/**
 * The invoice or credit note as the customer reads it, in the brand's colours: issuer and customer, number and
 * dates, every line with its net amount, tax and total, and the totals with the tax of its territory. The same
 * facts as the server's PDF; on paper only this part of the page prints.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceAppDetailFieldsFragment }) {
  const { t, i18n } = useTranslation(['invoiceApp', 'domain']);
  const money = (cents: number) => formatEuros(cents, i18n.language);
  const taxLabel = t('invoiceApp.document.taxLine', {
    territory: t(`domain.taxTerritory.${invoice.taxTerritory}`),
    rate: formatPercent(invoice.taxRate, i18n.language),
  });
  const title = t(`domain.invoiceType.${invoice.type}`);
  const cell = 'px-3 py-2';
  return (
    <article
      id={PRINTED_DOCUMENT_ID}
      aria-label={`${title} ${invoice.number}`}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none dark:border-slate-700 dark:bg-slate-900"
    >
      <div aria-hidden="true" className="h-2 bg-primary-600" />
      <div className="space-y-8 p-6 sm:p-8">
        <header className="flex flex-wrap items-start justify-between gap-6">
          <div className="space-y-2">
            {invoice.issuer.logoUrl ? (
              <img src={invoice.issuer.logoUrl} alt={invoice.issuer.name} className="h-10 w-auto" />
            ) : (
              <p className="font-bold text-2xl text-primary-700 dark:text-primary-400">
                {invoice.issuer.name}
              </p>
            )}
            <PartyBlock label={t('invoiceApp.document.issuer')} party={invoice.issuer} />
          </div>
          <div className="text-right">
            <p className="font-bold text-slate-900 text-xl uppercase tracking-wide dark:text-slate-50">
              {title}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.document.number')}</dt>
              <dd className="font-mono font-semibold text-slate-900 dark:text-slate-50">{invoice.number}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.document.issueDate')}</dt>
              <dd className="tabular-nums">{formatDate(invoice.created)}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.document.dueDate')}</dt>
              <dd className="tabular-nums">{formatCalendarDate(invoice.dueDate)}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.document.cycle')}</dt>
              <dd className="tabular-nums">{invoice.cycle}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('invoiceApp.document.status')}</dt>
              <dd>
                <StatusBadge list="invoiceStatus" value={invoice.status} />
              </dd>
            </dl>
          </div>
        </header>

        <div className="flex flex-wrap items-start justify-between gap-6">
          <div className="min-w-64 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <PartyBlock label={t('invoiceApp.document.billTo')} party={invoice.billTo} strong />
          </div>
          {invoice.originalInvoiceNumber ? (
            <p className="font-semibold text-primary-700 text-sm dark:text-primary-400">
              {t('invoiceApp.document.rectifies', { number: invoice.originalInvoiceNumber })}
            </p>
          ) : null}
        </div>

        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('invoiceApp.document.linesCaption')}</caption>
          <thead>
            <tr className="bg-slate-100 text-left text-slate-600 text-xs uppercase tracking-wide dark:bg-slate-800 dark:text-slate-300">
              <th scope="col" className={cell}>
                {t('invoiceApp.document.concept')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('invoiceApp.document.base')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {taxLabel}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('invoiceApp.document.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              // Lines have no id of their own and may repeat a concept: their position is what tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index} className="border-slate-200 border-b dark:border-slate-700">
                <td className={`${cell} text-slate-900 dark:text-slate-100`}>{line.concept}</td>
                <td className={`${cell} text-right tabular-nums`}>{money(line.amountCents)}</td>
                <td className={`${cell} text-right tabular-nums`}>{money(line.taxCents)}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {money(line.amountCents + line.taxCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-300">{t('invoiceApp.document.base')}</dt>
          <dd className="text-right tabular-nums">{money(invoice.baseCents)}</dd>
          <dt className="text-slate-600 dark:text-slate-300">{taxLabel}</dt>
          <dd className="text-right tabular-nums">{money(invoice.taxCents)}</dd>
          <dt className="rounded-l-md bg-slate-100 px-3 py-2 font-semibold text-base text-slate-900 dark:bg-slate-800 dark:text-slate-50">
            {t('invoiceApp.document.total')}
          </dt>
          <dd
            data-invoice-total=""
            className="rounded-r-md bg-slate-100 px-3 py-2 text-right font-bold text-base text-slate-900 tabular-nums dark:bg-slate-800 dark:text-slate-50"
          >
            {money(invoice.totalCents)}
          </dd>
        </dl>
      </div>
    </article>
  );
}
