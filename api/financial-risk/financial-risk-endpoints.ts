import type { Kysely } from 'kysely';
import { customerRiskDocumentEndpoints } from '../../schema/rest/customer-risk-documents';
import { findCustomerInScope } from '../customers/customer-detail';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import type { CreditBureau } from '../providers/credit-bureau/credit-bureau';
import { createEmbeddedCreditBureau } from '../providers/credit-bureau/embedded-credit-bureau';
import { financialRiskQueryPrice } from './financial-risk-query-price';
import { loadLatestScore } from './load-latest-score';
import { chargeView, loadScorableCustomer, scoreCustomer } from './score-customer';

/** Financial-risk scoring of a customer in the caller's scope; the embedded bureau unless one is given. */
export function createFinancialRiskEndpoints({
  db,
  bureau = createEmbeddedCreditBureau(),
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  bureau?: CreditBureau;
  clock?: () => Date;
}) {
  return [
    implement(customerRiskDocumentEndpoints.scoreCustomer, ({ caller, body }) =>
      scoreCustomer(db, bureau, { channelId: caller.user.channel_id, userId: caller.user.id }, body, clock),
    ),
    implement(customerRiskDocumentEndpoints.getCustomerScore, async ({ caller, query }) => {
      const id = await findCustomerInScope(db, caller.user.channel_id, query.fiscalId, query.brandId);
      const customer = await loadScorableCustomer(db, id);
      return {
        score: await loadLatestScore(db, id),
        creditOpinion: customer.credit_opinion,
        queryCost: chargeView(await financialRiskQueryPrice(db, customer, clock())),
      };
    }),
  ];
}
