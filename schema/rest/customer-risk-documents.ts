import { z } from 'zod';
import { taxTerritorySchema } from '../domain/taxes';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { requiredText } from '../domain/validators/required-text';
import { financialRiskOpinionSchema } from '../domain/vocabulary/financial-risk';
import { customDocumentSchema } from './customers';
import { defineEndpoint } from './endpoint';

const isoTimestamp = z.string();
const fiscalIdInput = z.string().max(32).pipe(requiredText(normalizeDocumentNumber));
const brandIdInput = z.string().max(32).optional();

/**
 * Custom document content travels base64-encoded inside the JSON body, optionally as a data URL
 * (`data:application/pdf;base64,...`). The cap keeps a whole request under the api's default body limit
 * (API_BODY_LIMIT, 100 kb): about 72 KB of file. Larger files need both raised together.
 */
export const DOCUMENT_CONTENT_MAX_LENGTH = 96_000;
const BASE64 =
  /^(?:data:[\w.+-]+\/[\w.+-]+;base64,)?(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const documentContentSchema = z
  .string()
  .max(DOCUMENT_CONTENT_MAX_LENGTH)
  .pipe(requiredText((value) => value.trim()))
  .refine((value) => BASE64.test(value), { error: DOMAIN_VALIDATION_MESSAGES.pattern });

// ---- answers -------------------------------------------------------------------------------------------------

export const financialRiskCompanyInfoSchema = z.object({
  name: z.string(),
  salesYear: z.number().int(),
  capitalCents: z.number().int(),
  activity: z.string(),
  city: z.string(),
  headquartersAddress: z.string(),
  type: z.string(),
  latestBalanceCents: z.number().int(),
  salesCents: z.number().int(),
  employees: z.number().int(),
  constitutionDate: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  representative: z.string(),
  email: z.string().nullable(),
  status: z.string(),
});

export const financialRiskScoreSchema = z.object({
  id: z.string(),
  bureauScoreId: z.string(),
  scoredAt: isoTimestamp,
  /** 0 (worst) to 1000 (best). */
  rank: z.number().int(),
  /** Basis points: 1234 = 12.34 %. */
  defaultProbabilityBasisPoints: z.number().int(),
  opinion: financialRiskOpinionSchema,
  fraudster: z.boolean(),
  defaulter: z.boolean(),
  companyInfo: financialRiskCompanyInfoSchema.nullable(),
});
export type FinancialRiskScore = z.infer<typeof financialRiskScoreSchema>;

/** What one query costs (or cost): net, tax of the customer's postal code, total, in cents. */
export const financialRiskQueryCostViewSchema = z.object({
  netCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  taxTerritory: taxTerritorySchema,
  /** Percent. */
  taxRate: z.number(),
});

export const scoreCustomerResponse = z.discriminatedUnion('result', [
  z.object({ result: z.literal('NO_RESULT'), charged: z.literal(false) }),
  z.object({
    result: z.literal('SCORED'),
    charged: z.literal(true),
    /** Total charged to the brand, tax included. */
    chargeCents: z.number().int(),
    charge: financialRiskQueryCostViewSchema,
    score: financialRiskScoreSchema,
  }),
]);

export const customerScoreResponse = z.object({
  /** The latest score, or null when the customer was never scored. */
  score: financialRiskScoreSchema.nullable(),
  creditOpinion: financialRiskOpinionSchema.nullable(),
  /** What running a query now would charge if it returns a result. */
  queryCost: financialRiskQueryCostViewSchema,
});

const customDocumentsResponse = z.object({ documents: z.array(customDocumentSchema) });

// ---- requests ------------------------------------------------------------------------------------------------

export const customerInScopeQuery = z.object({
  fiscalId: fiscalIdInput,
  brandId: brandIdInput,
});

export const scoreCustomerRequest = z.object({
  brandId: brandIdInput,
  fiscalId: fiscalIdInput,
});

export const addCustomDocumentRequest = z.object({
  brandId: brandIdInput,
  documentType: z.string().max(50).pipe(requiredText()),
  documentName: z.string().max(200).pipe(requiredText()),
  documentContent: documentContentSchema,
  fiscalId: fiscalIdInput,
});
export type AddCustomDocumentRequest = z.infer<typeof addCustomDocumentRequest>;

export const deleteCustomDocumentRequest = z.object({
  brandId: brandIdInput,
  title: z.string().max(250).pipe(requiredText()),
  fiscalId: fiscalIdInput,
});

export const customDocumentQuery = customerInScopeQuery.extend({
  title: z.string().max(250).pipe(requiredText()),
});

export const customerRiskDocumentEndpoints = {
  scoreCustomer: defineEndpoint({
    id: 'scoreCustomer',
    method: 'POST',
    path: '/customer/score',
    summary:
      'Ask the credit bureau for a financial-risk score; charged (query cost plus tax) only when a result comes back',
    access: 'agent',
    body: scoreCustomerRequest,
    bodyExample: { fiscalId: '05099189C' },
    response: scoreCustomerResponse,
    errors: ['FINANCIAL_RISK_MISSING_DATA', 'AMBIGUOUS_FISCAL_ID'],
  }),
  getCustomerScore: defineEndpoint({
    id: 'getCustomerScore',
    method: 'GET',
    path: '/customer/score',
    summary: "The customer's latest financial-risk score and what a new query would be charged",
    access: 'agent',
    query: customerInScopeQuery,
    queryExample: { fiscalId: '12345678Z' },
    response: customerScoreResponse,
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
  addCustomDocument: defineEndpoint({
    id: 'addCustomDocument',
    method: 'POST',
    path: '/customer/addCustomDocument',
    summary: 'Attach a custom document (base64) to a customer; its title is the name, made unique',
    access: 'agent',
    body: addCustomDocumentRequest,
    bodyExample: {
      documentType: 'OTHER',
      documentName: 'autorizacion.pdf',
      documentContent: 'JVBERi0xLjQK',
      fiscalId: '05099189C',
    },
    response: customDocumentsResponse.extend({ title: z.string() }),
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
  deleteCustomDocument: defineEndpoint({
    id: 'deleteCustomDocument',
    method: 'POST',
    path: '/customer/deleteCustomDocument',
    summary: 'Delete a custom document of a customer by title (deleting an absent title changes nothing)',
    access: 'agent',
    body: deleteCustomDocumentRequest,
    bodyExample: { title: 'No such document', fiscalId: '05099189C' },
    response: customDocumentsResponse.extend({ deleted: z.boolean() }),
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
  getCustomerUrls: defineEndpoint({
    id: 'getCustomerUrls',
    method: 'GET',
    path: '/customer/urls',
    summary: "Download URLs (api-relative) of the customer's custom documents",
    access: 'agent',
    query: customerInScopeQuery,
    queryExample: { fiscalId: '12345678Z' },
    response: z.object({
      items: z.array(
        z.object({ title: z.string(), documentType: z.string(), name: z.string(), url: z.string() }),
      ),
    }),
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
  getCustomerDocument: defineEndpoint({
    id: 'getCustomerDocument',
    method: 'GET',
    path: '/customer/document',
    summary: 'One custom document of a customer with its content (base64 or data URL, as uploaded)',
    access: 'agent',
    query: customDocumentQuery,
    queryExample: { fiscalId: '12345678Z', title: 'dni-anverso.pdf' },
    response: customDocumentSchema.extend({ content: z.string() }),
    errors: ['AMBIGUOUS_FISCAL_ID'],
  }),
};
