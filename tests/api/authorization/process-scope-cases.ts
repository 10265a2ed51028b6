import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { demoProcessId } from '../../../api/seed/demo-processes';
import { domainScope, type ScopeCase } from './scope-case';

type Process = { id: string; mobileNumber: string };
type Rows = { brand: Process; sub: Process };

/** Demo processes 0 (brand channel 2020001) and 1 (sub-channel 2020001002) of brand 2020001, both COMPLETED. */
async function readRows(db: Kysely<Database>): Promise<Rows> {
  const read = async (id: string) => {
    const row = await db
      .selectFrom('processes')
      .select(['id', 'line_number', 'channel_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id: row.id, mobileNumber: row.line_number };
  };
  return { brand: await read(demoProcessId('2020001', 0)), sub: await read(demoProcessId('2020001', 1)) };
}

function oneProcessCases(
  request: (process: Process) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<Rows>[] {
  const on = (key: keyof Rows) => (rows: Rows) => request(rows[key]);
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('sub'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brand'), expect: ok },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('sub'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('sub'), expect: ok },
  ];
}

const listed = (key: keyof Rows) => (rows: Rows) => ({
  path: `/processes?search=${rows[key].mobileNumber}&limit=500`,
  listed: rows[key].id,
});

/** Processes: the completed demo processes are readable in scope, their cancel refused (409); outside, 404. */
export const processScope = domainScope(readRows, {
  listProcesses: [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: listed('brand'), expect: 200, listed: true },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: listed('sub'), expect: 200, listed: true },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: listed('sub'), expect: 200, listed: true },
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: listed('brand'), expect: 200, listed: false },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brand'),
      expect: 200,
      listed: false,
    },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: listed('sub'), expect: 200, listed: false },
  ],
  getProcess: oneProcessCases((process) => ({ path: `/process?id=${process.id}` }), 200),
  cancelProcess: oneProcessCases(
    (process) => ({ path: `/processes/${process.id}/cancel`, body: { reason: 'CUSTOMER_REQUEST' } }),
    409,
  ),
});
