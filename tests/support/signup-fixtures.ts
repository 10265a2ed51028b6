import { randomUUID } from 'node:crypto';
import { cifControlValue } from '../../schema/domain/validators/cif';
import { dniControlLetter } from '../../schema/domain/validators/dni';
import { EXAMPLE_DOCUMENT_PNG, type SignupIntroInput } from '../../schema/rest/signup';

/** Fresh idempotency keys. */
export const newKey = (): string => randomUUID();

/** A valid DNI for a number (tests use numbers no seed produces, 90000000 and up). */
export function testDni(n: number): string {
  const digits = String(90_000_000 + n).padStart(8, '0');
  return `${digits}${dniControlLetter(digits)}`;
}

export function testCif(n: number): string {
  const digits = String(9_000_000 + n).padStart(7, '0');
  return `B${digits}${cifControlValue(digits)}`;
}

/** A valid CUPS for a number: ES, 16 digits, the two mod-529 control letters. */
export function testCups(n: number): string {
  const digits = String(1_234_000_000_000_000n + BigInt(n)).padStart(16, '0');
  const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
  const remainder = Number(BigInt(digits) % 529n);
  return `ES${digits}${letters[Math.floor(remainder / 23)]}${letters[remainder % 23]}`;
}

export const MADRID_ADDRESS = {
  street: 'Calle de Alcalá',
  number: '12',
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
} as const;

export const BARCELONA_ADDRESS = {
  street: 'Carrer de Balmes',
  number: '100',
  postalCode: '08008',
  province: '08',
  city: 'Barcelona',
} as const;

export const PNG_DOCUMENT = EXAMPLE_DOCUMENT_PNG;
export const PDF_DOCUMENT = Buffer.from('%PDF-1.4\n%test\n').toString('base64');

/** The intro of a residential customer (person n), with overrides per part. */
export function residentialIntro(n: number, overrides: Partial<SignupIntroInput> = {}): SignupIntroInput {
  return {
    customer: {
      documentType: 'DNI',
      fiscalId: testDni(n),
      customerType: 'RESIDENTIAL',
      name: 'Lucía',
      firstSurname: 'Martín',
      secondSurname: 'Pardo',
      birthDate: '01/02/1990',
    },
    contact: { email: `cliente${n}@example.com`, mobileNumber: '612345678' },
    address: MADRID_ADDRESS,
    familyTab: 'MOBILE',
    verificationType: 'MANUAL',
    ...overrides,
  };
}

export function companyIntro(n: number, overrides: Partial<SignupIntroInput> = {}): SignupIntroInput {
  return residentialIntro(n, {
    customer: {
      documentType: 'CIF',
      fiscalId: testCif(n),
      customerType: 'COMPANY',
      name: 'Talleres Martín S.L.',
      company: {
        companyName: 'Talleres Martín S.L.',
        constitutionDate: '15/03/2010',
        representative: {
          documentType: 'DNI',
          document: testDni(n + 5000),
          name: 'Jorge',
          firstSurname: 'Martín',
          birthDate: '10/10/1975',
        },
      },
    },
    ...overrides,
  });
}

/** The four identity documents a company shows (two of them for a person). */
export function documents(kinds: readonly ('FRONT' | 'BACK' | 'DEEDS' | 'POWERS')[] = ['FRONT', 'BACK']) {
  return kinds.map((kind) => ({
    kind,
    mimeType: kind === 'DEEDS' || kind === 'POWERS' ? 'application/pdf' : 'image/png',
    content: kind === 'DEEDS' || kind === 'POWERS' ? PDF_DOCUMENT : PNG_DOCUMENT,
  }));
}
