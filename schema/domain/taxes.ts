import { z } from 'zod';
import { isoDateOf, madridCalendarDate } from './madrid-clock';
import { type Cents, divideRoundingHalfAwayFromZero } from './money';
import { provinceOfPostalCode } from './provinces';
import { DOMAIN_VALIDATION_MESSAGES } from './validation-messages';

/** Indirect-tax territories by service address (docs/domain-rules.md "Taxes and money"): peninsula and Balearics, Canaries, Ceuta, Melilla. */
export const TAX_TERRITORIES = ['IVA', 'IGIC', 'IPSI_CEUTA', 'IPSI_MELILLA'] as const;
export const taxTerritorySchema = z.enum(TAX_TERRITORIES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type TaxTerritory = z.infer<typeof taxTerritorySchema>;

/** A general rate in percent, valid from a date (YYYY-MM-DD, Madrid calendar) until a later row replaces it. */
export type DatedTaxRate = { territory: TaxTerritory; rate: number; validFrom: string; source: string };

/**
 * The rates this product applies, as dated data: a change is a new row with its start date,
 * never an edit of an old one, so past documents keep their rate.
 */
export const TAX_RATES: readonly DatedTaxRate[] = [
  { territory: 'IVA', rate: 18, validFrom: '2010-07-01', source: 'Ley 26/2009, art. 79' },
  { territory: 'IVA', rate: 21, validFrom: '2012-09-01', source: 'Real Decreto-ley 20/2012, art. 23' },
  { territory: 'IGIC', rate: 7, validFrom: '2012-07-01', source: 'Ley 4/2012 de Canarias, general rate' },
  // IPSI rates are set by each city's ordinance; these are the required figures, from the start of our data.
  { territory: 'IPSI_CEUTA', rate: 10, validFrom: '2000-01-01', source: 'required rate' },
  { territory: 'IPSI_MELILLA', rate: 8, validFrom: '2000-01-01', source: 'required rate' },
];

/** The tax territory of a service postal code: 35 and 38 IGIC, 51 IPSI Ceuta, 52 IPSI Melilla, the rest IVA. */
export function taxTerritoryOf(postalCode: string): TaxTerritory {
  const province = provinceOfPostalCode(postalCode);
  if (!province) throw new RangeError(`Not a Spanish postal code: ${postalCode}`);
  switch (province.code) {
    case '35':
    case '38':
      return 'IGIC';
    case '51':
      return 'IPSI_CEUTA';
    case '52':
      return 'IPSI_MELILLA';
    default:
      return 'IVA';
  }
}

export type ApplicableTax = { territory: TaxTerritory; rate: number };

/**
 * The tax that applies to a service at `postalCode` on `date` (an instant, read on the Madrid calendar, or a
 * YYYY-MM-DD date): the latest rate of the territory that started on or before that date.
 */
export function taxFor(
  postalCode: string,
  date: Date | string,
  rates: readonly DatedTaxRate[] = TAX_RATES,
): ApplicableTax {
  const territory = taxTerritoryOf(postalCode);
  const day = typeof date === 'string' ? date : isoDateOf(madridCalendarDate(date));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  let applicable: DatedTaxRate | undefined;
  for (const row of rates) {
    if (
      row.territory === territory &&
      row.validFrom <= day &&
      (!applicable || row.validFrom > applicable.validFrom)
    ) {
      applicable = row;
    }
  }
  if (!applicable) throw new RangeError(`No ${territory} rate known on ${day}`);
  return { territory, rate: applicable.rate };
}

/** The tax on a net amount at a percent rate, in whole cents rounded half away from zero (credit notes are negative). */
export function taxCents(netCents: Cents, rate: number): Cents {
  if (!Number.isSafeInteger(netCents)) throw new RangeError('Amounts are integer cents');
  // Rates are whole basis points (21% = 2100), so the product stays an exact integer.
  const basisPoints = Math.round(rate * 100);
  return divideRoundingHalfAwayFromZero(netCents * basisPoints, 10_000);
}

/** Net plus its tax, in cents. */
export function grossCents(netCents: Cents, rate: number): Cents {
  return netCents + taxCents(netCents, rate);
}
