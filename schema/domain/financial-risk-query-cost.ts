import { z } from 'zod';
import type { Cents } from './money';
import { grossCents, type TaxTerritory, taxCents, taxFor } from './taxes';
import { DOMAIN_VALIDATION_MESSAGES } from './validation-messages';

/** The two query cost variants, in net cents: 1 euro plus tax or 3 euros plus tax. */
export const FINANCIAL_RISK_QUERY_COSTS = [100, 300] as const;

/** A brand's configured financial-risk query cost: one of the two variants, as net cents. */
export const financialRiskQueryCostSchema = z.literal(FINANCIAL_RISK_QUERY_COSTS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type FinancialRiskQueryCost = z.infer<typeof financialRiskQueryCostSchema>;

export const DEFAULT_FINANCIAL_RISK_QUERY_COST: FinancialRiskQueryCost = 100;

export type FinancialRiskQueryCharge = {
  charged: boolean;
  netCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  territory: TaxTerritory;
  rate: number;
};

/**
 * What a financial-risk query costs the brand: nothing when the bureau returned no result,
 * otherwise the configured net amount plus the tax of the brand's billing postal code on the query date.
 */
export function financialRiskQueryCharge(
  cost: FinancialRiskQueryCost,
  query: { resultReturned: boolean; billingPostalCode: string; at: Date },
): FinancialRiskQueryCharge {
  const { territory, rate } = taxFor(query.billingPostalCode, query.at);
  if (!query.resultReturned) {
    return { charged: false, netCents: 0, taxCents: 0, totalCents: 0, territory, rate };
  }
  return {
    charged: true,
    netCents: cost,
    taxCents: taxCents(cost, rate),
    totalCents: grossCents(cost, rate),
    territory,
    rate,
  };
}
