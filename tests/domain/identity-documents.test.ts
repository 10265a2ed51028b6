import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CIF_CONTROL_FORM,
  CIF_CONTROL_LETTERS,
  cifControlValue,
  cifSchema,
  isValidCif,
} from '../../schema/domain/validators/cif';
import {
  DNI_CONTROL_LETTERS,
  dniControlLetter,
  dniSchema,
  isValidDni,
} from '../../schema/domain/validators/dni';
import {
  fiscalIdentitySchema,
  isValidFiscalId,
  spanishDocumentTypeOf,
  spanishFiscalIdSchema,
} from '../../schema/domain/validators/fiscal-id';
import { isValidNie, nieSchema } from '../../schema/domain/validators/nie';
import { isValidPassport, passportSchema } from '../../schema/domain/validators/passport';
import {
  applySubstitution,
  DIGITS,
  digitString,
  range,
  substitutionOf,
  UPPER_ALPHANUMERIC,
} from './single-character-corruption';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('DNI (8 digits + mod-23 letter; K/L/M personal numbers on 7 digits)', () => {
  it.each([
    ['12345678Z', true],
    ['00000000T', true],
    ['99999999R', true],
    ['00000023T', true],
    ['K1234567L', true],
    ['L0000000T', true],
    ['12345678A', false],
    ['1234567Z', false],
    ['123456789Z', false],
    ['12345678', false],
    ['K1234567Z', false],
    ['A1234567L', false],
    ['X1234567L', false],
    ['12345678Ñ', false],
  ])('%s -> %s', (dni, valid) => {
    expect(isValidDni(dni)).toBe(valid);
  });

  it('uses the official letter table', () => {
    expect(DNI_CONTROL_LETTERS).toHaveLength(23);
    expect(dniControlLetter('12345678')).toBe('Z');
    expect(dniControlLetter('0')).toBe('T');
  });

  it('normalises case and separators and reports i18n keys', () => {
    expect(dniSchema.parse(' 12.345.678-z ')).toBe('12345678Z');
    expect(messagesOf(dniSchema.safeParse('12345678A'))).toEqual(['domain.validation.invalidDni']);
    expect(messagesOf(dniSchema.safeParse('   '))).toEqual(['validation.required']);
    expect(messagesOf(dniSchema.safeParse(undefined))).toEqual(['validation.required']);
  });

  const validDni = fc
    .integer({ min: 0, max: 99_999_999 })
    .map((number) => `${String(number).padStart(8, '0')}${DNI_CONTROL_LETTERS[number % 23]}`);

  it('property: every generated DNI passes', () => {
    fc.assert(fc.property(validDni, (dni) => isValidDni(dni)));
  });

  // Covers every position and every other character of 0-9/A-Z, except a leading digit replaced by K, L or M:
  // that reads as a K/L/M personal number whose own check matches by chance one time in 23.
  it('property: any single-character substitution of an 8-digit DNI fails (bar a leading K/L/M)', () => {
    const corrupted = validDni.chain((dni) =>
      substitutionOf(
        dni,
        range(0, 9),
        UPPER_ALPHANUMERIC,
        (s) => !(s.position === 0 && 'KLM'.includes(s.replacement)),
      ).map((substitution) => applySubstitution(dni, substitution)),
    );
    fc.assert(fc.property(corrupted, (dni) => !isValidDni(dni)));
  });

  // 23 is prime and does not divide 9 * (a - b) * 10^k, so swapping two different neighbouring digits always shows.
  it('property: swapping two different adjacent digits of a DNI fails', () => {
    const swapped = fc
      .tuple(validDni, fc.integer({ min: 0, max: 6 }))
      .filter(([dni, index]) => dni[index] !== dni[index + 1])
      .map(([dni, index]) => `${dni.slice(0, index)}${dni[index + 1]}${dni[index]}${dni.slice(index + 2)}`);
    fc.assert(fc.property(swapped, (dni) => !isValidDni(dni)));
  });

  // The K/L/M letter is outside the check, so K<->L<->M swaps are undetectable; this covers the 7 digits and the
  // control letter, replaced by any other character of 0-9/A-Z.
  it('property: any substitution in the digits or control letter of a K/L/M number fails', () => {
    const valid = fc
      .tuple(fc.constantFrom('K', 'L', 'M'), digitString(7))
      .map(([prefix, digits]) => `${prefix}${digits}${dniControlLetter(digits)}`);
    const corrupted = valid.chain((value) =>
      substitutionOf(value, range(1, 9), UPPER_ALPHANUMERIC).map((substitution) =>
        applySubstitution(value, substitution),
      ),
    );
    fc.assert(fc.property(valid, (value) => isValidDni(value)));
    fc.assert(fc.property(corrupted, (value) => !isValidDni(value)));
  });
});

describe('NIE (X/Y/Z = 0/1/2, 7 digits, DNI letter)', () => {
  it.each([
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['X0000000T', true],
    ['X1234567T', false],
    ['W1234567L', false],
    ['X123456L', false],
    ['12345678Z', false],
  ])('%s -> %s', (nie, valid) => {
    expect(isValidNie(nie)).toBe(valid);
  });

  it('normalises and reports the NIE key', () => {
    expect(nieSchema.parse('x-1234567-l')).toBe('X1234567L');
    expect(messagesOf(nieSchema.safeParse('X1234567T'))).toEqual(['domain.validation.invalidNie']);
  });

  const validNie = fc.tuple(fc.constantFrom('X', 'Y', 'Z'), digitString(7)).map(([prefix, digits]) => {
    const number = `${'XYZ'.indexOf(prefix)}${digits}`;
    return `${prefix}${digits}${dniControlLetter(number)}`;
  });

  it('property: every generated NIE passes', () => {
    fc.assert(fc.property(validNie, (nie) => isValidNie(nie)));
  });

  // Every position, any other character of 0-9/A-Z: X/Y/Z swaps change the number by 10^7 or 2*10^7, never a
  // multiple of 23; a digit or other letter in front is not a NIE at all.
  it('property: any single-character substitution fails', () => {
    const corrupted = validNie.chain((nie) =>
      substitutionOf(nie, range(0, 9), UPPER_ALPHANUMERIC).map((substitution) =>
        applySubstitution(nie, substitution),
      ),
    );
    fc.assert(fc.property(corrupted, (nie) => !isValidNie(nie)));
  });
});

describe('CIF (organisation letter, 7 digits, control in the form the letter needs)', () => {
  it.each([
    ['B85626240', true],
    ['A58818501', true],
    ['Q2826000H', true],
    ['P2807900B', true],
    ['S2833002E', true],
    // S needs a letter too.
    ['S28330025', false],
    ['G28029643', true],
    ['G2802964C', true],
    // Q needs a letter: the same control as a digit is refused.
    ['Q28260008', false],
    // P needs a letter: 2807900 has control 2, so P2807900B is right and P28079002 is refused.
    ['P28079002', false],
    // A needs a digit: its letter form is refused.
    ['A5881850A', false],
    ['B85626241', false],
    ['I85626240', false],
    ['B8562624', false],
  ])('%s -> %s', (cif, valid) => {
    expect(isValidCif(cif)).toBe(valid);
  });

  it('records the control-form policy for all 17 organisation letters', () => {
    expect(Object.keys(CIF_CONTROL_FORM).sort().join('')).toBe('ABCDEFGHJNPQRSUVW');
    expect(['P', 'Q', 'R', 'S', 'N', 'W'].every((letter) => CIF_CONTROL_FORM[letter] === 'LETTER')).toBe(
      true,
    );
    expect(['A', 'B', 'E', 'H'].every((letter) => CIF_CONTROL_FORM[letter] === 'DIGIT')).toBe(true);
    expect(['C', 'D', 'F', 'G', 'J', 'U', 'V'].every((letter) => CIF_CONTROL_FORM[letter] === 'EITHER')).toBe(
      true,
    );
  });

  it('normalises and reports the CIF key', () => {
    expect(cifSchema.parse('b-85626240')).toBe('B85626240');
    expect(messagesOf(cifSchema.safeParse('B85626241'))).toEqual(['domain.validation.invalidCif']);
  });

  const validCif = fc
    .tuple(fc.constantFrom(...Object.keys(CIF_CONTROL_FORM)), digitString(7), fc.boolean())
    .map(([organisation, digits, preferLetter]) => {
      const control = cifControlValue(digits);
      const form = CIF_CONTROL_FORM[organisation];
      const asLetter = form === 'LETTER' || (form === 'EITHER' && preferLetter);
      return `${organisation}${digits}${asLetter ? CIF_CONTROL_LETTERS[control] : control}`;
    });

  it('property: every generated CIF passes', () => {
    fc.assert(fc.property(validCif, (cif) => isValidCif(cif)));
  });

  // Covers the 7 digits and the control character, replaced by any other character of 0-9/A-Z, except the control's
  // own other form when the letter accepts either (C1234567 + 4 or D). The organisation letter is outside the
  // checksum, so swapping it for another letter of the same control form is undetectable and not covered.
  it('property: any substitution in the digits or control fails', () => {
    const corrupted = validCif.chain((cif) => {
      const control = cifControlValue(cif.slice(1, 8));
      const equivalents = [String(control), CIF_CONTROL_LETTERS[control]];
      return substitutionOf(
        cif,
        range(1, 9),
        UPPER_ALPHANUMERIC,
        (s) => !(s.position === 8 && equivalents.includes(s.replacement)),
      ).map((substitution) => applySubstitution(cif, substitution));
    });
    fc.assert(fc.property(corrupted, (cif) => !isValidCif(cif)));
  });

  it('property: every single-digit substitution changes the control value', () => {
    fc.assert(
      fc.property(
        digitString(7),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...DIGITS),
        (digits, index, digit) => {
          fc.pre(digits[index] !== digit);
          const changed = `${digits.slice(0, index)}${digit}${digits.slice(index + 1)}`;
          return cifControlValue(changed) !== cifControlValue(digits);
        },
      ),
    );
  });
});

describe('passport or other document (our policy: 3-20 letters or digits)', () => {
  it.each([
    ['AB123456', true],
    ['X12', true],
    ['A'.repeat(20), true],
    ['AB', false],
    ['A'.repeat(21), false],
    ['AB_123', false],
  ])('%s -> %s', (value, valid) => {
    expect(isValidPassport(value)).toBe(valid);
  });

  it('normalises spaces and case', () => {
    expect(passportSchema.parse(' ab 123 456 ')).toBe('AB123456');
  });
});

describe('fiscal id dispatching on document type', () => {
  it.each([
    ['DNI', '12345678Z', true],
    ['DNI', 'K1234567L', true],
    ['DNI', 'X1234567L', false],
    ['NIE', 'X1234567L', true],
    ['NIE', '12345678Z', false],
    ['CIF', 'B85626240', true],
    ['CIF', '12345678Z', false],
    ['PASSPORT', 'PAB123456', true],
    ['PASSPORT', 'P!', false],
  ] as const)('%s %s -> %s', (documentType, fiscalId, valid) => {
    expect(isValidFiscalId(documentType, fiscalId)).toBe(valid);
  });

  it('answers the normalised id and reports the failure on fiscalId with the required message', () => {
    expect(fiscalIdentitySchema.parse({ documentType: 'DNI', fiscalId: '12345678z' })).toEqual({
      documentType: 'DNI',
      fiscalId: '12345678Z',
    });
    const dni = fiscalIdentitySchema.safeParse({ documentType: 'DNI', fiscalId: '12345678A' });
    expect(dni.error?.issues).toMatchObject([
      { path: ['fiscalId'], message: 'domain.validation.invalidDniNie' },
    ]);
    const nie = fiscalIdentitySchema.safeParse({ documentType: 'NIE', fiscalId: 'X1234567T' });
    expect(nie.error?.issues).toMatchObject([
      { path: ['fiscalId'], message: 'domain.validation.invalidDniNie' },
    ]);
    const cif = fiscalIdentitySchema.safeParse({ documentType: 'CIF', fiscalId: 'A5881850A' });
    expect(cif.error?.issues).toMatchObject([
      { path: ['fiscalId'], message: 'domain.validation.invalidCif' },
    ]);
    const unknownType = fiscalIdentitySchema.safeParse({ documentType: 'VISA', fiscalId: '12345678Z' });
    expect(unknownType.error?.issues).toMatchObject([
      { path: ['documentType'], message: 'domain.validation.invalidOption' },
    ]);
  });

  it('detects the Spanish type of a bare fiscal id (the server check)', () => {
    expect(spanishDocumentTypeOf('12345678z')).toBe('DNI');
    expect(spanishDocumentTypeOf('X1234567L')).toBe('NIE');
    expect(spanishDocumentTypeOf('B85626240')).toBe('CIF');
    expect(spanishDocumentTypeOf('B85626241')).toBeNull();
    expect(messagesOf(spanishFiscalIdSchema.safeParse('B85626241'))).toEqual([
      'domain.validation.invalidDocument',
    ]);
  });
});
