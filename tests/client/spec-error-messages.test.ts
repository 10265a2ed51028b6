import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { GraphqlOperationError } from '../../client/session/graphql-client';
import { mapServerError, serverErrorOf } from '../../client/ui/form/server-error-mapping';
import { fieldPathsOf } from '../../client/ui/form/use-form-submit';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');
const LANGUAGES = ['es', 'ca', 'en', 'br'] as const;

/**
 * The messages of the spec's section 8 (the error catalogue), each with the catalogue keys that say it
 * (`namespace.path`). A message the spec names with its own words keeps them in Spanish, the default language.
 */
const SPEC_SECTION_8: ReadonlyArray<{
  message: string;
  keys: readonly string[];
  es?: Record<string, string>;
}> = [
  {
    message: "Failed sign-in: 'Usuario o contraseña incorrecta'",
    keys: ['auth.invalidCredentials'],
    es: { 'auth.invalidCredentials': 'Usuario o contraseña incorrecta' },
  },
  {
    message: "Invalid fiscal id: 'Invalid document' or 'Invalid DNI/NIE number'",
    keys: ['domain.validation.invalidDocument', 'domain.validation.invalidDniNie', 'errors.INVALID_DOCUMENT'],
  },
  {
    message:
      'Portability relaunch fails (maybe outside business hours), cancel fails (status or hours); successes',
    keys: [
      'errors.PORTABILITY_NOT_RELAUNCHABLE',
      'errors.PORTABILITY_NOT_CANCELLABLE',
      'errors.OUTSIDE_BUSINESS_HOURS',
      'domain.businessHours.outside',
      'portabilities.relaunch.success_one',
      'portabilities.cancel.success_one',
    ],
  },
  {
    message: 'Shipment cancel',
    keys: ['fieldwork.shipment.success.cancel', 'errors.SHIPMENT_NOT_CANCELLABLE'],
  },
  {
    message: 'Contract upload',
    keys: ['orderDetail.upload.success', 'orderDetail.upload.notPdf', 'errors.CONTRACT_NOT_UPLOADABLE'],
  },
  {
    message: 'Tariff change',
    keys: ['line.success.changeProduct', 'errors.SUBSCRIPTION_ACTION_NOT_ALLOWED'],
  },
  { message: 'Holder change', keys: ['line.success.changeHolder'] },
  {
    message: "Optional product add; a failed add says 'no connection to server'",
    keys: ['line.success.addOptional', 'line.addOptional.noConnection', 'errors.OPTIONAL_NOT_COMPATIBLE'],
    es: { 'line.addOptional.noConnection': 'No hay conexión con el servidor' },
  },
  { message: 'Alias change', keys: ['line.success.alias'] },
  { message: 'MultiSIM add', keys: ['line.success.addMultisim'] },
  {
    message: 'Shared-group create, add and remove',
    keys: [
      'line.success.createSharedGroup',
      'line.success.addToSharedGroup',
      'line.success.removeFromSharedGroup',
      'errors.SHARED_GROUP_FULL',
    ],
  },
  { message: 'Pack line', keys: ['line.success.pack'] },
  { message: 'Configuration SMS', keys: ['line.success.configurationSms'] },
  { message: 'Password change', keys: ['line.success.password'] },
  { message: 'ONT reset', keys: ['line.success.ontReset'] },
  { message: 'Fibre check (ok: status updated)', keys: ['line.success.fibreCheck'] },
  { message: 'SPN change (ok: customer must reboot the device)', keys: ['line.success.spn'] },
  { message: 'Wifi change', keys: ['line.success.wifi'] },
  { message: 'Active mode toggle', keys: ['line.success.activeMode'] },
  { message: 'IBAN save', keys: ['customer.payment.saved', 'errors.INVALID_IBAN'] },
  { message: 'Invoice resend', keys: ['fieldwork.invoice.success.resend', 'errors.INVOICE_NOT_RESENDABLE'] },
  { message: 'Refund creation', keys: ['fieldwork.invoice.success.refund', 'errors.INVOICE_NOT_REFUNDABLE'] },
  {
    message: 'Financial risk: no result means no charge; success updates the credit opinion',
    keys: ['customer.risk.noResult', 'customer.risk.updated'],
  },
  {
    message:
      'Brand settings: verification e-mail sent or error, channel info, contract and contacts reload errors',
    keys: [
      'brandSettings.emails.sent',
      'brandSettings.emails.sendError',
      'brandSettings.reloadError',
      'brandSettings.contract.reloadError',
      'brandSettings.contacts.reloadError',
      'brandSettings.contacts.invalid',
    ],
  },
  {
    message: 'E-mail verification result pages: success and error, with a hint to request a new e-mail',
    keys: [
      'emailVerification.success.generic',
      'emailVerification.success.hint',
      'emailVerification.error.invalid',
      'emailVerification.error.hint',
    ],
  },
  { message: 'Leaving the signup wizard: all progress will be lost', keys: ['common.leave.body'] },
  {
    message: 'One Catalan confirmation points the user to a support mailbox at {email}',
    keys: ['supportChat.sent.body'],
  },
  {
    message: "TV user in use (the signup's TV user check): 'Usuario en uso'",
    keys: ['errors.TV_USER_IN_USE'],
    es: { 'errors.TV_USER_IN_USE': 'Usuario en uso' },
  },
];

function leaf(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    value,
  );
}

const catalogues = new Map<string, unknown>();
function text(language: string, key: string): unknown {
  const [namespace = '', ...path] = key.split('.');
  const file = `${language}/${namespace}`;
  if (!catalogues.has(file)) {
    catalogues.set(file, JSON.parse(readFileSync(join(LOCALES_DIR, `${file}.json`), 'utf8')));
  }
  return leaf(catalogues.get(file), path);
}

describe("the spec's error catalogue (section 8) in the four catalogues", () => {
  for (const { message, keys, es } of SPEC_SECTION_8) {
    it(message, () => {
      for (const language of LANGUAGES) {
        for (const key of keys) {
          const value = text(language, key);
          expect(typeof value, `${language} ${key}`).toBe('string');
          expect(String(value).trim(), `${language} ${key}`).not.toBe('');
          expect(value, `${language} ${key}`).not.toBe(key);
          expect(value, `${language} ${key}`).not.toBe(key.split('.').at(-1));
        }
      }
      for (const [key, words] of Object.entries(es ?? {})) expect(text('es', key)).toBe(words);
    });
  }

  it('interpolates the support mailbox in every language, and the Catalan text names it a mailbox', () => {
    for (const language of LANGUAGES) expect(text(language, 'supportChat.sent.body')).toContain('{{email}}');
    expect(text('ca', 'supportChat.sent.body')).toMatch(/bústia de suport \{\{email\}\}/);
  });

  it("puts the signup's TV user refusal on the line's TV user field as 'Usuario en uso'", () => {
    const setError = vi.fn();
    const values = { lines: [{ position: 1, tvUserEmail: 'tv@example.com' }] };
    const refused = serverErrorOf(
      new GraphqlOperationError('TV_USER_IN_USE', 'Usuario en uso', 'lines.0.tvUserEmail'),
    );
    expect(mapServerError(refused, fieldPathsOf(values), setError)).toBe('lines.0.tvUserEmail');
    expect(setError).toHaveBeenCalledExactlyOnceWith('lines.0.tvUserEmail', {
      type: 'TV_USER_IN_USE',
      message: 'errors.TV_USER_IN_USE',
    });
  });
});
