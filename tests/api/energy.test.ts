import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEnergyProductId, demoEnergyStudyId } from '../../api/seed/demo-energy';
import { demoSignupProductId, demoSignupProductPosition } from '../../api/seed/demo-signup-catalogue';
import { electricityCost, gasCost } from '../../schema/domain/energy/energy-costs';
import type { EnergyStudyDetail, EnergyStudySummary } from '../../schema/rest/energy';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; field?: string; message: string } };

const NOW = new Date('2026-03-10T10:00:00.000Z');
const BRAND = '2020001';
const FLAT = demoSignupProductId(BRAND, demoSignupProductPosition('ELECTRICITY'));
const GAS_HOME = demoSignupProductId(BRAND, demoSignupProductPosition('GAS'));
const THREE_PERIODS = demoEnergyProductId(BRAND, 0);
const GREEN = demoEnergyProductId(BRAND, 1);
const GAS_COMFORT = demoEnergyProductId(BRAND, 2);

let api: ApiServer;
let agent: string;
let operator: string;
let nimbus: string;

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  agent = (await api.signIn('agent@demo.test')).accessToken;
  operator = (await api.signIn('operator@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  // A first call records the caller's sign-in, so later fingerprints see only what the request under test does.
  for (const token of [agent, operator, nimbus]) await api.call('GET', '/session', token);
});
afterAll(() => api?.close());

// The worked example of docs/energy.md, as the form sends it (printed CUPS, decimal commas) plus a gas bill.
const STUDY = {
  cups: 'es 0021 0000 0000 0000 rc 0f',
  postalCode: '28013',
  customerFiscalId: '12.345.678-z',
  tariff: '2.0TD',
  billingDays: '30',
  powerKw: ['4,6', '4.6'],
  consumptionKwh: ['60', '55', '120'],
  energyPrices: ['0,18', '0.14', '0.11'],
  powerPrices: ['0.09', '0.01'],
  gas: { billingDays: 60, consumptionKwh: 900, energyPrice: 0.07, fixedPrice: 0.3 },
};

async function create(token: string, body: unknown): Promise<EnergyStudyDetail> {
  const res = await api.call('POST', '/energy-studies', token, body);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body as EnergyStudyDetail;
}

describe('POST /energy-studies and GET /energy-studies/:id', () => {
  it('saves the study normalised in the caller’s channel and compares it with the brand’s energy products', async () => {
    const study = await create(agent, STUDY);
    expect(study).toMatchObject({
      brandId: BRAND,
      channelId: BRAND,
      cups: 'ES0021000000000000RC0F',
      customerFiscalId: '12345678Z',
      billingDays: 30,
      powerKw: [4.6, 4.6],
      energyPrices: [0.18, 0.14, 0.11],
      createdBy: 'agent@demo.test',
      created: NOW.toISOString(),
    });
    expect(study.comparison).toMatchObject({
      taxTerritory: 'IVA',
      taxRate: 21,
      electricityTaxRate: 5.11269632,
    });
    // docs/energy.md: the 30-day bill is 57.87 euros; a year 704.07, a month 58.67.
    expect(study.comparison.current.electricity.billingPeriod.totalCents).toBe(5787);
    expect(study.comparison.current.electricity.annual.totalCents).toBe(70407);
    expect(study.comparison.current.electricity.monthlyCents).toBe(5867);
    expect(study.comparison.current.gas?.billingPeriod.totalCents).toBe(10056);

    // Every ACTIVE 2.0TD electricity product, cheapest first, then the gas ones.
    const offers = study.comparison.offers;
    expect(offers.map((offer) => offer.family)).toEqual([
      'ELECTRICITY',
      'ELECTRICITY',
      'ELECTRICITY',
      'GAS',
      'GAS',
    ]);
    expect(new Set(offers.map((offer) => offer.productId))).toEqual(
      new Set([FLAT, THREE_PERIODS, GREEN, GAS_HOME, GAS_COMFORT]),
    );
    for (const family of ['ELECTRICITY', 'GAS']) {
      const annual = offers.filter((offer) => offer.family === family).map((offer) => offer.annualCents);
      expect(annual).toEqual([...annual].sort((a, b) => a - b));
    }
    // The flat product's seeded 2.0TD prices, priced by the domain's rules for the same supply.
    const flat = offers.find((offer) => offer.productId === FLAT);
    const expectedFlat = electricityCost(
      { billingDays: 30, powerKw: [4.6, 4.6], consumptionKwh: [60, 55, 120] },
      { energy: [0.139, 0.139, 0.139], power: [0.0861, 0.0121] },
      365,
      21,
    );
    expect(flat).toMatchObject({
      name: 'Luz Tarifa Estable',
      description: 'Electricidad a precio fijo las 24 horas',
      annual: expectedFlat,
      annualCents: expectedFlat.totalCents,
      annualSavingCents: 70407 - expectedFlat.totalCents,
    });
    const comfort = offers.find((offer) => offer.productId === GAS_COMFORT);
    const expectedComfort = gasCost(study.gas ?? STUDY.gas, { energy: 0.065, fixed: 0.345 }, 365, 21);
    expect(comfort?.annualCents).toBe(expectedComfort.totalCents);
    expect(comfort?.annualSavingCents).toBe(
      (study.comparison.current.gas?.annual.totalCents ?? 0) - expectedComfort.totalCents,
    );

    const stored = await api.db
      .selectFrom('energy_studies')
      .select(['channel_id', 'cups', 'customer_fiscal_id', 'power_kw', 'gas'])
      .where('id', '=', study.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      channel_id: BRAND,
      cups: 'ES0021000000000000RC0F',
      customer_fiscal_id: '12345678Z',
      power_kw: [4.6, 4.6],
      gas: STUDY.gas,
    });
    const read = await api.call('GET', `/energy-studies/${study.id}`, agent);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(study);
  });

  it('compares a 3.0TD supply only with products priced for 3.0TD, and no gas without a gas bill', async () => {
    const study = await create(agent, {
      ...STUDY,
      customerFiscalId: '',
      tariff: '3.0TD',
      powerKw: [20, 20, 20, 20, 25, 25],
      powerPrices: [0.0612, 0.0318, 0.0139, 0.0118, 0.0074, 0.0042],
      consumptionKwh: [410, 380, 520, 300, 260, 640],
      energyPrices: [0.1841, 0.1612, 0.1405, 0.1296, 0.1102, 0.0983],
      gas: null,
    });
    expect(study.customerFiscalId).toBeNull();
    expect(study.comparison.current.gas).toBeNull();
    expect(new Set(study.comparison.offers.map((offer) => offer.productId))).toEqual(
      new Set([FLAT, THREE_PERIODS]),
    );
  });

  it('taxes a Canary Islands supply with IGIC', async () => {
    const study = await create(agent, { ...STUDY, postalCode: '35001', gas: null });
    expect(study.comparison).toMatchObject({ taxTerritory: 'IGIC', taxRate: 7 });
    // 7 % of 47.83 euros.
    expect(study.comparison.current.electricity.billingPeriod.indirectTaxCents).toBe(335);
  });

  it('leaves out products that are not ACTIVE', async () => {
    await api.db.updateTable('products').set({ status: 'INACTIVE' }).where('id', '=', GREEN).execute();
    try {
      const study = await create(agent, { ...STUDY, gas: null });
      expect(study.comparison.offers.map((offer) => offer.productId)).not.toContain(GREEN);
      expect(study.comparison.offers).toHaveLength(2);
    } finally {
      await api.db.updateTable('products').set({ status: 'ACTIVE' }).where('id', '=', GREEN).execute();
    }
  });

  it('answers a brand without energy products with no offers (operator staff stand in channel 0)', async () => {
    const study = await create(operator, { ...STUDY, gas: null });
    expect(study).toMatchObject({ brandId: '0', channelId: '0' });
    expect(study.comparison.offers).toEqual([]);
  });

  it('refuses a broken field with its rule’s key on the field and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cups: 'ES0021000000000000RX' }, 'cups', 'domain.validation.invalidCups'],
      [{ tariff: '3.0TD' }, 'powerKw', 'energy.validation.periodCount'],
      [{ powerKw: ['16', '4.6'] }, 'powerKw.0', 'energy.validation.power20TdMax'],
      [{ consumptionKwh: ['60', '55,555', '120'] }, 'consumptionKwh.1', 'energy.validation.decimals'],
      [{ billingDays: 0 }, 'billingDays', 'domain.validation.outOfRange'],
      [{ customerFiscalId: '12345678A' }, 'customerFiscalId', 'domain.validation.invalidDocument'],
      [{ gas: { ...STUDY.gas, energyPrice: -1 } }, 'gas.energyPrice', 'domain.validation.outOfRange'],
    ];
    for (const [change, field, message] of cases) {
      const before = await fingerprintDatabase(api.db);
      const res = await api.call('POST', '/energy-studies', agent, { ...STUDY, ...change });
      expect(res.status, field).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({ code: 'INVALID_REQUEST', field, message });
      expect(await fingerprintDatabase(api.db)).toEqual(before);
    }
  });
});

describe('GET /energy-studies', () => {
  it('lists the subtree’s studies newest first, found by part of the CUPS or the fiscal id', async () => {
    const all = await api.call('GET', '/energy-studies', agent);
    expect(all.status).toBe(200);
    const items = (all.body as { items: EnergyStudySummary[] }).items;
    const created = items.map((item) => item.created);
    expect(created).toEqual([...created].sort().reverse());
    // The seeded studies of 2020001 and its sub-channel 2020001002; not Vela Movil's.
    const ids = items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([demoEnergyStudyId(0), demoEnergyStudyId(1)]));
    expect(ids).not.toContain(demoEnergyStudyId(2));

    const byCups = await api.call('GET', '/energy-studies?search=0031-0000', agent);
    expect((byCups.body as { items: EnergyStudySummary[] }).items.map((item) => item.id)).toEqual([
      demoEnergyStudyId(1),
    ]);
    const byDocument = await api.call('GET', '/energy-studies?search=345678z', agent);
    const found = (byDocument.body as { items: EnergyStudySummary[] }).items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.customerFiscalId === '12345678Z')).toBe(true);

    const otherBrand = await api.call('GET', '/energy-studies', nimbus);
    expect((otherBrand.body as { items: EnergyStudySummary[] }).items).toEqual([]);
  });

  it('answers 404 for a study of another brand, as for one that does not exist', async () => {
    for (const id of [demoEnergyStudyId(2), '0f000000-0000-4000-8700-999999999999', 'not-an-id']) {
      const res = await api.call('GET', `/energy-studies/${id}`, agent);
      expect(res.status, id).toBe(404);
      expect((res.body as ErrorBody).error.code).toBe('NOT_FOUND');
    }
  });
});
