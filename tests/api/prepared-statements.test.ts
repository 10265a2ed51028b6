import { CompiledQuery, sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { createPreparedStatements } from '../../api/db/prepared-statements';
import { subscriptionPageQuery } from '../../api/subscriptions/list-subscriptions';
import { listSubscriptionsQuery } from '../../schema/rest/customers';
import { useMigratedDatabase } from '../support/migrated-database';

type PreparedRow = { statement: string; generic_plans: string | number; custom_plans: string | number };

// api/db/prepared-statements.ts: the lines list's page query is parsed once per connection, and planned again
// for every execution with its own values, on both engines.
describe('statements prepared once per connection', () => {
  const opened = useMigratedDatabase();

  test('a line lookup page runs as one named statement, custom-planned at every execution', async () => {
    const lookup = (lineNumber: string) =>
      subscriptionPageQuery(listSubscriptionsQuery.parse({ lineNumber, limit: '50' }), ['2020001']);
    // One reserved connection: prepared statements and settings belong to a session.
    const { db } = opened();
    const seen = await db.connection().execute(async (connection) => {
      const { rows: setting } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(
        connection,
      );
      expect(setting).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
      // Eight prefixes not ending in 9 (which has no upper bound) give one text; PostgreSQL weighs a generic plan
      // after five custom ones.
      for (const prefix of ['61', '62', '63', '64', '65', '66', '67', '68']) {
        const { rows } = await connection.executeQuery(lookup(prefix));
        expect(rows).toEqual([]);
      }
      const { rows } = await sql<PreparedRow>`
        select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement = ${lookup('61').sql}`.execute(connection);
      return rows;
    });
    expect(seen).toHaveLength(1);
    expect(Number(seen[0]?.custom_plans)).toBe(8);
    expect(Number(seen[0]?.generic_plans)).toBe(0);
  });

  test('a marked page query answers through its name, and a query no one marked runs unnamed', async () => {
    const { db } = opened();
    const page = subscriptionPageQuery(listSubscriptionsQuery.parse({ limit: '50' }), ['0']);
    const { rows } = await db.executeQuery(page);
    expect(rows).toEqual([]);
    const named = await db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('select 1 as one'));
      const { rows: statements } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(connection);
      return statements.map((row) => row.statement);
    });
    expect(named).not.toContain('select 1 as one');
  });
});

describe('the names of prepared statements', () => {
  const query = (text: string) => CompiledQuery.raw(text, []);

  test('are one per text, stable, and given to no more texts than the bound', () => {
    const statements = createPreparedStatements(2);
    expect(statements.nameOf('select 1')).toBeUndefined();
    statements.prepareOncePerConnection(query('select 1'));
    statements.prepareOncePerConnection(query('select 1'));
    statements.prepareOncePerConnection(query('select 2'));
    statements.prepareOncePerConnection(query('select 3'));
    const first = statements.nameOf('select 1');
    const second = statements.nameOf('select 2');
    expect(first).toMatch(/^centralita_\d+$/);
    expect(second).toMatch(/^centralita_\d+$/);
    expect(second).not.toBe(first);
    expect(statements.nameOf('select 3')).toBeUndefined();
  });

  test('marking returns the query itself', () => {
    const statements = createPreparedStatements(1);
    const marked = query('select 4');
    expect(statements.prepareOncePerConnection(marked)).toBe(marked);
  });
});
