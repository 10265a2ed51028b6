import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignupOrder } from '../../schema/rest/signup';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase, fingerprintDatabase } from '../support/database-dump';
import { newKey } from '../support/signup-fixtures';
import { sendLink, startDraft, tokenOf, verificationDocuments } from '../support/verification-fixtures';

type ErrorBody = { error: { code: string; field?: string } };

const CONSOLE = 'http://127.0.0.1:8080';
const MOBILE = '612345678';

describe('verification links: the agent sends the customer an SMS or QR link', () => {
  let api: ApiServer;
  let agent: string;
  const now = new Date('2026-03-03T09:30:00.000Z');

  beforeAll(async () => {
    api = await startApiServer({ clock: () => now, env: { CONSOLE_PUBLIC_URL: CONSOLE } });
    agent = (await api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  const linkPath = (order: { id: string }) => `/orders/${order.id}/signup/verification/link`;

  async function smsFor(recipient: string) {
    return api.db
      .selectFrom('outbox_messages')
      .select(['channel', 'body'])
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .execute();
  }

  async function signupOf(order: { id: string }): Promise<SignupOrder> {
    const res = await api.call('GET', `/orders/${order.id}/signup`, agent);
    expect(res.status).toBe(200);
    return res.body as SignupOrder;
  }

  async function refusedUnchanged(token: string, path: string, status: number, code: string) {
    const before = await fingerprintDatabase(api.db);
    const res = await api.call('POST', path, token, {});
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect((res.body as ErrorBody).error.code).toBe(code);
    expect(await fingerprintDatabase(api.db)).toEqual(before);
  }

  it('sends an SMS link to the order’s mobile: url with the token and language, the order awaits the customer', async () => {
    const order = await startDraft(api, agent, 301, 'SMS');
    const smsBefore = (await smsFor(MOBILE)).length;
    const link = await sendLink(api, agent, order.id);

    expect(link.url).toMatch(new RegExp(`^${CONSOLE}/verification\\?token=[A-Za-z0-9_-]{43}&lang=es$`));
    expect(link.sentTo).toBe('•••••5678');
    expect(new Date(link.expiresAt).getTime() - now.getTime()).toBe(24 * 60 * 60 * 1000);
    const sms = await smsFor(MOBILE);
    expect(sms).toHaveLength(smsBefore + 1);
    expect(sms[0]?.channel).toBe('SMS');
    expect(sms[0]?.body).toContain(link.url);
    expect(sms[0]?.body).toContain('Demo Telecom');

    // Only the token's hash is kept: the database holds no usable link.
    const stored = await api.db
      .selectFrom('verification_links')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      channel: 'SMS',
      sent_to: MOBILE,
      token_hash: createHash('sha256').update(link.token).digest('hex'),
      used_at: null,
      revoked_at: null,
    });
    const everything = JSON.stringify(await dumpDatabase(api.db));
    expect(everything.split(link.token).length - 1).toBe(1); // the SMS in the outbox, nowhere else

    const saved = await signupOf(order);
    expect(saved.status).toBe('VERIFICATION_REQUESTED');
    expect(saved.signup.verification).toMatchObject({
      status: 'AWAITING_CUSTOMER',
      link: { channel: 'SMS', sentTo: '•••••5678', expiresAt: link.expiresAt },
      check: null,
      signed: false,
    });
    expect(saved.signup.resumeStep).toBe('DOCUMENT_VERIFICATION');
    expect(saved.history.at(-1)).toMatchObject({
      action: 'UPDATE',
      statusTo: 'VERIFICATION_REQUESTED',
      reason: 'VERIFICATION_LINK',
      actor: 'agent@demo.test',
    });
  });

  it('writes the SMS and the link’s language in the agent’s language', async () => {
    const order = await startDraft(api, agent, 302, 'SMS');
    const res = await fetch(`${api.url}${linkPath(order)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${agent}`,
        'content-type': 'application/json',
        'accept-language': 'ca-ES,ca;q=0.9',
        connection: 'close',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(new URL(url).searchParams.get('lang')).toBe('ca');
    expect((await smsFor(MOBILE))[0]?.body).toMatch(/^Demo Telecom: verifica la teva identitat/);
  });

  it('makes a QR link: the url comes back, no SMS is sent', async () => {
    const order = await startDraft(api, agent, 303, 'QR');
    const outbox = await api.db.selectFrom('outbox_messages').select('id').execute();
    const link = await sendLink(api, agent, order.id);
    expect(link.sentTo).toBeNull();
    expect(tokenOf(link.url)).toHaveLength(43);
    expect(await api.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(outbox.length);
    const saved = await signupOf(order);
    expect(saved.signup.verification.link).toEqual({
      channel: 'QR',
      sentTo: null,
      expiresAt: link.expiresAt,
    });
  });

  it('refuses a link for a manual or webcam order (409 VERIFICATION_METHOD_MISMATCH), writing nothing', async () => {
    for (const [n, method] of [
      [304, 'MANUAL'],
      [305, 'WEBCAM'],
    ] as const) {
      const order = await startDraft(api, agent, n, method);
      await refusedUnchanged(agent, linkPath(order), 409, 'VERIFICATION_METHOD_MISMATCH');
    }
  });

  it('refuses staff outside the order’s channel scope as the other signup steps do (404), and a client (403)', async () => {
    const order = await startDraft(api, agent, 306, 'SMS');
    const nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
    await refusedUnchanged(nimbus, linkPath(order), 404, 'NOT_FOUND');
    const client = (await api.signIn('client@demo.test')).accessToken;
    await refusedUnchanged(client, linkPath(order), 403, 'FORBIDDEN');
  });

  it('a new link revokes the earlier one', async () => {
    const order = await startDraft(api, agent, 307, 'QR');
    const first = await sendLink(api, agent, order.id);
    const second = await sendLink(api, agent, order.id);
    expect(second.token).not.toBe(first.token);
    const old = await api.call('GET', `/public/verification?token=${first.token}`, null);
    expect(old.status).toBe(404);
    expect((old.body as ErrorBody).error.code).toBe('VERIFICATION_LINK_INVALID');
    const current = await api.call('GET', `/public/verification?token=${second.token}`, null);
    expect(current.status).toBe(200);
    const open = await api.db
      .selectFrom('verification_links')
      .select('token_hash')
      .where('order_id', '=', order.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([{ token_hash: createHash('sha256').update(second.token).digest('hex') }]);
  });

  it('the agent’s own upload asks for the method’s documents, runs the identity check and closes an open link', async () => {
    const webcam = await startDraft(api, agent, 308, 'WEBCAM');
    const upload = (order: SignupOrder, kinds: Parameters<typeof verificationDocuments>[0]) =>
      api.call('PUT', `/orders/${order.id}/signup/verification`, agent, {
        idempotencyKey: newKey(),
        documents: verificationDocuments(kinds),
      });
    const withoutSelfie = await upload(webcam, ['FRONT', 'BACK']);
    expect(withoutSelfie.status).toBe(422);
    expect((withoutSelfie.body as ErrorBody).error).toMatchObject({ code: 'REQUIRED', field: 'documents' });
    const pdfSelfie = await api.call('PUT', `/orders/${webcam.id}/signup/verification`, agent, {
      idempotencyKey: newKey(),
      documents: [
        ...verificationDocuments(['FRONT', 'BACK']),
        { ...verificationDocuments(['DEEDS'])[0], kind: 'SELFIE' },
      ],
    });
    expect(pdfSelfie.status).toBe(400);
    expect((pdfSelfie.body as ErrorBody).error.field).toBe('documents.2.mimeType');
    const passed = await upload(webcam, ['FRONT', 'BACK', 'SELFIE']);
    expect(passed.status).toBe(200);
    expect((passed.body as SignupOrder).signup.verification).toMatchObject({
      status: 'REQUESTED',
      check: { outcome: 'PASSED', reason: null },
    });
    expect((passed.body as SignupOrder).signup.resumeStep).toBe('VERIFICATION_REVIEW');

    // A link method: the agent may still upload the documents; the link sent before stops working.
    const sms = await startDraft(api, agent, 309, 'SMS');
    const link = await sendLink(api, agent, sms.id);
    expect((await upload(sms, ['FRONT', 'BACK', 'SELFIE'])).status).toBe(200);
    expect((await api.call('GET', `/public/verification?token=${link.token}`, null)).status).toBe(404);
    expect((await signupOf(sms)).signup.verification.link).toBeNull();
  });

  it('a failed identity check (document ending in 99 or 98) errs the verification with its reason code', async () => {
    for (const [n, reason] of [
      [99, 'FACE_MISMATCH'],
      [98, 'DOCUMENT_EXPIRED'],
    ] as const) {
      const order = await startDraft(api, agent, n, 'MANUAL');
      const res = await api.call('PUT', `/orders/${order.id}/signup/verification`, agent, {
        idempotencyKey: newKey(),
        documents: verificationDocuments(['FRONT', 'BACK']),
      });
      expect(res.status).toBe(200);
      const saved = res.body as SignupOrder;
      expect(saved.status).toBe('VERIFICATION_ERRORED');
      expect(saved.signup.verification).toMatchObject({
        status: 'ERRORED',
        reason,
        check: { outcome: 'FAILED', reason },
      });
      expect(saved.signup.resumeStep).toBe('DOCUMENT_VERIFICATION');
      expect(saved.history.at(-1)).toMatchObject({
        statusTo: 'VERIFICATION_ERRORED',
        reason: 'DOCUMENT_VERIFICATION',
      });
    }
  });
});
