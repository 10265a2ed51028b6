import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { domainScope, type ScopeCase } from './scope-case';

type InstallationScopeRows = {
  /** CANCELED installations: in scope, every action gets past the scope check to the status check (409). */
  brandInstallationId: string;
  brandInstallationDocument: string;
  subInstallationId: string;
  subInstallationDocument: string;
};

async function readInstallationScopeRows(db: Kysely<Database>): Promise<InstallationScopeRows> {
  const canceled = (channel: string) =>
    db
      .selectFrom('installations')
      .select(['id', 'customer_fiscal_id'])
      .where('channel_id', '=', channel)
      .where('status', '=', 'CANCELED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const brand = await canceled('2020001');
  const sub = await canceled('2020001002');
  return {
    brandInstallationId: brand.id,
    brandInstallationDocument: brand.customer_fiscal_id,
    subInstallationId: sub.id,
    subInstallationDocument: sub.customer_fiscal_id,
  };
}

type Subject = 'brandInstallationId' | 'subInstallationId';

/** The four standings for an endpoint that names one installation; refusals first, so they meet an untouched row. */
function installationCases(
  request: (id: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<InstallationScopeRows>[] {
  const on = (subject: Subject) => (rows: InstallationScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brandInstallationId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandInstallationId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subInstallationId'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandInstallationId'), expect: ok },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('subInstallationId'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subInstallationId'), expect: ok },
  ];
}

function listed(document: 'brandInstallationDocument' | 'subInstallationDocument', id: Subject) {
  return (rows: InstallationScopeRows) => ({
    path: `/installations?search=${rows[document]}&limit=100`,
    listed: rows[id],
  });
}

/** Installations. */
export const installationScope = domainScope(readInstallationScopeRows, {
  listInstallations: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandInstallationDocument', 'brandInstallationId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: listed('subInstallationDocument', 'subInstallationId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subInstallationDocument', 'subInstallationId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: listed('brandInstallationDocument', 'brandInstallationId'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandInstallationDocument', 'brandInstallationId'),
      expect: 200,
      listed: false,
    },
  ],
  getInstallation: installationCases((id) => ({ path: `/installation?id=${id}` }), 200),
  listInstallationSlots: installationCases((id) => ({ path: `/installations/${id}/slots` }), 200),
  scheduleInstallation: installationCases(
    (id) => ({ path: `/installations/${id}/schedule`, body: { date: '2030-01-15', slot: 'MORNING' } }),
    409,
  ),
  updateInstallation: installationCases(
    (id) => ({ path: `/installations/${id}`, body: { date: '2030-01-15', slot: 'AFTERNOON' } }),
    409,
  ),
  cancelInstallation: installationCases(
    (id) => ({ path: `/installations/${id}/cancel`, body: { reason: 'CUSTOMER_REQUEST' } }),
    409,
  ),
  relaunchInstallation: installationCases((id) => ({ path: `/installations/${id}/relaunch`, body: {} }), 409),
});
