import { z } from 'zod';
import { type ElectricityTariff, TARIFF_PERIODS } from '../../../schema/domain/energy/electricity-tariffs';
import {
  electricityTariffSchema,
  energyStudySchema,
} from '../../../schema/domain/energy/energy-study-schema';

/** What the study form holds while it is typed: numbers as text (decimal comma or point), gas behind a box. */
export type EnergyFormValues = {
  cups: string;
  postalCode: string;
  customerFiscalId: string;
  tariff: ElectricityTariff;
  billingDays: string;
  powerKw: string[];
  powerPrices: string[];
  consumptionKwh: string[];
  energyPrices: string[];
  hasGas: boolean;
  gas: { billingDays: string; consumptionKwh: string; energyPrice: string; fixedPrice: string };
};

const text = z.string();

/**
 * The form's schema: the study's own rules (schema/domain/energy), the same the api applies, run on the typed text;
 * the gas bill counts only when its box is ticked. Field paths are the form's, so each message lands on its input.
 */
export const energyFormSchema = z
  .object({
    cups: text,
    postalCode: text,
    customerFiscalId: text,
    tariff: electricityTariffSchema,
    billingDays: text,
    powerKw: z.array(text),
    powerPrices: z.array(text),
    consumptionKwh: z.array(text),
    energyPrices: z.array(text),
    hasGas: z.boolean(),
    gas: z.object({ billingDays: text, consumptionKwh: text, energyPrice: text, fixedPrice: text }),
  })
  .transform(
    ({ hasGas, gas, ...study }): z.input<typeof energyStudySchema> => ({
      ...study,
      gas: hasGas ? gas : null,
    }),
  )
  .pipe(energyStudySchema);

/** A list resized to the tariff's number of periods, keeping what was typed in the periods both have. */
export function resizedToPeriods(values: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => values[index] ?? '');
}

export function emptyEnergyForm(tariff: ElectricityTariff = '2.0TD'): EnergyFormValues {
  const { energy, power } = TARIFF_PERIODS[tariff];
  return {
    cups: '',
    postalCode: '',
    customerFiscalId: '',
    tariff,
    billingDays: '',
    powerKw: resizedToPeriods([], power),
    powerPrices: resizedToPeriods([], power),
    consumptionKwh: resizedToPeriods([], energy),
    energyPrices: resizedToPeriods([], energy),
    hasGas: false,
    gas: { billingDays: '', consumptionKwh: '', energyPrice: '', fixedPrice: '' },
  };
}
