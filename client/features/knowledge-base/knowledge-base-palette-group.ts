/** The palette's heading of the knowledge base's rows ("kb:" answers, the page's own commands). */
export const KNOWLEDGE_BASE_GROUP = 'knowledgeBase.palette.group';
/** What the palette's "kb:" rows load: at most this many articles. */
export const PALETTE_ARTICLE_LIMIT = 8;
