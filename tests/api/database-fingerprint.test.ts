import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../api/db/create-database';
import { migrateToLatest } from '../../api/db/migrate-to-latest';
import { dumpDatabase, fingerprintDatabase } from '../support/database-dump';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The "nothing changed" checks of the bad-input and scope matrices compare fingerprints instead of whole dumps:
// a fingerprint must change with any insert, update or delete, and only for the table that changed.
describe('database fingerprints', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle.db);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  test('cover every table the dump covers, and stay equal when nothing changes', async () => {
    const print = await fingerprintDatabase(handle.db);
    expect(Object.keys(print).sort()).toEqual(Object.keys(await dumpDatabase(handle.db)).sort());
    expect(await fingerprintDatabase(handle.db)).toEqual(print);
  });

  test('change with an insert, an update of one column and a delete, in that table only', async () => {
    const db = handle.db;
    const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
      Object.keys(a).filter((table) => a[table] !== b[table]);

    const empty = await fingerprintDatabase(db);
    await db.insertInto('brands').values({ id: '9990001', name: 'Fingerprint' }).execute();
    const inserted = await fingerprintDatabase(db);
    expect(changedTables(empty, inserted)).toEqual(['brands']);

    await db.updateTable('brands').set({ max_sales: 3 }).where('id', '=', '9990001').execute();
    const updated = await fingerprintDatabase(db);
    expect(changedTables(inserted, updated)).toEqual(['brands']);

    await db.deleteFrom('brands').where('id', '=', '9990001').execute();
    expect(changedTables(updated, await fingerprintDatabase(db))).toEqual(['brands']);
    expect(await fingerprintDatabase(db)).toEqual(empty);
  });
});
