import { type Kysely, sql, type Transaction } from 'kysely';
import type { Subscription } from '../../schema/rest/customers';
import type { Database } from '../db/database-schema';

/** These subscriptions as the REST contract shows them, in the order of `ids` (no scope check: callers did it). */
export async function loadSubscriptions(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<Subscription[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .selectAll('s')
    .select([
      'c.name as customer_name',
      'c.first_surname as customer_first_surname',
      'c.second_surname as customer_second_surname',
      sql<string | null>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_day'),
      sql<string | null>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_day'),
      sql<
        string[]
      >`coalesce((select jsonb_agg(b.id order by b.id) from subscriptions b where b.shared_subscription_id = s.id), '[]'::jsonb)`.as(
        'base_subscriptions',
      ),
    ])
    .where('s.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        subscriptionId: row.id,
        brandId: row.brand_id,
        channelId: row.channel_id,
        lineNumber: row.line_number,
        fiscalId: row.fiscal_id,
        customerId: row.customer_id,
        customerName: row.customer_name,
        customerFirstSurname: row.customer_first_surname,
        customerLastSurname: row.customer_second_surname,
        productId: row.product_id,
        productName: row.product_name,
        alias: row.alias,
        contract: row.contract,
        status: row.status,
        startDate: row.start_day,
        endDate: row.end_day,
        installationAddress: row.installation_address,
        finalPrice: row.final_price_cents,
        family: row.family,
        fixedNumber: row.fixed_number,
        icc: row.icc,
        iccService: row.icc_service,
        carrier: row.carrier,
        eSim: row.esim,
        eSimEmail: row.esim_email,
        donorOperator: row.donor_operator,
        technology: row.technology,
        optionals: row.optionals.map((optional) => ({
          productId: optional.productId,
          name: optional.name,
          price: optional.priceCents,
        })),
        baseSubscriptions: row.base_subscriptions,
        sharedSubscriptionId: row.shared_subscription_id,
        headerSubscriptionId: row.header_subscription_id,
        convergentSubscriptionId: row.convergent_subscription_id,
        created: row.created_at.toISOString(),
        modified: row.modified_at.toISOString(),
      },
    ];
  });
}
