import { useTranslation } from 'react-i18next';
import type { LineHistoryQuery } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { LineView } from '../line-view';
import { DenseTable, DetailList, EmptyNote, TabSection } from './detail-list';

type Processes = LineHistoryQuery['processes']['edges'][number]['node'][];

/** The SIM of the line (ICC, eSIM), its MultiSIM cards and its SIM changes (duplicates). */
export function SimTab({ line, processes }: { line: LineView; processes: Processes | null }) {
  const { t } = useTranslation(['line', 'domain']);
  const cards = line.services.multisimCards;
  const simChanges = (processes ?? []).filter((process) => process.type === 'SIM_CHANGE');
  return (
    <div className="space-y-5">
      <TabSection title={t('line.sim.current')}>
        <DetailList
          items={[
            {
              label: t('line.sim.icc'),
              value: <span className="font-mono">{line.icc ?? '—'}</span>,
            },
            { label: t('line.sim.iccService'), value: line.iccService || '—' },
            { label: t('line.sim.eSim'), value: line.eSim ? t('line.yes') : t('line.no') },
            { label: t('line.sim.eSimEmail'), value: line.eSimEmail || '—' },
            { label: t('line.field.technology'), value: line.technology || '—' },
          ]}
        />
      </TabSection>
      <TabSection title={t('line.sim.multisim')}>
        {cards.length === 0 ? (
          <EmptyNote>{t('line.sim.noMultisim')}</EmptyNote>
        ) : (
          <DenseTable
            headers={[
              t('line.sim.icc'),
              t('line.multisim.type'),
              t('line.field.status'),
              t('line.field.created'),
            ]}
            rows={cards.map((card) => ({
              id: card.id,
              cells: [
                <span key="icc" className="font-mono">
                  {card.icc}
                </span>,
                t(`domain.multisimType.${card.type}`),
                <StatusBadge key="status" list="processStatus" value={card.processStatus} />,
                formatDate(card.created, true),
              ],
            }))}
          />
        )}
      </TabSection>
      <TabSection title={t('line.sim.changes')}>
        {processes === null ? null : simChanges.length === 0 ? (
          <EmptyNote>{t('line.sim.noChanges')}</EmptyNote>
        ) : (
          <DenseTable
            headers={[t('line.field.created'), t('line.field.status'), t('line.field.due')]}
            rows={simChanges.map((process) => ({
              id: process.id,
              cells: [
                formatDate(process.created, true),
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
