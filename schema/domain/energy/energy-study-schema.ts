import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../validation-messages';
import { cupsSchema } from '../validators/cups';
import { normalizeDocumentNumber } from '../validators/document-number';
import { spanishDocumentTypeOf } from '../validators/fiscal-id';
import { floatSchema } from '../validators/float';
import { postalCodeSchema } from '../validators/postal-code';
import { ELECTRICITY_TARIFFS, TARIFF_20TD_MAX_POWER_KW, TARIFF_PERIODS } from './electricity-tariffs';

/** The energy study's own rule messages (locales/<language>/energy.json); ranges reuse the domain's. */
export const ENERGY_VALIDATION_MESSAGES = {
  decimals: 'energy.validation.decimals',
  periodCount: 'energy.validation.periodCount',
  powerOrder: 'energy.validation.powerOrder',
  power20TdMax: 'energy.validation.power20TdMax',
  power30TdMin: 'energy.validation.power30TdMin',
} as const;

/** Whether a number has at most `decimals` digits after the point (binary noise of a typed decimal forgiven). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

/**
 * A quantity typed in a form (point or decimal comma) or sent as a number: within [min, max] and with at most
 * `decimals` decimals, as a bill prints it.
 */
function quantitySchema(min: number, max: number, decimals: number) {
  return floatSchema.pipe(
    z.number().check((ctx) => {
      if (ctx.value < min || ctx.value > max) {
        ctx.issues.push({
          code: 'custom',
          message: DOMAIN_VALIDATION_MESSAGES.outOfRange,
          input: ctx.value,
          params: { min, max },
        });
      } else if (!hasAtMostDecimals(ctx.value, decimals)) {
        ctx.issues.push({
          code: 'custom',
          message: ENERGY_VALIDATION_MESSAGES.decimals,
          input: ctx.value,
          params: { max: decimals },
        });
      }
    }),
  );
}

/** Contracted power of one period, kW with watts' precision. */
const contractedPowerSchema = quantitySchema(0.1, 1000, 3);
/** Energy consumed in one period of the bill, kWh. */
const consumptionSchema = quantitySchema(0, 1_000_000, 2);
/** A price per kWh, or per kW and day, in euros, to the millionth as tariffs are published. */
export const unitPriceSchema = quantitySchema(0, 5, 6);
/** The fixed term of a gas bill, euros per day. */
export const gasFixedPriceSchema = quantitySchema(0, 50, 6);
/** Days the bill covers: a whole number from one day to a year. */
const billingDaysSchema = floatSchema.pipe(
  z.number().check((ctx) => {
    if (!Number.isInteger(ctx.value)) {
      ctx.issues.push({ code: 'custom', message: DOMAIN_VALIDATION_MESSAGES.integer, input: ctx.value });
    } else if (ctx.value < 1 || ctx.value > 366) {
      ctx.issues.push({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.outOfRange,
        input: ctx.value,
        params: { min: 1, max: 366 },
      });
    }
  }),
);

export const electricityTariffSchema = z.enum(ELECTRICITY_TARIFFS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});

/** The customer's fiscal id when the agent knows it (passed on to the signup wizard); '' for none. */
const studyFiscalIdSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .max(32)
  .overwrite(normalizeDocumentNumber)
  .refine((value) => value === '' || spanishDocumentTypeOf(value) !== null, {
    error: DOMAIN_VALIDATION_MESSAGES.invalidDocument,
  });

/** The gas bill of the same home, when the customer has one: its days, kWh and current prices. */
const gasSupplySchema = z.object({
  billingDays: billingDaysSchema,
  consumptionKwh: consumptionSchema,
  energyPrice: unitPriceSchema,
  fixedPrice: gasFixedPriceSchema,
});

/**
 * What the agent reads from the customer's last electricity bill (docs/energy.md): the supply point, its access
 * tariff, the contracted power per power period, the kWh per energy period over `billingDays`, and the prices the
 * customer pays now; optionally the gas bill. The lists must have as many periods as the tariff bills, and the
 * powers follow the tariff's rules (2.0TD at most 15 kW; 3.0TD above 15 kW and never lower than the period before).
 */
export const energyStudySchema = z
  .object({
    cups: z.string({ error: REQUIRED_MESSAGE }).max(32).pipe(cupsSchema),
    postalCode: z.string({ error: REQUIRED_MESSAGE }).max(10).pipe(postalCodeSchema),
    customerFiscalId: studyFiscalIdSchema,
    tariff: electricityTariffSchema,
    billingDays: billingDaysSchema,
    powerKw: z.array(contractedPowerSchema).max(6),
    consumptionKwh: z.array(consumptionSchema).max(6),
    energyPrices: z.array(unitPriceSchema).max(6),
    powerPrices: z.array(unitPriceSchema).max(6),
    gas: gasSupplySchema.nullable(),
  })
  .check((ctx) => {
    const study = ctx.value;
    const periods = TARIFF_PERIODS[study.tariff];
    const lists = [
      ['powerKw', periods.power],
      ['powerPrices', periods.power],
      ['consumptionKwh', periods.energy],
      ['energyPrices', periods.energy],
    ] as const;
    for (const [field, count] of lists) {
      if (study[field].length !== count) {
        ctx.issues.push({
          code: 'custom',
          message: ENERGY_VALIDATION_MESSAGES.periodCount,
          input: study[field],
          path: [field],
          params: { count },
        });
      }
    }
    if (study.powerKw.length === periods.power) checkContractedPowers(ctx, study.tariff, study.powerKw);
  });
export type EnergyStudy = z.output<typeof energyStudySchema>;
export type GasSupply = z.output<typeof gasSupplySchema>;

function checkContractedPowers(
  ctx: z.core.ParsePayload<{ tariff: (typeof ELECTRICITY_TARIFFS)[number]; powerKw: number[] }>,
  tariff: (typeof ELECTRICITY_TARIFFS)[number],
  powers: readonly number[],
): void {
  const report = (index: number, message: string, params: Record<string, number>) =>
    ctx.issues.push({ code: 'custom', message, input: powers[index], path: ['powerKw', index], params });
  if (tariff === '2.0TD') {
    powers.forEach((power, index) => {
      if (power > TARIFF_20TD_MAX_POWER_KW) {
        report(index, ENERGY_VALIDATION_MESSAGES.power20TdMax, { max: TARIFF_20TD_MAX_POWER_KW });
      }
    });
    return;
  }
  for (let index = 1; index < powers.length; index += 1) {
    if ((powers[index] ?? 0) < (powers[index - 1] ?? 0)) {
      report(index, ENERGY_VALIDATION_MESSAGES.powerOrder, { previous: index });
    }
  }
  const last = powers.length - 1;
  if (last >= 0 && Math.max(...powers) <= TARIFF_20TD_MAX_POWER_KW) {
    report(last, ENERGY_VALIDATION_MESSAGES.power30TdMin, { min: TARIFF_20TD_MAX_POWER_KW });
  }
}
