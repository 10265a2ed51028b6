import { z } from 'zod';
import { electricityTariffSchema, energyStudySchema } from '../domain/energy/energy-study-schema';
import { taxTerritorySchema } from '../domain/taxes';
import { defineEndpoint } from './endpoint';

/** The body of a new study: the domain's schema, the same the console's form checks with. */
export const energyStudyBody = energyStudySchema;

const cents = z.number().int();

/** What a supply costs over some days, term by term (schema/domain/energy/energy-costs.ts). */
const costBreakdownSchema = z.object({
  energyCents: cents,
  fixedCents: cents,
  specialTaxCents: cents,
  indirectTaxCents: cents,
  totalCents: cents,
});

const costEstimateSchema = z.object({
  billingPeriod: costBreakdownSchema,
  annual: costBreakdownSchema,
  monthlyCents: cents,
});

/** One catalogue product priced for the study's consumption; a negative saving costs more than today. */
const energyOfferSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  family: z.enum(['ELECTRICITY', 'GAS']),
  annual: costBreakdownSchema,
  monthlyCents: cents,
  annualCents: cents,
  monthlySavingCents: cents,
  annualSavingCents: cents,
});

const energyComparisonSchema = z.object({
  /** The indirect tax of the supply's postal code today, percent. */
  taxTerritory: taxTerritorySchema,
  taxRate: z.number(),
  /** The electricity tax, percent of the power and energy terms. */
  electricityTaxRate: z.number(),
  current: z.object({ electricity: costEstimateSchema, gas: costEstimateSchema.nullable() }),
  /** Electricity first, then gas; cheapest first within each. */
  offers: z.array(energyOfferSchema),
});

const gasAnswerSchema = z.object({
  billingDays: z.number(),
  consumptionKwh: z.number(),
  energyPrice: z.number(),
  fixedPrice: z.number(),
});

export const energyStudySummarySchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  cups: z.string(),
  postalCode: z.string(),
  customerFiscalId: z.string().nullable(),
  tariff: electricityTariffSchema,
  createdBy: z.string(),
  created: z.string(),
});
export type EnergyStudySummary = z.infer<typeof energyStudySummarySchema>;

export const energyStudyDetailSchema = energyStudySummarySchema.extend({
  billingDays: z.number(),
  powerKw: z.array(z.number()),
  consumptionKwh: z.array(z.number()),
  energyPrices: z.array(z.number()),
  powerPrices: z.array(z.number()),
  gas: gasAnswerSchema.nullable(),
  comparison: energyComparisonSchema,
});
export type EnergyStudyDetail = z.infer<typeof energyStudyDetailSchema>;

export const listEnergyStudiesQuery = z.object({
  /** Part of the CUPS or the customer's fiscal id. */
  search: z.string().trim().max(32).optional(),
});

/** The number of studies the list answers, newest first. */
export const ENERGY_STUDIES_LIST_LIMIT = 20;

const STUDY_EXAMPLE: z.input<typeof energyStudyBody> = {
  cups: 'ES0021000000000000RC0F',
  postalCode: '28013',
  customerFiscalId: '12345678Z',
  tariff: '2.0TD',
  billingDays: 30,
  powerKw: [4.6, 4.6],
  consumptionKwh: [60, 55, 120],
  energyPrices: [0.18, 0.14, 0.11],
  powerPrices: [0.09, 0.01],
  gas: { billingDays: 60, consumptionKwh: 900, energyPrice: 0.07, fixedPrice: 0.3 },
};

/** The energy study (docs/energy.md): agents and above, scoped to the caller's channel subtree. */
export const energyEndpoints = {
  listEnergyStudies: defineEndpoint({
    id: 'listEnergyStudies',
    method: 'GET',
    path: '/energy-studies',
    summary:
      "The latest energy studies of the caller's channel subtree, newest first, by part of CUPS or fiscal id",
    access: 'agent',
    query: listEnergyStudiesQuery,
    queryExample: { search: '12345678Z' },
    response: z.object({ items: z.array(energyStudySummarySchema) }),
  }),
  createEnergyStudy: defineEndpoint({
    id: 'createEnergyStudy',
    method: 'POST',
    path: '/energy-studies',
    summary:
      "Saves a study of a customer's electricity (and gas) bill in the caller's current channel and answers it compared with the brand's energy products",
    access: 'agent',
    body: energyStudyBody,
    bodyExample: STUDY_EXAMPLE,
    response: energyStudyDetailSchema,
  }),
  getEnergyStudy: defineEndpoint({
    id: 'getEnergyStudy',
    method: 'GET',
    path: '/energy-studies/:id',
    summary: "One study of the caller's channel subtree compared with its brand's current energy products",
    access: 'agent',
    response: energyStudyDetailSchema,
    errors: ['NOT_FOUND'],
  }),
};
