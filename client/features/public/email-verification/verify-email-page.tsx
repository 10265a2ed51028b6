import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '../../../ui/page-spinner';
import { PublicPageFrame } from '../public-page-frame';
import { usePublicPageTitle } from '../use-public-page-title';
import { verifyEmailOnce } from './verification-outcome';
import { verifiedEmailState } from './verified-email-state';

/**
 * /verify-email?token=…, the link of a brand e-mail's verification message: sends the token once, then replaces
 * the location (the token leaves the address bar and the history) with the success page or the error page and
 * its reason.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation(['emailVerification', 'routes']);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  usePublicPageTitle(t('routes.page.verifyEmail'));

  useEffect(() => {
    let current = true;
    const outcome = token
      ? verifyEmailOnce(token)
      : Promise.resolve({ verified: false as const, reason: 'invalid' as const });
    void outcome.then((result) => {
      if (!current) return;
      if (result.verified) {
        navigate('/verify-email/success', {
          replace: true,
          state: verifiedEmailState({ email: result.email, kind: result.kind }),
        });
      } else {
        navigate(`/verify-email/error?reason=${result.reason}`, { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <PublicPageFrame brand={null} title={t('routes.page.verifyEmail')}>
      <p className="text-slate-700 dark:text-slate-200">{t('emailVerification.checking')}</p>
      <PageSpinner />
    </PublicPageFrame>
  );
}
