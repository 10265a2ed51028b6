import { describe, expect, test } from 'vitest';
import { dumpDatabase, fingerprintDatabase } from '../support/database-dump';
import { useMigratedDatabase } from '../support/migrated-database';

// The "nothing changed" checks of the bad-input and scope matrices compare fingerprints instead of whole dumps:
// a fingerprint must change with any insert, update or delete, and only for the table that changed.
describe('database fingerprints', () => {
  const opened = useMigratedDatabase();

  test('cover every table the dump covers, and stay equal when nothing changes', async () => {
    const print = await fingerprintDatabase(opened().db);
    expect(Object.keys(print).sort()).toEqual(Object.keys(await dumpDatabase(opened().db)).sort());
    expect(await fingerprintDatabase(opened().db)).toEqual(print);
  });

  test('change with an insert, an update of one column and a delete, in that table only', async () => {
    const db = opened().db;
    const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
      Object.keys(a).filter((table) => a[table] !== b[table]);

    const empty = await fingerprintDatabase(db);
    await db.insertInto('brands').values({ id: '9990001', name: 'Fingerprint' }).execute();
    const inserted = await fingerprintDatabase(db);
    // A new brand is given its public coverage key by a trigger (migration 0021).
    expect(changedTables(empty, inserted)).toEqual(['brand_public_keys', 'brands']);

    await db.updateTable('brands').set({ max_sales: 3 }).where('id', '=', '9990001').execute();
    const updated = await fingerprintDatabase(db);
    expect(changedTables(inserted, updated)).toEqual(['brands']);

    await db.deleteFrom('brands').where('id', '=', '9990001').execute();
    expect(changedTables(updated, await fingerprintDatabase(db))).toEqual(['brand_public_keys', 'brands']);
    expect(await fingerprintDatabase(db)).toEqual(empty);
  });
});
