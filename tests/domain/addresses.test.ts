import { describe, expect, it } from 'vitest';
import { provinceOfPostalCode } from '../../schema/domain/provinces';
import {
  isValidPostalCode,
  postalCodeInProvinceSchema,
  postalCodeIsInProvince,
  postalCodeSchema,
  postalCodeWithProvinceSchema,
} from '../../schema/domain/validators/postal-code';
import { provinceCodeSchema } from '../../schema/domain/validators/province-code';

describe('postal codes (5 digits, province 01-52)', () => {
  it.each([
    ['08220', true],
    ['28001', true],
    ['01001', true],
    ['52001', true],
    ['35001', true],
    ['53001', false],
    ['00123', false],
    ['99999', false],
    ['0822', false],
    ['082200', false],
    ['A8220', false],
  ])('%s -> %s', (postalCode, valid) => {
    expect(isValidPostalCode(postalCode)).toBe(valid);
  });

  it('names the province of a postal code', () => {
    expect(provinceOfPostalCode('08220')?.name).toBe('Barcelona');
    expect(provinceOfPostalCode('51001')?.name).toBe('Ceuta');
  });

  it.each([
    ['08220', '08', true],
    ['08220', '28', false],
    ['28013', '28', true],
    ['07001', '07', true],
    ['53001', '28', false],
  ] as const)('%s in province %s -> %s', (postalCode, province, valid) => {
    expect(postalCodeIsInProvince(postalCode, province)).toBe(valid);
    expect(postalCodeInProvinceSchema(province).safeParse(postalCode).success).toBe(valid);
  });

  it('reports the required messages by key', () => {
    expect(postalCodeSchema.safeParse('53001').error?.issues[0]?.message).toBe(
      'domain.validation.invalidPostalCode',
    );
    expect(postalCodeSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(postalCodeInProvinceSchema('28').safeParse('08220').error?.issues[0]?.message).toBe(
      'domain.validation.postalCodeNotInProvince',
    );
    expect(provinceCodeSchema.safeParse('53').error?.issues[0]?.message).toBe(
      'domain.validation.invalidProvince',
    );
  });

  it('checks an address: a mismatch lands on postalCode, a bad province on province', () => {
    expect(postalCodeWithProvinceSchema.safeParse({ postalCode: '08220', province: '08' }).success).toBe(
      true,
    );
    expect(
      postalCodeWithProvinceSchema.safeParse({ postalCode: '08220', province: '28' }).error?.issues,
    ).toMatchObject([{ path: ['postalCode'], message: 'domain.validation.postalCodeNotInProvince' }]);
    expect(
      postalCodeWithProvinceSchema.safeParse({ postalCode: '08220', province: '99' }).error?.issues,
    ).toMatchObject([{ path: ['province'], message: 'domain.validation.invalidProvince' }]);
  });
});
