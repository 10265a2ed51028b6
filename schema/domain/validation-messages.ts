/**
 * The i18n keys the domain validators report as messages (locales/<language>/domain.json, namespace `domain`).
 * Keys with parameters are raised as custom issues whose `params` hold the values the translation interpolates.
 */
export const DOMAIN_VALIDATION_MESSAGES = {
  invalidDni: 'domain.validation.invalidDni',
  invalidNie: 'domain.validation.invalidNie',
  invalidDniNie: 'domain.validation.invalidDniNie',
  invalidCif: 'domain.validation.invalidCif',
  invalidPassport: 'domain.validation.invalidPassport',
  invalidDocument: 'domain.validation.invalidDocument',
  ibanLength: 'domain.validation.ibanLength',
  invalidIban: 'domain.validation.invalidIban',
  invalidBic: 'domain.validation.invalidBic',
  invalidIcc: 'domain.validation.invalidIcc',
  iccForeignIssuer: 'domain.validation.iccForeignIssuer',
  invalidMobile: 'domain.validation.invalidMobile',
  invalidFixed: 'domain.validation.invalidFixed',
  fixedNotInProvince: 'domain.validation.fixedNotInProvince',
  invalidProvince: 'domain.validation.invalidProvince',
  invalidPostalCode: 'domain.validation.invalidPostalCode',
  postalCodeNotInProvince: 'domain.validation.postalCodeNotInProvince',
  invalidSpn: 'domain.validation.invalidSpn',
  invalidDate: 'domain.validation.invalidDate',
  legalAge: 'domain.validation.legalAge',
  outOfRange: 'domain.validation.outOfRange',
  integer: 'domain.validation.integer',
  float: 'domain.validation.float',
  pattern: 'domain.validation.pattern',
  alphabetic: 'domain.validation.alphabetic',
  url: 'domain.validation.url',
  minLength: 'domain.validation.minLength',
  maxLength: 'domain.validation.maxLength',
  minValue: 'domain.validation.minValue',
  maxValue: 'domain.validation.maxValue',
  minItems: 'domain.validation.minItems',
  maxItems: 'domain.validation.maxItems',
  exactLength: 'domain.validation.exactLength',
  codeCharacters: 'domain.validation.codeCharacters',
  invalidSepaCreditorId: 'domain.validation.invalidSepaCreditorId',
  invalidSepaMandateReference: 'domain.validation.invalidSepaMandateReference',
  invalidSeriesPrefix: 'domain.validation.invalidSeriesPrefix',
  invalidOption: 'domain.validation.invalidOption',
  invalidCups: 'domain.validation.invalidCups',
  nullCharacter: 'domain.validation.nullCharacter',
} as const;
export type DomainValidationMessage =
  (typeof DOMAIN_VALIDATION_MESSAGES)[keyof typeof DOMAIN_VALIDATION_MESSAGES];

/** The shared "required" message, owned by the `validation` namespace the login form already uses. */
export const REQUIRED_MESSAGE = 'validation.required';
