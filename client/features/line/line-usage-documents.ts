import { graphql } from '../../generated/gql';

export const LineUsageQuery = graphql(`
  query LineUsage($subscriptionId: ID!, $period: String) {
    lineUsage(subscriptionId: $subscriptionId, period: $period) {
      period
      days {
        date
        voiceMinutes
        smsCount
        dataMb
      }
      totalVoiceMinutes
      totalSmsCount
      totalDataMb
    }
  }
`);
