import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicVerification } from '../../schema/rest/public-verification';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiResponse, type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';
import { newKey, PNG_DOCUMENT, testDni } from '../support/signup-fixtures';
import {
  customerSubmission,
  sendLink,
  startDraft,
  verificationDocuments,
} from '../support/verification-fixtures';

type ErrorBody = { error: { code: string; message: string; field?: string } };

const CUSTOMER_ACTOR = 'customer (verification link)';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The usual error body and nothing else: no stack, no SQL, no internals. */
function expectPlainError(res: ApiResponse, status: number, code: string, field?: string) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  const body = res.body as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).every((key) => ['code', 'message', 'field'].includes(key))).toBe(true);
  expect(body.error.code).toBe(code);
  if (field !== undefined) expect(body.error.field).toBe(field);
  expect(body.error.message).not.toMatch(/\n\s+at |\.ts:\d+/);
}

describe('the public verification page: a link’s token shows and takes the customer’s documents, once', () => {
  let api: ApiServer;
  let agent: string;
  let now = new Date('2026-03-04T11:00:00.000Z');

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now, env: { PUBLIC_RATE_LIMIT: '0' } });
    agent = (await api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  const show = (token: string) =>
    api.call('GET', `/public/verification?${new URLSearchParams({ token })}`, null);
  const submit = (body: unknown) => api.call('POST', '/public/verification', null, body);

  async function signupOf(orderId: string): Promise<SignupOrder> {
    const res = await api.call('GET', `/orders/${orderId}/signup`, agent);
    expect(res.status).toBe(200);
    return res.body as SignupOrder;
  }

  /** Answers `call` with a refusal and proves the database did not change. */
  async function refusedUnchanged(
    call: () => Promise<ApiResponse>,
    status: number,
    code: string,
    field?: string,
  ): Promise<void> {
    const before = await fingerprintDatabase(api.db);
    expectPlainError(await call(), status, code, field);
    expect(await fingerprintDatabase(api.db)).toEqual(before);
  }

  it('shows the brand, the customer’s first name, what to send and the products, and nothing else', async () => {
    const order = await startDraft(api, agent, 401, 'SMS');
    const link = await sendLink(api, agent, order.id);
    const res = await show(link.token);
    expect(res.status).toBe(200);
    const page = res.body as PublicVerification;
    expect(page).toEqual({
      brand: {
        name: 'Demo Telecom',
        logoURL: expect.toSatisfy((url) => url === null || typeof url === 'string'),
      },
      customerFirstName: 'Lucía',
      customerType: 'RESIDENTIAL',
      documentsAsked: ['FRONT', 'BACK', 'SELFIE', 'SIGNATURE'],
      products: [order.products[0]?.name],
      monthlyCents: 1815,
      signatureRequired: true,
      expiresAt: link.expiresAt,
    });
    const text = JSON.stringify(page);
    for (const secret of [
      testDni(401),
      'Martín',
      'cliente401@example.com',
      '612345678',
      order.id,
      order.orderNumber,
    ]) {
      expect(text).not.toContain(secret);
    }

    const company = await startDraft(api, agent, 402, 'QR', { company: true });
    const companyPage = (await show((await sendLink(api, agent, company.id)).token))
      .body as PublicVerification;
    expect(companyPage.customerType).toBe('COMPANY');
    expect(companyPage.documentsAsked).toEqual(['FRONT', 'BACK', 'SELFIE', 'DEEDS', 'POWERS', 'SIGNATURE']);
  });

  it('takes the documents: REQUESTED for review, then the agent accepts and they become the customer’s', async () => {
    const order = await startDraft(api, agent, 403, 'SMS');
    const link = await sendLink(api, agent, order.id);
    const res = await submit(customerSubmission(link.token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ outcome: 'RECEIVED', reason: null });

    const saved = await signupOf(order.id);
    expect(saved.status).toBe('VERIFICATION_REQUESTED');
    expect(saved.signup.verification).toEqual({
      status: 'REQUESTED',
      documents: ['FRONT', 'BACK', 'SELFIE', 'SIGNATURE'].map((kind) => ({ kind, mimeType: 'image/png' })),
      reason: null,
      check: { outcome: 'PASSED', reason: null },
      link: null,
      signed: true,
    });
    expect(saved.signup.resumeStep).toBe('VERIFICATION_REVIEW');
    expect(saved.history.slice(-2)).toMatchObject([
      {
        action: 'UPDATE',
        statusTo: 'VERIFICATION_REQUESTED',
        reason: 'CONDITIONS_ACCEPTED',
        actor: CUSTOMER_ACTOR,
      },
      {
        action: 'UPDATE',
        statusTo: 'VERIFICATION_REQUESTED',
        reason: 'DOCUMENT_VERIFICATION',
        actor: CUSTOMER_ACTOR,
      },
    ]);
    const stored = await api.db
      .selectFrom('order_documents')
      .select(['kind', 'content'])
      .where('order_id', '=', order.id)
      .orderBy('kind')
      .execute();
    expect(stored.map((row) => row.kind)).toEqual(['BACK', 'FRONT', 'SELFIE', 'SIGNATURE']);
    const used = await api.db
      .selectFrom('verification_links')
      .select('used_at')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(used.used_at?.toISOString()).toBe(now.toISOString());

    const review = await api.call('PUT', `/orders/${order.id}/signup/verification-review`, agent, {
      idempotencyKey: newKey(),
      decision: 'ACCEPT',
    });
    expect(review.status).toBe(200);
    expect((review.body as SignupOrder).status).toBe('VERIFICATION_COMPLETED');
    const fiscalId = testDni(403);
    const urls = await api.call('GET', `/customer/urls?fiscalId=${fiscalId}`, agent);
    expect(urls.status).toBe(200);
    const items = (urls.body as { items: { title: string; documentType: string; name: string }[] }).items;
    expect(items.map((item) => item.documentType).sort()).toEqual(
      ['IDENTITY_BACK', 'IDENTITY_FRONT', 'IDENTITY_SELFIE', 'IDENTITY_SIGNATURE'].sort(),
    );
    for (const item of items) expect(item.title).toContain(order.orderNumber);
    const front = items.find((item) => item.documentType === 'IDENTITY_FRONT');
    const download = await api.call(
      'GET',
      `/customer/document?${new URLSearchParams({ fiscalId, title: front?.title ?? '' })}`,
      agent,
    );
    expect(download.status).toBe(200);
    expect((download.body as { content: string }).content).toBe(`data:image/png;base64,${PNG_DOCUMENT}`);
    // Within the customer's scope only, as every customer document.
    const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
    expect((await api.call('GET', `/customer/urls?fiscalId=${fiscalId}`, nimbus)).status).toBe(404);

    // Used: the same link shows and takes nothing more.
    await refusedUnchanged(() => show(link.token), 409, 'VERIFICATION_LINK_USED', 'token');
    await refusedUnchanged(
      () => submit(customerSubmission(link.token)),
      409,
      'VERIFICATION_LINK_USED',
      'token',
    );
  });

  it('a failed identity check (a document ending in 99) answers REJECTED with its code and errs the verification', async () => {
    // testDni(4099) is 90004099 and a letter: the simulated check fails it.
    const order = await startDraft(api, agent, 4099, 'QR');
    const link = await sendLink(api, agent, order.id);
    const res = await submit(customerSubmission(link.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'REJECTED', reason: 'FACE_MISMATCH' });
    const saved = await signupOf(order.id);
    expect(saved.status).toBe('VERIFICATION_ERRORED');
    expect(saved.signup.verification).toMatchObject({
      status: 'ERRORED',
      reason: 'FACE_MISMATCH',
      check: { outcome: 'FAILED', reason: 'FACE_MISMATCH' },
    });
    expect(saved.signup.resumeStep).toBe('DOCUMENT_VERIFICATION');
    expect(saved.history.at(-1)).toMatchObject({
      statusTo: 'VERIFICATION_ERRORED',
      reason: 'DOCUMENT_VERIFICATION',
      actor: CUSTOMER_ACTOR,
    });
    // The agent may send a new link; it works again.
    const again = await sendLink(api, agent, order.id);
    expect((await show(again.token)).status).toBe(200);
  });

  it('refuses expired, tampered, revoked and unknown links with their codes, writing nothing', async () => {
    const order = await startDraft(api, agent, 404, 'SMS');
    const first = await sendLink(api, agent, order.id);
    const link = await sendLink(api, agent, order.id);
    const tampered = `${link.token.slice(0, 10)}${link.token[10] === 'A' ? 'B' : 'A'}${link.token.slice(11)}`;
    for (const token of [first.token, tampered, 'not-a-real-link']) {
      await refusedUnchanged(() => show(token), 404, 'VERIFICATION_LINK_INVALID', 'token');
      await refusedUnchanged(
        () => submit(customerSubmission(token)),
        404,
        'VERIFICATION_LINK_INVALID',
        'token',
      );
    }
    const sent = now;
    try {
      now = new Date(sent.getTime() + DAY_MS);
      await refusedUnchanged(() => show(link.token), 410, 'VERIFICATION_LINK_EXPIRED', 'token');
      await refusedUnchanged(
        () => submit(customerSubmission(link.token)),
        410,
        'VERIFICATION_LINK_EXPIRED',
        'token',
      );
    } finally {
      now = sent;
    }
    // One millisecond before it expires, the link still works.
    now = new Date(sent.getTime() + DAY_MS - 1);
    try {
      expect((await show(link.token)).status).toBe(200);
    } finally {
      now = sent;
    }
  });

  it('a token finds only its own order: another order’s token cannot touch this one', async () => {
    const mine = await startDraft(api, agent, 405, 'SMS');
    const other = await startDraft(api, agent, 406, 'SMS');
    await sendLink(api, agent, mine.id);
    const otherLink = await sendLink(api, agent, other.id);
    const rowsOf = async (orderId: string) => ({
      order: await api.db.selectFrom('orders').selectAll().where('id', '=', orderId).execute(),
      documents: await api.db
        .selectFrom('order_documents')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute(),
      history: await api.db.selectFrom('order_history').selectAll().where('order_id', '=', orderId).execute(),
      links: await api.db
        .selectFrom('verification_links')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute(),
    });
    const before = await rowsOf(mine.id);
    // An order id slipped into the body is not part of the contract and is ignored.
    const res = await submit({ ...customerSubmission(otherLink.token), orderId: mine.id, id: mine.id });
    expect(res.status).toBe(200);
    expect(await rowsOf(mine.id)).toEqual(before);
    expect((await signupOf(other.id)).signup.verification.status).toBe('REQUESTED');
  });

  it('refuses missing documents, conditions not accepted and a missing signature (400), writing nothing', async () => {
    const order = await startDraft(api, agent, 407, 'QR');
    const { token } = await sendLink(api, agent, order.id);
    const withKinds = (kinds: Parameters<typeof verificationDocuments>[0]) =>
      customerSubmission(token, { documents: verificationDocuments(kinds) });
    await refusedUnchanged(() => submit(withKinds(['FRONT', 'BACK'])), 400, 'INVALID_REQUEST', 'documents');
    await refusedUnchanged(
      () => submit(customerSubmission(token, { acceptConditions: false })),
      400,
      'INVALID_REQUEST',
      'acceptConditions',
    );
    await refusedUnchanged(
      () => submit(customerSubmission(token, { signature: null })),
      400,
      'INVALID_REQUEST',
      'signature',
    );
    await refusedUnchanged(
      () => submit(withKinds(['FRONT', 'BACK', 'SELFIE', 'SIGNATURE'])),
      400,
      'INVALID_REQUEST',
      'documents.3.kind',
    );
    // The link is still open afterwards.
    expect((await show(token)).status).toBe(200);
  });

  it('refuses files over the limit or not of their type, writing nothing', async () => {
    const order = await startDraft(api, agent, 408, 'SMS');
    const { token } = await sendLink(api, agent, order.id);
    const [front, back, selfie] = verificationDocuments(['FRONT', 'BACK', 'SELFIE']);
    const submitDocuments = (documents: unknown[], overrides: Record<string, unknown> = {}) =>
      submit(customerSubmission(token, { documents, ...overrides }));
    // One document past 512 KiB, and a whole body past the 4 MB the endpoint reads.
    const overSize = 'A'.repeat(Math.ceil((512 * 1024) / 3) * 4 + 4);
    await refusedUnchanged(
      () => submitDocuments([{ ...front, content: overSize }, back, selfie]),
      400,
      'INVALID_REQUEST',
      'documents.0.content',
    );
    await refusedUnchanged(
      () => submit({ ...customerSubmission(token), padding: 'A'.repeat(4 * 1024 * 1024 + 1) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    // Declared PNG, but text inside; a PDF as the selfie; a signature that is not a PNG.
    const text = Buffer.from('this is not a picture at all').toString('base64');
    await refusedUnchanged(
      () => submitDocuments([front, { ...back, content: text }, selfie]),
      422,
      'DOCUMENT_NOT_READABLE',
      'documents.1.content',
    );
    const [pdf] = verificationDocuments(['DEEDS']);
    await refusedUnchanged(
      () => submitDocuments([front, back, { ...pdf, kind: 'SELFIE' }]),
      400,
      'INVALID_REQUEST',
      'documents.2.mimeType',
    );
    await refusedUnchanged(
      () => submitDocuments([front, back, selfie], { signature: pdf?.content }),
      422,
      'DOCUMENT_NOT_READABLE',
      'signature',
    );
    await refusedUnchanged(
      () => api.call('POST', '/public/verification', null, '{"token": '),
      400,
      'INVALID_REQUEST',
    );
    expect((await show(token)).status).toBe(200);
  });

  it('a brand that does not ask for a signature: none asked, none needed', async () => {
    const admin = (await api.signIn('admin@demo.test')).accessToken;
    const setSignature = async (signOnVerificationPage: boolean) => {
      const res = await api.call('PUT', '/channel/config', admin, {
        other: { sendTvWelcomeEmail: false, manualSignup: false, signOnVerificationPage },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await setSignature(false);
    try {
      const order = await startDraft(api, agent, 409, 'QR');
      const { token } = await sendLink(api, agent, order.id);
      const page = (await show(token)).body as PublicVerification;
      expect(page.signatureRequired).toBe(false);
      expect(page.documentsAsked).toEqual(['FRONT', 'BACK', 'SELFIE']);
      const res = await submit(customerSubmission(token, { signature: null }));
      expect(res.body).toEqual({ outcome: 'RECEIVED', reason: null });
      expect((await signupOf(order.id)).signup.verification.signed).toBe(false);
    } finally {
      await setSignature(true);
    }
  });
});

describe('the public verification endpoints are rate limited per address; signed-in endpoints are not', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer({ env: { PUBLIC_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 RATE_LIMITED past the limit, while a signed-in endpoint still answers', async () => {
    const token = (await api.signIn('agent@demo.test')).accessToken;
    for (let i = 0; i < 3; i += 1) {
      expect((await api.call('GET', '/public/verification?token=unknown', null)).status).toBe(404);
    }
    expectPlainError(await api.call('GET', '/public/verification?token=unknown', null), 429, 'RATE_LIMITED');
    expectPlainError(
      await api.call('POST', '/public/verification', null, customerSubmission('unknown')),
      429,
      'RATE_LIMITED',
    );
    for (let i = 0; i < 5; i += 1) expect((await api.call('GET', '/session', token)).status).toBe(200);
  });
});
