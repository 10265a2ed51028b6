import type { Kysely } from 'kysely';
import type { FinancialRiskScore } from '../../schema/rest/customer-risk-documents';
import type { Database } from '../db/database-schema';

/** The customer's newest financial-risk score as the contract shows it, or null. */
export async function loadLatestScore(
  db: Kysely<Database>,
  customerId: string,
): Promise<FinancialRiskScore | null> {
  const row = await db
    .selectFrom('financial_risk_scores')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('scored_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    bureauScoreId: row.bureau_score_id,
    scoredAt: row.scored_at.toISOString(),
    rank: row.score_rank,
    defaultProbabilityBasisPoints: row.default_probability_basis_points,
    opinion: row.opinion,
    fraudster: row.fraudster,
    defaulter: row.defaulter,
    companyInfo: row.company_info,
  };
}
