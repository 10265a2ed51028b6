import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { adminClient, createUser } from './pool-calls';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server.close();
});

/** ForgotPassword as Amplify's resetPassword sends it, with the console's language and a browser's header. */
async function forgotPassword(username: string, language?: string, acceptLanguage?: string) {
  const res = await fetch(server.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    body: JSON.stringify({
      ClientId: server.clientId,
      Username: username,
      ...(language ? { ClientMetadata: { language } } : {}),
    }),
  });
  expect(res.status).toBe(200);
  const message = server.messages.at(-1);
  expect(message?.to).toBe(username);
  return message;
}

const RESET = {
  es: {
    subject: 'Tu código para restablecer la contraseña',
    body: 'Tu código para restablecer la contraseña es',
  },
  ca: {
    subject: 'El teu codi per restablir la contrasenya',
    body: 'El teu codi per restablir la contrasenya és',
  },
  en: { subject: 'Your password reset code', body: 'Your password reset code is' },
  br: { subject: 'Seu código para redefinir a senha', body: 'Seu código para redefinir a senha é' },
} as const;

describe('the pool writes its e-mails in the recipient language', () => {
  for (const language of ['es', 'ca', 'en', 'br'] as const) {
    it(`sends the reset code in ${language} when the console asks in ${language}`, async () => {
      const email = `reset-${language}@demo.test`;
      await createUser(server, email, 'Demo1234!');
      const message = await forgotPassword(email, language, 'de-DE,de;q=0.9');
      expect(message?.subject).toBe(RESET[language].subject);
      expect(message?.body).toContain(`${RESET[language].body} ${message?.code}.`);
    });
  }

  it("prefers the user's stored locale, then the console's language, then Accept-Language, then Spanish", async () => {
    await createUser(server, 'stored@demo.test', 'Demo1234!', { attributes: { locale: 'ca-ES' } });
    expect((await forgotPassword('stored@demo.test', 'en', 'en'))?.subject).toBe(RESET.ca.subject);
    await createUser(server, 'header@demo.test', 'Demo1234!');
    expect(
      (await forgotPassword('header@demo.test', undefined, 'fr-FR, pt-BR;q=0.8, en;q=0.5'))?.subject,
    ).toBe(RESET.br.subject);
    expect((await forgotPassword('header@demo.test', 'xx', 'de, en;q=0'))?.subject).toBe(RESET.es.subject);
  });

  it('sends the invitation with a temporary password in the language the creator asked for', async () => {
    const client = adminClient(server);
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: server.poolId,
        Username: 'invited-en@demo.test',
        UserAttributes: [{ Name: 'email', Value: 'invited-en@demo.test' }],
        ClientMetadata: { language: 'en' },
      }),
    );
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: server.poolId,
        Username: 'invited-es@demo.test',
        UserAttributes: [{ Name: 'email', Value: 'invited-es@demo.test' }],
      }),
    );
    client.destroy();
    const [english, spanish] = server.messages.slice(-2);
    expect(english?.subject).toBe('Your temporary password');
    expect(english?.body).toMatch(/^Your username is invited-en@demo\.test\..*\nTemporary password: \S+$/s);
    expect(spanish?.subject).toBe('Tu contraseña temporal');
    expect(spanish?.body).toMatch(/\nContraseña temporal: \S+$/);
  });
});
