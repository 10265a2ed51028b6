import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');
const LANGUAGES = ['es', 'ca', 'en', 'br'];

function leafKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, leafValue] of leafKeys(child, prefix ? `${prefix}.${key}` : key))
        keys.set(leaf, leafValue);
    }
  } else {
    keys.set(prefix, value);
  }
  return keys;
}

function catalogue(language: string): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const file of readdirSync(join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const parsed: unknown = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8'));
    for (const [key, value] of leafKeys(parsed)) all.set(`${namespace}.${key}`, value);
  }
  return all;
}

describe('locale catalogues', () => {
  it('have the same files in all four languages', () => {
    const files = LANGUAGES.map((language) => readdirSync(join(LOCALES_DIR, language)).sort());
    expect(files[0]?.length).toBeGreaterThan(0);
    for (const list of files) expect(list).toEqual(files[0]);
  });

  it('have exactly the same keys in all four languages', () => {
    const reference = [...catalogue('es').keys()].sort();
    expect(reference.length).toBeGreaterThan(50);
    for (const language of LANGUAGES) expect([...catalogue(language).keys()].sort()).toEqual(reference);
  });

  it('have no empty or non-string values', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of catalogue(language)) {
        expect(typeof value, `${language} ${key}`).toBe('string');
        expect(String(value).trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('translate every error code the api and the identity pool send', () => {
    const codes = [
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'INVALID_REQUEST',
      'CHANNEL_NOT_FOUND',
      'CHANNEL_NOT_IN_SCOPE',
      'USER_NOT_REGISTERED',
      'API_UNAVAILABLE',
      'INTERNAL',
      'NotAuthorizedException',
      'CodeMismatchException',
      'ExpiredCodeException',
      'InvalidPasswordException',
      'LimitExceededException',
      'UserNotFoundException',
      'generic',
    ];
    for (const language of LANGUAGES) {
      const keys = catalogue(language);
      for (const code of codes) expect(keys.has(`errors.${code}`), `${language} errors.${code}`).toBe(true);
    }
  });

  it('keep the required texts in Spanish', () => {
    const es = catalogue('es');
    expect(es.get('auth.invalidCredentials')).toBe('Usuario o contraseña incorrecta');
    expect(es.get('validation.required')).toBe('Este campo es obligatorio');
    const en = catalogue('en');
    expect(en.get('validation.email')).toBe('The Email field must be a valid email');
    expect(en.get('auth.setNewPassword')).toBe('Set new password');
  });
});
