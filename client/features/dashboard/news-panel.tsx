import { useTranslation } from 'react-i18next';
import type { DashboardNewsQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/format';

/** The brand's and the operator's announcements, newest first (GET /news). */
export function NewsPanel({ news }: { news: DashboardNewsQuery['news'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section
      aria-labelledby="dashboard-news-title"
      className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="dashboard-news-title" className="mb-2 font-semibold text-slate-900 dark:text-slate-50">
        {t('dashboard.news.title')}
      </h2>
      {news.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('dashboard.news.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {news.map((item) => (
            <li key={item.id}>
              <article>
                <h3 className="font-medium text-slate-900 text-sm dark:text-slate-50">{item.title}</h3>
                <p className="text-slate-600 text-xs dark:text-slate-300">
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                </p>
                <p className="mt-0.5 whitespace-pre-line text-slate-700 text-sm dark:text-slate-200">
                  {item.body}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
