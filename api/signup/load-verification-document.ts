import type { Kysely } from 'kysely';
import type { VERIFICATION_DOCUMENT_KINDS } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadOrderInScope } from '../orders/load-order-in-scope';

/** GET /orders/:id/signup/verification/document: one saved identity document of an order in the caller's scope. */
export async function loadVerificationDocument(
  db: Kysely<Database>,
  scopeChannel: string,
  orderId: string,
  kind: (typeof VERIFICATION_DOCUMENT_KINDS)[number],
) {
  const order = await loadOrderInScope(db, scopeChannel, orderId);
  const document = await db
    .selectFrom('order_documents')
    .select(['kind', 'mime_type', 'content'])
    .where('order_id', '=', order.id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!document) throw new ApiError(404, 'NOT_FOUND', 'No such document');
  return { kind: document.kind, mimeType: document.mime_type, content: document.content };
}
