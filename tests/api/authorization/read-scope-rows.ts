import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import type { ScopeRows } from './scope-case';

const BRAND = '2020001';
const SUB_CHANNEL = '2020001002';

/** The rows the customer, portability and channel cases need. */
export async function readScopeRows(db: Kysely<Database>): Promise<ScopeRows> {
  const firstCustomer = async (channel: string) =>
    (
      await db
        .selectFrom('customers')
        .select('fiscal_id')
        .where('channel_id', '=', channel)
        .orderBy('fiscal_id')
        .executeTakeFirstOrThrow()
    ).fiscal_id;
  const firstLine = async (channel: string) =>
    (
      await db
        .selectFrom('subscriptions')
        .select('line_number')
        .where('channel_id', '=', channel)
        .orderBy('line_number')
        .executeTakeFirstOrThrow()
    ).line_number;
  const portability = (channel: string, status: 'CANCELED' | 'PENDING_CANCELATION') =>
    db
      .selectFrom('portabilities')
      .select(['id', 'mobile_number'])
      .where('channel_id', '=', channel)
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const brandPortability = await portability(BRAND, 'CANCELED');
  const subPortability = await portability(SUB_CHANNEL, 'PENDING_CANCELATION');
  const subManager = await db
    .selectFrom('users')
    .select('email')
    .where('channel_id', '=', SUB_CHANNEL)
    .where('role', '=', 'MANAGER')
    .where('status', '=', 'ACTIVE')
    .orderBy('email')
    .executeTakeFirstOrThrow();
  const brandCustomer = await firstCustomer(BRAND);
  const { email } = await db
    .selectFrom('customers')
    .select('email')
    .where('fiscal_id', '=', brandCustomer)
    .executeTakeFirstOrThrow();
  if (!email) throw new Error(`demo customer ${brandCustomer} has no e-mail`);
  return {
    brandCustomer,
    brandCustomerEmail: email,
    subCustomer: await firstCustomer(SUB_CHANNEL),
    brandLine: await firstLine(BRAND),
    subLine: await firstLine(SUB_CHANNEL),
    brandPortabilityId: brandPortability.id,
    brandPortabilityLine: brandPortability.mobile_number,
    subPortabilityId: subPortability.id,
    subPortabilityLine: subPortability.mobile_number,
    brandUser: 'agent@demo.test',
    subManager: subManager.email,
  };
}
