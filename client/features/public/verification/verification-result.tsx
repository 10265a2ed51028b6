import { useTranslation } from 'react-i18next';

/** What the customer sees once the documents are sent: received (the agent carries on) or the check's refusal. */
export function VerificationResult({
  outcome,
  reason,
}: {
  outcome: 'RECEIVED' | 'REJECTED';
  reason: string | null | undefined;
}) {
  const { t } = useTranslation('verification');
  if (outcome === 'RECEIVED') {
    return (
      <div className="space-y-3 text-slate-700 dark:text-slate-200" data-testid="verification-received">
        <p>{t('verification.result.RECEIVED.body')}</p>
        <p>{t('verification.result.RECEIVED.close')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3 text-slate-700 dark:text-slate-200" data-testid="verification-rejected">
      <p
        role="alert"
        className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        {t('verification.result.REJECTED.body', {
          reason: t(`verification.reason.${reason ?? 'OTHER'}`, {
            defaultValue: t('verification.reason.OTHER'),
          }),
        })}
      </p>
      <p>{t('verification.result.REJECTED.next')}</p>
    </div>
  );
}
