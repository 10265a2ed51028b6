import type { Kysely } from 'kysely';
import type { ContractDocument, ContractDocumentKind } from '../../schema/rest/orders';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadOrderInScope } from '../orders/load-order-in-scope';
import { loadLatestContractRow } from './load-latest-contract';

/**
 * GET /orders/:id/contract/document: the document of the order's latest contract, the one its detail shows. The
 * generated HTML is what the customer was (or will be) sent; the signed copy exists once one was uploaded. An order
 * without a contract, or without a signed copy when that is asked for, answers 404.
 */
export async function loadContractDocument(
  db: Kysely<Database>,
  scopeChannel: string,
  orderId: string,
  kind: ContractDocumentKind,
): Promise<ContractDocument> {
  const order = await loadOrderInScope(db, scopeChannel, orderId);
  const contract = await loadLatestContractRow(db, order.id);
  if (!contract) throw new ApiError(404, 'NOT_FOUND', 'This order has no contract yet');
  if (kind === 'GENERATED') {
    return {
      contractId: contract.id,
      kind,
      mimeType: 'text/html',
      fileName: `contrato-${order.order_number}.html`,
      content: Buffer.from(contract.document_html, 'utf8').toString('base64'),
    };
  }
  if (contract.signed_document === null) {
    throw new ApiError(404, 'NOT_FOUND', "This order's contract has no signed copy");
  }
  return {
    contractId: contract.id,
    kind,
    mimeType: 'application/pdf',
    fileName: `contrato-firmado-${order.order_number}.pdf`,
    content: contract.signed_document,
  };
}
