import type { MatrixRow } from './matrix-row';

/** A demo customer of brand 2020001 (deterministic seed), in the brand's own channel. */
const FISCAL_ID = '05099189C';
const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };

/** Financial risk and custom documents: the customer view's panels, agent level and above. */
export const customerRiskDocumentRows: Record<string, MatrixRow> = {
  scoreCustomer: { request: { path: '/customer/score', body: { fiscalId: FISCAL_ID } }, expect: AGENT_LEVEL },
  getCustomerScore: { request: { path: `/customer/score?fiscalId=${FISCAL_ID}` }, expect: AGENT_LEVEL },
  addCustomDocument: {
    request: {
      path: '/customer/addCustomDocument',
      body: {
        documentType: 'OTHER',
        documentName: 'matriz.pdf',
        documentContent: 'JVBERi0xLjQK',
        fiscalId: FISCAL_ID,
      },
    },
    expect: AGENT_LEVEL,
  },
  deleteCustomDocument: {
    request: { path: '/customer/deleteCustomDocument', body: { title: 'matriz.pdf', fiscalId: FISCAL_ID } },
    expect: AGENT_LEVEL,
  },
  getCustomerUrls: { request: { path: `/customer/urls?fiscalId=${FISCAL_ID}` }, expect: AGENT_LEVEL },
  getCustomerDocument: {
    request: {
      path: `/customer/document?fiscalId=${FISCAL_ID}&title=${encodeURIComponent('Contrato de servicios')}`,
    },
    expect: AGENT_LEVEL,
  },
};
