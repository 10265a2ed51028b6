/** How much one GraphQL request may ask for (docs/gateway.md "Limits"). */
export type GraphqlLimits = {
  /** Nesting of fields (root fields are depth 1; fragments add none; introspection is not counted). */
  maxDepth: number;
  /** Aliased fields in one operation, fragments expanded. */
  maxAliases: number;
  /** Lexical tokens in the document; parsing stops past it. */
  maxTokens: number;
  /** Estimated cost: each field costs 1, and what sits under a list costs once per expected item. */
  maxCost: number;
  /** Expected items of a list field when no literal `first`/`last`/`limit` says how many. */
  listFactor: number;
  /** Operations in one batched (array) request. */
  maxBatch: number;
  /** Bytes of the request body. */
  maxBodyBytes: number;
  /**
   * Bytes of the body of a signed-in request whose operation selects only `@largeBody` fields (identity documents
   * for the signup's verification); read only once the token is valid, and refused for any other operation.
   */
  maxUploadBodyBytes: number;
};

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  // Every console operation with its page sizes at the largest the api serves (500 rows) costs at most ~27,000
  // (the product catalogue: each product's promotions count as a list of 10); lists within lists multiply far
  // past the limit. tests/gateway/document-cache.test.ts keeps the console's operations within it.
  maxCost: 40_000,
  listFactor: 10,
  maxBatch: 10,
  maxBodyBytes: 100 * 1024,
  // Four documents of 512 KiB as base64, as the api's verification endpoint takes them.
  maxUploadBodyBytes: 3 * 1024 * 1024,
};
