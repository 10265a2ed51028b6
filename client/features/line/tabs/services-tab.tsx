import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';
import type { LineView } from '../line-view';
import { DetailList, EmptyNote, TabSection } from './detail-list';

/** The network's view of the line: TV status, active mode, wifi, SPN and the last fibre check, by family. */
export function ServicesTab({ line }: { line: LineView }) {
  const { t } = useTranslation(['line', 'domain']);
  const services = line.services;
  const check = services.lastFibreCheck;
  const items = [
    ...(services.tvStatus
      ? [
          {
            label: t('line.services.tvStatus'),
            value: <StatusBadge list="tvStatus" value={services.tvStatus} />,
          },
        ]
      : []),
    ...(services.activeMode !== null
      ? [
          {
            label: t('line.services.activeMode'),
            value: services.activeMode ? t('line.activeMode.on') : t('line.activeMode.off'),
          },
        ]
      : []),
    ...(services.wifiSsid !== null ? [{ label: t('line.wifi.ssid'), value: services.wifiSsid || '—' }] : []),
    ...(services.spn !== null ? [{ label: t('line.spn.label'), value: services.spn || '—' }] : []),
    {
      label: t('line.field.status'),
      value: <StatusBadge list="subscriptionStatus" value={line.status} />,
    },
  ];
  return (
    <div className="space-y-5">
      <TabSection title={t('line.services.title')}>
        <DetailList items={items} />
      </TabSection>
      {line.family === 'FIBRE' || line.family === 'CONVERGENT' ? (
        <TabSection title={t('line.services.fibreCheck')}>
          {check ? (
            <DetailList
              items={[
                { label: t('line.services.result'), value: t(`line.fibreResult.${check.result}`) },
                { label: t('line.services.downstream'), value: `${check.downstreamMbps} Mbps` },
                { label: t('line.services.upstream'), value: `${check.upstreamMbps} Mbps` },
                {
                  label: t('line.services.attenuation'),
                  value: check.attenuationDb === null ? '—' : `${check.attenuationDb} dB`,
                },
                { label: t('line.services.checkedAt'), value: formatDate(check.checkedAt, true) },
              ]}
            />
          ) : (
            <EmptyNote>{t('line.services.noFibreCheck')}</EmptyNote>
          )}
        </TabSection>
      ) : null}
    </div>
  );
}
