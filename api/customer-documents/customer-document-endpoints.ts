import type { Kysely } from 'kysely';
import { customerRiskDocumentEndpoints } from '../../schema/rest/customer-risk-documents';
import { findCustomerInScope } from '../customers/customer-detail';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { implement } from '../http/endpoint-router';

async function listDocuments(db: Kysely<Database>, customerId: string) {
  const rows = await db
    .selectFrom('customer_documents')
    .select(['document_type', 'name', 'title', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('title')
    .execute();
  return rows.map((row) => ({
    documentType: row.document_type,
    name: row.name,
    title: row.title,
    created: row.created_at.toISOString(),
  }));
}

/** `name`, or `name (2)`, `name (3)`, ... : the first title the customer does not use yet. */
function freeTitle(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Custom documents of a customer in the caller's scope: add (the title is the document name, made
 * unique per customer, since the add payload has no title and delete names one), delete by title, the list
 * of download URLs, and the download itself.
 */
export function createCustomerDocumentEndpoints({ db }: { db: Kysely<Database> }) {
  const scoped = (channel: string, query: { fiscalId: string; brandId?: string | undefined }) =>
    findCustomerInScope(db, channel, query.fiscalId, query.brandId);
  return [
    implement(customerRiskDocumentEndpoints.addCustomDocument, ({ caller, body }) =>
      db.transaction().execute(async (trx) => {
        // The customer row lock serialises adds, so two uploads of one name get distinct titles.
        const id = await findCustomerInScope(trx, caller.user.channel_id, body.fiscalId, body.brandId, {
          forUpdate: true,
        });
        const existing = await trx
          .selectFrom('customer_documents')
          .select('title')
          .where('customer_id', '=', id)
          .execute();
        const title = freeTitle(body.documentName, new Set(existing.map((row) => row.title)));
        await trx
          .insertInto('customer_documents')
          .values({
            customer_id: id,
            document_type: body.documentType,
            name: body.documentName,
            title,
            content: body.documentContent,
          })
          .execute();
        return { title, documents: await listDocuments(trx, id) };
      }),
    ),
    implement(customerRiskDocumentEndpoints.deleteCustomDocument, async ({ caller, body }) => {
      const id = await scoped(caller.user.channel_id, body);
      const deleted = await db
        .deleteFrom('customer_documents')
        .where('customer_id', '=', id)
        .where('title', '=', body.title)
        .executeTakeFirst();
      return { deleted: deleted.numDeletedRows > 0n, documents: await listDocuments(db, id) };
    }),
    implement(customerRiskDocumentEndpoints.getCustomerUrls, async ({ caller, query }) => {
      const id = await scoped(caller.user.channel_id, query);
      const documents = await listDocuments(db, id);
      return {
        items: documents.map((document) => {
          const params = new URLSearchParams({ fiscalId: query.fiscalId, title: document.title });
          if (query.brandId !== undefined) params.set('brandId', query.brandId);
          return {
            title: document.title,
            documentType: document.documentType,
            name: document.name,
            url: `/customer/document?${params}`,
          };
        }),
      };
    }),
    implement(customerRiskDocumentEndpoints.getCustomerDocument, async ({ caller, query }) => {
      const id = await scoped(caller.user.channel_id, query);
      const row = await db
        .selectFrom('customer_documents')
        .select(['document_type', 'name', 'title', 'content', 'created_at'])
        .where('customer_id', '=', id)
        .where('title', '=', query.title)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'The customer has no document with that title');
      return {
        documentType: row.document_type,
        name: row.name,
        title: row.title,
        content: row.content,
        created: row.created_at.toISOString(),
      };
    }),
  ];
}
