import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiServer, startApiServer } from '../support/api-server';

let server: ApiServer;
let token: string;

beforeAll(async () => {
  server = await startApiServer();
  token = (await server.signIn('admin@demo.test')).accessToken;
});
afterAll(() => server?.close());

async function requestVerification(acceptLanguage?: string) {
  // One e-mail per address and requester a minute: each request here starts past that interval.
  await server.db
    .updateTable('email_verifications')
    .set({ requested_at: new Date(Date.now() - 61_000) })
    .execute();
  const res = await fetch(`${server.url}/channel/emails/verification`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      connection: 'close',
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    body: JSON.stringify({ kind: 'NOTIFICATION' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return server.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'subject', 'body'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe("the api writes a brand e-mail's verification in the console's language", () => {
  const expected = {
    'es-ES': [
      'Demo Telecom: verifica tu dirección de correo',
      'recibe los correos de avisos a clientes de Demo Telecom',
    ],
    'ca-ES': [
      'Demo Telecom: verifica la teva adreça de correu',
      'rep els correus d’avisos als clients de Demo Telecom',
    ],
    'en-GB': [
      'Demo Telecom: verify your e-mail address',
      'receives customer notification e-mails from Demo Telecom',
    ],
    'pt-BR': [
      'Demo Telecom: confirme seu endereço de e-mail',
      'recebe os e-mails de avisos aos clientes de Demo Telecom',
    ],
  } as const;
  for (const [language, [subject, body]] of Object.entries(expected)) {
    test(language, async () => {
      const message = await requestVerification(`${language},en;q=0.5`);
      expect(message.subject).toBe(subject);
      expect(message.body).toContain(body);
      expect(message.body).toMatch(/\/verify-email\?token=[\w-]+$/);
    });
  }

  test('in Spanish, the brands’ default, when the request names no language of ours', async () => {
    expect((await requestVerification('de-DE'))?.subject).toBe(expected['es-ES'][0]);
    expect((await requestVerification())?.subject).toBe(expected['es-ES'][0]);
  });
});
