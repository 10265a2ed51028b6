import { canAccess } from '../../schema/domain/roles';
import { graphql } from '../generated/gql';
import { runOperation } from '../session/graphql-client';
import type { Command } from './command';

const PaletteDraftOrdersQuery = graphql(`
  query PaletteDraftOrders {
    draftOrders(first: 50) {
      edges {
        node {
          id
          orderNumber
          customerName
          customerFirstSurname
          customerFiscalId
        }
      }
    }
  }
`);

/** The channel's drafts as palette commands that reopen each one in the wizard. */
export async function loadDraftOrderCommands(): Promise<Command[]> {
  const data = await runOperation(PaletteDraftOrdersQuery, {}, 'query');
  return data.draftOrders.edges.map(({ node }) => ({
    id: `signup.resume.${node.id}`,
    title: 'palette.command.resumeOrderItem',
    titleValues: {
      orderNumber: node.orderNumber,
      name: [node.customerName, node.customerFirstSurname].filter(Boolean).join(' '),
    },
    group: 'palette.group.drafts',
    scope: 'page',
    keywords: [node.orderNumber, node.customerFiscalId, node.customerName],
    isVisible: (context) => canAccess(context.user?.role, 'agent'),
    run: (context) => context.navigate(`/new-order/${node.id}`),
  }));
}
