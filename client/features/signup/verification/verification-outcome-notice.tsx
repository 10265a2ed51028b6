import { useTranslation } from 'react-i18next';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';

type Verification = NonNullable<SignupOrderFieldsFragment['signup']>['verification'];

/**
 * Why the last documents were turned down, when they were: the identity check's reason code translated
 * (`signup.verification.checkReason.<CODE>`), or the reason the agent wrote when rejecting them at the review.
 */
export function VerificationOutcomeNotice({ verification }: { verification: Verification | undefined }) {
  const { t } = useTranslation('signup');
  if (verification?.status !== 'ERRORED') return null;
  const failedCheck = verification.check?.outcome === 'FAILED' ? verification.check : null;
  const text = failedCheck
    ? t('signup.verification.checkFailed', {
        reason: t(`signup.verification.checkReason.${failedCheck.reason ?? 'OTHER'}`, {
          defaultValue: t('signup.verification.checkReason.OTHER'),
        }),
      })
    : t('signup.verification.rejected', { reason: verification.reason ?? '' });
  return (
    <p
      role="alert"
      data-testid="verification-outcome"
      className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {text}
    </p>
  );
}
