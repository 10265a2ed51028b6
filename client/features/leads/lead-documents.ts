import { graphql } from '../../generated/gql';

/** The leads queue: newest first, a page at a time. */
export const LeadsQuery = graphql(`
  query CatalogueLeads($first: Int, $after: String, $status: LeadStatus, $sellType: LeadSellType, $search: String) {
    leads(first: $first, after: $after, status: $status, sellType: $sellType, search: $search) {
      edges {
        cursor
        node {
          id
          brandId
          channelId
          customerName
          customerDocument
          phone
          sellType
          status
          commission
          date
          consent {
            fullName
            document
            date
          }
          created
          modified
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One lead with its consent signature (the list leaves the signature image out), for the edit form. */
export const LeadQuery = graphql(`
  query CatalogueLead($id: ID!) {
    lead(id: $id) {
      id
      customerName
      customerDocument
      phone
      sellType
      status
      commission
      date
      consent {
        fullName
        document
        date
        signature
      }
    }
  }
`);

export const CreateLeadMutation = graphql(`
  mutation CatalogueCreateLead($lead: LeadInput!) {
    createLead(lead: $lead) {
      id
      status
    }
  }
`);

export const UpdateLeadMutation = graphql(`
  mutation CatalogueUpdateLead($id: ID!, $lead: LeadInput!) {
    updateLead(id: $id, lead: $lead) {
      id
      status
    }
  }
`);

export const ChangeLeadStatusMutation = graphql(`
  mutation CatalogueChangeLeadStatus($id: ID!, $status: LeadStatus!) {
    changeLeadStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
