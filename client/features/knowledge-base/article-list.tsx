import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { KNOWLEDGE_BASE_CATEGORIES } from '../../../schema/rest/knowledge-base';
import type { KnowledgeBaseArticlesQuery } from '../../generated/graphql';
import { htmlLangFor } from '../../i18n/languages';
import { articlePath } from './knowledge-base-paths';

type Summary = KnowledgeBaseArticlesQuery['knowledgeBaseArticles'][number];

/**
 * The articles by category (in the categories' order; within one, the api's order: title matches of a search
 * first), each a link to the article; the open one is marked current.
 */
export function ArticleList({
  articles,
  openId,
  searching,
}: {
  articles: readonly Summary[];
  openId: string | null;
  searching: boolean;
}) {
  const { t } = useTranslation('knowledgeBase');
  if (articles.length === 0) {
    return (
      <p className="text-slate-600 text-sm dark:text-slate-300" role="status">
        {searching ? t('knowledgeBase.list.noMatch') : t('knowledgeBase.list.empty')}
      </p>
    );
  }
  const groups = KNOWLEDGE_BASE_CATEGORIES.map((category) => ({
    category,
    items: articles.filter((article) => article.category === category),
  })).filter((group) => group.items.length > 0);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`knowledge-base-category-${group.category}`}>
          <h2
            id={`knowledge-base-category-${group.category}`}
            className="mb-1 font-semibold text-slate-600 text-xs uppercase tracking-wide dark:text-slate-300"
          >
            {t(`knowledgeBase.category.${group.category}`)}
          </h2>
          <ul className="space-y-0.5">
            {group.items.map((article) => (
              <li key={article.id}>
                <Link
                  href={articlePath(article.id)}
                  lang={htmlLangFor(article.language)}
                  aria-current={article.id === openId ? 'page' : undefined}
                  className="block rounded-md px-2 py-1.5 text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 aria-[current=page]:bg-primary-50 aria-[current=page]:font-medium aria-[current=page]:text-primary-800 dark:text-slate-100 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-200 dark:hover:bg-slate-800"
                >
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
