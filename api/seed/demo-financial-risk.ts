import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { creditBureauQueryOf } from '../financial-risk/credit-bureau-query-of';
import { financialRiskQueryPrice } from '../financial-risk/financial-risk-query-price';
import { loadScorableCustomer, storeScore } from '../financial-risk/score-customer';
import { ApiError } from '../http/api-error';
import { createEmbeddedCreditBureau } from '../providers/credit-bureau/embedded-credit-bureau';

const SCORED_AT = new Date('2025-12-15T10:00:00.000Z');
/** A one-page PDF's opening bytes: enough for a download to be recognisably a PDF. */
const CONTRACT_CONTENT = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n% Contrato de servicios (demo)\n').toString('base64')}`;
const PER_BRAND = 5;

/**
 * For the first customers (by fiscal id) of each brand's own channel: a signed services contract as a custom
 * document, and a financial-risk score with its charge when the embedded bureau has one (deterministic).
 */
export async function seedDemoFinancialRisk(
  db: Kysely<Database>,
): Promise<{ documents: number; scores: number }> {
  const bureau = createEmbeddedCreditBureau();
  const brands = await db.selectFrom('brands').select('id').where('id', '<>', '0').orderBy('id').execute();
  let documents = 0;
  let scores = 0;
  for (const brand of brands) {
    const customers = await db
      .selectFrom('customers')
      .select('id')
      .where('brand_id', '=', brand.id)
      .where('channel_id', '=', brand.id)
      .orderBy('fiscal_id')
      .limit(PER_BRAND)
      .execute();
    for (const { id } of customers) {
      const taken = await db
        .selectFrom('customer_documents')
        .select('id')
        .where('customer_id', '=', id)
        .where('title', '=', 'Contrato de servicios')
        .executeTakeFirst();
      if (!taken) {
        await db
          .insertInto('customer_documents')
          .values({
            customer_id: id,
            document_type: 'CONTRACT',
            name: 'contrato-servicios.pdf',
            title: 'Contrato de servicios',
            content: CONTRACT_CONTENT,
            created_at: SCORED_AT,
          })
          .execute();
        documents += 1;
      }
      const customer = await loadScorableCustomer(db, id);
      let result: Awaited<ReturnType<typeof bureau.score>>;
      try {
        result = await bureau.score(creditBureauQueryOf(customer));
      } catch (error) {
        if (error instanceof ApiError) continue; // not enough data to be scored: left unscored
        throw error;
      }
      if (!result) continue;
      const charge = await financialRiskQueryPrice(db, customer, SCORED_AT);
      await storeScore(db, customer, result, charge, { at: SCORED_AT, userId: null });
      scores += 1;
    }
  }
  return { documents, scores };
}
