import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { INVOICE_TRANSITIONS, isPayable } from '../../schema/domain/lifecycles/invoice-lifecycle';
import { madridCalendarDate } from '../../schema/domain/madrid-clock';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { payInvoiceBody } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { PaymentGateway } from '../providers/payment-gateway/payment-gateway';
import { selectInvoiceRows } from './load-invoice-in-scope';
import { hashPaymentToken } from './payment-link';

/** Failed card attempts a payment link allows; then it answers 429 until a new link is sent. */
export const MAX_FAILED_PAYMENT_ATTEMPTS = 5;

const PAYER = 'payment page';

type PayInvoiceBody = z.infer<typeof payInvoiceBody>;

function passesLuhn(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** A card is good through the last day of its expiry month (Madrid calendar). */
function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const today = madridCalendarDate(now);
  const fullYear = 2000 + year;
  return fullYear < today.year || (fullYear === today.year && month < today.month);
}

function invalidLink(): ApiError {
  return new ApiError(404, 'PAYMENT_LINK_INVALID', 'This payment link is not valid', 'token');
}

/** A link past its validity shows nothing of its invoice, paid or not (410, as the verification links answer). */
function refuseExpired(row: { payment_link_expires_at: Date | null }, now: Date): void {
  if (row.payment_link_expires_at && row.payment_link_expires_at.getTime() <= now.getTime()) {
    throw new ApiError(
      410,
      'PAYMENT_LINK_EXPIRED',
      'This payment link has expired: ask for the invoice to be sent again',
      'token',
    );
  }
}

/** GET /public/invoice: what the payment page shows, and nothing about the customer. */
export async function loadPublicInvoice(db: Kysely<Database>, token: string, now: Date) {
  const row = await selectInvoiceRows(db)
    .innerJoin('brands', 'brands.id', 'invoices.brand_id')
    .select(['brands.name as brand_name', 'brands.logo_url as brand_logo_url'])
    .where('invoices.payment_token_hash', '=', hashPaymentToken(token))
    .executeTakeFirst();
  if (!row) throw invalidLink();
  refuseExpired(row, now);
  return {
    brandName: row.brand_name,
    brandLogoURL: row.brand_logo_url,
    number: row.number,
    totalCents: row.total_cents,
    dueDate: row.due_day,
    status: row.status,
    payable: isPayable({ type: row.invoice_type, status: row.status }),
  };
}

type Outcome =
  | { paid: true; number: string; totalCents: number; paidAt: string }
  | { paid: false; refusal: ApiError };

/**
 * POST /public/invoice/pay: the card is checked (Luhn, expiry) and charged through the gateway while the invoice
 * row is locked, so a double submit waits and then finds the invoice paid. The gateway key is the invoice, its
 * link and its attempt number: a retry of the same attempt (e.g. after a lost answer) can never charge twice. A failed
 * attempt is committed (count and history row) before it is answered; after MAX_FAILED_PAYMENT_ATTEMPTS the
 * link refuses every attempt. The card is never stored, only its last four digits with the charge.
 */
export async function payInvoiceByLink(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  body: PayInvoiceBody,
  now: Date,
) {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const invoice = await selectInvoiceRows(trx)
      .where('invoices.payment_token_hash', '=', hashPaymentToken(body.token))
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw invalidLink();
    refuseExpired(invoice, now);
    if (invoice.status === 'PAID') {
      throw new ApiError(409, 'INVOICE_ALREADY_PAID', `Invoice ${invoice.number} is already paid`);
    }
    if (!isPayable({ type: invoice.invoice_type, status: invoice.status })) {
      throw new ApiError(
        409,
        INVOICE_TRANSITIONS.PAY.refusal,
        `Invoice ${invoice.number} is ${invoice.status} and cannot be paid`,
      );
    }
    if (invoice.payment_failed_attempts >= MAX_FAILED_PAYMENT_ATTEMPTS) {
      throw new ApiError(
        429,
        'TOO_MANY_PAYMENT_ATTEMPTS',
        'Too many failed attempts with this link: ask for the invoice to be sent again',
      );
    }

    const fail = async (refusal: ApiError): Promise<Outcome> => {
      await trx
        .updateTable('invoices')
        .set({ payment_failed_attempts: invoice.payment_failed_attempts + 1 })
        .where('id', '=', invoice.id)
        .execute();
      await trx
        .insertInto('invoice_history')
        .values({
          invoice_id: invoice.id,
          action: 'PAYMENT_DECLINED',
          status_from: invoice.status,
          status_to: invoice.status,
          detail: refusal.code,
          actor: PAYER,
          at: now,
        })
        .execute();
      return { paid: false, refusal };
    };

    if (!passesLuhn(body.cardNumber)) {
      return fail(new ApiError(422, 'CARD_NUMBER_INVALID', 'The card number is not valid', 'cardNumber'));
    }
    if (isExpired(body.expiry, now)) {
      return fail(new ApiError(422, 'CARD_EXPIRED', 'The card has expired', 'expiry'));
    }
    const [month, year] = body.expiry.split('/').map(Number) as [number, number];
    const result = await gateway.charge({
      card: {
        number: body.cardNumber,
        expiryMonth: month,
        expiryYear: 2000 + year,
        cvc: body.cvc,
        holder: body.holder,
      },
      amountCents: invoice.total_cents,
      description: `Factura ${invoice.number}`,
      // Per link and attempt: a new link or a failed attempt moves on to a new key, a retry of this one does not.
      idempotencyKey: `invoice:${invoice.id}:${invoice.payment_token_hash?.slice(0, 16)}:${invoice.payment_failed_attempts}`,
    });
    if (result.outcome === 'DECLINED') {
      return fail(new ApiError(402, 'PAYMENT_DECLINED', `The card was declined (${result.reason})`));
    }
    await trx
      .updateTable('invoices')
      .set({ status: 'PAID', modified_at: now })
      .where('id', '=', invoice.id)
      .execute();
    await trx
      .insertInto('invoice_payments')
      .values({
        invoice_id: invoice.id,
        kind: 'CHARGE',
        gateway_reference: result.reference,
        amount_cents: invoice.total_cents,
        card_last4: result.cardLast4,
        at: now,
      })
      .execute();
    await trx
      .insertInto('invoice_history')
      .values({
        invoice_id: invoice.id,
        action: 'PAY',
        status_from: invoice.status,
        status_to: 'PAID',
        detail: `card ending ${result.cardLast4}, ${result.reference}`,
        actor: PAYER,
        at: now,
      })
      .execute();
    return { paid: true, number: invoice.number, totalCents: invoice.total_cents, paidAt: now.toISOString() };
  });
  if (!outcome.paid) throw outcome.refusal;
  return {
    status: 'PAID' as const,
    number: outcome.number,
    totalCents: outcome.totalCents,
    paidAt: outcome.paidAt,
  };
}
