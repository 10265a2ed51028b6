import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { canAccess } from '../../../schema/domain/roles';
import { KNOWLEDGE_BASE_CATEGORIES, type KnowledgeBaseCategory } from '../../../schema/rest/knowledge-base';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { registerCommands } from '../../palette/command-registry';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { sessionStore } from '../../session/session-store';
import { PageHeader } from '../../shell/page-header';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PageSpinner } from '../../ui/page-spinner';
import { ArticleFormDialog } from './article-form-dialog';
import { openArticleForm } from './article-form-store';
import { ArticleList } from './article-list';
import { knowledgeBaseLanguageOf } from './article-version';
import { ArticleView } from './article-view';
import { articleActions } from './knowledge-base-actions';
import { KnowledgeBaseArticlesQuery } from './knowledge-base-documents';
import { KNOWLEDGE_BASE_GROUP } from './knowledge-base-palette-group';
import { articlePath, KNOWLEDGE_BASE_PATH } from './knowledge-base-paths';

/** The search is sent once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

const CONTROL_CLASS =
  'h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function isCategory(value: string | null): value is KnowledgeBaseCategory {
  return KNOWLEDGE_BASE_CATEGORIES.some((category) => category === value);
}

/** The URL of the page with its state: the open article, the search and the category. */
function pageUrl(state: { article: string | null; q: string; category: string }): string {
  const params = new URLSearchParams();
  if (state.article) params.set('article', state.article);
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  const query = params.toString();
  return query ? `${KNOWLEDGE_BASE_PATH}?${query}` : KNOWLEDGE_BASE_PATH;
}

/**
 * /knowledgeBase: the brand's articles by category with a plain-word search, and the open article (`?article=`)
 * in the reader's language. Admins write, edit and delete articles; the palette's "kb:" finds them from anywhere.
 */
export default function KnowledgeBasePage({ route }: PageProps) {
  const { t, i18n } = useTranslation(['knowledgeBase', 'routes', 'errors']);
  const { user } = useSnapshot(sessionStore);
  const isAdmin = canAccess(user?.role, 'admin');
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const openId = params.get('article');
  const q = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category = isCategory(categoryParam) ? categoryParam : '';
  const [typed, setTyped] = useState(q);
  const searchId = useId();
  const categoryId = useId();

  // The typed search reaches the URL (and the api) after a pause; the article shown stays open.
  useEffect(() => {
    const text = typed.trim();
    if (text === q) return;
    const timer = setTimeout(
      () => navigate(pageUrl({ article: openId, q: text, category }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, openId, category, navigate]);

  const list = useGraphqlQuery(KnowledgeBaseArticlesQuery, {
    language: knowledgeBaseLanguageOf(i18n.language),
    search: q === '' ? null : q,
    category: category === '' ? null : category,
  });

  useEffect(() => registerEntityActions(articleActions), []);
  useEffect(
    () =>
      registerCommands([
        {
          id: 'knowledgeBase.new',
          title: 'knowledgeBase.command.new',
          group: KNOWLEDGE_BASE_GROUP,
          scope: 'page',
          keywords: ['nuevo', 'new', 'nou', 'novo', 'escribir', 'write', 'artículo', 'article'],
          isVisible: (context) =>
            context.route.id === 'knowledge-base' && canAccess(context.user?.role, 'admin'),
          run: async (context) => {
            const saved = await openArticleForm(null);
            if (saved) context.navigate(articlePath(saved));
          },
        },
      ]),
    [],
  );

  const newArticle = async () => {
    const saved = await openArticleForm(null);
    if (saved) navigate(pageUrl({ article: saved, q, category }));
  };

  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm space-y-1">
          <label htmlFor={searchId} className="block font-medium text-slate-700 text-sm dark:text-slate-200">
            {t('knowledgeBase.list.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('knowledgeBase.list.searchPlaceholder')}
            className={CONTROL_CLASS}
          />
        </div>
        <div className="w-56 space-y-1">
          <label
            htmlFor={categoryId}
            className="block font-medium text-slate-700 text-sm dark:text-slate-200"
          >
            {t('knowledgeBase.list.category')}
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) =>
              navigate(pageUrl({ article: openId, q, category: event.target.value }), { replace: true })
            }
            className={CONTROL_CLASS}
          >
            <option value="">{t('knowledgeBase.list.allCategories')}</option>
            {KNOWLEDGE_BASE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`knowledgeBase.category.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {isAdmin ? (
          <Button onClick={() => void newArticle()} className="ml-auto h-9">
            {t('knowledgeBase.command.new')}
          </Button>
        ) : null}
      </div>
      <p className="text-slate-600 text-xs dark:text-slate-300">{t('knowledgeBase.list.paletteHint')}</p>
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t('knowledgeBase.list.label')}>
          {list.error ? (
            <FormAlert message={t(`errors.${list.error.code}`, { defaultValue: t('errors.generic') })} />
          ) : list.data ? (
            <ArticleList articles={list.data.knowledgeBaseArticles} openId={openId} searching={q !== ''} />
          ) : (
            <PageSpinner />
          )}
        </nav>
        <div>
          {openId ? (
            <ArticleView key={openId} id={openId} />
          ) : (
            <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 text-sm dark:border-slate-600 dark:text-slate-300">
              {t('knowledgeBase.article.none')}
            </p>
          )}
        </div>
      </div>
      <ArticleFormDialog />
    </section>
  );
}
