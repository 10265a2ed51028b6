import { z } from 'zod';
import { fixedPrefixesOf, type ProvinceCode, provinceByCode } from '../provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { normalizePhoneNumber } from './phone-number';
import { provinceCodeSchema } from './province-code';
import { requiredText } from './required-text';

/** A fixed number: 9 digits starting with 8 or 9. */
export function isValidFixedNumber(value: string): boolean {
  return /^[89]\d{8}$/.test(value);
}

/** Whether a fixed number begins with a geographic prefix of the province (9xx or its 8xx mirror). */
export function fixedNumberIsInProvince(value: string, provinceCode: ProvinceCode): boolean {
  const province = provinceByCode(provinceCode);
  if (!province || !isValidFixedNumber(value)) return false;
  return fixedPrefixesOf(province).some((prefix) => value.startsWith(prefix));
}

export const fixedNumberSchema = requiredText(normalizePhoneNumber).refine(isValidFixedNumber, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidFixed,
  abort: true,
});

/**
 * A fixed number for the fixed family: when the coverage province is known it must begin with one of that
 * province's prefixes; without one, only the general rule applies (docs/domain-rules.md "Lines, numbers and addresses").
 */
export function fixedNumberForProvinceSchema(provinceCode: ProvinceCode | null | undefined) {
  if (!provinceCode) return fixedNumberSchema;
  return fixedNumberSchema.refine((value) => fixedNumberIsInProvince(value, provinceCode), {
    error: DOMAIN_VALIDATION_MESSAGES.fixedNotInProvince,
  });
}

/** Fixed number and coverage province of one form: a prefix from another province is reported on `fixedNumber`. */
export const fixedNumberWithProvinceSchema = z
  .object({ fixedNumber: fixedNumberSchema, province: provinceCodeSchema.nullish() })
  .check((ctx) => {
    const { fixedNumber, province } = ctx.value;
    if (province && !fixedNumberIsInProvince(fixedNumber, province)) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.fixedNotInProvince,
        input: fixedNumber,
        path: ['fixedNumber'],
      });
    }
  });
