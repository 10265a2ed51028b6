import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { FormAlert } from '../../../ui/form-alert';
import { isVerificationFailureReason } from './verification-outcome';
import { VerificationResultFrame } from './verification-result-frame';

/** /verify-email/error?reason=used|expired|invalid|unavailable: why the link did not verify, and what to do. */
export default function VerifyEmailErrorPage() {
  const { t } = useTranslation(['emailVerification', 'routes']);
  const reason = new URLSearchParams(useSearch()).get('reason');
  const shown = isVerificationFailureReason(reason) ? reason : 'invalid';
  return (
    <VerificationResultFrame
      title={t('routes.page.verifyEmailError')}
      hint={t(shown === 'unavailable' ? 'emailVerification.error.retryHint' : 'emailVerification.error.hint')}
    >
      <FormAlert message={t(`emailVerification.error.${shown}`)} />
    </VerificationResultFrame>
  );
}
