import type { Kysely } from 'kysely';
import { addCalendarDays, isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { type ApplicableTax, taxFor } from '../../schema/domain/taxes';
import type { Database } from '../db/database-schema';
import { brandPaymentTermsDays } from './brand-payment-terms';

/** Postal code of a customer without one (or with one that is not Spanish): billed with the peninsula's tax. */
const FALLBACK_POSTAL_CODE = '28001';

export type CustomerInvoicing = {
  customerId: string;
  brandId: string;
  channelId: string;
  fiscalId: string;
  tax: ApplicableTax;
  paymentTermsDays: number;
  /** YYYY-MM-DD, Madrid calendar. */
  issueDate: string;
  dueDate: string;
};

function taxOfPostalCode(postalCode: string | null, day: string): ApplicableTax {
  try {
    return taxFor(postalCode ?? FALLBACK_POSTAL_CODE, day);
  } catch {
    return taxFor(FALLBACK_POSTAL_CODE, day);
  }
}

/**
 * What a document issued for the customer `now` carries: the tax of the territory of the customer's postal code on
 * the Madrid issue date, and the due date that many days of the brand's payment terms later.
 */
export async function customerInvoicing(
  db: Kysely<Database>,
  customerId: string,
  now: Date,
): Promise<CustomerInvoicing> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'brand_id', 'channel_id', 'fiscal_id', 'postal_code'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const today = madridCalendarDate(now);
  const issueDate = isoDateOf(today);
  const paymentTermsDays = await brandPaymentTermsDays(db, customer.brand_id);
  return {
    customerId: customer.id,
    brandId: customer.brand_id,
    channelId: customer.channel_id,
    fiscalId: customer.fiscal_id,
    tax: taxOfPostalCode(customer.postal_code, issueDate),
    paymentTermsDays,
    issueDate,
    dueDate: isoDateOf(addCalendarDays(today, paymentTermsDays)),
  };
}
