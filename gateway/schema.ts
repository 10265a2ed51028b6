import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { brandSettingsResolvers } from './resolvers/brand-settings';
import { channelResolvers } from './resolvers/channels';
import { coverageResolvers } from './resolvers/coverage';
import { customerResolvers } from './resolvers/customers';
import { dashboardResolvers } from './resolvers/dashboard';
import { energyResolvers } from './resolvers/energy';
import { financialRiskResolvers } from './resolvers/financial-risk';
import { installationResolvers } from './resolvers/installations';
import { invoiceResolvers } from './resolvers/invoices';
import { knowledgeBaseResolvers } from './resolvers/knowledge-base';
import { leadResolvers } from './resolvers/leads';
import { lineActionResolvers } from './resolvers/line-actions';
import { orderResolvers } from './resolvers/orders';
import { portabilityResolvers } from './resolvers/portabilities';
import { processResolvers } from './resolvers/processes';
import { productResolvers } from './resolvers/products';
import { publicCoverageResolvers } from './resolvers/public-coverage';
import { publicPageResolvers } from './resolvers/public-pages';
import { resourceResolvers } from './resolvers/resources';
import { searchResolvers } from './resolvers/search';
import { sessionResolvers } from './resolvers/session';
import { shipmentResolvers } from './resolvers/shipments';
import { signupResolvers } from './resolvers/signup';
import { signupHelperResolvers } from './resolvers/signup-helpers';
import { subscriptionManagementResolvers } from './resolvers/subscription-management';
import { subscriptionResolvers } from './resolvers/subscriptions';
import { supportResolvers } from './resolvers/support';
import { temporalSubscriptionResolvers } from './resolvers/temporal-subscriptions';

const SDL_DIR = join(import.meta.dirname, '..', 'schema', 'graphql');

/** The executable schema: every SDL file of schema/graphql with the resolvers of each domain. */
export function createGatewaySchema(): GraphQLSchema {
  const typeDefs = readdirSync(SDL_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(SDL_DIR, f), 'utf8'));
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      sessionResolvers,
      subscriptionResolvers,
      subscriptionManagementResolvers,
      temporalSubscriptionResolvers,
      processResolvers,
      customerResolvers,
      portabilityResolvers,
      productResolvers,
      leadResolvers,
      resourceResolvers,
      channelResolvers,
      brandSettingsResolvers,
      financialRiskResolvers,
      signupHelperResolvers,
      publicPageResolvers,
      publicCoverageResolvers,
      installationResolvers,
      shipmentResolvers,
      coverageResolvers,
      lineActionResolvers,
      orderResolvers,
      signupResolvers,
      dashboardResolvers,
      searchResolvers,
      invoiceResolvers,
      energyResolvers,
      knowledgeBaseResolvers,
      supportResolvers,
    ],
  });
}
