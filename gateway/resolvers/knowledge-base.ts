import { knowledgeBaseEndpoints } from '../../schema/rest/knowledge-base';
import type { Resolvers } from '../generated/resolvers';

export const knowledgeBaseResolvers: Resolvers = {
  Query: {
    knowledgeBaseArticles: async (_parent, { language, search, category, first }, { rest }) =>
      (
        await rest.call(knowledgeBaseEndpoints.listKnowledgeBaseArticles, {
          query: {
            language,
            search: search ?? undefined,
            category: category ?? undefined,
            limit: first === null || first === undefined ? undefined : String(first),
          },
        })
      ).items,
    knowledgeBaseArticle: (_parent, { id }, { rest }) =>
      rest.call(knowledgeBaseEndpoints.getKnowledgeBaseArticle, { query: { id } }),
  },
  Mutation: {
    createKnowledgeBaseArticle: (_parent, { article }, { rest }) =>
      rest.call(knowledgeBaseEndpoints.createKnowledgeBaseArticle, { body: article }),
    updateKnowledgeBaseArticle: (_parent, { id, article }, { rest }) =>
      rest.call(knowledgeBaseEndpoints.updateKnowledgeBaseArticle, { params: { id }, body: article }),
    deleteKnowledgeBaseArticle: (_parent, { id }, { rest }) =>
      rest.call(knowledgeBaseEndpoints.deleteKnowledgeBaseArticle, { params: { id } }),
  },
};
