import type { Kysely } from 'kysely';
import { customerEndpoints } from '../../schema/rest/customers';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEstimatedCount } from '../pagination/estimated-count';
import { listBrandProducts } from '../products/list-brand-products';
import { listSubscriptions } from '../subscriptions/list-subscriptions';
import { findCustomerInScope, loadCustomerDetail } from './customer-detail';
import { listCustomers } from './list-customers';
import { updateCustomer } from './update-customer';
import { markSepaMandateSigned, updatePaymentMethod } from './update-payment-method';

/** Customers, subscriptions and the brand catalogue; every read and write scoped to the caller's current channel. */
export function createCustomerEndpoints({
  db,
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  clock?: () => Date;
}) {
  const estimatedCount = createEstimatedCount();
  return [
    implement(customerEndpoints.listCustomers, ({ caller, query }) =>
      listCustomers(db, estimatedCount, caller.user.channel_id, query),
    ),
    implement(customerEndpoints.getCustomer, async ({ caller, query }) =>
      loadCustomerDetail(
        db,
        await findCustomerInScope(db, caller.user.channel_id, query.fiscalId, query.brandId),
      ),
    ),
    implement(customerEndpoints.putCustomer, ({ caller, body }) =>
      updateCustomer(db, caller.user.channel_id, body),
    ),
    implement(customerEndpoints.putCustomerPaymentMethod, ({ caller, body }) =>
      updatePaymentMethod(db, caller.user.channel_id, body),
    ),
    implement(customerEndpoints.putCustomerSepaSigned, ({ caller, body }) =>
      markSepaMandateSigned(db, caller.user.channel_id, body),
    ),
    implement(customerEndpoints.listSubscriptions, ({ caller, query }) =>
      listSubscriptions(db, estimatedCount, caller.user.channel_id, query, clock()),
    ),
    implement(customerEndpoints.listBrandProducts, ({ caller, query }) =>
      listBrandProducts(db, caller.user.channel_id, query),
    ),
  ];
}
