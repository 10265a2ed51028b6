import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Ability = {
  __typename?: 'Ability';
  action: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  brandId: Scalars['ID']['output'];
  darkModeExpandedLogoURL?: Maybe<Scalars['String']['output']>;
  darkModeLogoURL?: Maybe<Scalars['String']['output']>;
  expandedLogoURL?: Maybe<Scalars['String']['output']>;
  generateCustomerInvoices: Scalars['Boolean']['output'];
  hasMaxSales: Scalars['Boolean']['output'];
  logoURL?: Maybe<Scalars['String']['output']>;
  maxSales?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  superAdminEmail?: Maybe<Scalars['String']['output']>;
};

export type BrandSummary = {
  __typename?: 'BrandSummary';
  brandId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Enter a sub-channel (or, for the operator, a brand). */
  enterChannel: SessionUser;
  /** Return to the user's original channel. */
  returnToOriginalChannel: SessionUser;
};


export type MutationEnterChannelArgs = {
  channel: Scalars['ID']['input'];
};

/** Session, brand info and channel switching (spec sections 2, 3 and 6). */
export type Query = {
  __typename?: 'Query';
  /** Brand info of the user's current channel. */
  brand: Brand;
  /** Brands the operator may search and enter (only for users whose original and current channel are both 0). */
  cachedBrands: Array<BrandSummary>;
  /** The signed-in user, with the role assigned on first sign-in and the abilities it grants. */
  session: SessionUser;
};

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'CLIENT'
  | 'MANAGER'
  | 'USER';

export type SessionUser = {
  __typename?: 'SessionUser';
  abilities: Array<Ability>;
  avatar?: Maybe<Scalars['String']['output']>;
  channel: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  originalChannel: Scalars['ID']['output'];
  role: Role;
  superAdmin: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Ability: ResolverTypeWrapper<Ability>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandSummary: ResolverTypeWrapper<BrandSummary>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Ability: Ability;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandSummary: BrandSummary;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  SessionUser: SessionUser;
  String: Scalars['String']['output'];
};

export type AbilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ability'] = ResolversParentTypes['Ability']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  darkModeExpandedLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  darkModeLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expandedLogoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generateCustomerInvoices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasMaxSales?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  superAdminEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandSummary'] = ResolversParentTypes['BrandSummary']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  enterChannel?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationEnterChannelArgs, 'channel'>>;
  returnToOriginalChannel?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  cachedBrands?: Resolver<Array<ResolversTypes['BrandSummary']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  abilities?: Resolver<Array<ResolversTypes['Ability']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalChannel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  superAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Ability?: AbilityResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandSummary?: BrandSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
};

