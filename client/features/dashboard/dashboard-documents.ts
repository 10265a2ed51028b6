import { graphql } from '../../generated/gql';

/** The eight cards for one period, the period before, and each card's trend. */
export const DashboardCountersQuery = graphql(`
  query DashboardCounters($period: DashboardPeriod) {
    dashboardCounters(period: $period) {
      period
      from
      to
      counters {
        ...DashboardCounterFigures
      }
      previous {
        from
        to
        counters {
          ...DashboardCounterFigures
        }
      }
      trend {
        unit
        points {
          from
          to
          counters {
            ...DashboardCounterFigures
          }
        }
      }
    }
  }

  fragment DashboardCounterFigures on DashboardCounters {
    sales
    activations
    recurringRevenue
    terminations
    liveLines
    portIns
    portOuts
    events
  }
`);

/** The charts below the cards for the same period. */
export const DashboardChartsQuery = graphql(`
  query DashboardCharts($period: DashboardPeriod) {
    dashboardCharts(period: $period) {
      period
      linesByStatus {
        status
        lines
        monthlyCents
      }
      ordersByStatus {
        status
        orders
        totalCents
      }
      orderFunnel {
        stage
        orders
      }
      portabilitiesByOperator {
        direction
        operator
        portabilities
      }
      backlog {
        queue
        status
        total
        ages {
          age
          items
        }
      }
    }
  }
`);

/** The brand's announcements on the dashboard. */
export const DashboardNewsQuery = graphql(`
  query DashboardNews {
    news(limit: 5) {
      id
      title
      body
      publishedAt
    }
  }
`);

/** Sales over a range of Madrid days (/dashboards/analytics). */
export const SalesAnalyticsQuery = graphql(`
  query SalesAnalytics($from: String!, $to: String!) {
    salesAnalytics(from: $from, to: $to) {
      from
      to
      totals {
        sales
        revenueCents
      }
      byDay {
        date
        sales
        revenueCents
      }
      byFamily {
        family
        sales
        revenueCents
      }
      byChannel {
        channelId
        channelName
        sales
        revenueCents
      }
      byProduct {
        productId
        name
        family
        units
        revenueCents
      }
    }
  }
`);

/** The catalogue's performance over a range (/dashboards/eCommerce). */
export const CataloguePerformanceQuery = graphql(`
  query CataloguePerformance($from: String!, $to: String!) {
    cataloguePerformance(from: $from, to: $to) {
      from
      to
      products {
        productId
        name
        family
        status
        priceCents
        promotions
        unitsSold
        revenueCents
        promotionUnits
        activeLines
        activeMonthlyCents
      }
    }
  }
`);
