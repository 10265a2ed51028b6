import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

type ExplainedPlan = Array<{ Plan?: { 'Plan Rows'?: number } }>;

/**
 * The rows PostgreSQL expects `query` to return, from its statistics (EXPLAIN, FORMAT JSON: planned, not run;
 * the same on PGlite). Cheap at any table size; only as good as the last ANALYZE, and filters on several
 * columns are taken as independent.
 */
export async function plannerRowEstimate<DB>(db: Kysely<DB>, query: Compilable): Promise<number> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const plan = rows[0]?.['QUERY PLAN'];
  // pg parses the json column; a driver handing back its text is read the same way.
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as ExplainedPlan;
  const estimate = root?.Plan?.['Plan Rows'];
  if (typeof estimate !== 'number') throw new Error('EXPLAIN gave no row estimate');
  return estimate;
}
