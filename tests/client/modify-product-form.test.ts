import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formDateOf,
  type ModifyProductFormValues,
  modifyProductFormSchema,
} from '../../client/features/modify-product/modify-product-form-schema';
import { extendDateFormSchema } from '../../client/features/temporal-subscriptions/extend-date-form-schema';
import { decodeFieldMessage } from '../../client/ui/form/field-message';

const values = (overrides: Partial<ModifyProductFormValues> = {}): ModifyProductFormValues => ({
  alias: ' Oficina ',
  productName: 'Móvil Ilimitado',
  finalPrice: '19,99',
  startDate: '01/06/2026',
  endDate: '31/12/2026',
  ...overrides,
});

/** The form's message keys by field, as react-hook-form would show them. */
function problems(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return Object.fromEntries(
    issues.map((issue) => [issue.path.join('.'), decodeFieldMessage(issue.message).key]),
  );
}

/** The text of a "namespace.path" key in one language's catalogue, or undefined. */
function translation(language: string, key: string): unknown {
  const [namespace, ...path] = key.split('.');
  const catalogue: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8'),
  );
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    catalogue,
  );
}

describe("the modify-product form's rules (modifySubscription's, prices typed in euros)", () => {
  const withStart = modifyProductFormSchema({ startRequired: true });
  const withoutStart = modifyProductFormSchema({ startRequired: false });

  it('answers the api input: the price in cents, the typed dates, an empty end date as null', () => {
    expect(withStart.parse(values())).toEqual({
      alias: ' Oficina ',
      productName: 'Móvil Ilimitado',
      finalPrice: 1999,
      startDate: '01/06/2026',
      endDate: '31/12/2026',
    });
    expect(withStart.parse(values({ finalPrice: '0', endDate: '  ' }))).toMatchObject({
      finalPrice: 0,
      endDate: null,
    });
    expect(withStart.parse(values({ finalPrice: '7.5' })).finalPrice).toBe(750);
    // An item with no start date yet may keep none: nothing is sent for it.
    expect(withoutStart.parse(values({ startDate: '' })).startDate).toBeNull();
  });

  it('refuses a price below 0, with more than two decimals, not a number, or above 100,000 EUR', () => {
    for (const price of ['-1', '9,999', 'nueve', '100000,01', '1e3']) {
      expect(problems(withStart, values({ finalPrice: price })), price).toEqual({
        finalPrice: 'modifyProduct.form.invalidPrice',
      });
    }
    expect(problems(withStart, values({ finalPrice: ' ' }))).toEqual({ finalPrice: 'validation.required' });
    expect(withStart.parse(values({ finalPrice: '100000' })).finalPrice).toBe(10_000_000);
  });

  it('refuses dates that are not DD/MM/YYYY calendar dates, and an end on or before the start', () => {
    expect(problems(withStart, values({ startDate: '2026-06-01', endDate: '31/02/2027' }))).toEqual({
      startDate: 'domain.validation.invalidDate',
      endDate: 'domain.validation.invalidDate',
    });
    expect(problems(withStart, values({ endDate: '01/06/2026' }))).toEqual({
      endDate: 'modifyProduct.form.endNotAfterStart',
    });
    expect(problems(withStart, values({ endDate: '31/05/2026' }))).toEqual({
      endDate: 'modifyProduct.form.endNotAfterStart',
    });
    expect(problems(withStart, values({ startDate: '' }))).toEqual({ startDate: 'validation.required' });
  });

  it('says every problem at its field in one pass', () => {
    expect(
      problems(
        withStart,
        values({ alias: 'x'.repeat(61), productName: ' ', finalPrice: '-2', endDate: '1/1/27' }),
      ),
    ).toEqual({
      alias: 'domain.validation.maxLength',
      productName: 'validation.required',
      finalPrice: 'modifyProduct.form.invalidPrice',
      endDate: 'domain.validation.invalidDate',
    });
  });

  it('shows stored dates as they are typed', () => {
    expect(formDateOf('2027-01-31')).toBe('31/01/2027');
    expect(formDateOf(null)).toBe('');
  });
});

describe("the extend dialog's rule (the api's: after today and after the current end)", () => {
  const schema = extendDateFormSchema({ today: '2026-11-27', currentEndDate: '2026-12-05' });

  it('takes a later real date, as typed', () => {
    expect(schema.parse({ endDate: ' 06/12/2026 ' })).toEqual({ endDate: '06/12/2026' });
  });

  it('refuses today, the current end, an earlier date, a bad format and nothing', () => {
    expect(problems(schema, { endDate: '05/12/2026' })).toEqual({
      endDate: 'temporalSubscriptions.extend.notAfterCurrentEnd',
    });
    expect(problems(schema, { endDate: '27/11/2026' })).toEqual({
      endDate: 'temporalSubscriptions.extend.notAfterToday',
    });
    const ended = extendDateFormSchema({ today: '2026-11-27', currentEndDate: '2026-11-20' });
    expect(problems(ended, { endDate: '25/11/2026' })).toEqual({
      endDate: 'temporalSubscriptions.extend.notAfterToday',
    });
    expect(ended.parse({ endDate: '28/11/2026' })).toEqual({ endDate: '28/11/2026' });
    expect(problems(schema, { endDate: '2026-12-31' })).toEqual({ endDate: 'domain.validation.invalidDate' });
    expect(problems(schema, { endDate: '' })).toEqual({ endDate: 'validation.required' });
  });
});

describe('every message of these forms is written in the four languages', () => {
  const keys = [
    'modifyProduct.form.invalidPrice',
    'modifyProduct.form.endNotAfterStart',
    'temporalSubscriptions.extend.notAfterToday',
    'temporalSubscriptions.extend.notAfterCurrentEnd',
    'domain.validation.invalidDate',
    'validation.required',
    'errors.END_DATE_NOT_LATER',
    'errors.SUBSCRIPTION_NOT_TEMPORAL',
  ];
  it.each(['es', 'ca', 'en', 'br'])('%s', (language) => {
    for (const key of keys) {
      const text = translation(language, key);
      expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
    }
    // The four catalogues say different things, not the Spanish text copied.
    if (language !== 'es') {
      expect(translation(language, 'modifyProduct.form.invalidPrice')).not.toBe(
        translation('es', 'modifyProduct.form.invalidPrice'),
      );
    }
  });
});
