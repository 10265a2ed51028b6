import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KNOWLEDGE_BASE_ARTICLES } from '../../api/seed/demo-knowledge-base';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const LIST = `query($language: KnowledgeBaseLanguage!, $search: String, $category: KnowledgeBaseCategory, $first: Int) {
  knowledgeBaseArticles(language: $language, search: $search, category: $category, first: $first) {
    id category language title updatedAt
  }
}`;
const ARTICLE_FIELDS =
  'id brandId category defaultLanguage title body translations { language title body } updatedBy';
const ONE = `query($id: ID!) { knowledgeBaseArticle(id: $id) { ${ARTICLE_FIELDS} } }`;
const CREATE = `mutation($article: KnowledgeBaseArticleInput!) {
  createKnowledgeBaseArticle(article: $article) { ${ARTICLE_FIELDS} }
}`;
const UPDATE = `mutation($id: ID!, $article: KnowledgeBaseArticleInput!) {
  updateKnowledgeBaseArticle(id: $id, article: $article) { ${ARTICLE_FIELDS} }
}`;
const DELETE = 'mutation($id: ID!) { deleteKnowledgeBaseArticle(id: $id) { id deleted } }';

type Summary = { id: string; category: string; language: string; title: string };
type Article = { id: string; title: string; translations: { language: string }[] };

describe('gateway: the knowledge base over the REST api', () => {
  let stack: GatewayStack;
  let admin: string;
  let agent: string;
  let nimbus: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    admin = (await stack.api.signIn('admin@demo.test')).accessToken;
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists and searches in the reader language, one REST call each', async () => {
    stack.restCalls.length = 0;
    const found = await stack.graphql(agent, LIST, { language: 'ca', search: 'festius', first: 5 });
    expect(found.errors).toBeUndefined();
    expect(found.data?.knowledgeBaseArticles as Summary[]).toEqual([
      expect.objectContaining({
        id: DEMO_KNOWLEDGE_BASE_ARTICLES.businessHours,
        category: 'BUSINESS_RULES',
        language: 'ca',
        title: 'Horari hàbil per a portabilitats',
      }),
    ]);
    expect(stack.restCalls.filter((call) => call.includes('/knowledge-base/'))).toHaveLength(1);
  });

  it('reads one article with its translations, and answers NOT_FOUND to another brand', async () => {
    const read = await stack.graphql(agent, ONE, { id: DEMO_KNOWLEDGE_BASE_ARTICLES.portability });
    expect(read.errors).toBeUndefined();
    const article = read.data?.knowledgeBaseArticle as Article;
    expect(article.translations.map((translation) => translation.language)).toEqual(['ca', 'en']);
    const refused = await stack.graphql(nimbus, ONE, { id: DEMO_KNOWLEDGE_BASE_ARTICLES.portability });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets the admin create, update and delete; an agent is refused with FORBIDDEN', async () => {
    const article = {
      category: 'PROCEDURES',
      defaultLanguage: 'es',
      title: 'Alta de una línea prepago',
      body: '1. Pide el **DNI**.',
      translations: [{ language: 'en', title: 'Prepaid line signup', body: '1. Ask for the **ID**.' }],
    };
    const refused = await stack.graphql(agent, CREATE, { article });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const created = await stack.graphql(admin, CREATE, { article });
    expect(created.errors).toBeUndefined();
    const id = (created.data?.createKnowledgeBaseArticle as Article | undefined)?.id ?? '';

    const updated = await stack.graphql(admin, UPDATE, {
      id,
      article: { ...article, title: 'Alta de una línea de prepago', translations: [] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateKnowledgeBaseArticle).toMatchObject({
      id,
      title: 'Alta de una línea de prepago',
      translations: [],
    });

    const bad = await stack.graphql(admin, UPDATE, {
      id,
      article: { ...article, translations: [{ language: 'es', title: 'x', body: 'y' }] },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'translations.0.language',
    });

    const deleted = await stack.graphql(admin, DELETE, { id });
    expect(deleted.data?.deleteKnowledgeBaseArticle).toEqual({ id, deleted: true });
    const gone = await stack.graphql(agent, ONE, { id });
    expect(gone.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
