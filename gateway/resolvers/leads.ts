import { leadEndpoints } from '../../schema/rest/leads';
import type { LeadInput, Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

/** A lead as the api's body: GraphQL's null document is the api's "none" (''). */
function leadBodyOf(lead: LeadInput) {
  return { ...lead, customerDocument: lead.customerDocument ?? '', consent: lead.consent ?? null };
}

export const leadResolvers: Resolvers = {
  Query: {
    leads: async (_parent, args, { rest }) => {
      const page = await rest.call(leadEndpoints.listLeads, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          sellType: args.sellType ?? undefined,
          search: args.search ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    lead: (_parent, { id }, { rest }) => rest.call(leadEndpoints.getLead, { query: { id } }),
  },
  Mutation: {
    createLead: (_parent, { lead }, { rest }) =>
      rest.call(leadEndpoints.createLead, { body: leadBodyOf(lead) }),
    updateLead: (_parent, { id, lead }, { rest }) =>
      rest.call(leadEndpoints.updateLead, { params: { id }, body: leadBodyOf(lead) }),
    changeLeadStatus: (_parent, { id, status }, { rest }) =>
      rest.call(leadEndpoints.changeLeadStatus, { params: { id }, body: { status } }),
  },
};
