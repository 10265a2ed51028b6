import { demoEnergyStudyId } from '../../../api/seed/demo-energy';
import type { MatrixRow } from './matrix-row';

/** The energy study is at agent level, as the signup wizard it leads to (docs/decisions.md); CLIENT is not staff. */
const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };

const STUDY = {
  cups: 'ES0021000000000000RC',
  postalCode: '28013',
  customerFiscalId: '',
  tariff: '2.0TD',
  billingDays: 30,
  powerKw: [4.6, 4.6],
  consumptionKwh: [60, 55, 120],
  energyPrices: [0.18, 0.14, 0.11],
  powerPrices: [0.09, 0.01],
  gas: null,
};

export const energyRows: Record<string, MatrixRow> = {
  listEnergyStudies: { request: { path: '/energy-studies' }, expect: AGENT_LEVEL },
  // The seeded study of 2020001's own channel: every caller standing in the brand (or above it) reads it.
  getEnergyStudy: { request: { path: `/energy-studies/${demoEnergyStudyId(0)}` }, expect: AGENT_LEVEL },
  createEnergyStudy: { request: { path: '/energy-studies', body: STUDY }, expect: AGENT_LEVEL },
};
