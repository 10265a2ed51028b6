import type { MatrixRow } from './matrix-row';

/**
 * Demo lines of brand 2020001 in its own channel (deterministic seed): a TERMINATED mobile line of customer
 * 05099189C and a TERMINATED convergent (fibre) line. Whoever may act gets past access and scope to the line's
 * refusal (409 status, or 422 for a family the action does not apply to), so nothing changes between callers.
 */
const MOBILE_LINE = '648a6a73-ea5e-4ef1-adcf-d820790a9c00';
const MOBILE_LINE_NUMBER = '700299494';
const MOBILE_FISCAL_ID = '05099189C';
const FIBRE_LINE = '71222ab4-d916-4a4a-88e9-f3d89a02fc85';

const MANAGER_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
const REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
const WRONG_FAMILY = { ADMIN: 422, MANAGER: 422, AGENT: 403, CLIENT: 403, OPERATOR: 422, NO_TOKEN: 401 };

const on = (line: string, action: string, body: unknown) => ({ path: `/lines/${line}/${action}`, body });

/** Line actions: manager and above, like the line view (docs/decisions.md, "Line actions"). */
export const lineActionRows: Record<string, MatrixRow> = {
  getLineByNumber: { request: { path: `/line-numbers/${MOBILE_LINE_NUMBER}` }, expect: MANAGER_LEVEL },
  getLineServices: { request: { path: `/lines/${MOBILE_LINE}/services` }, expect: MANAGER_LEVEL },
  getLineUsage: { request: { path: `/lines/${MOBILE_LINE}/usage?period=2026-01` }, expect: MANAGER_LEVEL },
  terminateSubscription: {
    request: {
      path: '/terminateSubscription',
      body: { subscriptionId: MOBILE_LINE, reason: 'CUSTOMER_REQUEST', fiscalId: MOBILE_FISCAL_ID },
    },
    expect: REFUSED,
  },
  cancelLine: {
    request: on(MOBILE_LINE, 'cancel', { reason: 'CUSTOMER_REQUEST', acknowledgeIrreversibleLoss: true }),
    expect: REFUSED,
  },
  setTvStatus: { request: on(MOBILE_LINE, 'tv-status', { status: 'BLOCKED' }), expect: WRONG_FAMILY },
  resetOnt: { request: on(FIBRE_LINE, 'ont-reset', {}), expect: REFUSED },
  changeSpn: { request: on(MOBILE_LINE, 'spn', { spn: 'DemoTel' }), expect: REFUSED },
  setActiveMode: { request: on(FIBRE_LINE, 'active-mode', { enabled: true }), expect: REFUSED },
  changeWifi: {
    request: on(FIBRE_LINE, 'wifi', { ssid: 'Casa', password: 'clave-wifi-2026' }),
    expect: REFUSED,
  },
  changeLinePassword: { request: on(MOBILE_LINE, 'password', { password: 'Linea2026!' }), expect: REFUSED },
  checkFibre: { request: on(FIBRE_LINE, 'fibre-check', {}), expect: REFUSED },
  duplicateSim: {
    request: on(MOBILE_LINE, 'duplicate-sim', { reason: 'LOSS', icc: '8934071234567890125' }),
    expect: REFUSED,
  },
  addMultisim: {
    request: on(MOBILE_LINE, 'multisim', { type: 'DATA', icc: '8934071234567890125' }),
    expect: REFUSED,
  },
  sendConfigurationSms: { request: on(MOBILE_LINE, 'configuration-sms', {}), expect: REFUSED },
};
