import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PublicPageFrame } from '../public-page-frame';
import { usePublicPageTitle } from '../use-public-page-title';

/**
 * What both result pages of a verification link share: the message, the hint on asking for a new verification
 * e-mail, and the way back to the console.
 */
export function VerificationResultFrame({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['emailVerification', 'common']);
  usePublicPageTitle(title);
  return (
    <PublicPageFrame brand={null} title={title}>
      <div className="space-y-4">
        {children}
        <p className="text-slate-600 text-sm dark:text-slate-300">{hint}</p>
        <Link
          href="/"
          className="inline-flex h-11 items-center justify-center rounded-lg bg-primary-700 px-4 font-medium text-sm text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2"
        >
          {t('common.backHome')}
        </Link>
      </div>
    </PublicPageFrame>
  );
}
