import { graphql } from '../../generated/gql';

export const SupportChannelsQuery = graphql(`
  query SupportChannels {
    supportChannels {
      brandId
      brandName
      channels {
        topic
        name
        department
        email
        phone
      }
    }
  }
`);

export const SendSupportMessageMutation = graphql(`
  mutation SendSupportMessage($topic: ContactType!, $message: String!, $page: String) {
    sendSupportMessage(topic: $topic, message: $message, page: $page) {
      topic
      recipient
      sentAt
    }
  }
`);

/** The order on screen's number for the message's first line: the order page has it in the cache already. */
export const SupportOrderNumberQuery = graphql(`
  query SupportOrderNumber($id: ID!) {
    order(id: $id) {
      id
      orderNumber
    }
  }
`);
