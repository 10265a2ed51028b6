import type { ScopeCase, ScopeRows } from './scope-case';

type Subject = 'brandCustomer' | 'subCustomer';

/** The four standings for an endpoint that names one customer: refusals first, so they meet an untouched row. */
function customerCases(
  request: (fiscalId: string) => { path: string; body?: unknown },
  ok = 200,
): ScopeCase[] {
  const on = (subject: Subject) => (rows: ScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brandCustomer'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandCustomer'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subCustomer'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandCustomer'), expect: ok },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('subCustomer'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subCustomer'), expect: ok },
  ];
}

/** For a list: everyone in scope gets 200, and the row is listed only when the caller stands on or above it. */
function listCases(
  path: (filter: string) => string,
  brand: keyof ScopeRows,
  sub: keyof ScopeRows,
): ScopeCase[] {
  const on = (key: keyof ScopeRows) => (rows: ScopeRows) => ({ path: path(rows[key]), listed: rows[key] });
  return [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on(brand), expect: 200, listed: true },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on(sub), expect: 200, listed: true },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on(sub), expect: 200, listed: true },
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on(brand), expect: 200, listed: false },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on(brand), expect: 200, listed: false },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on(sub), expect: 200, listed: false },
  ];
}

/** Customers, subscriptions, financial risk and custom documents. */
export const customerScopeCases: Record<string, ScopeCase[]> = {
  // Searching by fiscal id or e-mail once escaped the channel scope (an unparenthesised `or`): kept as cases.
  listCustomers: listCases(
    (fiscalId) => `/customers?search=${fiscalId}`,
    'brandCustomer',
    'subCustomer',
  ).concat(
    (['SUB_MANAGER', 'NIMBUS_ADMIN'] as const).map((caller) => ({
      relation: caller === 'SUB_MANAGER' ? 'sub-channel' : 'another brand',
      caller,
      request: (rows: ScopeRows) => ({
        path: `/customers?search=${encodeURIComponent(rows.brandCustomerEmail)}`,
        listed: rows.brandCustomer,
      }),
      expect: 200,
      listed: false,
    })),
  ),
  getCustomer: [
    ...customerCases((fiscalId) => ({ path: `/customer?fiscalId=${fiscalId}` })),
    // Naming the brand explicitly does not widen another brand's scope.
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: (rows) => ({ path: `/customer?fiscalId=${rows.brandCustomer}&brandId=2020001` }),
      expect: 404,
    },
  ],
  putCustomer: customerCases((fiscalId) => ({ path: '/customer', body: { fiscalId } })),
  putCustomerPaymentMethod: customerCases((fiscalId) => ({
    path: '/customer/paymentMethod',
    body: { fiscalId },
  })),
  putCustomerSepaSigned: customerCases((fiscalId) => ({ path: '/customer/sepa/signed', body: { fiscalId } })),
  listSubscriptions: listCases(
    (line) => `/subscriptions?lineNumber=${line}&includeTerminated=true`,
    'brandLine',
    'subLine',
  ),
  scoreCustomer: customerCases((fiscalId) => ({ path: '/customer/score', body: { fiscalId } })),
  getCustomerScore: customerCases((fiscalId) => ({ path: `/customer/score?fiscalId=${fiscalId}` })),
  addCustomDocument: customerCases((fiscalId) => ({
    path: '/customer/addCustomDocument',
    body: { documentType: 'OTHER', documentName: 'alcance.pdf', documentContent: 'JVBERi0xLjQK', fiscalId },
  })),
  // Runs after addCustomDocument: in scope the document exists and is removed, out of scope it is not reached.
  deleteCustomDocument: customerCases((fiscalId) => ({
    path: '/customer/deleteCustomDocument',
    body: { title: 'alcance.pdf', fiscalId },
  })),
  getCustomerUrls: customerCases((fiscalId) => ({ path: `/customer/urls?fiscalId=${fiscalId}` })),
  // The seeded services contract exists only for customers of the brand's own channel; its parent is channel 0.
  getCustomerDocument: (() => {
    const contract = (rows: ScopeRows) => ({
      path: `/customer/document?fiscalId=${rows.brandCustomer}&title=${encodeURIComponent('Contrato de servicios')}`,
    });
    return [
      { relation: 'sub-channel', caller: 'SUB_MANAGER', request: contract, expect: 404 },
      { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: contract, expect: 404 },
      { relation: 'own channel', caller: 'BRAND_ADMIN', request: contract, expect: 200 },
      { relation: 'parent channel', caller: 'OPERATOR', request: contract, expect: 200 },
    ] satisfies ScopeCase[];
  })(),
};
