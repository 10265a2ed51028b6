import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import type { LineView } from '../line-view';
import { DetailList, TabSection } from './detail-list';

/** Passwords are never shown (nor stored): only when the line's and the wifi's were last changed. */
export function PasswordTab({ line }: { line: LineView }) {
  const { t } = useTranslation('line');
  const services = line.services;
  const fibre = line.family === 'FIBRE' || line.family === 'CONVERGENT';
  return (
    <div className="space-y-5">
      <TabSection title={t('line.password.title')}>
        <DetailList
          items={[
            {
              label: t('line.password.lineChanged'),
              value: services.linePasswordChangedAt
                ? formatDate(services.linePasswordChangedAt, true)
                : t('line.password.never'),
            },
            ...(fibre
              ? [
                  {
                    label: t('line.password.wifiChanged'),
                    value: services.wifiPasswordChangedAt
                      ? formatDate(services.wifiPasswordChangedAt, true)
                      : t('line.password.never'),
                  },
                ]
              : []),
          ]}
        />
        <p className="text-slate-500 text-xs dark:text-slate-400">{t('line.password.notShown')}</p>
      </TabSection>
    </div>
  );
}
