import type { Kysely } from 'kysely';
import type { VerificationDocumentKind } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import type { OrderRow } from '../db/order-tables';

/** How each document reads in the customer's documents panel (stored data, in the brands' language). */
const TITLES: Readonly<Record<VerificationDocumentKind, string>> = {
  FRONT: 'Documento de identidad (anverso)',
  BACK: 'Documento de identidad (reverso)',
  SELFIE: 'Fotografía del cliente',
  SIGNATURE: 'Firma del cliente',
  DEEDS: 'Escrituras',
  POWERS: 'Poderes del representante',
};

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * The order's identity documents become the customer's (`customer_documents`, type `IDENTITY_<KIND>`), when the
 * agent accepts the verification: titled with the order number, so a later verification of the same order
 * replaces its own and never another order's. Read through the customer, in the customer's scope, as every
 * customer document is.
 */
export async function copyVerificationDocuments(
  db: Kysely<Database>,
  order: Pick<OrderRow, 'id' | 'customer_id' | 'order_number'>,
  at: Date,
): Promise<void> {
  const documents = await db
    .selectFrom('order_documents')
    .select(['kind', 'mime_type', 'content'])
    .where('order_id', '=', order.id)
    .execute();
  for (const document of documents) {
    const values = {
      document_type: `IDENTITY_${document.kind}`,
      name: `${order.order_number}-${document.kind.toLowerCase()}.${EXTENSIONS[document.mime_type] ?? 'bin'}`,
      content: `data:${document.mime_type};base64,${document.content}`,
      created_at: at,
    };
    await db
      .insertInto('customer_documents')
      .values({
        ...values,
        customer_id: order.customer_id,
        title: `${TITLES[document.kind]} · ${order.order_number}`,
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'title']).doUpdateSet(values))
      .execute();
  }
}
