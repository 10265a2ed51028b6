import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title for a public page, as the console's page header sets it for its pages. */
export function usePublicPageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);
}
