import { graphql } from '../../generated/gql';

// The line actions the /subs queue runs on a selection. Each answers the line after it: the row (in Graphcache and
// in the local cache of lines) shows its new status with no new read.

export const SubscriptionsCancelLineMutation = graphql(`
  mutation SubscriptionsCancelLine($subscriptionId: ID!, $reason: CancellationReason!) {
    cancelLine(subscriptionId: $subscriptionId, reason: $reason, acknowledgeIrreversibleLoss: true) {
      subscription {
        subscriptionId
        status
        endDate
        modified
      }
    }
  }
`);

export const SubscriptionsSetTvStatusMutation = graphql(`
  mutation SubscriptionsSetTvStatus($subscriptionId: ID!, $status: TvStatus!) {
    setTvStatus(subscriptionId: $subscriptionId, status: $status) {
      subscription {
        subscriptionId
        status
        modified
      }
    }
  }
`);

export const SubscriptionsSendConfigurationSmsMutation = graphql(`
  mutation SubscriptionsSendConfigurationSms($subscriptionId: ID!) {
    sendConfigurationSms(subscriptionId: $subscriptionId) {
      subscription {
        subscriptionId
        status
        modified
      }
    }
  }
`);
