import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import type { signupIntroSchema } from '../../schema/rest/signup';
import { companyColumns } from '../customers/company-columns';
import { findCustomerInScope } from '../customers/customer-detail';
import type { CustomerRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { SellingChannel } from './selling-channel';

type Intro = z.infer<typeof signupIntroSchema>;

async function customerInScope(
  db: Kysely<Database>,
  scopeChannel: string,
  fiscalId: string,
  brandId: string,
): Promise<CustomerRow | null> {
  try {
    const id = await findCustomerInScope(db, scopeChannel, fiscalId, brandId, { forUpdate: true });
    return await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The intro's customer: the brand's customer with that document in the caller's scope, reused as stored (its
 * type must agree with the intro's answer: 422 CUSTOMER_TYPE_MISMATCH), or a new one in the selling channel with
 * the intro's data, the coverage address and the contact. A document the brand already holds outside the caller's
 * scope can be neither read nor duplicated: 409 CUSTOMER_NOT_IN_SCOPE.
 */
export async function findOrCreateSignupCustomer(
  db: Kysely<Database>,
  scopeChannel: string,
  selling: SellingChannel,
  intro: Intro,
  now: Date,
): Promise<CustomerRow> {
  const { customer, contact, address } = intro;
  const existing = await customerInScope(db, scopeChannel, customer.fiscalId, selling.brandId);
  if (existing) {
    if (existing.customer_type !== customer.customerType) {
      throw new ApiError(
        422,
        'CUSTOMER_TYPE_MISMATCH',
        `The customer with that document is ${existing.customer_type}`,
        'customer.customerType',
      );
    }
    return existing;
  }
  const created = await db
    .insertInto('customers')
    .values({
      brand_id: selling.brandId,
      channel_id: selling.channelId,
      fiscal_id: customer.fiscalId,
      document_type: customer.documentType,
      customer_type: customer.customerType,
      name: customer.name,
      first_surname: customer.firstSurname ?? null,
      second_surname: customer.secondSurname ?? null,
      birth_date: customer.birthDate ? dayMonthYearToIso(customer.birthDate) : null,
      email: contact.email.toLowerCase(),
      contact_phone: contact.mobileNumber,
      street_type: address.streetType ?? null,
      street: address.street,
      street_number: address.number,
      floor: address.floor ?? null,
      additional_info: address.additionalInfo ?? null,
      postal_code: address.postalCode,
      province: address.province,
      city: address.city,
      ...(customer.customerType === 'COMPANY' && customer.company ? companyColumns(customer.company) : {}),
      created_at: now,
      modified_at: now,
    })
    .onConflict((oc) => oc.columns(['brand_id', 'fiscal_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return created;
  // Another save created it meanwhile (it is ours if it is in the scope), or the brand holds it elsewhere.
  const raced = await customerInScope(db, scopeChannel, customer.fiscalId, selling.brandId);
  if (raced) return raced;
  throw new ApiError(
    409,
    'CUSTOMER_NOT_IN_SCOPE',
    'That document is a customer of another channel of the brand',
    'customer.fiscalId',
  );
}
