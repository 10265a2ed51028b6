import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { demoLeadId } from '../../../api/seed/demo-leads';
import { domainScope, type ScopeCase } from './scope-case';

type LeadScopeRows = {
  /** WON (final) leads: a status change in scope reaches the lifecycle's 409 and changes nothing. */
  brandLead: string;
  subLead: string;
  brandLeadPhone: string;
  subLeadPhone: string;
};

async function readLeadRows(db: Kysely<Database>): Promise<LeadScopeRows> {
  const brandLead = demoLeadId('2020001', 0);
  const subLead = demoLeadId('2020001002', 0);
  const phoneOf = async (id: string) =>
    (await db.selectFrom('leads').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone;
  return {
    brandLead,
    subLead,
    brandLeadPhone: await phoneOf(brandLead),
    subLeadPhone: await phoneOf(subLead),
  };
}

type Subject = 'brandLead' | 'subLead';

/** Leads are admin: the sub-channel caller is an ADMIN switched into 2020001002. Refusals first. */
function leadCases(
  request: (id: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<LeadScopeRows>[] {
  const on = (subject: Subject) => (rows: LeadScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_ADMIN', request: on('brandLead'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandLead'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subLead'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandLead'), expect: ok },
    { relation: 'own channel', caller: 'SUB_ADMIN', request: on('subLead'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subLead'), expect: ok },
  ];
}

function listed(phone: 'brandLeadPhone' | 'subLeadPhone', id: Subject) {
  return (rows: LeadScopeRows) => ({ path: `/leads?search=${rows[phone]}&limit=100`, listed: rows[id] });
}

/** Leads: every read and change is scoped to the caller's channel subtree. */
export const leadScope = domainScope(readLeadRows, {
  listLeads: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandLeadPhone', 'brandLead'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_ADMIN',
      request: listed('subLeadPhone', 'subLead'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subLeadPhone', 'subLead'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_ADMIN',
      request: listed('brandLeadPhone', 'brandLead'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandLeadPhone', 'brandLead'),
      expect: 200,
      listed: false,
    },
  ],
  getLead: leadCases((id) => ({ path: `/lead?id=${id}` }), 200),
  // WON leads are closed: in scope the edit reaches the 409, out of scope it is a 404.
  updateLead: leadCases(
    (id) => ({
      path: `/leads/${id}`,
      body: {
        customerName: 'Mario Rey Soto',
        customerDocument: '',
        phone: '699000111',
        sellType: 'INTERNAL_SALE',
        commission: 0,
        date: '2026-02-01',
        consent: null,
      },
    }),
    409,
  ),
  changeLeadStatus: leadCases((id) => ({ path: `/leads/${id}/status`, body: { status: 'SENT' } }), 409),
});
