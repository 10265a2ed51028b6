import type { TypedDocumentString } from '../generated/graphql';
import type { QueuePageQuery, QueuePageResult } from './queue-types';

/** A loader's answer: one page's query and the mapping of its answer to rows. */
export function queuePageQuery<Row, Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Data, Variables>,
  variables: Variables,
  toPage: (data: Data) => QueuePageResult<Row>,
): QueuePageQuery<Row> {
  return {
    document: document as unknown as TypedDocumentString<unknown, Record<string, unknown>>,
    variables,
    // The document is run with these variables, so its answer has the document's type.
    toPage: (data) => toPage(data as Data),
  };
}
