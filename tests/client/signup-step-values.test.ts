import { describe, expect, it } from 'vitest';
import { addressFormValuesOf, addressRequestOf } from '../../client/features/signup/address-values';
import {
  emptyIntroValues,
  introFormSchema,
  introRequestOf,
} from '../../client/features/signup/steps/intro-values';
import {
  linesFormSchema,
  linesValuesOf,
  orderLinesOf,
} from '../../client/features/signup/steps/lines-values';
import type { SignupOrderFieldsFragment } from '../../client/generated/graphql';
import { MADRID_ADDRESS } from './address-fixture';

function intro(change: (values: ReturnType<typeof emptyIntroValues>) => void = () => {}) {
  const values = emptyIntroValues();
  values.customer.fiscalId = '12345678Z';
  values.customer.name = 'Lucía';
  values.customer.firstSurname = 'Martín';
  values.customer.birthDate = '01/02/1990';
  values.contact = { email: 'lucia@example.com', mobileNumber: '612345678' };
  values.address = addressFormValuesOf(MADRID_ADDRESS);
  change(values);
  return values;
}

async function issuesOf(values: ReturnType<typeof emptyIntroValues>) {
  const result = await introFormSchema.safeParseAsync(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe("the intro's values as the api takes them", () => {
  it('sends a person without company extras and a company without a person’s fields', () => {
    const person = introRequestOf(intro());
    expect(person.customer.company).toBeUndefined();
    expect(person.customer.birthDate).toBe('01/02/1990');
    const company = introRequestOf(
      intro((values) => {
        values.customer.customerType = 'COMPANY';
        values.customer.documentType = 'CIF';
        values.customer.fiscalId = 'B12345674';
        values.customer.name = 'Talleres Soler SL';
      }),
    );
    expect(company.customer.birthDate).toBeUndefined();
    expect(company.customer.firstSurname).toBeUndefined();
    expect(company.customer.company).toEqual({
      companyName: 'Talleres Soler SL',
      constitutionDate: undefined,
      representative: undefined,
    });
  });

  it('is accepted when right, and each rule refuses on the field the form shows', async () => {
    expect(await issuesOf(intro())).toEqual({});
    const wrong = await issuesOf(
      intro((values) => {
        values.customer.fiscalId = '12345678A';
        values.customer.birthDate = '01/02/2020';
        values.contact.mobileNumber = '512345678';
        values.contact.email = 'lucia@';
        values.address.postalCode = '08001';
      }),
    );
    expect(wrong).toMatchObject({
      'customer.fiscalId': 'domain.validation.invalidDniNie',
      'customer.birthDate': 'domain.validation.legalAge',
      'contact.mobileNumber': 'domain.validation.invalidMobile',
      'address.postalCode': 'domain.validation.postalCodeNotInProvince',
    });
    expect(wrong['contact.email']).toBeTruthy();
  });

  it('asks a company for its CIF and a person for a surname', async () => {
    const issues = await issuesOf(
      intro((values) => {
        values.customer.customerType = 'COMPANY';
        values.customer.documentType = 'DNI';
      }),
    );
    expect(issues['customer.documentType']).toBe('domain.validation.invalidOption');
    const noSurname = await issuesOf(
      intro((values) => {
        values.customer.firstSurname = '';
      }),
    );
    expect(noSurname['customer.firstSurname']).toBe('validation.required');
  });
});

describe('an address in the form and in the request', () => {
  it('leaves blank optional fields out and reads a typed coordinate with a decimal comma', () => {
    const request = addressRequestOf({
      ...addressFormValuesOf(MADRID_ADDRESS),
      latitude: '40,4168',
      floor: ' ',
    });
    expect(request).toEqual({
      street: 'Gran Vía',
      number: '12',
      postalCode: '28013',
      province: '28',
      city: 'Madrid',
      latitude: 40.4168,
    });
  });
});

function orderWith(
  products: { position: number; productId: string; name: string; family: string }[],
  items: { productId: string; lines: number }[],
): SignupOrderFieldsFragment {
  return {
    id: 'order-1',
    email: 'lucia@example.com',
    products: products.map((product) => ({ ...product, id: `row-${product.position}`, priceCents: 1000 })),
    signup: {
      address: MADRID_ADDRESS,
      products: items.map((item) => ({ ...item, optionalProductIds: [] })),
      lines: [],
      shippingAddress: null,
    },
  } as unknown as SignupOrderFieldsFragment;
}

describe('the lines of an order and what each one sends', () => {
  const order = orderWith(
    [
      { position: 1, productId: 'mobile', name: 'Móvil 30 GB', family: 'MOBILE' },
      { position: 2, productId: 'mobile', name: 'Móvil 30 GB', family: 'MOBILE' },
      { position: 3, productId: 'bonus', name: 'Bono Internacional', family: 'INTERNATIONAL' },
      { position: 4, productId: 'power', name: 'Luz Tarifa Estable', family: 'ELECTRICITY' },
    ],
    [
      { productId: 'mobile', lines: 2 },
      { productId: 'power', lines: 1 },
    ],
  );
  const lines = orderLinesOf(order);

  it('repeats a product for its lines and leaves its optionals out', () => {
    expect(lines.map((line) => [line.position, line.family])).toEqual([
      [1, 'MOBILE'],
      [2, 'MOBILE'],
      [4, 'ELECTRICITY'],
    ]);
  });

  it('sends only the parts a line’s family uses, and refuses a bad ICC and CUPS on their fields', async () => {
    const coverage = addressFormValuesOf(MADRID_ADDRESS);
    const schema = linesFormSchema(lines, coverage, false);
    const values = linesValuesOf(order, lines);
    const [first, second, third] = values.lines;
    if (!first || !second || !third) throw new Error('three lines');
    first.sim = { kind: 'ESIM', icc: '', email: 'lucia@example.com' };
    second.sim = { kind: 'ICC', icc: '8934071234567890123', email: '' };
    third.supplyPoint.cups = 'ES0021000000000000AA';
    const refused = await schema.safeParseAsync(values);
    expect(refused.success).toBe(false);
    const paths = refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['lines.1.sim.icc', 'lines.2.supplyPoint.cups']));

    second.sim = { kind: 'ESIM', icc: '', email: 'lucia@example.com' };
    third.supplyPoint.cups = 'ES0021000000000000RC';
    const accepted = await schema.safeParseAsync(values);
    if (!accepted.success) throw new Error(JSON.stringify(accepted.error.issues));
    const [mobile, , power] = accepted.data.lines;
    expect(mobile).toEqual({
      position: 1,
      mobileNumber: { mode: 'NEW' },
      sim: { kind: 'ESIM', email: 'lucia@example.com' },
    });
    expect(power?.supplyPoint?.cups).toBe('ES0021000000000000RC');
    expect(power?.installationAddress?.postalCode).toBe('28013');
    expect(power?.mobileNumber).toBeUndefined();
  });
});
