import { z } from 'zod';
import { type ProvinceCode, provinceOfPostalCode } from '../provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { provinceCodeSchema } from './province-code';
import { requiredText } from './required-text';

/** A Spanish postal code: 5 digits whose first two are a province code 01-52 (00 and 53-99 do not exist). */
export function isValidPostalCode(value: string): boolean {
  return provinceOfPostalCode(value) !== undefined;
}

/** Whether a postal code lies in the province with this INE code. */
export function postalCodeIsInProvince(postalCode: string, provinceCode: ProvinceCode): boolean {
  return provinceOfPostalCode(postalCode)?.code === provinceCode;
}

export const postalCodeSchema = requiredText().refine(isValidPostalCode, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidPostalCode,
});

/** A postal code that must lie in a province known when the schema is built (e.g. the coverage province). */
export function postalCodeInProvinceSchema(provinceCode: ProvinceCode) {
  return postalCodeSchema.refine((value) => postalCodeIsInProvince(value, provinceCode), {
    error: DOMAIN_VALIDATION_MESSAGES.postalCodeNotInProvince,
  });
}

/**
 * The check of an address object whose postal code must lie in its province (an object schema's `.check`): a
 * mismatch is reported on `postalCode`.
 */
export function checkPostalCodeInProvince(
  ctx: z.core.ParsePayload<{ postalCode: string; province: ProvinceCode }>,
) {
  const { postalCode, province } = ctx.value;
  if (!postalCodeIsInProvince(postalCode, province)) {
    ctx.issues.push({
      code: 'custom',
      message: DOMAIN_VALIDATION_MESSAGES.postalCodeNotInProvince,
      input: postalCode,
      path: ['postalCode'],
    });
  }
}

/** Postal code and province of one address: a mismatch is reported on `postalCode`. */
export const postalCodeWithProvinceSchema = z
  .object({ postalCode: postalCodeSchema, province: provinceCodeSchema })
  .check(checkPostalCodeInProvince);
