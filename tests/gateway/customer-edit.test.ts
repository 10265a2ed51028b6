import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

const CUSTOMER_FIELDS = `fiscalId name firstSurname lastSurname birthDate email contactPhone
  address { street postalCode province city } iban skipInvoices paymentMethods
  sepaMandate { reference signed signedAt } company { companyName constitutionDate
  representative { documentType document name firstSurname birthDate } notarialPowers iaeDate } modified`;

type CustomerAnswer = {
  fiscalId: string;
  name: string;
  firstSurname: string | null;
  birthDate: string | null;
  email: string | null;
  address: { street: string | null; postalCode: string | null; province: string | null };
  iban: string | null;
  skipInvoices: boolean;
  paymentMethods: string[];
  sepaMandate: { reference: string; signed: boolean; signedAt: string | null } | null;
  company: {
    companyName: string | null;
    constitutionDate: string | null;
    representative: { document: string | null; birthDate: string | null };
    iaeDate: string | null;
  } | null;
};

describe('gateway: editing a customer (PUT /customer, payment method, SEPA signed) over GraphQL', () => {
  let stack: GatewayStack;
  let agent: string;
  let nimbus: string;
  let person: string;
  let company: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
    const of = async (type: 'RESIDENTIAL' | 'COMPANY') =>
      (
        await stack.api.db
          .selectFrom('customers')
          .select('fiscal_id')
          .where('brand_id', '=', '2020001')
          .where('customer_type', '=', type)
          .orderBy('fiscal_id', 'desc')
          .executeTakeFirstOrThrow()
      ).fiscal_id;
    person = await of('RESIDENTIAL');
    company = await of('COMPANY');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('updates identity, contact and address, clears the birth date, and reads back what REST stored', async () => {
    const updated = dataOf<CustomerAnswer>(
      await stack.graphql(
        agent,
        `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { ${CUSTOMER_FIELDS} } }`,
        {
          input: {
            fiscalId: person,
            name: 'Lucía',
            firstSurname: 'Prueba',
            birthDate: null,
            email: 'Lucia.Prueba@Example.com',
            street: 'Gran Vía',
            postalCode: '28013',
            province: '28',
          },
        },
      ),
      'updateCustomer',
    );
    expect(updated).toMatchObject({
      name: 'Lucía',
      firstSurname: 'Prueba',
      birthDate: null,
      email: 'lucia.prueba@example.com',
      address: { street: 'Gran Vía', postalCode: '28013', province: '28' },
    });
    const rest = await stack.api.call('GET', `/customer?fiscalId=${person}`, agent);
    expect(rest.body).toMatchObject({ name: 'Lucía', birthDate: null, address: { postalCode: '28013' } });

    const dated = dataOf<CustomerAnswer>(
      await stack.graphql(
        agent,
        `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { ${CUSTOMER_FIELDS} } }`,
        { input: { fiscalId: person, birthDate: '15/03/1980' } },
      ),
      'updateCustomer',
    );
    expect(dated.birthDate).toBe('1980-03-15');
  });

  it('refuses a postal code of another province on that field and changes nothing', async () => {
    const before = await stack.api.call('GET', `/customer?fiscalId=${person}`, agent);
    const res = await stack.graphql(
      agent,
      'mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { fiscalId } }',
      { input: { fiscalId: person, postalCode: '08001', province: '28', name: 'Nunca' } },
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'postalCode' });
    expect(res.errors?.[0]?.message).toBe('domain.validation.postalCodeNotInProvince');
    const after = await stack.api.call('GET', `/customer?fiscalId=${person}`, agent);
    expect(after.body).toEqual(before.body);
  });

  it('saves company extras for a company, with DD/MM/YYYY dates read back as ISO', async () => {
    const updated = dataOf<CustomerAnswer>(
      await stack.graphql(
        agent,
        `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { ${CUSTOMER_FIELDS} } }`,
        {
          input: {
            fiscalId: company,
            company: {
              companyName: 'Ejemplo Telecom SL',
              constitutionDate: '01/02/2010',
              representative: {
                documentType: 'DNI',
                document: '12345678Z',
                name: 'Ana',
                firstSurname: 'García',
                birthDate: '20/05/1975',
              },
              notarialPowers: 'poderes.pdf',
              iaeDate: '03/04/2011',
            },
          },
        },
      ),
      'updateCustomer',
    );
    expect(updated.company).toMatchObject({
      companyName: 'Ejemplo Telecom SL',
      constitutionDate: '2010-02-01',
      representative: { document: '12345678Z', birthDate: '1975-05-20' },
      iaeDate: '2011-04-03',
    });
  });

  it('saves a valid IBAN with a new unsigned mandate, refuses an invalid one, then marks the mandate signed', async () => {
    const bad = await stack.graphql(
      agent,
      'mutation($f: String!) { updateCustomerPaymentMethod(fiscalId: $f, iban: "ES9121000418450200051333") { iban } }',
      { f: person },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_IBAN', field: 'iban' });

    const saved = dataOf<CustomerAnswer>(
      await stack.graphql(
        agent,
        `mutation($f: String!, $methods: [PaymentMethod!]) {
          updateCustomerPaymentMethod(fiscalId: $f, iban: "ES91 2100 0418 4502 0005 1332", skipInvoices: true, paymentMethods: $methods) { ${CUSTOMER_FIELDS} } }`,
        { f: person, methods: ['SEPA_DIRECT_DEBIT', 'CASH'] },
      ),
      'updateCustomerPaymentMethod',
    );
    expect(saved).toMatchObject({
      iban: 'ES9121000418450200051332',
      skipInvoices: true,
      paymentMethods: ['SEPA_DIRECT_DEBIT', 'CASH'],
      sepaMandate: { signed: false, signedAt: null },
    });

    const signed = dataOf<CustomerAnswer>(
      await stack.graphql(
        agent,
        `mutation($f: String!) { markSepaMandateSigned(fiscalId: $f) { ${CUSTOMER_FIELDS} } }`,
        { f: person },
      ),
      'markSepaMandateSigned',
    );
    expect(signed.sepaMandate?.signed).toBe(true);
    expect(signed.sepaMandate?.reference).toBe(saved.sepaMandate?.reference);

    const foreign = await stack.graphql(
      nimbus,
      'mutation($f: String!) { markSepaMandateSigned(fiscalId: $f) { fiscalId } }',
      { f: person },
    );
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
