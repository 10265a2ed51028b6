import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSignupProductId, demoSignupProductPosition } from '../../api/seed/demo-signup-catalogue';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';
import { BARCELONA_ADDRESS, documents, newKey, residentialIntro, testCups } from '../support/signup-fixtures';

type ErrorBody = { error: { code: string; field?: string } };
type Page<T> = { items: T[] };

const BRAND = '2020001';
const ELECTRICITY = demoSignupProductId(BRAND, demoSignupProductPosition('ELECTRICITY'));

describe('launching a signup order', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let agent: string;
  let product: (name: string) => Promise<string>;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    agent = (await api.signIn('agent@demo.test')).accessToken;
    product = async (name) =>
      (
        await api.db
          .selectFrom('products')
          .select('id')
          .where('brand_id', '=', BRAND)
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function ok(method: string, path: string, body?: unknown): Promise<SignupOrder> {
    const res = await api.call(method, path, agent, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SignupOrder;
  }
  const step = (id: string, name: string) => `/orders/${id}/signup/${name}`;

  /** A POPULAR-tab draft with a fibre+mobile line (ported), a fixed line (new number), TV and electricity. */
  async function fullDraft(n: number): Promise<SignupOrder> {
    const started = await ok('POST', '/signup/orders', {
      idempotencyKey: newKey(),
      ...residentialIntro(n, { familyTab: 'POPULAR', address: BARCELONA_ADDRESS }),
    });
    await ok('PUT', step(started.id, 'products'), {
      idempotencyKey: newKey(),
      items: [
        { productId: await product('Fibra + Móvil'), lines: 1 },
        { productId: await product('Fijo Tarifa Plana'), lines: 1 },
        { productId: await product('TV Básica'), lines: 1 },
        { productId: ELECTRICITY, lines: 1 },
      ],
    });
    return ok('PUT', step(started.id, 'lines'), {
      idempotencyKey: newKey(),
      lines: [
        {
          position: 1,
          mobileNumber: {
            mode: 'PORTABILITY',
            lineNumber: `6881${String(n).padStart(5, '0')}`,
            donorOperator: 'Vodafone',
            portabilityType: 'POSTPAID',
          },
          sim: { kind: 'ESIM', email: `esim${n}@example.com` },
        },
        { position: 2, fixedNumber: { mode: 'NEW' } },
        { position: 3, tvUserEmail: `tv${n}@example.com` },
        { position: 4, supplyPoint: { cups: testCups(n) } },
      ],
      shippingAddress: BARCELONA_ADDRESS,
    });
  }

  async function complete(id: string): Promise<SignupOrder> {
    await ok('PUT', step(id, 'verification'), { idempotencyKey: newKey(), documents: documents() });
    await ok('PUT', step(id, 'verification-review'), { idempotencyKey: newKey(), decision: 'ACCEPT' });
    return ok('PUT', step(id, 'payment'), {
      idempotencyKey: newKey(),
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      iban: 'ES9121000418450200051332',
    });
  }

  it('refuses an incomplete order naming its first missing step, and changes nothing', async () => {
    const draft = await fullDraft(101);
    const before = await dumpDatabase(api.db);
    const res = await api.call('POST', `/orders/${draft.id}/launch`, agent, {});
    expect(res.status).toBe(422);
    expect((res.body as ErrorBody).error).toMatchObject({
      code: 'ORDER_INCOMPLETE',
      field: 'DOCUMENT_VERIFICATION',
    });
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('creates the lines, portability, installations and shipment of a complete order', async () => {
    const draft = await fullDraft(102);
    expect(draft.status).toBe('SHIPPING_ADDRESS_ADDED');
    const fixed = draft.signup.lines[1]?.fixedNumber?.fixedNumber;
    expect(fixed).toMatch(/^93/);
    const ready = await complete(draft.id);
    expect(ready.signup.resumeStep).toBe('SUMMARY');

    const launched = await ok('POST', `/orders/${draft.id}/launch`, {});
    expect(launched.status).toBe('PENDING_CONTRACT_SIGNATURE');
    const fiscalId = draft.customerFiscalId;

    const manager = (await api.signIn('manager@demo.test')).accessToken;
    const lines = (await api.call('GET', `/subscriptions?fiscalId=${fiscalId}`, manager)).body as Page<{
      lineNumber: string;
      status: string;
      family: string;
    }>;
    expect(lines.items.map((line) => [line.family, line.status, line.lineNumber]).sort()).toEqual(
      [
        ['CONVERGENT', 'PENDING_PORTABILITY', '688100102'],
        ['FIXED', 'PENDING_INSTALLATION', fixed],
        ['TV', 'PENDING_ACTIVATION', `${draft.orderNumber}-3`],
        ['ELECTRICITY', 'PENDING_ACTIVATION', testCups(102)],
      ].sort(),
    );
    const resource = await api.db
      .selectFrom('resources')
      .select(['status', 'subscription_id'])
      .where('value', '=', fixed ?? '')
      .executeTakeFirstOrThrow();
    expect(resource.status).toBe('ASSIGNED');
    expect(resource.subscription_id).not.toBeNull();

    const portabilities = (await api.call('GET', '/portabilities?search=688100102', agent)).body as Page<{
      direction: string;
      status: string;
    }>;
    expect(portabilities.items).toEqual([expect.objectContaining({ direction: 'IN', status: 'INITIATED' })]);
    const installations = (await api.call('GET', `/installations?search=${fiscalId}`, agent)).body as Page<{
      status: string;
    }>;
    expect(installations.items.map((item) => item.status)).toEqual(['PENDING_SCHEDULE', 'PENDING_SCHEDULE']);
    const shipments = (await api.call('GET', `/shipments?search=${fiscalId}`, agent)).body as Page<{
      status: string;
    }>;
    expect(shipments.items).toHaveLength(1);

    const customer = await api.db
      .selectFrom('customers')
      .select(['iban', 'payment_methods', 'sepa_mandate_reference'])
      .where('fiscal_id', '=', fiscalId)
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({
      iban: 'ES9121000418450200051332',
      payment_methods: ['SEPA_DIRECT_DEBIT'],
      sepa_mandate_reference: ready.signup.payment?.mandateReference,
    });
  });

  it('gives back the numbers of a deleted draft', async () => {
    const draft = await fullDraft(103);
    const fixed = draft.signup.lines[1]?.fixedNumber?.fixedNumber ?? '';
    const res = await api.call('DELETE', '/draft-order', agent, { orderId: draft.id });
    expect(res.status).toBe(200);
    const resource = await api.db
      .selectFrom('resources')
      .select(['status', 'order_id'])
      .where('value', '=', fixed)
      .executeTakeFirstOrThrow();
    expect(resource).toEqual({ status: 'AVAILABLE', order_id: null });
  });

  it('refuses to launch when another order took a number whose hold expired', async () => {
    const draft = await fullDraft(104);
    await complete(draft.id);
    const fixed = draft.signup.lines[1]?.fixedNumber?.fixedNumber ?? '';
    const other = await fullDraft(105);
    await api.db.updateTable('resources').set({ order_id: other.id }).where('value', '=', fixed).execute();
    const res = await api.call('POST', `/orders/${draft.id}/launch`, agent, {});
    expect(res.status).toBe(409);
    expect((res.body as ErrorBody).error).toMatchObject({
      code: 'NUMBER_RESERVATION_LOST',
      field: 'lines.1.fixedNumber',
    });
  });
});
