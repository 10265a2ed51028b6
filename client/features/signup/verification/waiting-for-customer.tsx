import { useTranslation } from 'react-i18next';

/**
 * What the wizard does while the customer has the link: it checks the order every two seconds and moves on by
 * itself, which this says (politely announced) so the agent knows there is nothing to press.
 */
export function WaitingForCustomer({ method }: { method: 'SMS' | 'QR' }) {
  const { t } = useTranslation('signup');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="verification-waiting"
      className="flex items-start gap-3 rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 text-primary-900 dark:border-primary-800 dark:bg-slate-800 dark:text-slate-100"
    >
      <span
        aria-hidden="true"
        className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <div className="space-y-1 text-sm">
        <p className="font-medium">{t(`signup.verification.waiting.title.${method}`)}</p>
        <p>{t('signup.verification.waiting.detail')}</p>
      </div>
    </div>
  );
}
