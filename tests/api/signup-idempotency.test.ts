import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { newKey, residentialIntro } from '../support/signup-fixtures';
import { verificationDocuments } from '../support/verification-fixtures';

type ErrorBody = { error: { code: string; field?: string } };

const VELA = '1450002';

describe('signup saves: idempotency keys and number reservations', () => {
  let api: ApiServer;
  const now = new Date('2026-03-02T10:00:00.000Z');
  let agent: string;
  let velaAgent: string;
  let mobileProduct: (brand: string) => Promise<string>;

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now });
    agent = (await api.signIn('agent@demo.test')).accessToken;
    const vela = await api.db
      .selectFrom('users')
      .select('email')
      .where('channel_id', '=', '1450002001')
      .where('role', '=', 'AGENT')
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    velaAgent = (await api.signIn(vela.email)).accessToken;
    mobileProduct = async (brand) =>
      (
        await api.db
          .selectFrom('products')
          .select('id')
          .where('brand_id', '=', brand)
          .where('name', '=', 'Móvil 10 GB')
          .executeTakeFirstOrThrow()
      ).id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function call(method: string, path: string, body: object, token = agent) {
    return api.call(method, path, token, body);
  }
  async function ok(method: string, path: string, body: object, token = agent): Promise<SignupOrder> {
    const res = await call(method, path, body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SignupOrder;
  }
  const step = (id: string, name: string) => `/orders/${id}/signup/${name}`;
  const historyCount = async (orderId: string) =>
    (await api.db.selectFrom('order_history').select('id').where('order_id', '=', orderId).execute()).length;

  /** A mobile draft with `lines` lines saved as new numbers with eSIMs. */
  async function mobileDraft(n: number, token = agent, brand = '2020001', lines = 1) {
    const order = await ok(
      'POST',
      '/signup/orders',
      { idempotencyKey: newKey(), ...residentialIntro(n) },
      token,
    );
    await ok(
      'PUT',
      step(order.id, 'products'),
      { idempotencyKey: newKey(), items: [{ productId: await mobileProduct(brand), lines }] },
      token,
    );
    return order;
  }
  const newLines = (count: number) => ({
    lines: Array.from({ length: count }, (_, index) => ({
      position: index + 1,
      mobileNumber: { mode: 'NEW' },
      sim: { kind: 'ESIM', email: 'e@example.com' },
    })),
  });

  it('the same intro twice with one key makes one customer and one draft; another body is 422', async () => {
    const key = newKey();
    const body = { idempotencyKey: key, ...residentialIntro(1) };
    const [first, second] = await Promise.all([
      ok('POST', '/signup/orders', body),
      ok('POST', '/signup/orders', body),
    ]);
    expect(second.id).toBe(first.id);
    const orders = await api.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', first.customerId)
      .execute();
    expect(orders).toHaveLength(1);
    const reused = await call('POST', '/signup/orders', { ...body, familyTab: 'FIBRE' });
    expect(reused.status).toBe(422);
    expect((reused.body as ErrorBody).error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotencyKey',
    });
  });

  it('every step repeated with its key changes nothing; the key on another step or order is 422', async () => {
    const order = await mobileDraft(2);
    const bodies: [string, object][] = [
      [
        'customer',
        {
          contact: { email: 'x@example.com', mobileNumber: '612000111' },
          address: residentialIntro(2).address,
          familyTab: 'MOBILE',
          verificationType: 'SMS',
        },
      ],
      ['products', { items: [{ productId: await mobileProduct('2020001'), lines: 1 }] }],
      ['lines', newLines(1)],
      // An SMS order: the agent's own upload shows the selfie too.
      ['verification', { documents: verificationDocuments(['FRONT', 'BACK', 'SELFIE']) }],
      ['verification-review', { decision: 'ACCEPT' }],
      ['payment', { paymentMethod: 'SEPA_DIRECT_DEBIT', iban: 'ES9121000418450200051332' }],
    ];
    for (const [name, body] of bodies) {
      const key = newKey();
      const first = await ok('PUT', step(order.id, name), { idempotencyKey: key, ...body });
      const count = await historyCount(order.id);
      const again = await ok('PUT', step(order.id, name), { idempotencyKey: key, ...body });
      expect(again.status, name).toBe(first.status);
      expect(again.signup, name).toEqual(first.signup);
      expect(await historyCount(order.id), name).toBe(count);
      const elsewhere = await call('PUT', step(order.id, name === 'payment' ? 'customer' : 'payment'), {
        idempotencyKey: key,
        ...(name === 'payment' ? bodies[0]?.[1] : bodies[5]?.[1]),
      });
      expect(elsewhere.status, name).toBe(422);
      expect((elsewhere.body as ErrorBody).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
  });

  it('saving the lines again keeps the reserved number; saving fewer lines releases it', async () => {
    const order = await mobileDraft(3, agent, '2020001', 2);
    const first = await ok('PUT', step(order.id, 'lines'), { idempotencyKey: newKey(), ...newLines(2) });
    const numbers = first.signup.lines.map((line) => line.mobileNumber?.lineNumber);
    expect(new Set(numbers).size).toBe(2);
    const again = await ok('PUT', step(order.id, 'lines'), { idempotencyKey: newKey(), ...newLines(2) });
    expect(again.signup.lines.map((line) => line.mobileNumber?.lineNumber)).toEqual(numbers);
    const held = await api.db
      .selectFrom('resources')
      .select('value')
      .where('order_id', '=', order.id)
      .execute();
    expect(held.map((row) => row.value).sort()).toEqual([...numbers].sort());

    const fewer = await ok('PUT', step(order.id, 'products'), {
      idempotencyKey: newKey(),
      items: [{ productId: await mobileProduct('2020001'), lines: 1 }],
    });
    expect(fewer.signup.lines.map((line) => line.mobileNumber?.lineNumber)).toEqual([numbers[0]]);
    const released = await api.db
      .selectFrom('resources')
      .select(['status', 'order_id'])
      .where('value', '=', numbers[1] ?? '')
      .executeTakeFirstOrThrow();
    expect(released).toEqual({ status: 'AVAILABLE', order_id: null });
  });

  it('two drafts saving at once for the last free number: one gets it, the other NO_NUMBER_AVAILABLE', async () => {
    const a = await mobileDraft(4, velaAgent, VELA);
    const b = await mobileDraft(5, velaAgent, VELA);
    const free = await api.db
      .selectFrom('resources')
      .select('id')
      .where('brand_id', '=', VELA)
      .where('kind', '=', 'MSISDN')
      .where('status', '=', 'AVAILABLE')
      .orderBy('value')
      .execute();
    await api.db
      .updateTable('resources')
      .set({ status: 'QUARANTINE' })
      .where(
        'id',
        'in',
        free.slice(1).map((row) => row.id),
      )
      .execute();
    const answers = await Promise.all(
      [a, b].map((order) =>
        call('PUT', step(order.id, 'lines'), { idempotencyKey: newKey(), ...newLines(1) }, velaAgent),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409)?.body as ErrorBody;
    expect(loser.error).toMatchObject({
      code: 'NO_NUMBER_AVAILABLE',
      field: 'lines.0.mobileNumber',
    });
    const holders = await api.db
      .selectFrom('resources')
      .select('order_id')
      .where('brand_id', '=', VELA)
      .where('kind', '=', 'MSISDN')
      .where('status', '=', 'RESERVED')
      .where('order_id', 'is not', null)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('a hold that expired may go to another draft; the first draft then gets a new number on its next lines save', async () => {
    const first = await mobileDraft(6);
    const saved = await ok('PUT', step(first.id, 'lines'), { idempotencyKey: newKey(), ...newLines(1) });
    const number = saved.signup.lines[0]?.mobileNumber?.lineNumber ?? '';
    const other = await mobileDraft(7);
    await api.db.updateTable('resources').set({ order_id: other.id }).where('value', '=', number).execute();
    const again = await ok('PUT', step(first.id, 'lines'), { idempotencyKey: newKey(), ...newLines(1) });
    expect(again.signup.lines[0]?.mobileNumber?.lineNumber).not.toBe(number);
  });
});
