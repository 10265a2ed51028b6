import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { demoEnergyStudyId } from '../../../api/seed/demo-energy';
import { domainScope, type ScopeCase } from './scope-case';

type EnergyScopeRows = { brandStudy: string; subStudy: string; brandCups: string; subCups: string };

/** The seeded studies of 2020001 (position 0) and of its sub-channel 2020001002 (position 1). */
async function readEnergyRows(db: Kysely<Database>): Promise<EnergyScopeRows> {
  const cupsOf = async (id: string) =>
    (await db.selectFrom('energy_studies').select('cups').where('id', '=', id).executeTakeFirstOrThrow())
      .cups;
  const brandStudy = demoEnergyStudyId(0);
  const subStudy = demoEnergyStudyId(1);
  return { brandStudy, subStudy, brandCups: await cupsOf(brandStudy), subCups: await cupsOf(subStudy) };
}

type Subject = 'brandStudy' | 'subStudy';

/** Studies are agent level: the sub-channel callers are its seeded MANAGER and an ADMIN switched into it. */
function studyCases(request: (id: string) => { path: string }): ScopeCase<EnergyScopeRows>[] {
  const on = (subject: Subject) => (rows: EnergyScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brandStudy'), expect: 404 },
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on('brandStudy'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandStudy'), expect: 404 },
    { relation: 'another brand', caller: 'VELA_ADMIN', request: on('subStudy'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandStudy'), expect: 200 },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('subStudy'), expect: 200 },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subStudy'), expect: 200 },
    { relation: 'parent channel', caller: 'OPERATOR', request: on('subStudy'), expect: 200 },
  ];
}

function listed(cups: 'brandCups' | 'subCups', id: Subject) {
  return (rows: EnergyScopeRows) => ({ path: `/energy-studies?search=${rows[cups]}`, listed: rows[id] });
}

/** Energy studies: read and listed only inside the caller's channel subtree. */
export const energyScope = domainScope(readEnergyRows, {
  getEnergyStudy: studyCases((id) => ({ path: `/energy-studies/${id}` })),
  listEnergyStudies: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandCups', 'brandStudy'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: listed('subCups', 'subStudy'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subCups', 'subStudy'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: listed('brandCups', 'brandStudy'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandCups', 'brandStudy'),
      expect: 200,
      listed: false,
    },
  ],
});
