import { KNOWLEDGE_BASE_LANGUAGES, type KnowledgeBaseLanguage } from '../../../schema/rest/knowledge-base';

type Versioned = {
  defaultLanguage: KnowledgeBaseLanguage;
  title: string;
  body: string;
  translations: readonly { language: KnowledgeBaseLanguage; title: string; body: string }[];
};

export type ArticleVersion = {
  language: KnowledgeBaseLanguage;
  title: string;
  /** Markdown. */
  body: string;
  /** The reader's language has no translation: this is the default language's version. */
  fallback: boolean;
};

/** The knowledge base's language for an interface language; anything else reads the console's default, Spanish. */
export function knowledgeBaseLanguageOf(interfaceLanguage: string): KnowledgeBaseLanguage {
  return KNOWLEDGE_BASE_LANGUAGES.find((language) => language === interfaceLanguage) ?? 'es';
}

/** The version a reader of `interfaceLanguage` gets: its translation when the article has one, else the default. */
export function articleVersionFor(article: Versioned, interfaceLanguage: string): ArticleVersion {
  const language = knowledgeBaseLanguageOf(interfaceLanguage);
  if (language !== article.defaultLanguage) {
    const translation = article.translations.find((candidate) => candidate.language === language);
    if (translation) return { ...translation, fallback: false };
  }
  return {
    language: article.defaultLanguage,
    title: article.title,
    body: article.body,
    fallback: language !== article.defaultLanguage,
  };
}
