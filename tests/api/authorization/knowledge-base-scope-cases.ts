import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { DEMO_KNOWLEDGE_BASE_ARTICLES } from '../../../api/seed/demo-knowledge-base';
import { domainScope, type ScopeCase } from './scope-case';

type ArticleRows = { read: string; deletedByOwner: string; deletedByOperator: string };

/**
 * Articles belong to the brand and sit at its top channel, like products: 'parent channel' is the operator above the
 * brand, 'sub-channel' an admin (or manager) of the brand standing in 2020001002, who reads but does not write.
 * Deletions use two other demo articles than the one read and updated.
 */
async function readArticleRows(_db: Kysely<Database>): Promise<ArticleRows> {
  return {
    read: DEMO_KNOWLEDGE_BASE_ARTICLES.ontReset,
    deletedByOwner: DEMO_KNOWLEDGE_BASE_ARTICLES.taxes,
    deletedByOperator: DEMO_KNOWLEDGE_BASE_ARTICLES.fibreSheet,
  };
}

const ARTICLE = {
  category: 'TECHNICAL',
  defaultLanguage: 'es',
  title: 'Reiniciar la ONT',
  body: 'Corta el servicio de **1 a 4 minutos**.',
  translations: [
    { language: 'en', title: 'Resetting the ONT', body: 'Cuts the service for 1 to 4 minutes.' },
  ],
};

function articleCases(
  request: (id: string) => { path: string; body?: unknown },
  sub: number,
): ScopeCase<ArticleRows>[] {
  const on = (rows: ArticleRows) => request(rows.read);
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on, expect: sub },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on, expect: 404 },
    { relation: 'another brand', caller: 'VELA_ADMIN', request: on, expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on, expect: 200 },
    { relation: 'parent channel', caller: 'OPERATOR', request: on, expect: 200 },
  ];
}

const listed = (rows: ArticleRows) => ({ path: '/knowledge-base/articles', listed: rows.read });

/** The knowledge base: read by the whole brand, written from the brand's top channel or above. */
export const knowledgeBaseScope = domainScope(readArticleRows, {
  listKnowledgeBaseArticles: [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: listed, expect: 200, listed: true },
    { relation: 'parent channel', caller: 'OPERATOR', request: listed, expect: 200, listed: true },
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: listed, expect: 200, listed: true },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: listed, expect: 200, listed: false },
  ],
  getKnowledgeBaseArticle: articleCases((id) => ({ path: `/knowledge-base/article?id=${id}` }), 200),
  updateKnowledgeBaseArticle: articleCases(
    (id) => ({ path: `/knowledge-base/articles/${id}`, body: ARTICLE }),
    403,
  ),
  deleteKnowledgeBaseArticle: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: (rows) => ({ path: `/knowledge-base/articles/${rows.deletedByOwner}` }),
      expect: 403,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: (rows) => ({ path: `/knowledge-base/articles/${rows.deletedByOwner}` }),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: (rows) => ({ path: `/knowledge-base/articles/${rows.deletedByOwner}` }),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'OPERATOR',
      request: (rows) => ({ path: `/knowledge-base/articles/${rows.deletedByOperator}` }),
      expect: 200,
    },
  ],
});
