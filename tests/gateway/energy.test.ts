import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoEnergyStudyId } from '../../api/seed/demo-energy';
import type { EnergyStudyDetail, EnergyStudySummary } from '../../schema/rest/energy';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const BREAKDOWN = 'energyCents fixedCents specialTaxCents indirectTaxCents totalCents';
const ESTIMATE = `billingPeriod { ${BREAKDOWN} } annual { ${BREAKDOWN} } monthlyCents`;
const STUDY_FIELDS = `id brandId channelId cups postalCode customerFiscalId tariff createdBy created billingDays
  powerKw consumptionKwh energyPrices powerPrices
  gas { billingDays consumptionKwh energyPrice fixedPrice }
  comparison {
    taxTerritory taxRate electricityTaxRate
    current { electricity { ${ESTIMATE} } gas { ${ESTIMATE} } }
    offers { productId name description family annual { ${BREAKDOWN} } monthlyCents annualCents monthlySavingCents annualSavingCents }
  }`;

const CREATE = `mutation($study: EnergyStudyInput!) { createEnergyStudy(study: $study) { ${STUDY_FIELDS} } }`;
const READ = `query($id: ID!) { energyStudy(id: $id) { ${STUDY_FIELDS} } }`;
const LIST = `query($search: String) {
  energyStudies(search: $search) { id brandId channelId cups postalCode customerFiscalId tariff createdBy created }
}`;

const STUDY = {
  cups: 'ES0021000000000000RC',
  postalCode: '28013',
  customerFiscalId: null,
  tariff: '2.0TD',
  billingDays: 30,
  powerKw: [4.6, 4.6],
  consumptionKwh: [60, 55, 120],
  energyPrices: [0.18, 0.14, 0.11],
  powerPrices: [0.09, 0.01],
  gas: null,
};

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

describe('gateway: energy studies over GraphQL', () => {
  let stack: GatewayStack;
  let agent: string;
  let client: string;

  beforeAll(async () => {
    stack = await startGatewayStack();
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
    client = (await stack.api.signIn('client@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('saves a study in one REST call and reads it back as the api answers it', async () => {
    const created = dataOf<EnergyStudyDetail>(
      await stack.graphql(agent, CREATE, { study: STUDY }),
      'createEnergyStudy',
    );
    expect(stack.restCalls).toEqual(['POST /energy-studies']);
    expect(created).toMatchObject({ cups: 'ES0021000000000000RC', customerFiscalId: null, gas: null });
    expect(created.comparison.current.electricity.billingPeriod.totalCents).toBe(5787);
    expect(created.comparison.offers.length).toBeGreaterThan(0);

    stack.restCalls.length = 0;
    const read = dataOf<EnergyStudyDetail>(
      await stack.graphql(agent, READ, { id: created.id }),
      'energyStudy',
    );
    expect(stack.restCalls).toEqual([`GET /energy-studies/${created.id}`]);
    const rest = await stack.api.call('GET', `/energy-studies/${created.id}`, agent);
    expect(read).toEqual(rest.body);
  });

  it('lists the studies of the scope, found by CUPS', async () => {
    const list = dataOf<EnergyStudySummary[]>(
      await stack.graphql(agent, LIST, { search: 'ES0021000000123456' }),
      'energyStudies',
    );
    expect(stack.restCalls).toEqual(['GET /energy-studies?search=ES0021000000123456']);
    expect(list.map((study) => study.id)).toEqual([demoEnergyStudyId(0)]);
  });

  it('passes the api’s refusals on: a field’s rule, a study out of scope, a CLIENT', async () => {
    const invalid = await stack.graphql(agent, CREATE, { study: { ...STUDY, cups: 'ES0021000000000000RX' } });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'cups' });
    const foreign = await stack.graphql(agent, READ, { id: demoEnergyStudyId(2) });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refused = await stack.graphql(client, LIST, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
