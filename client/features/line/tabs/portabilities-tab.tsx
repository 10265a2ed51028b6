import { useTranslation } from 'react-i18next';
import type { LineHistoryQuery } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import { DenseTable, EmptyNote } from './detail-list';

type Portabilities = LineHistoryQuery['portabilities']['edges'][number]['node'][];

/** Incoming and outgoing portabilities of the line's number. */
export function PortabilitiesTab({ portabilities }: { portabilities: Portabilities }) {
  const { t } = useTranslation(['line', 'domain']);
  if (portabilities.length === 0) return <EmptyNote>{t('line.portabilities.none')}</EmptyNote>;
  return (
    <DenseTable
      headers={[
        t('line.field.created'),
        t('line.portabilities.direction'),
        t('line.field.status'),
        t('line.portabilities.donor'),
        t('line.portabilities.receiver'),
        t('line.portabilities.changeWindow'),
      ]}
      rows={portabilities.map((portability) => ({
        id: portability.id,
        cells: [
          formatDate(portability.created, true),
          t(`domain.portabilityDirection.${portability.direction}`),
          <StatusBadge key="status" list="portabilityStatus" value={portability.status} />,
          portability.donorOperator,
          portability.receiverOperator,
          formatDate(portability.changeWindow, true),
        ],
      }))}
    />
  );
}
