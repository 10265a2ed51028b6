import { useTranslation } from 'react-i18next';

/** The codes that say the link itself cannot be used: the page shows why and no form. */
const LINK_ERROR_CODES = [
  'VERIFICATION_LINK_INVALID',
  'VERIFICATION_LINK_EXPIRED',
  'VERIFICATION_LINK_USED',
  'RATE_LIMITED',
] as const;

export function isLinkError(code: string): boolean {
  return (LINK_ERROR_CODES as readonly string[]).includes(code);
}

/** The heading of a link that cannot be used. */
export function linkErrorTitleKey(code: string): string {
  return `verification.linkError.${isLinkError(code) ? code : 'OTHER'}`;
}

/** Why the link cannot be used and what to do, from the errors catalogue. */
export function LinkErrorMessage({ code }: { code: string }) {
  const { t } = useTranslation(['verification', 'errors']);
  const text = t(`errors.${code}`, { defaultValue: '' }) || t('errors.generic');
  return (
    <p role="alert" className="text-slate-700 dark:text-slate-200" data-testid="verification-link-error">
      {text}
    </p>
  );
}
