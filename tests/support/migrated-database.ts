import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../api/db/create-database';
import { migrateToLatest } from '../../api/db/migrate-to-latest';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A migrated test database of the engine under test, opened as the api opens it, for the tests of the calling
 * file or describe block; closed and dropped after them. Returns a getter for its handle.
 */
export function useMigratedDatabase(): () => DatabaseHandle {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle.db);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return () => {
    if (!handle) throw new Error('the migrated database is opened in beforeAll');
    return handle;
  };
}
