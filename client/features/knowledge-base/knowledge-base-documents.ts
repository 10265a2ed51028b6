import { graphql } from '../../generated/gql';

/** The list and the palette's "kb:" search: titles in the reader's language where the article has them. */
export const KnowledgeBaseArticlesQuery = graphql(`
  query KnowledgeBaseArticles(
    $language: KnowledgeBaseLanguage!
    $search: String
    $category: KnowledgeBaseCategory
    $first: Int
  ) {
    knowledgeBaseArticles(language: $language, search: $search, category: $category, first: $first) {
      id
      category
      language
      title
      updatedAt
    }
  }
`);

export const KnowledgeBaseArticleFields = graphql(`
  fragment KnowledgeBaseArticleFields on KnowledgeBaseArticle {
    id
    brandId
    category
    defaultLanguage
    title
    body
    translations {
      language
      title
      body
    }
    createdAt
    updatedAt
    updatedBy
  }
`);

export const KnowledgeBaseArticleQuery = graphql(`
  query KnowledgeBaseArticle($id: ID!) {
    knowledgeBaseArticle(id: $id) {
      ...KnowledgeBaseArticleFields
    }
  }
`);

export const CreateKnowledgeBaseArticleMutation = graphql(`
  mutation CreateKnowledgeBaseArticle($article: KnowledgeBaseArticleInput!) {
    createKnowledgeBaseArticle(article: $article) {
      ...KnowledgeBaseArticleFields
    }
  }
`);

export const UpdateKnowledgeBaseArticleMutation = graphql(`
  mutation UpdateKnowledgeBaseArticle($id: ID!, $article: KnowledgeBaseArticleInput!) {
    updateKnowledgeBaseArticle(id: $id, article: $article) {
      ...KnowledgeBaseArticleFields
    }
  }
`);

export const DeleteKnowledgeBaseArticleMutation = graphql(`
  mutation DeleteKnowledgeBaseArticle($id: ID!) {
    deleteKnowledgeBaseArticle(id: $id) {
      id
      deleted
    }
  }
`);
