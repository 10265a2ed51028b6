import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { demoResourceId } from '../../../api/seed/demo-resources';
import { domainScope, type ScopeCase } from './scope-case';

type ResourceScopeRows = {
  /** RETIRED (final) in 2020001. */
  brandRetired: string;
  /** AVAILABLE in 2020001. */
  brandAvailable: string;
  /** AVAILABLE in sub-channel 2020001002. */
  subAvailable: string;
  brandValue: string;
  subValue: string;
};

async function readResourceRows(db: Kysely<Database>): Promise<ResourceScopeRows> {
  const brandRetired = demoResourceId('2020001', 0);
  const subAvailable = demoResourceId('2020001', 1);
  const valueOfResource = async (id: string) =>
    (await db.selectFrom('resources').select('value').where('id', '=', id).executeTakeFirstOrThrow()).value;
  return {
    brandRetired,
    brandAvailable: demoResourceId('2020001', 6),
    subAvailable,
    brandValue: await valueOfResource(brandRetired),
    subValue: await valueOfResource(subAvailable),
  };
}

type Subject = 'brandRetired' | 'subAvailable';
type Rows = ResourceScopeRows;

/** Resources are admin: the sub-channel caller is an ADMIN switched into 2020001002. Refusals first. */
function resourceCases(
  request: (id: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<Rows>[] {
  const on = (subject: Subject) => (rows: Rows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on('brandRetired'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandRetired'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subAvailable'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandRetired'), expect: ok },
    { relation: 'own channel', caller: 'SUB_ADMIN', request: on('subAvailable'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subAvailable'), expect: ok },
  ];
}

function listed(value: 'brandValue' | 'subValue', id: Subject) {
  return (rows: Rows) => ({ path: `/resources?search=${rows[value]}`, listed: rows[id] });
}

function add(channel: string, value: string) {
  return () => ({ path: '/resources', body: { kind: 'MSISDN', values: [value], channel } });
}

function move(ids: (rows: Rows) => string[], channel: string) {
  return (rows: Rows) => ({ path: '/resources/assign-channel', body: { ids: ids(rows), channel } });
}

/** Resources: every read and change is scoped to the caller's channel subtree, and so is the target channel. */
export const resourceScope = domainScope(readResourceRows, {
  listResources: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandValue', 'brandRetired'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: listed('subValue', 'subAvailable'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subValue', 'subAvailable'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: listed('brandValue', 'brandRetired'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandValue', 'brandRetired'),
      expect: 200,
      listed: false,
    },
  ],
  // Adding names the channel that holds the values: it must be in the caller's subtree.
  addResources: [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: add('2020001', '655000001'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: add('2020001', '655000002'), expect: 404 },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: add('2020001002', '655000003'),
      expect: 404,
    },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: add('2020001', '655000004'), expect: 200 },
    { relation: 'own channel', caller: 'SUB_ADMIN', request: add('2020001002', '655000005'), expect: 200 },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: add('2020001002', '655000006'),
      expect: 200,
    },
  ],
  // RETIRED -> AVAILABLE and AVAILABLE -> AVAILABLE are refused by the lifecycle: 409 in scope, nothing changes.
  changeResourceStatus: resourceCases(
    (id) => ({ path: `/resources/${id}/status`, body: { status: 'AVAILABLE' } }),
    409,
  ),
  assignResourcesChannel: [
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: move((rows) => [rows.brandAvailable], '2020001002'),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: move((rows) => [rows.brandAvailable], '3000003'),
      expect: 404,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: move((rows) => [rows.subAvailable], '3000003'),
      expect: 404,
    },
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: move((rows) => [rows.brandAvailable], '2020001'),
      expect: 200,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: move((rows) => [rows.subAvailable], '2020001002'),
      expect: 200,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: move((rows) => [rows.subAvailable], '2020001002'),
      expect: 200,
    },
  ],
});
