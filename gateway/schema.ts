import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { brandSettingsResolvers } from './resolvers/brand-settings';
import { channelResolvers } from './resolvers/channels';
import { customerResolvers } from './resolvers/customers';
import { financialRiskResolvers } from './resolvers/financial-risk';
import { portabilityResolvers } from './resolvers/portabilities';
import { productResolvers } from './resolvers/products';
import { publicPageResolvers } from './resolvers/public-pages';
import { sessionResolvers } from './resolvers/session';
import { signupHelperResolvers } from './resolvers/signup-helpers';
import { subscriptionResolvers } from './resolvers/subscriptions';

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
      customerResolvers,
      portabilityResolvers,
      productResolvers,
      channelResolvers,
      brandSettingsResolvers,
      financialRiskResolvers,
      signupHelperResolvers,
      publicPageResolvers,
    ],
  });
}
