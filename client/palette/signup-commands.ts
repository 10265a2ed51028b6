import { canAccess } from '../../schema/domain/roles';
import { normalizeDocumentNumber } from '../../schema/domain/validators/document-number';
import { spanishDocumentTypeOf } from '../../schema/domain/validators/fiscal-id';
import { graphql } from '../generated/gql';
import { runOperation } from '../session/graphql-client';
import type { Command, CommandContext, PalettePage, QueryCommandSource } from './command';

const SIGNUP_PATH = '/subscriptions/v2';
const RESUME_ORDER_PAGE = 'resume-order';
const isAgent = (context: CommandContext) => canAccess(context.user?.role, 'agent');

/** A document number typed in the palette offers a signup for it (the wizard prefills and looks it up). */
export const signupForDocument: QueryCommandSource = (query) => {
  const fiscalId = normalizeDocumentNumber(query);
  // Only a Spanish document whose check character is right: any word would pass as a passport number.
  if (spanishDocumentTypeOf(fiscalId) === null) return [];
  return [
    {
      id: `signup.new-for.${fiscalId}`,
      title: 'palette.command.signupFor',
      titleValues: { fiscalId },
      group: 'palette.group.actions',
      isVisible: isAgent,
      run: (context) => context.navigate(`${SIGNUP_PATH}?fiscalId=${encodeURIComponent(fiscalId)}`),
    },
  ];
};

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

/** The drafts of the channel, newest first: choosing one reopens it in the wizard at its last saved step. */
export const RESUME_ORDER: PalettePage = {
  id: RESUME_ORDER_PAGE,
  title: 'palette.page.resumeOrder',
  async loadCommands() {
    const data = await runOperation(PaletteDraftOrdersQuery, {}, 'query');
    return data.draftOrders.edges.map(({ node }) => ({
      id: `signup.resume.${node.id}`,
      title: 'palette.command.resumeOrderItem',
      titleValues: {
        orderNumber: node.orderNumber,
        name: [node.customerName, node.customerFirstSurname].filter(Boolean).join(' '),
      },
      group: 'palette.group.drafts',
      keywords: [node.orderNumber, node.customerFiscalId, node.customerName],
      isVisible: isAgent,
      run: (context) => context.navigate(`/new-order/${node.id}`),
    }));
  },
};

export const SIGNUP_COMMANDS: readonly Command[] = [
  {
    id: 'signup.resume',
    title: 'palette.command.resumeOrder',
    group: 'palette.group.actions',
    keywords: ['resume', 'continue', 'reanudar', 'continuar', 'borrador', 'draft'],
    isVisible: isAgent,
    page: RESUME_ORDER_PAGE,
  },
];
