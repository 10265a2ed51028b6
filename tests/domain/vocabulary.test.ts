import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../schema/domain/validation-messages';
import { CONTACT_TYPES } from '../../schema/domain/vocabulary/contact';
import { DOMAIN_LISTS, domainLabelKey } from '../../schema/domain/vocabulary/domain-lists';
import { ORDER_STATUSES, orderStatusSchema } from '../../schema/domain/vocabulary/order';
import { PROCESS_TYPES } from '../../schema/domain/vocabulary/process';
import { PRODUCT_FAMILIES } from '../../schema/domain/vocabulary/product';
import { SHIPMENT_LIST_STATUSES, SHIPMENT_STATUSES } from '../../schema/domain/vocabulary/shipment';
import {
  SUBSCRIPTION_STATUSES,
  subscriptionStatusFromProvider,
} from '../../schema/domain/vocabulary/subscription';

const LANGUAGES = ['es', 'ca', 'en', 'br'] as const;
type Catalogue = Record<string, Record<string, string>>;

function domainCatalogue(language: string): Catalogue {
  return JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${language}/domain.json`), 'utf8'));
}

function lookup(key: string): (string | undefined)[] {
  const [namespace, group, entry] = key.split('.');
  return LANGUAGES.map((language) => {
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, `../../locales/${language}/${namespace}.json`), 'utf8'),
    );
    return entry === undefined ? file[group ?? ''] : file[group ?? '']?.[entry];
  });
}

describe('domain vocabulary', () => {
  it('has the required sizes', () => {
    expect(ORDER_STATUSES).toHaveLength(22);
    expect(PROCESS_TYPES).toHaveLength(10);
    expect(PRODUCT_FAMILIES).toHaveLength(15);
    expect(CONTACT_TYPES).toHaveLength(15);
    expect(SHIPMENT_STATUSES).toHaveLength(12);
    expect(SHIPMENT_LIST_STATUSES).toEqual(['PENDING_LOGISTIC', 'PENDING_DOCS', 'SHIPPED']);
  });

  it('has no duplicates and SCREAMING_SNAKE values (contact types and technologies keep the required spelling)', () => {
    for (const [name, values] of Object.entries(DOMAIN_LISTS)) {
      expect(new Set(values).size, name).toBe(values.length);
      if (name === 'contactType' || name === 'technology') continue;
      for (const value of values) expect(value, name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('answers i18n keys from its zod enums', () => {
    expect(orderStatusSchema.parse('PENDING_PROVIDER')).toBe('PENDING_PROVIDER');
    expect(orderStatusSchema.safeParse('SHIPPED').error?.issues[0]?.message).toBe(
      'domain.validation.invalidOption',
    );
    expect(domainLabelKey('orderStatus', 'PENDING_PROVIDER')).toBe('domain.orderStatus.PENDING_PROVIDER');
  });

  it('stores an unreported subscription status as UNKNOWN', () => {
    expect(SUBSCRIPTION_STATUSES).toContain('UNKNOWN');
    expect(subscriptionStatusFromProvider(undefined)).toBe('UNKNOWN');
    expect(subscriptionStatusFromProvider(null)).toBe('UNKNOWN');
    expect(subscriptionStatusFromProvider('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(subscriptionStatusFromProvider('ACTIVE')).toBe('ACTIVE');
  });
});

describe('locales/*/domain.json', () => {
  const catalogues = LANGUAGES.map(domainCatalogue);

  it('labels every value of every list, and nothing else, in all four languages', () => {
    for (const [index, catalogue] of catalogues.entries()) {
      for (const [name, values] of Object.entries(DOMAIN_LISTS)) {
        expect(Object.keys(catalogue[name] ?? {}), `${LANGUAGES[index]} ${name}`).toEqual([...values]);
        for (const value of values)
          expect(catalogue[name]?.[value]?.trim(), `${LANGUAGES[index]} ${name}.${value}`).toBeTruthy();
      }
    }
  });

  it('has exactly the same keys in all four languages', () => {
    const keysOf = (catalogue: Catalogue) =>
      Object.entries(catalogue).flatMap(([group, entries]) =>
        Object.keys(entries).map((key) => `${group}.${key}`),
      );
    const reference = keysOf(catalogues[0] ?? {}).sort();
    for (const catalogue of catalogues) expect(keysOf(catalogue).sort()).toEqual(reference);
    const groups = Object.keys(catalogues[0] ?? {}).filter(
      (group) => group !== 'validation' && group !== 'businessHours',
    );
    expect(groups.sort()).toEqual(Object.keys(DOMAIN_LISTS).sort());
  });

  it('translates every message a domain validator reports, with the same placeholders', () => {
    for (const key of [...Object.values(DOMAIN_VALIDATION_MESSAGES), REQUIRED_MESSAGE]) {
      const texts = lookup(key);
      for (const [index, text] of texts.entries())
        expect(text?.trim(), `${LANGUAGES[index]} ${key}`).toBeTruthy();
      const placeholders = texts.map((text) => (text?.match(/\{\{\w+\}\}/g) ?? []).sort().join());
      expect(new Set(placeholders).size, key).toBe(1);
    }
    const validationKeys = Object.keys(catalogues[0]?.validation ?? {}).map(
      (key) => `domain.validation.${key}`,
    );
    expect(validationKeys.sort()).toEqual(Object.values(DOMAIN_VALIDATION_MESSAGES).sort());
  });

  it('keeps the required texts', () => {
    const [es, , en] = catalogues;
    expect(es?.validation?.invalidIcc).toBe('Icc inválida');
    expect(es?.validation?.invalidIban).toBe('IBAN inválido');
    expect(en?.validation?.invalidDniNie).toBe('Invalid DNI/NIE number');
    expect(en?.validation?.invalidDocument).toBe('Invalid document');
    expect(en?.validation?.invalidSpn).toBe('Invalid SPN');
    expect(es?.contractStatus?.COMPLETED).toBe('Firmado');
  });
});
