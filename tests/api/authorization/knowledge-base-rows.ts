import { DEMO_KNOWLEDGE_BASE_ARTICLES } from '../../../api/seed/demo-knowledge-base';
import type { MatrixRow } from './matrix-row';

/** Read by every staff role of the brand (agent and above), written by admins (docs/decisions.md). */
const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
const ADMIN_LEVEL = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** No such article: the role is refused before the article is looked for, an admin then gets 404. */
const ADMIN_LEVEL_MISSING = {
  ADMIN: 404,
  MANAGER: 403,
  AGENT: 403,
  CLIENT: 403,
  OPERATOR: 404,
  NO_TOKEN: 401,
};

const ARTICLE = {
  category: 'TECHNICAL',
  defaultLanguage: 'es',
  title: 'Reiniciar la ONT de una fibra',
  body: 'Reiniciar la ONT corta el servicio de fibra de **1 a 4 minutos**.',
  translations: [],
};
const MISSING = '0b000000-0000-4000-8000-0000000000ff';

export const knowledgeBaseRows: Record<string, MatrixRow> = {
  listKnowledgeBaseArticles: { request: { path: '/knowledge-base/articles' }, expect: AGENT_LEVEL },
  getKnowledgeBaseArticle: {
    request: { path: `/knowledge-base/article?id=${DEMO_KNOWLEDGE_BASE_ARTICLES.ontReset}` },
    expect: AGENT_LEVEL,
  },
  createKnowledgeBaseArticle: {
    request: { path: '/knowledge-base/articles', body: ARTICLE },
    expect: ADMIN_LEVEL,
  },
  updateKnowledgeBaseArticle: {
    request: { path: `/knowledge-base/articles/${DEMO_KNOWLEDGE_BASE_ARTICLES.ontReset}`, body: ARTICLE },
    expect: ADMIN_LEVEL,
  },
  deleteKnowledgeBaseArticle: {
    request: { path: `/knowledge-base/articles/${MISSING}` },
    expect: ADMIN_LEVEL_MISSING,
  },
};
