import { proxy, ref } from 'valtio';
import type { KnowledgeBaseArticleFieldsFragment } from '../../generated/graphql';

export type EditedArticle = KnowledgeBaseArticleFieldsFragment;

/** The one article dialog of the feature: closed, writing a new article (article null) or editing one. */
export const articleFormStore = proxy<{ open: boolean; article: EditedArticle | null }>({
  open: false,
  article: null,
});

let settle: ((savedId: string | null) => void) | null = null;

/**
 * Opens the article form (the page's buttons and the palette's commands come here); resolves with the saved
 * article's id, or null when closed without saving.
 */
export function openArticleForm(article: EditedArticle | null): Promise<string | null> {
  settle?.(null);
  articleFormStore.article = article ? ref({ ...article }) : null;
  articleFormStore.open = true;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function closeArticleForm(savedId: string | null): void {
  articleFormStore.open = false;
  const done = settle;
  settle = null;
  done?.(savedId);
}
