import { useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import {
  KNOWLEDGE_BASE_CATEGORIES,
  KNOWLEDGE_BASE_LANGUAGES,
  knowledgeBaseArticleBody,
} from '../../../schema/rest/knowledge-base';
import { runOperation } from '../../session/graphql-client';
import { Button } from '../../ui/button';
import { DialogForm } from '../../ui/form/dialog-form';
import { FormSelectField } from '../../ui/form/form-select-field';
import { FormTextAreaField } from '../../ui/form/form-text-area-field';
import { FormTextField } from '../../ui/form/form-text-field';
import { useFormSubmit } from '../../ui/form/use-form-submit';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormDialog } from '../../ui/form-dialog';
import { showNotice } from '../../ui/notice-store';
import { articleFormStore, closeArticleForm, type EditedArticle } from './article-form-store';
import { knowledgeBaseLanguageOf } from './article-version';
import {
  CreateKnowledgeBaseArticleMutation,
  UpdateKnowledgeBaseArticleMutation,
} from './knowledge-base-documents';
import { languageName } from './language-name';
import { MarkdownPreview } from './markdown-preview';

type ArticleFormValues = z.input<typeof knowledgeBaseArticleBody>;

const BODY_ROWS = 10;

function valuesOf(article: EditedArticle | null, interfaceLanguage: string): ArticleFormValues {
  if (!article) {
    return {
      category: 'PROCEDURES',
      defaultLanguage: knowledgeBaseLanguageOf(interfaceLanguage),
      title: '',
      body: '',
      translations: [],
    };
  }
  return {
    category: article.category,
    defaultLanguage: article.defaultLanguage,
    title: article.title,
    body: article.body,
    translations: article.translations.map(({ language, title, body }) => ({ language, title, body })),
  };
}

function ArticleForm({ article }: { article: EditedArticle | null }) {
  const { t, i18n } = useTranslation(['knowledgeBase', 'validation', 'errors']);
  // The schema the api validates with: category, default version and translations, each language once.
  const form = useZodForm(knowledgeBaseArticleBody, { defaultValues: valuesOf(article, i18n.language) });
  const { control } = form;
  const translations = useFieldArray({ control, name: 'translations' });
  const defaultLanguage = useWatch({ control, name: 'defaultLanguage' });
  const translated = useWatch({ control, name: 'translations' });
  const used = new Set([defaultLanguage, ...translated.map((translation) => translation.language)]);
  const nextLanguage = KNOWLEDGE_BASE_LANGUAGES.find((language) => !used.has(language));
  const languageOptions = KNOWLEDGE_BASE_LANGUAGES.map((value) => ({ value, label: languageName(value) }));
  const articleId = article?.id ?? null;
  const savedId = useRef<string | null>(null);
  const submit = useFormSubmit(
    form,
    async (input) => {
      const saved = articleId
        ? (
            await runOperation(
              UpdateKnowledgeBaseArticleMutation,
              { id: articleId, article: input },
              'mutation',
            )
          ).updateKnowledgeBaseArticle
        : (await runOperation(CreateKnowledgeBaseArticleMutation, { article: input }, 'mutation'))
            .createKnowledgeBaseArticle;
      showNotice(
        'success',
        t(articleId ? 'knowledgeBase.form.updated' : 'knowledgeBase.form.created', { title: input.title }),
      );
      savedId.current = saved.id;
    },
    () => closeArticleForm(savedId.current),
  );
  return (
    <DialogForm
      control={control}
      onSubmit={(event) => void submit(event)}
      onCancel={() => closeArticleForm(null)}
      cancelLabel={t('knowledgeBase.form.cancel')}
      submitLabel={t('knowledgeBase.form.save')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="category"
          label={t('knowledgeBase.form.category')}
          options={KNOWLEDGE_BASE_CATEGORIES.map((value) => ({
            value,
            label: t(`knowledgeBase.category.${value}`),
          }))}
        />
        <FormSelectField
          control={control}
          name="defaultLanguage"
          label={t('knowledgeBase.form.defaultLanguage')}
          options={languageOptions}
        />
      </div>
      <FormTextField control={control} name="title" label={t('knowledgeBase.form.title')} autoFocus />
      <FormTextAreaField
        control={control}
        name="body"
        label={t('knowledgeBase.form.body')}
        hint={t('knowledgeBase.form.bodyHint')}
        rows={BODY_ROWS}
        monospace
      />
      <MarkdownPreview control={control} name="body" />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 font-medium text-sm">{t('knowledgeBase.form.translations')}</legend>
        {translations.fields.length === 0 ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">
            {t('knowledgeBase.form.noTranslations')}
          </p>
        ) : null}
        {translations.fields.map((translation, index) => (
          <div
            key={translation.id}
            className="space-y-3 border-slate-200 border-t pt-3 first-of-type:border-t-0 first-of-type:pt-0 dark:border-slate-700"
          >
            <div className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
              <FormSelectField
                control={control}
                name={`translations.${index}.language`}
                label={t('knowledgeBase.form.translationLanguage', { number: index + 1 })}
                options={languageOptions}
              />
              <FormTextField
                control={control}
                name={`translations.${index}.title`}
                label={t('knowledgeBase.form.translationTitle', { number: index + 1 })}
              />
              <Button variant="secondary" className="mb-0.5" onClick={() => translations.remove(index)}>
                {t('knowledgeBase.form.removeTranslation', { number: index + 1 })}
              </Button>
            </div>
            <FormTextAreaField
              control={control}
              name={`translations.${index}.body`}
              label={t('knowledgeBase.form.translationBody', { number: index + 1 })}
              rows={BODY_ROWS}
              monospace
            />
            <MarkdownPreview control={control} name={`translations.${index}.body`} />
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={!nextLanguage}
          onClick={() => {
            if (nextLanguage) translations.append({ language: nextLanguage, title: '', body: '' });
          }}
        >
          {t('knowledgeBase.form.addTranslation')}
        </Button>
      </fieldset>
    </DialogForm>
  );
}

/** The write/edit article dialog; rendered once by the page, opened through `openArticleForm`. */
export function ArticleFormDialog() {
  const { t } = useTranslation('knowledgeBase');
  const { open, article } = useSnapshot(articleFormStore);
  return (
    <FormDialog
      open={open}
      onClose={() => closeArticleForm(null)}
      title={t(article ? 'knowledgeBase.form.titleEdit' : 'knowledgeBase.form.titleNew')}
      width="2xl"
    >
      {/* The store's article as it was when the form opened (a plain copy, not the live snapshot). */}
      <ArticleForm article={articleFormStore.article} />
    </FormDialog>
  );
}
