import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { FinancialRiskQueryCharge } from '../../schema/domain/financial-risk-query-cost';
import type { scoreCustomerResponse } from '../../schema/rest/customer-risk-documents';
import { findCustomerInScope } from '../customers/customer-detail';
import type { Database } from '../db/database-schema';
import type { CreditBureau, CreditBureauScore } from '../providers/credit-bureau/credit-bureau';
import { creditBureauQueryOf, type ScorableCustomer } from './credit-bureau-query-of';
import { financialRiskQueryPrice } from './financial-risk-query-price';
import { loadLatestScore } from './load-latest-score';

type ScoreCustomerAnswer = z.infer<typeof scoreCustomerResponse>;

/** The stored customer with what the bureau needs; birth date as YYYY-MM-DD. */
export function loadScorableCustomer(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('customers')
    .select([
      'id',
      'brand_id',
      'channel_id',
      'fiscal_id',
      'customer_type',
      'name',
      'first_surname',
      'second_surname',
      'postal_code',
      'company_name',
      'representative_document_type',
      'representative_document',
      'representative_name',
      'representative_first_surname',
      'representative_second_surname',
      'credit_opinion',
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_day'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow() satisfies Promise<ScorableCustomer>;
}

export function chargeView(charge: FinancialRiskQueryCharge) {
  return {
    netCents: charge.netCents,
    taxCents: charge.taxCents,
    totalCents: charge.totalCents,
    taxTerritory: charge.territory,
    taxRate: charge.rate,
  };
}

/**
 * Stores a bureau result: the score (history kept), its charge and the customer's new credit opinion. Run inside a
 * transaction; the customer row is locked so concurrent scores leave the opinion of the one stored last.
 */
export async function storeScore(
  trx: Kysely<Database>,
  customer: { id: string; brand_id: string; channel_id: string },
  result: CreditBureauScore,
  charge: FinancialRiskQueryCharge,
  { at, userId }: { at: Date; userId: string | null },
): Promise<void> {
  await trx.selectFrom('customers').select('id').where('id', '=', customer.id).forUpdate().execute();
  const score = await trx
    .insertInto('financial_risk_scores')
    .values({
      customer_id: customer.id,
      brand_id: customer.brand_id,
      channel_id: customer.channel_id,
      bureau_score_id: result.scoreId,
      score_rank: result.rank,
      default_probability_basis_points: result.defaultProbabilityBasisPoints,
      opinion: result.opinion,
      fraudster: result.fraudster,
      defaulter: result.defaulter,
      company_info: result.companyInfo ? JSON.stringify(result.companyInfo) : null,
      requested_by: userId,
      scored_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('financial_risk_charges')
    .values({
      score_id: score.id,
      customer_id: customer.id,
      brand_id: customer.brand_id,
      net_cents: charge.netCents,
      tax_territory: charge.territory,
      tax_rate_basis_points: Math.round(charge.rate * 100),
      tax_cents: charge.taxCents,
      total_cents: charge.totalCents,
      charged_at: at,
    })
    .execute();
  await trx
    .updateTable('customers')
    // greatest: a score stored with an earlier date (the demo seed) never moves the modified marker back.
    .set({
      credit_opinion: result.opinion,
      credit_opinion_at: at,
      modified_at: sql`greatest(modified_at, ${at})`,
    })
    .where('id', '=', customer.id)
    .execute();
}

/**
 * POST /customer/score (docs/rest-api.md): required data first (422, nothing asked or written), then the
 * bureau; no result is not charged and writes nothing; a result stores the score, its charge and the customer's
 * new credit opinion in one transaction. The bureau is asked outside the transaction so no row lock waits on it.
 */
export async function scoreCustomer(
  db: Kysely<Database>,
  bureau: CreditBureau,
  caller: { channelId: string; userId: string },
  request: { fiscalId: string; brandId?: string | undefined },
  now: () => Date = () => new Date(),
): Promise<ScoreCustomerAnswer> {
  const id = await findCustomerInScope(db, caller.channelId, request.fiscalId, request.brandId);
  const customer = await loadScorableCustomer(db, id);
  const result = await bureau.score(creditBureauQueryOf(customer));
  if (!result) return { result: 'NO_RESULT', charged: false };

  const at = now();
  const charge = await financialRiskQueryPrice(db, customer, at);
  await db
    .transaction()
    .execute((trx) => storeScore(trx, { ...customer, id }, result, charge, { at, userId: caller.userId }));
  const score = await loadLatestScore(db, id);
  if (!score) throw new Error('The score just stored is missing');
  return {
    result: 'SCORED',
    charged: true,
    chargeCents: charge.totalCents,
    charge: chargeView(charge),
    score,
  };
}
