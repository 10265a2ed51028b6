import { Suspense, useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyWithReload } from '../../routing/lazy-page';
import { PageSpinner } from '../../ui/page-spinner';

const MarkdownView = lazyWithReload(() => import('./markdown-view'));

/** "Preview" under a Markdown field: the text as readers will see it, rendered by the same view as the article. */
export function MarkdownPreview<Values extends FieldValues, Output>({
  control,
  name,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
}) {
  const { t } = useTranslation('knowledgeBase');
  const [shown, setShown] = useState(false);
  const id = useId();
  const value = useWatch({ control, name });
  const markdown = typeof value === 'string' ? value : '';
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
        className="rounded font-medium text-primary-700 text-xs underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300"
      >
        {shown ? t('knowledgeBase.form.hidePreview') : t('knowledgeBase.form.showPreview')}
      </button>
      {shown ? (
        <section
          id={id}
          aria-label={t('knowledgeBase.form.preview')}
          className="rounded-lg border border-slate-200 border-dashed p-3 dark:border-slate-700"
        >
          {markdown.trim() === '' ? (
            <p className="text-slate-500 text-sm dark:text-slate-400">
              {t('knowledgeBase.form.previewEmpty')}
            </p>
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <MarkdownView markdown={markdown} />
            </Suspense>
          )}
        </section>
      ) : null}
    </div>
  );
}
