import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeIban, spanishIbanSchema } from '../../schema/domain/validators/iban';
import { iccIssuerWarning, iccSchema, isValidIcc, luhnCheckDigit } from '../../schema/domain/validators/icc';
import { findNullCharacter } from '../../schema/domain/validators/null-character';
import { signupPaymentSchema } from '../../schema/rest/signup';
import { digitString } from './single-character-corruption';

describe('ICC: the 89 prefix of ITU-T E.118 is required', () => {
  const withLuhn = (body: string) => `${body}${luhnCheckDigit(body)}`;

  it("a Luhn-valid number of 19 or 20 digits without it is 'Icc inválida', with no warning", () => {
    for (const icc of [
      withLuhn('123401123456789012'),
      withLuhn('7934011234567890123'),
      withLuhn('983401123456789012'),
    ]) {
      expect(isValidIcc(icc)).toBe(false);
      expect(iccSchema.safeParse(icc).error?.issues[0]?.message).toBe('domain.validation.invalidIcc');
      expect(iccIssuerWarning(icc)).toBeNull();
    }
    // With 89 and another country it stays valid, with the warning.
    expect(iccIssuerWarning(withLuhn('894401123456789012'))).toBe('domain.validation.iccForeignIssuer');
  });

  it('property: a Luhn-valid number that does not start with 89 never passes', () => {
    const prefixes = fc.integer({ min: 10, max: 99 }).filter((prefix) => prefix !== 89);
    const icc = fc
      .tuple(prefixes, fc.integer({ min: 16, max: 17 }))
      .chain(([prefix, length]) => digitString(length).map((rest) => withLuhn(`${prefix}${rest}`)));
    fc.assert(fc.property(icc, (value) => !isValidIcc(value) && !iccSchema.safeParse(value).success));
  });
});

describe('IBAN: hyphens are forgiven as spaces are', () => {
  it.each([
    'ES91-2100-0418-4502-0005-1332',
    'es91-2100 0418-4502 0005-1332',
    ' ES91 - 2100 - 0418 - 4502 - 0005 - 1332 ',
  ])('%s', (typed) => {
    expect(normalizeIban(typed)).toBe('ES9121000418450200051332');
    expect(spanishIbanSchema.parse(typed)).toBe('ES9121000418450200051332');
  });

  it("the signup's payment step reads it the same way", () => {
    expect(
      signupPaymentSchema.parse({
        paymentMethod: 'SEPA_DIRECT_DEBIT',
        iban: 'ES91-2100-0418-4502-0005-1332',
      }),
    ).toEqual({ paymentMethod: 'SEPA_DIRECT_DEBIT', iban: 'ES9121000418450200051332' });
  });

  it('anything else in it is still refused', () => {
    expect(spanishIbanSchema.safeParse('ES91.2100.0418.4502.0005.1332').error?.issues[0]?.message).toBe(
      'domain.validation.ibanLength',
    );
  });
});

describe('U+0000 anywhere in a request part', () => {
  it('is found with its path, in strings and keys, at any depth', () => {
    expect(findNullCharacter({ name: 'Ana', lines: [{ icc: '89\u000034' }] })).toEqual(['lines', 0, 'icc']);
    expect(findNullCharacter({ metadata: { 'a\u0000': 'b' } })).toEqual(['metadata', 'a\u0000']);
    expect(findNullCharacter('\u0000')).toEqual([]);
    expect(findNullCharacter({ name: 'Ana\tMaría\n', n: 1, ok: true, none: null })).toBeUndefined();
  });

  it('is found in the first place it occurs', () => {
    expect(findNullCharacter({ a: 'x', b: ['y', 'z\u0000'], c: '\u0000' })).toEqual(['b', 1]);
  });

  it('does not overflow the stack on a deeply nested value', () => {
    let nested: unknown = 'deep\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(findNullCharacter(nested)).toHaveLength(100_000);
  });
});
