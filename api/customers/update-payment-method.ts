import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { spanishIbanSchema } from '../../schema/domain/validators/iban';
import type {
  CustomerDetail,
  putCustomerPaymentMethodRequest,
  putCustomerSepaSignedRequest,
} from '../../schema/rest/customers';
import type { CustomersTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { findCustomerInScope, loadCustomerDetail } from './customer-detail';

/**
 * A SEPA mandate reference for a new account: unique per creditor (brand) because the fiscal id is unique per
 * brand and the suffix is the moment it was made; at most 35 characters of the SEPA set.
 */
function newMandateReference(fiscalId: string, now: Date): string {
  return `M${fiscalId}-${now.getTime().toString(36).toUpperCase()}`.slice(0, 35);
}

/**
 * PUT /customer/paymentMethod. An IBAN is checked for its 24 characters and then its check digits
 * (docs/domain-rules.md "Bank and payments"): either failure is 400 INVALID_IBAN on `iban`. Direct debit needs an IBAN. A new
 * IBAN starts a new mandate that the customer has not signed yet.
 */
export async function updatePaymentMethod(
  db: Kysely<Database>,
  scopeChannel: string,
  body: z.infer<typeof putCustomerPaymentMethodRequest>,
): Promise<CustomerDetail> {
  let iban: string | null | undefined = body.iban;
  if (body.iban?.trim() === '') iban = null;
  else if (body.iban !== undefined) {
    const checked = spanishIbanSchema.safeParse(body.iban);
    if (!checked.success) {
      throw new ApiError(400, 'INVALID_IBAN', checked.error.issues[0]?.message ?? 'IBAN inválido', 'iban');
    }
    iban = checked.data;
  }
  return db.transaction().execute(async (trx) => {
    const id = await findCustomerInScope(trx, scopeChannel, body.fiscalId, body.brandId, { forUpdate: true });
    const current = await trx
      .selectFrom('customers')
      .select(['iban', 'payment_methods', 'fiscal_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const nextIban = iban === undefined ? current.iban : iban;
    const methods = body.paymentMethods ?? current.payment_methods;
    if (methods.includes('SEPA_DIRECT_DEBIT') && !nextIban) {
      throw new ApiError(400, 'INVALID_REQUEST', 'validation.required', 'iban');
    }
    const now = new Date();
    const changes: Updateable<CustomersTable> = {
      payment_methods: JSON.stringify(methods),
      ...(body.skipInvoices !== undefined && { skip_invoices: body.skipInvoices }),
      modified_at: now,
    };
    if (nextIban !== current.iban) {
      changes.iban = nextIban;
      changes.sepa_mandate_reference = nextIban ? newMandateReference(current.fiscal_id, now) : null;
      changes.sepa_mandate_signed = false;
      changes.sepa_mandate_signed_at = null;
    }
    await trx.updateTable('customers').set(changes).where('id', '=', id).execute();
    return loadCustomerDetail(trx, id);
  });
}

/** PUT /customer/sepa/signed: the current mandate is signed; signing again keeps the first signature time. */
export async function markSepaMandateSigned(
  db: Kysely<Database>,
  scopeChannel: string,
  body: z.infer<typeof putCustomerSepaSignedRequest>,
): Promise<CustomerDetail> {
  return db.transaction().execute(async (trx) => {
    const id = await findCustomerInScope(trx, scopeChannel, body.fiscalId, body.brandId, { forUpdate: true });
    const current = await trx
      .selectFrom('customers')
      .select(['sepa_mandate_reference', 'sepa_mandate_signed'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!current.sepa_mandate_reference) {
      throw new ApiError(409, 'NO_SEPA_MANDATE', 'The customer has no SEPA mandate: save an IBAN first');
    }
    if (!current.sepa_mandate_signed) {
      const now = new Date();
      await trx
        .updateTable('customers')
        .set({ sepa_mandate_signed: true, sepa_mandate_signed_at: now, modified_at: now })
        .where('id', '=', id)
        .execute();
    }
    return loadCustomerDetail(trx, id);
  });
}
