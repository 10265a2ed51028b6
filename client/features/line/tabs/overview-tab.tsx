import { useTranslation } from 'react-i18next';
import { formatDate, formatEuros } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { LineView } from '../line-view';
import { DetailList, TabSection } from './detail-list';

/** The line's contract data: number, alias, status, product, dates, address, links to groups and packs. */
export function OverviewTab({ line }: { line: LineView }) {
  const { t, i18n } = useTranslation(['line', 'domain']);
  return (
    <div className="space-y-5">
      <TabSection title={t('line.overview.contract')}>
        <DetailList
          items={[
            {
              label: t('line.field.lineNumber'),
              value: <span className="font-mono">{line.lineNumber}</span>,
            },
            { label: t('line.field.alias'), value: line.alias || '—' },
            {
              label: t('line.field.status'),
              value: <StatusBadge list="subscriptionStatus" value={line.status} />,
            },
            { label: t('line.field.family'), value: t(`domain.productFamily.${line.family}`) },
            { label: t('line.field.product'), value: line.productName },
            { label: t('line.field.finalPrice'), value: formatEuros(line.finalPrice, i18n.language) },
            { label: t('line.field.startDate'), value: formatDate(line.startDate) },
            { label: t('line.field.endDate'), value: formatDate(line.endDate) },
            { label: t('line.field.contract'), value: line.contract || '—' },
          ]}
        />
      </TabSection>
      <TabSection title={t('line.overview.service')}>
        <DetailList
          items={[
            { label: t('line.field.installationAddress'), value: line.installationAddress || '—' },
            { label: t('line.field.fixedNumber'), value: line.fixedNumber || '—' },
            { label: t('line.field.technology'), value: line.technology || '—' },
            { label: t('line.field.carrier'), value: line.carrier || '—' },
            { label: t('line.field.donorOperator'), value: line.donorOperator || '—' },
            { label: t('line.field.modified'), value: formatDate(line.modified, true) },
          ]}
        />
      </TabSection>
      <TabSection title={t('line.overview.links')}>
        <DetailList
          items={[
            {
              label: t('line.field.sharedGroup'),
              value:
                line.baseSubscriptions.length > 0
                  ? t('line.overview.headsGroup', { count: line.baseSubscriptions.length })
                  : line.sharedSubscriptionId
                    ? t('line.overview.inGroup')
                    : t('line.overview.noGroup'),
            },
            {
              label: t('line.field.pack'),
              value:
                line.headerSubscriptionId || line.convergentSubscriptionId
                  ? t('line.overview.packed')
                  : t('line.overview.notPacked'),
            },
          ]}
        />
      </TabSection>
    </div>
  );
}
