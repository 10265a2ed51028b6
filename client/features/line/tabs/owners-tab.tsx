import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LineHistoryQuery } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { LineView } from '../line-view';
import { DenseTable, DetailList, EmptyNote, TabSection } from './detail-list';

type Processes = LineHistoryQuery['processes']['edges'][number]['node'][];

/** The holder of the line, and its holder changes (TITULAR_CHANGE processes) with the previous holder's id. */
export function OwnersTab({ line, processes }: { line: LineView; processes: Processes | null }) {
  const { t } = useTranslation(['line', 'domain']);
  const holder = line.customer;
  const name = [line.customerName, line.customerFirstSurname, line.customerLastSurname]
    .filter(Boolean)
    .join(' ');
  const changes = (processes ?? []).filter((process) => process.type === 'TITULAR_CHANGE');
  return (
    <div className="space-y-5">
      <TabSection title={t('line.owners.current')}>
        <DetailList
          items={[
            { label: t('line.field.holder'), value: name },
            {
              label: t('line.field.fiscalId'),
              value: (
                <Link
                  href={`/customer/${encodeURIComponent(line.fiscalId)}`}
                  className="font-mono text-primary-700 hover:underline dark:text-primary-300"
                >
                  {line.fiscalId}
                </Link>
              ),
            },
            {
              label: t('line.field.customerType'),
              value: holder ? t(`domain.customerType.${holder.customerType}`) : '—',
            },
            { label: t('line.field.email'), value: holder?.email || '—' },
            { label: t('line.field.contactPhone'), value: holder?.contactPhone || '—' },
            { label: t('line.field.city'), value: holder?.city || '—' },
          ]}
        />
      </TabSection>
      <TabSection title={t('line.owners.changes')}>
        {processes === null ? null : changes.length === 0 ? (
          <EmptyNote>{t('line.owners.noChanges')}</EmptyNote>
        ) : (
          <DenseTable
            headers={[
              t('line.field.created'),
              t('line.owners.previousHolder'),
              t('line.field.status'),
              t('line.field.due'),
            ]}
            rows={changes.map((process) => ({
              id: process.id,
              cells: [
                formatDate(process.created, true),
                <span key="document" className="font-mono">
                  {process.document}
                </span>,
                <StatusBadge key="status" list="processStatus" value={process.status} />,
                formatDate(process.due, true),
              ],
            }))}
          />
        )}
      </TabSection>
    </div>
  );
}
