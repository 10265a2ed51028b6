import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../../ui/form-success';
import { VerificationResultFrame } from './verification-result-frame';
import { readVerifiedEmail } from './verified-email-state';

/** /verify-email/success: the address is verified (named when the link's page just verified it). */
export default function VerifyEmailSuccessPage() {
  const { t } = useTranslation(['emailVerification', 'routes']);
  const [verified] = useState(() => readVerifiedEmail(window.history.state));
  return (
    <VerificationResultFrame
      title={t('routes.page.verifyEmailSuccess')}
      hint={t('emailVerification.success.hint')}
    >
      <FormSuccess
        message={
          verified
            ? t(`emailVerification.success.${verified.kind === 'BILLING' ? 'billing' : 'notification'}`, {
                email: verified.email,
              })
            : t('emailVerification.success.generic')
        }
      />
    </VerificationResultFrame>
  );
}
