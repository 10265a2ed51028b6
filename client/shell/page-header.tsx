import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's h1, also used as the document title. */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return <h1 className="font-semibold text-2xl text-slate-900 dark:text-slate-50">{title}</h1>;
}
