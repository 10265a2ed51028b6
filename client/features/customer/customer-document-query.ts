import { graphql } from '../../generated/gql';

/** One custom document with its content, for the Documentation tab's viewer and download. */
export const CustomerDocumentContentQuery = graphql(`
  query CustomerDocumentContent($fiscalId: String!, $title: String!) {
    customerDocument(fiscalId: $fiscalId, title: $title) {
      documentType
      name
      title
      created
      content
    }
  }
`);
