import { z } from 'zod';
import { requiredText } from '../domain/validators/required-text';
import { defineEndpoint } from './endpoint';

/** The languages an article is written in: the console's four (es is the console's default). */
export const KNOWLEDGE_BASE_LANGUAGES = ['es', 'ca', 'en', 'br'] as const;
export type KnowledgeBaseLanguage = (typeof KNOWLEDGE_BASE_LANGUAGES)[number];

/** A fixed list, so a category reads in the user's language (docs/decisions.md, "The knowledge base"). */
export const KNOWLEDGE_BASE_CATEGORIES = [
  'PROCEDURES',
  'PRODUCTS',
  'PORTABILITY',
  'BUSINESS_RULES',
  'BILLING',
  'TECHNICAL',
] as const;
export type KnowledgeBaseCategory = (typeof KNOWLEDGE_BASE_CATEGORIES)[number];

export const knowledgeBaseLanguageSchema = z.enum(KNOWLEDGE_BASE_LANGUAGES);
export const knowledgeBaseCategorySchema = z.enum(KNOWLEDGE_BASE_CATEGORIES);

export const ARTICLE_TITLE_MAX = 160;
/** About 1,300 words: four versions of this size stay under the api's 100 kB body limit. */
export const ARTICLE_BODY_MAX = 8000;

/** Message keys of the rules zod does not word itself (namespace knowledgeBase). */
export const KNOWLEDGE_BASE_MESSAGES = {
  languageRepeated: 'knowledgeBase.form.languageRepeated',
  languageIsDefault: 'knowledgeBase.form.languageIsDefault',
} as const;

const articleTitle = z.string().max(ARTICLE_TITLE_MAX).pipe(requiredText());
/** Markdown; only trailing blanks are trimmed, as leading spaces may be an indented code block. */
const articleBody = z
  .string()
  .max(ARTICLE_BODY_MAX)
  .pipe(requiredText((value) => value.trimEnd()));

export const knowledgeBaseTranslationInput = z.object({
  language: knowledgeBaseLanguageSchema,
  title: articleTitle,
  body: articleBody,
});
export type KnowledgeBaseTranslationInput = z.infer<typeof knowledgeBaseTranslationInput>;

/**
 * What an admin writes: the category, the default language with its title and Markdown body, and optional
 * translations into the other languages (each language once, never the default one). The form validates with this
 * same schema.
 */
export const knowledgeBaseArticleBody = z
  .object({
    category: knowledgeBaseCategorySchema,
    defaultLanguage: knowledgeBaseLanguageSchema,
    title: articleTitle,
    body: articleBody,
    translations: z.array(knowledgeBaseTranslationInput).max(KNOWLEDGE_BASE_LANGUAGES.length - 1),
  })
  .superRefine((article, ctx) => {
    const seen = new Set<string>();
    article.translations.forEach((translation, index) => {
      const path = ['translations', index, 'language'];
      if (translation.language === article.defaultLanguage) {
        ctx.addIssue({ code: 'custom', path, message: KNOWLEDGE_BASE_MESSAGES.languageIsDefault });
      } else if (seen.has(translation.language)) {
        ctx.addIssue({ code: 'custom', path, message: KNOWLEDGE_BASE_MESSAGES.languageRepeated });
      }
      seen.add(translation.language);
    });
  });
export type KnowledgeBaseArticleBody = z.infer<typeof knowledgeBaseArticleBody>;

const versionSchema = z.object({
  language: knowledgeBaseLanguageSchema,
  title: z.string(),
  body: z.string(),
});

/** A whole article: every version, so the reader picks theirs and the editor gets them all. */
export const knowledgeBaseArticleSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  category: knowledgeBaseCategorySchema,
  defaultLanguage: knowledgeBaseLanguageSchema,
  title: z.string(),
  body: z.string(),
  translations: z.array(versionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type KnowledgeBaseArticle = z.infer<typeof knowledgeBaseArticleSchema>;

/** One row of the list: the title in the asked language when the article has it, else in its default language. */
export const knowledgeBaseArticleSummarySchema = z.object({
  id: z.string(),
  category: knowledgeBaseCategorySchema,
  /** The language of `title`. */
  language: knowledgeBaseLanguageSchema,
  title: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeBaseArticleSummary = z.infer<typeof knowledgeBaseArticleSummarySchema>;

export const KNOWLEDGE_BASE_LIST_MAX = 200;

export const listKnowledgeBaseArticlesQuery = z.object({
  /** The reader's language: titles come in it where a translation exists. */
  language: knowledgeBaseLanguageSchema.default('es'),
  /** Plain words; every word must appear in some version's title or body (accents and case ignored). */
  search: z.string().trim().max(100).optional(),
  category: knowledgeBaseCategorySchema.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .default(String(KNOWLEDGE_BASE_LIST_MAX))
    .transform(Number)
    .pipe(z.number().int().min(1).max(KNOWLEDGE_BASE_LIST_MAX)),
});

export const getKnowledgeBaseArticleQuery = z.object({ id: z.string().max(64) });

const ARTICLE_EXAMPLE = {
  category: 'PROCEDURES',
  defaultLanguage: 'es',
  title: 'Cómo tramitar una portabilidad',
  body: '## Pasos\n\n1. Comprueba el DNI.\n2. Pide el ICC de la SIM.',
  translations: [{ language: 'ca', title: 'Com tramitar una portabilitat', body: '## Passos' }],
} satisfies z.input<typeof knowledgeBaseArticleBody>;

/**
 * The brand's knowledge base (/knowledgeBase). Every staff role of the brand's channels reads it; admins write it
 * from the brand's own channel (or above). Articles belong to the brand of the caller's current channel.
 */
export const knowledgeBaseEndpoints = {
  listKnowledgeBaseArticles: defineEndpoint({
    id: 'listKnowledgeBaseArticles',
    method: 'GET',
    path: '/knowledge-base/articles',
    summary: "The articles of the caller's brand (operator staff: every brand), searched by plain words",
    access: 'agent',
    query: listKnowledgeBaseArticlesQuery,
    queryExample: { language: 'ca', search: 'portabilitat', category: 'PROCEDURES', limit: '8' },
    response: z.object({ items: z.array(knowledgeBaseArticleSummarySchema) }),
  }),
  getKnowledgeBaseArticle: defineEndpoint({
    id: 'getKnowledgeBaseArticle',
    method: 'GET',
    path: '/knowledge-base/article',
    summary: 'One article of the caller brand with every translation',
    access: 'agent',
    query: getKnowledgeBaseArticleQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: knowledgeBaseArticleSchema,
    errors: ['NOT_FOUND'],
  }),
  createKnowledgeBaseArticle: defineEndpoint({
    id: 'createKnowledgeBaseArticle',
    method: 'POST',
    path: '/knowledge-base/articles',
    summary: "Adds an article to the knowledge base of the caller's brand, from the brand's own channel",
    access: 'admin',
    body: knowledgeBaseArticleBody,
    bodyExample: ARTICLE_EXAMPLE,
    response: knowledgeBaseArticleSchema,
    errors: ['FORBIDDEN'],
  }),
  updateKnowledgeBaseArticle: defineEndpoint({
    id: 'updateKnowledgeBaseArticle',
    method: 'PUT',
    path: '/knowledge-base/articles/:id',
    summary: 'Replaces an article: category, default version and the whole set of translations',
    access: 'admin',
    body: knowledgeBaseArticleBody,
    bodyExample: ARTICLE_EXAMPLE,
    response: knowledgeBaseArticleSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  deleteKnowledgeBaseArticle: defineEndpoint({
    id: 'deleteKnowledgeBaseArticle',
    method: 'DELETE',
    path: '/knowledge-base/articles/:id',
    summary: 'Deletes an article and its translations',
    access: 'admin',
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
};
