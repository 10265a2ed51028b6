import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CustomerDetailFieldsFragment } from '../../generated/graphql';
import { DeleteCustomDocumentMutation, MarkSepaMandateSignedMutation } from './customer-mutations';

/** The action target key of the customer page (its "queue" of one customer). */
export const CUSTOMER_QUEUE_ID = 'customer-360';
export const SEPA_SIGNED_ACTION_ID = 'customer.markSepaSigned';
export const DELETE_DOCUMENT_ACTION_ID = 'customerDocument.delete';

/** A custom document row of the Documentation tab. */
export type CustomerDocumentRow = { fiscalId: string; title: string; name: string; documentType: string };

export const customerActions: readonly EntityAction<CustomerDetailFieldsFragment>[] = [
  {
    id: SEPA_SIGNED_ACTION_ID,
    entity: 'customer',
    title: 'customer.sepa.markSigned',
    keywords: ['sepa', 'mandato', 'mandate'],
    isVisible: (_context, customer) => Boolean(customer.sepaMandate && !customer.sepaMandate.signed),
    run: async (customer) => {
      await runGatewayMutation(MarkSepaMandateSignedMutation, { fiscalId: customer.fiscalId });
    },
    success: 'customer.sepa.signedToast',
    rowLabel: (customer) => customer.fiscalId,
  },
];

export const customerDocumentActions: readonly EntityAction<CustomerDocumentRow>[] = [
  {
    id: DELETE_DOCUMENT_ACTION_ID,
    entity: 'customerDocument',
    title: 'customer.documents.delete',
    isVisible: () => true,
    confirm: {
      title: 'customer.documents.deleteTitle',
      body: 'customer.documents.deleteBody',
      irreversible: true,
    },
    run: async (row) => {
      await runGatewayMutation(DeleteCustomDocumentMutation, { fiscalId: row.fiscalId, title: row.title });
    },
    success: 'customer.documents.deleted',
    rowLabel: (row) => row.title,
  },
];
