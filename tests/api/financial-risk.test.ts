import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedBureauHasNoResult } from '../../api/providers/credit-bureau/embedded-credit-bureau';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type ErrorBody = { error: { code: string; message: string; field?: string } };
type ScoreAnswer =
  | { result: 'NO_RESULT'; charged: false }
  | {
      result: 'SCORED';
      charged: true;
      chargeCents: number;
      charge: { netCents: number; taxCents: number; totalCents: number; taxTerritory: string };
      score: { id: string; opinion: string; companyInfo: { name: string } | null; rank: number };
    };

let api: ApiServer;
let admin: string;
let agent: string;
let nimbus: string;

beforeAll(async () => {
  api = await startApiServer();
  admin = (await api.signIn('admin@demo.test')).accessToken;
  agent = (await api.signIn('agent@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
});
afterAll(() => api?.close());

type DemoCustomer = { id: string; fiscal_id: string; channel_id: string };

/** Demo customers of brand 2020001 matching `where`, whose fiscal id the embedded bureau does / does not know. */
async function demoCustomers(where: ReturnType<typeof sql>, known: boolean): Promise<DemoCustomer[]> {
  const { rows } = await sql<DemoCustomer>`
    select id, fiscal_id, channel_id from customers where brand_id = '2020001' and ${where}
    order by fiscal_id`.execute(api.db);
  return rows.filter((row) => embeddedBureauHasNoResult(row.fiscal_id) !== known);
}

const COMPLETE_PERSON = sql`customer_type <> 'COMPANY' and first_surname is not null
  and second_surname is not null and birth_date is not null and postal_code is not null
  and credit_opinion is null`;

async function countRows(customerId: string) {
  const scores = await api.db
    .selectFrom('financial_risk_scores')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const charges = await api.db
    .selectFrom('financial_risk_charges')
    .selectAll()
    .where('customer_id', '=', customerId)
    .execute();
  return { scores: Number(scores.n), charges };
}

describe('POST /customer/score: required data first, then the bureau', () => {
  it('refuses a person without a birth date with 422 naming birthDate, and writes nothing', async () => {
    const [customer] = await demoCustomers(COMPLETE_PERSON, true);
    if (!customer) throw new Error('no scorable demo person');
    const cleared = await api.call('PUT', '/customer', admin, {
      fiscalId: customer.fiscal_id,
      birthDate: null,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const before = await dumpDatabase(api.db);
    const res = await api.call('POST', '/customer/score', agent, { fiscalId: customer.fiscal_id });
    expect(res.status).toBe(422);
    expect((res.body as ErrorBody).error).toMatchObject({
      code: 'FINANCIAL_RISK_MISSING_DATA',
      field: 'birthDate',
    });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('refuses a company without a representative, then scores it once the representative is there', async () => {
    const companies = await demoCustomers(sql`customer_type = 'COMPANY'`, true);
    const company = companies[0];
    if (!company) throw new Error('no demo company the bureau knows');
    const stripped = await api.call('PUT', '/customer', admin, {
      fiscalId: company.fiscal_id,
      company: { companyName: 'Industrias Prueba S.L.' },
    });
    expect(stripped.status, JSON.stringify(stripped.body)).toBe(200);
    const before = await dumpDatabase(api.db);
    const refused = await api.call('POST', '/customer/score', agent, { fiscalId: company.fiscal_id });
    expect(refused.status).toBe(422);
    expect((refused.body as ErrorBody).error).toMatchObject({
      code: 'FINANCIAL_RISK_MISSING_DATA',
      field: 'company.representative.document',
    });
    expect(await dumpDatabase(api.db)).toEqual(before);

    const completed = await api.call('PUT', '/customer', admin, {
      fiscalId: company.fiscal_id,
      company: {
        companyName: 'Industrias Prueba S.L.',
        representative: {
          documentType: 'DNI',
          document: '12345678Z',
          name: 'Lucía',
          firstSurname: 'García',
          secondSurname: 'López',
          birthDate: '01/02/1980',
        },
      },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const scored = await api.call('POST', '/customer/score', agent, { fiscalId: company.fiscal_id });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    const answer = scored.body as ScoreAnswer;
    expect(answer.result).toBe('SCORED');
    if (answer.result !== 'SCORED') return;
    expect(answer.score.companyInfo?.name).toBe('Industrias Prueba S.L.');
    expect((await countRows(company.id)).charges).toHaveLength(1);
  });
});

describe('the charging rule', () => {
  it('charges nothing and stores nothing when the bureau has no result', async () => {
    const [customer] = await demoCustomers(COMPLETE_PERSON, false);
    if (!customer) throw new Error('no demo person unknown to the bureau');
    const before = await dumpDatabase(api.db);
    const res = await api.call('POST', '/customer/score', agent, { fiscalId: customer.fiscal_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ result: 'NO_RESULT', charged: false });
    expect(await countRows(customer.id)).toEqual({ scores: 0, charges: [] });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('charges exactly once, with the tax of the postal code, and updates the credit opinion', async () => {
    const [, customer] = await demoCustomers(COMPLETE_PERSON, true);
    if (!customer) throw new Error('no scorable demo person');
    // Las Palmas: IGIC 7 %, so 1 euro costs 1.07.
    const moved = await api.call('PUT', '/customer', admin, {
      fiscalId: customer.fiscal_id,
      postalCode: '35001',
      province: '35',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const quote = await api.call('GET', `/customer/score?fiscalId=${customer.fiscal_id}`, agent);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      score: null,
      creditOpinion: null,
      queryCost: { netCents: 100, taxCents: 7, totalCents: 107, taxTerritory: 'IGIC', taxRate: 7 },
    });

    const res = await api.call('POST', '/customer/score', agent, { fiscalId: customer.fiscal_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as ScoreAnswer;
    if (answer.result !== 'SCORED') throw new Error('expected a score');
    expect(answer.chargeCents).toBe(107);
    expect(answer.score.companyInfo).toBeNull();

    const { scores, charges } = await countRows(customer.id);
    expect(scores).toBe(1);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      score_id: answer.score.id,
      brand_id: '2020001',
      net_cents: 100,
      tax_territory: 'IGIC',
      tax_rate_basis_points: 700,
      tax_cents: 7,
      total_cents: 107,
    });
    const stored = await api.db
      .selectFrom('customers')
      .select(['credit_opinion', 'credit_opinion_at'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(stored.credit_opinion).toBe(answer.score.opinion);
    expect(stored.credit_opinion_at).not.toBeNull();

    const latest = await api.call('GET', `/customer/score?fiscalId=${customer.fiscal_id}`, agent);
    expect(latest.body).toMatchObject({ score: answer.score, creditOpinion: answer.score.opinion });

    // A second query keeps the history: two scores, two charges, the same deterministic opinion.
    const again = await api.call('POST', '/customer/score', agent, { fiscalId: customer.fiscal_id });
    expect((again.body as ScoreAnswer).result).toBe('SCORED');
    const after = await countRows(customer.id);
    expect(after.scores).toBe(2);
    expect(after.charges).toHaveLength(2);
  });

  it("charges the brand's configured cost (3 euros) when the brand settings say so", async () => {
    const iva = sql`${COMPLETE_PERSON} and substr(postal_code, 1, 2) not in ('35', '38', '51', '52')`;
    const customer = (await demoCustomers(iva, true)).at(-1);
    if (!customer) throw new Error('no scorable demo person under IVA');
    await api.db
      .updateTable('brand_config')
      .set({ settings: sql`settings || '{"financialRisk":{"queryCostCents":300}}'::jsonb` })
      .where('brand_id', '=', '2020001')
      .execute();
    try {
      const res = await api.call('POST', '/customer/score', agent, { fiscalId: customer.fiscal_id });
      const answer = res.body as ScoreAnswer;
      if (answer.result !== 'SCORED') throw new Error('expected a score');
      expect(answer.charge).toMatchObject({
        netCents: 300,
        taxCents: 63,
        totalCents: 363,
        taxTerritory: 'IVA',
      });
    } finally {
      await api.db
        .updateTable('brand_config')
        .set({ settings: sql`settings - 'financialRisk'` })
        .where('brand_id', '=', '2020001')
        .execute();
    }
  });
});

describe('scope', () => {
  it("keeps brand 2020001's customers from another brand (404) and charges nothing", async () => {
    const [customer] = await demoCustomers(COMPLETE_PERSON, true);
    if (!customer) throw new Error('no scorable demo person');
    const before = await dumpDatabase(api.db);
    const score = await api.call('POST', '/customer/score', nimbus, { fiscalId: customer.fiscal_id });
    expect(score.status).toBe(404);
    expect((score.body as ErrorBody).error.code).toBe('NOT_FOUND');
    const quote = await api.call('GET', `/customer/score?fiscalId=${customer.fiscal_id}`, nimbus);
    expect(quote.status).toBe(404);
    const add = await api.call('POST', '/customer/addCustomDocument', nimbus, {
      documentType: 'OTHER',
      documentName: 'x.pdf',
      documentContent: 'JVBERi0xLjQK',
      fiscalId: customer.fiscal_id,
    });
    expect(add.status).toBe(404);
    const urls = await api.call('GET', `/customer/urls?fiscalId=${customer.fiscal_id}`, nimbus);
    expect(urls.status).toBe(404);
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it("sees a sub-channel's customer from the brand's channel", async () => {
    const [customer] = await demoCustomers(sql`channel_id = '2020001001'`, true);
    if (!customer) throw new Error('no demo customer in Demo Telecom Norte');
    const res = await api.call('GET', `/customer/score?fiscalId=${customer.fiscal_id}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const urls = await api.call('GET', `/customer/urls?fiscalId=${customer.fiscal_id}`, agent);
    expect(urls.status).toBe(200);
  });
});
