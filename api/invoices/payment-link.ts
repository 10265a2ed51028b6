import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

export function hashPaymentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where the console's public pages live: CONSOLE_PUBLIC_URL, or the local gateway. */
export function consoleBaseUrl(): string {
  const configured = process.env.CONSOLE_PUBLIC_URL?.trim();
  return (configured || `http://127.0.0.1:${process.env.PORT?.trim() || '8080'}`).replace(/\/$/, '');
}

/** How long a payment link works after it is sent; a resend sends a new one (docs/public-pages.md). */
export const PAYMENT_LINK_VALID_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentLink = { token: string; url: string; expiresAt: Date };

/**
 * A fresh payment link for an invoice: a random token of which only the hash is kept, so the link is the
 * credential and an earlier link stops working; the failed-attempt count starts again with it, and it expires
 * PAYMENT_LINK_VALID_DAYS after `now` (the api's clock; the wall clock only for tests that seed a link directly).
 * Run it in the transaction that sends the link. Only invoices still waiting for money get one (the caller checks).
 */
export async function issuePaymentLink(
  db: Kysely<Database>,
  invoiceId: string,
  now: Date = new Date(),
): Promise<PaymentLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PAYMENT_LINK_VALID_DAYS * DAY_MS);
  const updated = await db
    .updateTable('invoices')
    .set({
      payment_token_hash: hashPaymentToken(token),
      payment_failed_attempts: 0,
      payment_link_expires_at: expiresAt,
    })
    .where('id', '=', invoiceId)
    .where('invoice_type', '=', 'INVOICE')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`no invoice ${invoiceId} to link a payment to`);
  return { token, url: `${consoleBaseUrl()}/invoice/payment/${token}`, expiresAt };
}
