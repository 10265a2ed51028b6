import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrderId } from '../../api/seed/demo-orders';
import type { SignupOrder } from '../../schema/rest/signup';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';
import { BARCELONA_ADDRESS, documents, newKey, residentialIntro } from '../support/signup-fixtures';

const ORDER = `query($id: ID!) {
  order(id: $id) { id orderNumber status }
  orderFulfilment(orderId: $id) {
    shipments { id status orderReference trackingNumber }
    installations { id type status orderReference installationDate fixedNumber }
    portabilities { id direction status mobileNumber donorOperator }
  }
}`;
const DOCUMENT = `query($orderId: ID!, $kind: ContractDocumentKind!) {
  orderContractDocument(orderId: $orderId, kind: $kind) { contractId kind mimeType fileName content }
}`;
const UPLOAD = `mutation($id: ID!, $document: String!) {
  uploadOrderContract(id: $id, document: $document) { id status contract { id status uploaded hasSignedDocument } }
}`;
/** How the order detail reads a launched order's wizard record (verification and payment). */
const SIGNUP_RECORD = `query($id: ID!) {
  signupOrder(id: $id) { id signup { verification { status documents { kind } } payment { paymentMethod iban } } }
}`;

type Fulfilment = {
  shipments: { orderReference: string; status: string }[];
  installations: { orderReference: string; type: string }[];
  portabilities: { direction: string; mobileNumber: string }[];
};

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

describe('gateway: the order detail over GraphQL', () => {
  let stack: GatewayStack;
  let agent: string;
  let nimbus: string;

  beforeAll(async () => {
    stack = await startGatewayStack();
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function rest<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await stack.api.call(method, path, agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  }

  /** A wizard order with a fibre+mobile line porting a number in, launched through the api. */
  async function launchedOrder(n: number, ported: string): Promise<SignupOrder> {
    const productId = async (name: string) =>
      (
        await stack.api.db
          .selectFrom('products')
          .select('id')
          .where('brand_id', '=', '2020001')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const step = (id: string, name: string) => `/orders/${id}/signup/${name}`;
    const started = await rest<SignupOrder>('POST', '/signup/orders', {
      idempotencyKey: newKey(),
      ...residentialIntro(n, { familyTab: 'POPULAR', address: BARCELONA_ADDRESS }),
    });
    await rest('PUT', step(started.id, 'products'), {
      idempotencyKey: newKey(),
      items: [{ productId: await productId('Fibra + Móvil'), lines: 1 }],
    });
    await rest('PUT', step(started.id, 'lines'), {
      idempotencyKey: newKey(),
      lines: [
        {
          position: 1,
          mobileNumber: {
            mode: 'PORTABILITY',
            lineNumber: ported,
            donorOperator: 'Vodafone',
            portabilityType: 'POSTPAID',
          },
          sim: { kind: 'ESIM', email: `esim${n}@example.com` },
        },
      ],
      shippingAddress: BARCELONA_ADDRESS,
    });
    await rest('PUT', step(started.id, 'verification'), { idempotencyKey: newKey(), documents: documents() });
    await rest('PUT', step(started.id, 'verification-review'), {
      idempotencyKey: newKey(),
      decision: 'ACCEPT',
    });
    await rest('PUT', step(started.id, 'payment'), {
      idempotencyKey: newKey(),
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES9121000418450200051332',
    });
    await rest('POST', `/orders/${started.id}/launch`, {});
    return started;
  }

  it("answers an order's fulfilment as the api does, and its wizard record after the launch", async () => {
    const order = await launchedOrder(401, '688400401');
    const answer = await stack.graphql(agent, ORDER, { id: order.id });
    expect(dataOf<{ status: string }>(answer, 'order').status).toBe('PENDING_CONTRACT_SIGNATURE');
    const detail = { fulfilment: dataOf<Fulfilment>(answer, 'orderFulfilment') };
    const fromRest = await rest<Fulfilment>('GET', `/orders/${order.id}/fulfilment`);
    expect(detail.fulfilment.shipments.map((s) => s.orderReference)).toEqual([order.orderNumber]);
    expect(detail.fulfilment.installations.map((i) => [i.type, i.orderReference])).toEqual([
      ['FIBRE', order.orderNumber],
    ]);
    expect(detail.fulfilment.portabilities).toEqual([
      expect.objectContaining({ direction: 'IN', mobileNumber: '688400401', donorOperator: 'Vodafone' }),
    ]);
    expect(detail.fulfilment.shipments.map((s) => s.status)).toEqual(fromRest.shipments.map((s) => s.status));

    const record = dataOf<{ signup: { verification: { status: string }; payment: { iban: string } } }>(
      await stack.graphql(agent, SIGNUP_RECORD, { id: order.id }),
      'signupOrder',
    );
    expect(record.signup.verification.status).toBe('COMPLETED');
    expect(record.signup.payment.iban).toBe('ES9121000418450200051332');
  });

  it('answers the contract document as generated and, once uploaded, its signed copy', async () => {
    const order = await launchedOrder(402, '688400402');
    const generated = dataOf<{ kind: string; mimeType: string; fileName: string; content: string }>(
      await stack.graphql(agent, DOCUMENT, { orderId: order.id, kind: 'GENERATED' }),
      'orderContractDocument',
    );
    expect(generated).toMatchObject({ kind: 'GENERATED', mimeType: 'text/html' });
    expect(Buffer.from(generated.content, 'base64').toString('utf8')).toContain(order.orderNumber);

    const missing = await stack.graphql(agent, DOCUMENT, { orderId: order.id, kind: 'SIGNED' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const pdf = Buffer.from('%PDF-1.4\n%firmado\n').toString('base64');
    const uploaded = dataOf<{ status: string; contract: { uploaded: boolean } }>(
      await stack.graphql(agent, UPLOAD, { id: order.id, document: pdf }),
      'uploadOrderContract',
    );
    expect(uploaded).toMatchObject({ status: 'SIGNATURE_COMPLETED', contract: { uploaded: true } });
    const signed = dataOf<{ mimeType: string; fileName: string; content: string }>(
      await stack.graphql(agent, DOCUMENT, { orderId: order.id, kind: 'SIGNED' }),
      'orderContractDocument',
    );
    expect(signed).toEqual({
      contractId: expect.any(String),
      kind: 'SIGNED',
      mimeType: 'application/pdf',
      fileName: `contrato-firmado-${order.orderNumber}.pdf`,
      content: pdf,
    });
  });

  it('shows another brand neither the fulfilment nor the document of an order (NOT_FOUND)', async () => {
    const id = demoOrderId('2020001', 0);
    const detail = await stack.graphql(nimbus, ORDER, { id });
    expect(detail.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const document = await stack.graphql(nimbus, DOCUMENT, { orderId: id, kind: 'GENERATED' });
    expect(document.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
