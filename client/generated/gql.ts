/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Session {\n    session {\n      fullName\n      username\n      email\n      role\n      channel\n      originalChannel\n      superAdmin\n      avatar\n      abilities {\n        action\n        subject\n      }\n    }\n    brand {\n      brandId\n      name\n      logoURL\n      expandedLogoURL\n      darkModeLogoURL\n      darkModeExpandedLogoURL\n      generateCustomerInvoices\n      hasMaxSales\n      maxSales\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation ReturnToOriginalChannel {\n    returnToOriginalChannel {\n      channel\n      originalChannel\n    }\n  }\n": typeof types.ReturnToOriginalChannelDocument,
    "\n  mutation EnterChannel($channel: ID!) {\n    enterChannel(channel: $channel) {\n      channel\n      originalChannel\n    }\n  }\n": typeof types.EnterChannelDocument,
    "\n  query CachedBrands {\n    cachedBrands {\n      brandId\n      name\n    }\n  }\n": typeof types.CachedBrandsDocument,
};
const documents: Documents = {
    "\n  query Session {\n    session {\n      fullName\n      username\n      email\n      role\n      channel\n      originalChannel\n      superAdmin\n      avatar\n      abilities {\n        action\n        subject\n      }\n    }\n    brand {\n      brandId\n      name\n      logoURL\n      expandedLogoURL\n      darkModeLogoURL\n      darkModeExpandedLogoURL\n      generateCustomerInvoices\n      hasMaxSales\n      maxSales\n    }\n  }\n": types.SessionDocument,
    "\n  mutation ReturnToOriginalChannel {\n    returnToOriginalChannel {\n      channel\n      originalChannel\n    }\n  }\n": types.ReturnToOriginalChannelDocument,
    "\n  mutation EnterChannel($channel: ID!) {\n    enterChannel(channel: $channel) {\n      channel\n      originalChannel\n    }\n  }\n": types.EnterChannelDocument,
    "\n  query CachedBrands {\n    cachedBrands {\n      brandId\n      name\n    }\n  }\n": types.CachedBrandsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    session {\n      fullName\n      username\n      email\n      role\n      channel\n      originalChannel\n      superAdmin\n      avatar\n      abilities {\n        action\n        subject\n      }\n    }\n    brand {\n      brandId\n      name\n      logoURL\n      expandedLogoURL\n      darkModeLogoURL\n      darkModeExpandedLogoURL\n      generateCustomerInvoices\n      hasMaxSales\n      maxSales\n    }\n  }\n"): typeof import('./graphql').SessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnToOriginalChannel {\n    returnToOriginalChannel {\n      channel\n      originalChannel\n    }\n  }\n"): typeof import('./graphql').ReturnToOriginalChannelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterChannel($channel: ID!) {\n    enterChannel(channel: $channel) {\n      channel\n      originalChannel\n    }\n  }\n"): typeof import('./graphql').EnterChannelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CachedBrands {\n    cachedBrands {\n      brandId\n      name\n    }\n  }\n"): typeof import('./graphql').CachedBrandsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
