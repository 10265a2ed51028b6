import { runOperation } from '../session/graphql-client';
import type { QueuePageQuery, QueuePageResult } from './queue-types';

/** Reads one page once from the network (the CSV export walks every page so); throws a GraphqlOperationError. */
export async function readQueuePage<Row>(page: QueuePageQuery<Row>): Promise<QueuePageResult<Row>> {
  return page.toPage(await runOperation(page.document, page.variables, 'query'));
}
