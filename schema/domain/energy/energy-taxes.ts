/**
 * The special taxes of an energy bill (docs/energy.md "Taxes"). Indirect tax (IVA, IGIC, IPSI) comes from
 * schema/domain/taxes.ts by the supply's postal code.
 */
export const ELECTRICITY_TAX = {
  /** Impuesto especial sobre la electricidad: percent of the power and energy terms. */
  ratePercent: 5.11269632,
  /** The tax is never below 1 euro per MWh consumed (0.5 for industrial uses, which a study does not cover). */
  minimumCentsPerKwh: 0.1,
  source: 'Ley 38/1992 de Impuestos Especiales, art. 99',
} as const;

export const GAS_HYDROCARBON_TAX = {
  /** Natural gas for uses other than fuel: 0.65 euros per GJ, 0.00234 euros per kWh. */
  centsPerKwh: 0.234,
  source: 'Ley 38/1992 de Impuestos Especiales, art. 50, epígrafe 1.10',
} as const;

/** Days of the year the annual estimate covers; a month is a twelfth of it. */
export const DAYS_PER_YEAR = 365;
