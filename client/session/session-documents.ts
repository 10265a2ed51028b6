import { graphql } from '../generated/gql';

/** The session user and the brand of the current channel, loaded together after sign-in and after a switch. */
export const SessionQuery = graphql(`
  query Session {
    session {
      fullName
      username
      email
      role
      channel
      originalChannel
      superAdmin
      avatar
      abilities {
        action
        subject
      }
    }
    brand {
      brandId
      name
      logoURL
      expandedLogoURL
      darkModeLogoURL
      darkModeExpandedLogoURL
      generateCustomerInvoices
      hasMaxSales
      maxSales
    }
  }
`);

export const ReturnToOriginalChannelMutation = graphql(`
  mutation ReturnToOriginalChannel {
    returnToOriginalChannel {
      channel
      originalChannel
    }
  }
`);

export const EnterChannelMutation = graphql(`
  mutation EnterChannel($channel: ID!) {
    enterChannel(channel: $channel) {
      channel
      originalChannel
    }
  }
`);

export const CachedBrandsQuery = graphql(`
  query CachedBrands {
    cachedBrands {
      brandId
      name
    }
  }
`);
