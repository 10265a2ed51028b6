import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { startApiServer } from '../support/api-server';
import { brandSettingsRows } from './authorization/brand-settings-rows';
import { channelManagementRows } from './authorization/channel-management-rows';
import { coverageRows } from './authorization/coverage-rows';
import { customerRiskDocumentRows } from './authorization/customer-risk-document-rows';
import { customerRows } from './authorization/customer-rows';
import { dashboardRows } from './authorization/dashboard-rows';
import { energyRows } from './authorization/energy-rows';
import { installationRows } from './authorization/installation-rows';
import { invoiceRows } from './authorization/invoice-rows';
import { knowledgeBaseRows } from './authorization/knowledge-base-rows';
import { leadRows } from './authorization/lead-rows';
import { lineActionRows } from './authorization/line-action-rows';
import type { CallerName, MatrixRow } from './authorization/matrix-row';
import { orderRows } from './authorization/order-rows';
import { portabilityRows } from './authorization/portability-rows';
import { processRows } from './authorization/process-rows';
import { productRows } from './authorization/product-rows';
import { publicVerificationRows } from './authorization/public-verification-rows';
import { resourceRows } from './authorization/resource-rows';
import { searchRows } from './authorization/search-rows';
import { sessionRows } from './authorization/session-rows';
import { shipmentRows } from './authorization/shipment-rows';
import { signupRows } from './authorization/signup-rows';
import { subscriptionManagementRows } from './authorization/subscription-management-rows';
import { supportRows } from './authorization/support-rows';
import { temporalSubscriptionRows } from './authorization/temporal-subscription-rows';
import { validationHelperRows } from './authorization/validation-helper-rows';

type Api = Awaited<ReturnType<typeof startApiServer>>;
const ACCOUNTS: Record<Exclude<CallerName, 'NO_TOKEN'>, string> = {
  ADMIN: 'admin@demo.test',
  MANAGER: 'manager@demo.test',
  AGENT: 'agent@demo.test',
  CLIENT: 'client@demo.test',
  OPERATOR: 'operator@demo.test',
};

// One file of rows per domain: adding an endpoint without its row fails the first test below.
const MATRIX: Record<string, MatrixRow> = {
  ...sessionRows,
  ...validationHelperRows,
  ...customerRows,
  ...customerRiskDocumentRows,
  ...portabilityRows,
  ...leadRows,
  ...productRows,
  ...resourceRows,
  ...dashboardRows,
  ...searchRows,
  ...orderRows,
  ...signupRows,
  ...publicVerificationRows,
  ...installationRows,
  ...shipmentRows,
  ...coverageRows,
  ...invoiceRows,
  ...lineActionRows,
  ...brandSettingsRows,
  ...channelManagementRows,
  ...subscriptionManagementRows,
  ...temporalSubscriptionRows,
  ...processRows,
  ...energyRows,
  ...knowledgeBaseRows,
  ...supportRows,
};

describe('authorization matrix: every endpoint x every kind of caller', () => {
  let api: Api;
  const tokens = new Map<CallerName, string | null>();
  beforeAll(async () => {
    api = await startApiServer();
    tokens.set('NO_TOKEN', null);
    for (const [name, email] of Object.entries(ACCOUNTS)) {
      tokens.set(name as CallerName, (await api.signIn(email)).accessToken);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has a row for every endpoint of the contract and none for an endpoint that does not exist', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} answers each caller as the matrix says`, async () => {
      const row = MATRIX[endpoint.id];
      if (!row) throw new Error(`${endpoint.id} is missing from the authorization matrix`);
      const answers: Record<string, number> = {};
      for (const [caller, token] of tokens) {
        const res = await api.call(endpoint.method, row.request.path, token, row.request.body);
        answers[caller] = res.status;
        if (res.status >= 400) {
          expect((res.body as { error?: { code?: string } }).error?.code).toMatch(/^[A-Z_]+$/);
        }
      }
      expect(answers).toEqual(row.expect);
    });
  }
});
