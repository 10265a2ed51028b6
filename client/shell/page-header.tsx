import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useArrivalFocus } from './use-arrival-focus';

/** The page's h1, also used as the document title; it takes the focus when a navigation arrives at the page. */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      data-page-heading=""
      className="rounded-sm font-semibold text-2xl text-slate-900 decoration-2 decoration-primary-400 underline-offset-4 focus:outline-hidden focus-visible:underline dark:text-slate-50"
    >
      {title}
    </h1>
  );
}
