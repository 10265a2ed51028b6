import { useTranslation } from 'react-i18next';
import type { ModifyProductDetailQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/format';
import { historyActionLabel, historyValueText } from './history-labels';

type Entry = ModifyProductDetailQuery['subscriptionHistory'][number];

const CELL = 'px-3 py-2 align-top';

/** The line's history, newest first: when, what, on which product item, what changed, why and who. */
export function SubscriptionHistoryTable({ entries }: { entries: readonly Entry[] }) {
  const { t, i18n } = useTranslation(['modifyProduct', 'domain']);
  if (entries.length === 0) {
    return <p className="text-slate-600 text-sm dark:text-slate-300">{t('modifyProduct.history.empty')}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-left text-sm" data-subscription-history="">
        <caption className="sr-only">{t('modifyProduct.history.caption')}</caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className={CELL}>
              {t('modifyProduct.history.column.at')}
            </th>
            <th scope="col" className={CELL}>
              {t('modifyProduct.history.column.action')}
            </th>
            <th scope="col" className={CELL}>
              {t('modifyProduct.history.column.item')}
            </th>
            <th scope="col" className={CELL}>
              {t('modifyProduct.history.column.changes')}
            </th>
            <th scope="col" className={CELL}>
              {t('modifyProduct.history.column.reason')}
            </th>
            <th scope="col" className={CELL}>
              {t('modifyProduct.history.column.actor')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-700 dark:text-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} data-history-action={entry.action}>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatDate(entry.at, true)}</td>
              <td className={CELL}>{historyActionLabel(entry.action, t)}</td>
              <td className={CELL}>
                {entry.index === null
                  ? t('modifyProduct.item.main')
                  : t('modifyProduct.item.addOn', { position: entry.index + 1 })}
              </td>
              <td className={CELL}>
                {entry.changes.length === 0 && entry.statusFrom === entry.statusTo ? (
                  <span className="text-slate-500 dark:text-slate-400">—</span>
                ) : (
                  <ul className="space-y-0.5">
                    {entry.statusFrom && entry.statusTo && entry.statusFrom !== entry.statusTo ? (
                      <li>
                        <span className="font-medium">{t('modifyProduct.history.field.status')}</span>
                        {': '}
                        {t(`domain.subscriptionStatus.${entry.statusFrom}`)}
                        {' → '}
                        {t(`domain.subscriptionStatus.${entry.statusTo}`)}
                      </li>
                    ) : null}
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        <span className="font-medium">
                          {t(`modifyProduct.history.field.${change.field}`)}
                        </span>
                        {': '}
                        <span className="tabular-nums">
                          {historyValueText(change.field, change.from, i18n.language)}
                          {' → '}
                          {historyValueText(change.field, change.to, i18n.language)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={CELL}>
                {entry.reason
                  ? t(`domain.cancellationReason.${entry.reason}`, { defaultValue: entry.reason })
                  : '—'}
              </td>
              <td className={`${CELL} break-all`}>{entry.actor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
