import type { CompiledQuery } from 'kysely';

/**
 * Statements parsed once per database connection and from then on only bound and executed (named statements of
 * the extended protocol), known by their text. Kysely hands the driver only a query's text and parameters, so the
 * pool's clients look the name up by text (callback-query-pool.ts).
 *
 * Why: on a warm api, parsing and analysing the lines list's page query took about as long as running it
 * (docs/decisions.md, "Prepared once per connection"). Each connection still plans every execution for its own
 * values: the pools set `plan_cache_mode = force_custom_plan` (create-database.ts), because the plan PostgreSQL
 * makes once for any value read and sorted every line of a short line-number prefix (1.5 s against 0.3 ms).
 */
export type PreparedStatements = {
  /** Marks a query's text to be prepared once per connection; returns the query unchanged. */
  prepareOncePerConnection(query: CompiledQuery): CompiledQuery;
  /** The statement name of a marked text, or undefined to run it unnamed. */
  nameOf(sql: string): string | undefined;
};

/**
 * Every connection keeps each statement it has run until it closes, so the texts that get a name are bounded
 * (`max`); a text past them runs unnamed, as any other query.
 */
export function createPreparedStatements(max: number): PreparedStatements {
  const names = new Map<string, string>();
  return {
    prepareOncePerConnection(query) {
      if (names.size < max && !names.has(query.sql)) names.set(query.sql, `centralita_${names.size + 1}`);
      return query;
    },
    nameOf: (sql) => names.get(sql),
  };
}

/** The api's statements: the lines list's page has at most 432 texts (filters, sort, order and cursor combined). */
export const preparedStatements = createPreparedStatements(512);
