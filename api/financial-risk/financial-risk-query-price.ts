import type { Kysely } from 'kysely';
import {
  DEFAULT_FINANCIAL_RISK_QUERY_COST,
  type FinancialRiskQueryCharge,
  financialRiskQueryCharge,
} from '../../schema/domain/financial-risk-query-cost';
import { brandFinancialRiskSchema } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';

/**
 * Where a customer without a postal code is taxed: the peninsula (IVA). Only companies can be scored without one,
 * and their tax territory is then unknown to us; IVA is the general case.
 */
const PENINSULA_POSTAL_CODE = '28001';

/**
 * What a financial-risk query for this customer costs when it returns a result: the brand's configured cost
 * (brand settings group `financialRisk`, else 1 euro) plus the tax of the customer's postal code on that date.
 */
export async function financialRiskQueryPrice(
  db: Kysely<Database>,
  customer: { brand_id: string; postal_code: string | null },
  at: Date,
): Promise<FinancialRiskQueryCharge> {
  const config = await db
    .selectFrom('brand_config')
    .select('settings')
    .where('brand_id', '=', customer.brand_id)
    .executeTakeFirst();
  const stored = brandFinancialRiskSchema.safeParse(
    (config?.settings as Record<string, unknown> | undefined)?.financialRisk,
  );
  const cost = stored.success ? stored.data.queryCostCents : DEFAULT_FINANCIAL_RISK_QUERY_COST;
  return financialRiskQueryCharge(cost, {
    resultReturned: true,
    billingPostalCode: customer.postal_code ?? PENINSULA_POSTAL_CODE,
    at,
  });
}
