import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { canAccess } from '../../../schema/domain/roles';
import { clearActionTarget, setActionTarget } from '../../actions/action-target-store';
import { EntityActionButtons } from '../../actions/entity-action-buttons';
import { htmlLangFor, isLanguageCode } from '../../i18n/languages';
import { lazyWithReload } from '../../routing/lazy-page';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { sessionStore } from '../../session/session-store';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { formatDate } from '../../ui/format';
import { PageSpinner } from '../../ui/page-spinner';
import { openArticleForm } from './article-form-store';
import { articleVersionFor } from './article-version';
import { ARTICLE_ENTITY, ARTICLE_TARGET_ID, type ArticleRow } from './knowledge-base-actions';
import { KnowledgeBaseArticleQuery } from './knowledge-base-documents';
import { languageName } from './language-name';

// react-markdown and its parser load with the first article shown, not with the page.
const MarkdownView = lazyWithReload(() => import('./markdown-view'));

/** One article in the reader's language (or its default one, said so), with the admin's edit and delete. */
export function ArticleView({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['knowledgeBase', 'errors']);
  const { user } = useSnapshot(sessionStore);
  const query = useGraphqlQuery(KnowledgeBaseArticleQuery, { id });
  const article = query.data?.knowledgeBaseArticle ?? null;
  const version = article ? articleVersionFor(article, i18n.language) : null;

  const shownId = article?.id ?? null;
  const shownTitle = version?.title ?? null;
  useEffect(() => {
    if (shownId === null || shownTitle === null) return;
    const row: ArticleRow = { id: shownId, title: shownTitle };
    setActionTarget({ entity: ARTICLE_ENTITY, queueId: ARTICLE_TARGET_ID, focused: row, selected: [] });
  }, [shownId, shownTitle]);
  useEffect(() => () => clearActionTarget(ARTICLE_TARGET_ID), []);

  if (query.error) {
    return (
      <div className="space-y-2">
        <FormAlert message={t(`errors.${query.error.code}`, { defaultValue: t('errors.generic') })} />
        <button type="button" onClick={query.retry} className="text-primary-700 text-sm underline">
          {t('knowledgeBase.retry')}
        </button>
      </div>
    );
  }
  if (!article || !version) return <PageSpinner />;
  const row: ArticleRow = { id: article.id, title: version.title };
  return (
    <article
      aria-labelledby="knowledge-base-article-title"
      lang={htmlLangFor(version.language)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="space-y-2">
        <p className="font-medium text-primary-800 text-xs uppercase tracking-wide dark:text-primary-300">
          {t(`knowledgeBase.category.${article.category}`)}
        </p>
        <h2
          id="knowledge-base-article-title"
          className="font-semibold text-slate-900 text-xl dark:text-white"
        >
          {version.title}
        </h2>
        <p className="text-slate-600 text-xs dark:text-slate-300">
          {t('knowledgeBase.article.updated', { date: formatDate(article.updatedAt), by: article.updatedBy })}
        </p>
        {version.fallback ? (
          <p
            lang={isLanguageCode(i18n.language) ? htmlLangFor(i18n.language) : undefined}
            className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
            data-testid="knowledge-base-fallback"
          >
            {t('knowledgeBase.article.fallback', { language: languageName(version.language) })}
          </p>
        ) : null}
        {canAccess(user?.role, 'admin') ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => void openArticleForm(article)}>
              {t('knowledgeBase.article.edit')}
            </Button>
            <EntityActionButtons entity={ARTICLE_ENTITY} row={row} queueId={ARTICLE_TARGET_ID} />
          </div>
        ) : null}
      </header>
      <Suspense fallback={<PageSpinner />}>
        <MarkdownView markdown={version.body} data-testid="knowledge-base-article-body" />
      </Suspense>
    </article>
  );
}
