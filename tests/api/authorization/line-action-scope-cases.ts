import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { EMBEDDED_NETWORK_UNREACHABLE_SUFFIX } from '../../../api/providers/network/embedded-network';
import { domainScope, type ScopeCase } from './scope-case';

type LineScopeRows = {
  /** A TERMINATED mobile line in brand channel 2020001. */
  brandLine: string;
  brandLineNumber: string;
  brandFiscalId: string;
  /** A TERMINATED fibre line in sub-channel 2020001002. */
  subLine: string;
  subLineNumber: string;
  subFiscalId: string;
};

async function readLineScopeRows(db: Kysely<Database>): Promise<LineScopeRows> {
  const line = (channel: string, family: 'MOBILE' | 'FIBRE') =>
    db
      .selectFrom('subscriptions')
      .select(['id', 'fiscal_id', 'line_number'])
      .where('channel_id', '=', channel)
      .where('family', '=', family)
      .where('status', '=', 'TERMINATED')
      // Other cases add lines; one the embedded network never answers would turn a scope answer into a 502.
      .where('line_number', 'not like', `%${EMBEDDED_NETWORK_UNREACHABLE_SUFFIX}`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const brand = await line('2020001', 'MOBILE');
  const sub = await line('2020001002', 'FIBRE');
  return {
    brandLine: brand.id,
    brandLineNumber: brand.line_number,
    brandFiscalId: brand.fiscal_id,
    subLine: sub.id,
    subLineNumber: sub.line_number,
    subFiscalId: sub.fiscal_id,
  };
}

type Request = (rows: LineScopeRows) => { path: string; body?: unknown };

/**
 * The four relations for one action. Both lines are TERMINATED, so a caller in scope meets the line's refusal:
 * `brandExpect` / `subExpect` (409 for the status, 422 when the action does not apply to the line's family).
 */
function cases(
  on: (line: 'brand' | 'sub') => Request,
  brandExpect: number,
  subExpect: number,
): ScopeCase<LineScopeRows>[] {
  return [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brand'), expect: brandExpect },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('sub'), expect: subExpect },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('sub'), expect: subExpect },
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brand'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('sub'), expect: 404 },
  ];
}

const action =
  (path: string, body: unknown) =>
  (line: 'brand' | 'sub'): Request =>
  (rows) => ({ path: `/lines/${line === 'brand' ? rows.brandLine : rows.subLine}/${path}`, body });

const ICC = '8934071234567890125';

/** Line actions and services: every one reads or changes a channel-owned subscription. */
export const lineActionScope = domainScope(readLineScopeRows, {
  getLineByNumber: cases(
    (line) => (rows) => ({
      path: `/line-numbers/${line === 'brand' ? rows.brandLineNumber : rows.subLineNumber}`,
    }),
    200,
    200,
  ),
  getLineServices: cases(
    (line) => (rows) => ({ path: `/lines/${line === 'brand' ? rows.brandLine : rows.subLine}/services` }),
    200,
    200,
  ),
  getLineUsage: cases(
    (line) => (rows) => ({ path: `/lines/${line === 'brand' ? rows.brandLine : rows.subLine}/usage` }),
    200,
    200,
  ),
  terminateSubscription: cases(
    (line) => (rows) => ({
      path: '/terminateSubscription',
      body: {
        subscriptionId: line === 'brand' ? rows.brandLine : rows.subLine,
        reason: 'FRAUD',
        fiscalId: line === 'brand' ? rows.brandFiscalId : rows.subFiscalId,
      },
    }),
    409,
    409,
  ),
  cancelLine: cases(
    action('cancel', { reason: 'CUSTOMER_REQUEST', acknowledgeIrreversibleLoss: true }),
    409,
    409,
  ),
  setTvStatus: cases(action('tv-status', { status: 'BLOCKED' }), 422, 422),
  resetOnt: cases(action('ont-reset', {}), 422, 409),
  changeSpn: cases(action('spn', { spn: 'DemoTel' }), 409, 422),
  setActiveMode: cases(action('active-mode', { enabled: true }), 422, 409),
  changeWifi: cases(action('wifi', { ssid: 'Casa', password: 'clave-wifi-2026' }), 422, 409),
  changeLinePassword: cases(action('password', { password: 'Linea2026!' }), 409, 409),
  checkFibre: cases(action('fibre-check', {}), 422, 409),
  duplicateSim: cases(action('duplicate-sim', { reason: 'THEFT', icc: ICC }), 409, 422),
  addMultisim: cases(action('multisim', { type: 'VOICE', icc: ICC }), 409, 422),
  sendConfigurationSms: cases(action('configuration-sms', {}), 409, 422),
});
