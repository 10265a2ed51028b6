import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { emailSchema } from '../domain/validators/email';
import { spanishDocumentTypeOf } from '../domain/validators/fiscal-id';
import { fixedNumberSchema } from '../domain/validators/fixed-number';
import { iccSchema } from '../domain/validators/icc';
import { mobileNumberSchema } from '../domain/validators/mobile-number';
import { isValidPassport } from '../domain/validators/passport';
import { requiredText } from '../domain/validators/required-text';
import { contractHistoryActionSchema, contractStatusSchema } from '../domain/vocabulary/contract';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard-schemas';
import {
  orderHistoryActionSchema,
  orderStatusSchema,
  verificationTypeSchema,
} from '../domain/vocabulary/order';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { defineEndpoint } from './endpoint';
import { installationSchema } from './installations';
import { portabilitySchema } from './portabilities';
import { shipmentSchema } from './shipments';

/** A signed contract uploaded by hand: a PDF of at most 64 KiB, so the JSON body stays under the api's 100 kB. */
export const MAX_SIGNED_CONTRACT_BYTES = 64 * 1024;
export const MAX_SIGNED_CONTRACT_BASE64 = Math.ceil(MAX_SIGNED_CONTRACT_BYTES / 3) * 4;

const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));
const uuidSchema = z.uuid({ error: DOMAIN_VALIDATION_MESSAGES.invalidOption });

// ---- answers -------------------------------------------------------------------------------------------------

export const orderProductOptionsSchema = z.object({
  lineNumber: z.string().optional(),
  icc: z.string().optional(),
  fixedNumber: z.string().optional(),
  esim: z.boolean().optional(),
  portability: z.object({ donorOperator: z.string(), type: z.enum(['PREPAID', 'POSTPAID']) }).optional(),
  /** An optional product the signup wizard added (not a line of its own), to the line at `optionalOf`. */
  optional: z.boolean().optional(),
  optionalOf: z.number().int().optional(),
});

export const orderProductSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  productId: z.string().nullable(),
  name: z.string(),
  family: productFamilySchema,
  priceCents: z.number().int(),
  options: orderProductOptionsSchema,
});

export const orderHistoryEntrySchema = z.object({
  action: orderHistoryActionSchema,
  statusFrom: orderStatusSchema.nullable(),
  statusTo: orderStatusSchema,
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

export const contractHistoryEntrySchema = z.object({
  action: contractHistoryActionSchema,
  statusFrom: contractStatusSchema.nullable(),
  statusTo: contractStatusSchema,
  actor: z.string(),
  at: z.string(),
});

export const contractSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: contractStatusSchema,
  envelopeId: z.string().nullable(),
  uploaded: z.boolean(),
  hasSignedDocument: z.boolean(),
  sentAt: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  history: z.array(contractHistoryEntrySchema),
});
export type Contract = z.infer<typeof contractSchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  customerId: z.string(),
  customerFiscalId: z.string(),
  customerName: z.string(),
  customerFirstSurname: z.string().nullable(),
  customerSecondSurname: z.string().nullable(),
  family: productFamilySchema,
  verificationType: verificationTypeSchema,
  status: orderStatusSchema,
  draft: z.boolean(),
  documentNumber: z.string(),
  mobileNumber: z.string().nullable(),
  email: z.string().nullable(),
  totalPriceCents: z.number().int(),
  created: z.string(),
  modified: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({
  products: z.array(orderProductSchema),
  history: z.array(orderHistoryEntrySchema),
  /** The order's latest contract, if one was generated. */
  contract: contractSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** What an order's launch started: its parcel, its visits and the numbers it ports in. */
export const orderFulfilmentSchema = z.object({
  shipments: z.array(shipmentSchema),
  installations: z.array(installationSchema),
  portabilities: z.array(portabilitySchema),
});
export type OrderFulfilment = z.infer<typeof orderFulfilmentSchema>;

/** GENERATED: the contract as generated for the customer (HTML); SIGNED: the signed copy uploaded (PDF). */
export const CONTRACT_DOCUMENT_KINDS = ['GENERATED', 'SIGNED'] as const;
export const contractDocumentKindSchema = z.enum(CONTRACT_DOCUMENT_KINDS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ContractDocumentKind = z.infer<typeof contractDocumentKindSchema>;

export const contractDocumentSchema = z.object({
  contractId: z.string(),
  kind: contractDocumentKindSchema,
  mimeType: z.enum(['text/html', 'application/pdf']),
  /** A name to save it under: contrato-<order number>.html, contrato-firmado-<order number>.pdf. */
  fileName: z.string(),
  /** Base64 of the document's bytes (UTF-8 for the HTML). */
  content: z.string(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

const orderPageSchema = z.object({ items: z.array(orderSchema), nextCursor: z.string().nullable() });

// ---- requests ------------------------------------------------------------------------------------------------

/** Order number, document or mobile number, or part of them. */
const searchSchema = z.string().trim().max(64).optional();

export const listDraftOrdersQuery = z.object({
  status: orderStatusSchema.optional(),
  family: productFamilySchema.optional(),
  search: searchSchema,
  /** Created in a dashboard period (whole Madrid days), as the dashboard's orders chart counts them. */
  created: dashboardPeriodSchema.optional(),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const listOrdersQuery = z.object({
  status: orderStatusSchema.optional(),
  family: productFamilySchema.optional(),
  /** 'true' only drafts, 'false' only launched orders; absent both. */
  draft: z.enum(['true', 'false']).optional(),
  search: searchSchema,
  /** Created in a dashboard period (whole Madrid days), as the dashboard's orders chart counts them. */
  created: dashboardPeriodSchema.optional(),
  /** First launched in a dashboard period: the sales GET /counters counts. */
  launched: dashboardPeriodSchema.optional(),
  order: z.enum(['desc', 'asc']).default('desc'),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const getOrderQuery = z.object({ id: z.string().max(64) });
export const contractDocumentQuery = z.object({ kind: contractDocumentKindSchema });

/** A customer's document as typed: a Spanish DNI, NIE or CIF, or a passport number. */
const customerFiscalIdSchema = z
  .string()
  .max(32)
  .pipe(requiredText(normalizeDocumentNumber))
  .refine((value) => spanishDocumentTypeOf(value) !== null || isValidPassport(value), {
    error: DOMAIN_VALIDATION_MESSAGES.invalidDocument,
  });

const contractedProductSchema = z
  .object({
    productId: uuidSchema,
    lineNumber: z.string().max(20).pipe(mobileNumberSchema).optional(),
    icc: z.string().max(32).pipe(iccSchema).optional(),
    fixedNumber: z.string().max(20).pipe(fixedNumberSchema).optional(),
    esim: z.boolean().optional(),
    portability: z
      .object({
        donorOperator: z.string().max(64).pipe(requiredText()),
        type: z.enum(['PREPAID', 'POSTPAID'], { error: DOMAIN_VALIDATION_MESSAGES.invalidOption }),
      })
      .optional(),
  })
  .check((ctx) => {
    // Porting a number in needs the number; an eSIM has no card, so an ICC contradicts it.
    if (ctx.value.portability && !ctx.value.lineNumber) {
      ctx.issues.push({
        code: 'custom',
        message: REQUIRED_MESSAGE,
        input: ctx.value,
        path: ['lineNumber'],
      });
    }
    if (ctx.value.esim && ctx.value.icc) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidOption,
        input: ctx.value,
        path: ['icc'],
      });
    }
  });

export const createDraftOrderBody = z.object({
  fiscalId: customerFiscalIdSchema,
  /** Which brand's customer, for operator staff whose scope spans brands. */
  brandId: z.string().max(32).optional(),
  family: productFamilySchema,
  verificationType: verificationTypeSchema,
  mobileNumber: z.string().max(20).pipe(mobileNumberSchema),
  email: z.string().max(254).pipe(emailSchema),
  products: z.array(contractedProductSchema).min(1).max(10),
});

export const deleteDraftOrderBody = z.object({ orderId: uuidSchema });
export const orderActionBody = z.object({});
export const cancelOrderSignatureBody = z.object({
  /** Cancelling the signature is irreversible, so it must be confirmed: anything but `true` is refused. */
  confirm: z.literal(true, { error: REQUIRED_MESSAGE }),
});
export const contractAnnexBody = z.object({ orderId: uuidSchema });
/**
 * Whether base64 text begins with a PDF's `%PDF-`. Only its first 8 characters are decoded, and only when they are
 * base64 ones: zod runs this check even after the pattern failed, and atob throws on anything else.
 */
function startsWithPdfHeader(value: string): boolean {
  const head = value.slice(0, 8);
  return /^[A-Za-z0-9+/]{8}$/.test(head) && atob(head).startsWith('%PDF-');
}

export const uploadOrderContractBody = z.object({
  /** The signed PDF, base64. */
  document: z
    .string()
    .max(MAX_SIGNED_CONTRACT_BASE64)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption })
    .refine(startsWithPdfHeader, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption }),
  fileName: z.string().max(128).optional(),
});

const EXAMPLE_ORDER_ID = '00000000-0000-4000-8000-000000000001';
/** A tiny valid PDF header, base64: enough for the contract's format check. */
export const EXAMPLE_SIGNED_PDF = btoa('%PDF-1.4\n%signed\n');

/** Orders and contracts (docs/lifecycles.md "Orders" and "Contracts"). */
export const orderEndpoints = {
  listDraftOrders: defineEndpoint({
    id: 'listDraftOrders',
    method: 'GET',
    path: '/draft-orders',
    summary: 'Draft orders (not launched yet) in the caller channel subtree, newest first (keyset cursor)',
    access: 'agent',
    query: listDraftOrdersQuery,
    queryExample: { status: 'INITIATED', family: 'MOBILE', limit: '25' },
    response: orderPageSchema,
  }),
  listOrders: defineEndpoint({
    id: 'listOrders',
    method: 'GET',
    path: '/orders',
    summary:
      'Orders in the caller channel subtree by creation (keyset cursor), by status, family, draft, or order number/document/mobile',
    access: 'agent',
    query: listOrdersQuery,
    queryExample: { status: 'PENDING_CONTRACT_SIGNATURE', draft: 'false', order: 'desc', limit: '25' },
    response: orderPageSchema,
  }),
  getOrder: defineEndpoint({
    id: 'getOrder',
    method: 'GET',
    path: '/order',
    summary: 'One order with its contracted products, status history and latest contract',
    access: 'agent',
    query: getOrderQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: orderDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  createDraftOrder: defineEndpoint({
    id: 'createDraftOrder',
    method: 'POST',
    path: '/draft-orders',
    summary: 'Creates a draft order (INITIATED) for a customer of the caller scope with catalogue products',
    access: 'agent',
    body: createDraftOrderBody,
    bodyExample: {
      fiscalId: '12345678Z',
      family: 'MOBILE',
      verificationType: 'SMS',
      mobileNumber: '612345678',
      email: 'cliente@example.com',
      products: [{ productId: EXAMPLE_ORDER_ID, lineNumber: '612345678' }],
    },
    response: orderDetailSchema,
    errors: ['NOT_FOUND', 'AMBIGUOUS_FISCAL_ID', 'PRODUCT_NOT_AVAILABLE'],
  }),
  deleteDraftOrder: defineEndpoint({
    id: 'deleteDraftOrder',
    method: 'DELETE',
    path: '/draft-order',
    summary: 'Deletes a draft order (marked deleted, history kept); launched orders cannot be deleted',
    access: 'agent',
    body: deleteDraftOrderBody,
    bodyExample: { orderId: EXAMPLE_ORDER_ID },
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
    errors: ['NOT_FOUND', 'ORDER_NOT_DELETABLE'],
  }),
  continueOrder: defineEndpoint({
    id: 'continueOrder',
    method: 'POST',
    path: '/orders/:id/continue',
    summary: 'Resumes a draft order in the signup wizard: answers the order; only drafts',
    access: 'agent',
    body: orderActionBody,
    bodyExample: {},
    response: orderDetailSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_CONTINUABLE'],
  }),
  launchOrder: defineEndpoint({
    id: 'launchOrder',
    method: 'POST',
    path: '/orders/:id/launch',
    summary:
      'Launches a draft (IN_PROGRESS), creates what a signup order contracted, and sends its contract for e-signature (PENDING_CONTRACT_SIGNATURE)',
    access: 'agent',
    body: orderActionBody,
    bodyExample: {},
    response: orderDetailSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_LAUNCHABLE', 'ORDER_INCOMPLETE', 'NUMBER_RESERVATION_LOST'],
  }),
  relaunchOrder: defineEndpoint({
    id: 'relaunchOrder',
    method: 'POST',
    path: '/orders/:id/relaunch',
    summary:
      'Relaunches an ERRORED or SIGNATURE_CANCELED order with a new contract, or asks a failed verification again',
    access: 'agent',
    body: orderActionBody,
    bodyExample: {},
    response: orderDetailSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_RELAUNCHABLE'],
  }),
  cancelOrderSignature: defineEndpoint({
    id: 'cancelOrderSignature',
    method: 'POST',
    path: '/orders/:id/cancel-signature',
    summary:
      'Cancels the contract signature of an order pending it (SIGNATURE_CANCELED, envelope voided); irreversible, needs confirm',
    access: 'manager',
    body: cancelOrderSignatureBody,
    bodyExample: { confirm: true },
    response: orderDetailSchema,
    errors: ['NOT_FOUND', 'ORDER_SIGNATURE_NOT_CANCELLABLE'],
  }),
  generateContractAnnex: defineEndpoint({
    id: 'generateContractAnnex',
    method: 'POST',
    path: '/contract/annex',
    summary:
      'Generates the contract document of an order (HTML) and stores it on its unsent contract, creating one if needed',
    access: 'agent',
    body: contractAnnexBody,
    bodyExample: { orderId: EXAMPLE_ORDER_ID },
    response: z.object({ contract: contractSchema, documentHtml: z.string() }),
    errors: ['NOT_FOUND', 'CONTRACT_ALREADY_SENT'],
  }),
  getOrderContractDocument: defineEndpoint({
    id: 'getOrderContractDocument',
    method: 'GET',
    path: '/orders/:id/contract/document',
    summary:
      "The document of the order's latest contract: as generated (HTML) or the signed copy uploaded (PDF), base64",
    access: 'agent',
    query: contractDocumentQuery,
    queryExample: { kind: 'GENERATED' },
    response: contractDocumentSchema,
    errors: ['NOT_FOUND'],
  }),
  getOrderFulfilment: defineEndpoint({
    id: 'getOrderFulfilment',
    method: 'GET',
    path: '/orders/:id/fulfilment',
    summary:
      'The shipments, installations and portabilities the order started at launch (empty before it or for orders without wizard lines)',
    access: 'agent',
    response: orderFulfilmentSchema,
    errors: ['NOT_FOUND'],
  }),
  uploadOrderContract: defineEndpoint({
    id: 'uploadOrderContract',
    method: 'POST',
    path: '/orders/:id/contract',
    summary:
      'Uploads the contract signed on paper (PDF, base64, at most 64 KiB): contract COMPLETED and uploaded, order SIGNATURE_COMPLETED',
    access: 'agent',
    body: uploadOrderContractBody,
    bodyExample: { document: EXAMPLE_SIGNED_PDF, fileName: 'contrato-firmado.pdf' },
    response: orderDetailSchema,
    errors: ['NOT_FOUND', 'CONTRACT_NOT_UPLOADABLE'],
  }),
};
