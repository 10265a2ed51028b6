import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';

const BRAND = '2020001';
const SUB_CHANNEL = '2020001002';

/** Demo rows the dashboard and search cases name: live lines and customers with an e-mail, per channel. */
export type DashboardSearchScopeRows = {
  brandLine: string;
  subLine: string;
  brandCustomerId: string;
  brandCustomerEmail: string;
  subCustomerId: string;
  subCustomerFiscalId: string;
};

export async function readDashboardSearchScopeRows(db: Kysely<Database>): Promise<DashboardSearchScopeRows> {
  const line = async (channel: string) =>
    (
      await db
        .selectFrom('subscriptions')
        .select('line_number')
        .where('channel_id', '=', channel)
        .where('status', '<>', 'TERMINATED')
        .orderBy('line_number')
        .executeTakeFirstOrThrow()
    ).line_number;
  const customer = (channel: string) =>
    db
      .selectFrom('customers')
      .select(['id', 'fiscal_id', 'email'])
      .where('channel_id', '=', channel)
      .where('email', 'is not', null)
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
  const brandCustomer = await customer(BRAND);
  const subCustomer = await customer(SUB_CHANNEL);
  return {
    brandLine: await line(BRAND),
    subLine: await line(SUB_CHANNEL),
    brandCustomerId: brandCustomer.id,
    brandCustomerEmail: brandCustomer.email ?? '',
    subCustomerId: subCustomer.id,
    subCustomerFiscalId: subCustomer.fiscal_id,
  };
}
