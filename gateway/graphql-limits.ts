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
   * Bytes of the body of a request whose operation selects only `@largeBody` fields (identity documents): a
   * signed-in one (the signup's verification), or an anonymous one whose fields are also `@public` (the customer's
   * verification page); refused for any other operation once parsed.
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
  // The api's 4 MiB of identity documents (512 KiB each as base64) plus the operation's own text.
  maxUploadBodyBytes: 4 * 1024 * 1024 + 16 * 1024,
};
