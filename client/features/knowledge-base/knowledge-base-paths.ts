export const KNOWLEDGE_BASE_PATH = '/knowledgeBase';

/** The knowledge base showing one article (what the palette's "kb:" rows and the list's links open). */
export function articlePath(id: string): string {
  return `${KNOWLEDGE_BASE_PATH}?article=${encodeURIComponent(id)}`;
}
