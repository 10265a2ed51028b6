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

export type PaymentLink = { token: string; url: string };

/**
 * A fresh payment link for an invoice: a random token of which only the hash is kept, so the link is the
 * credential and an earlier link stops working; the failed-attempt count starts again with it. Run it in the
 * transaction that sends the link. Only invoices still waiting for money get one (the caller checks).
 */
export async function issuePaymentLink(db: Kysely<Database>, invoiceId: string): Promise<PaymentLink> {
  const token = randomBytes(32).toString('base64url');
  const updated = await db
    .updateTable('invoices')
    .set({ payment_token_hash: hashPaymentToken(token), payment_failed_attempts: 0 })
    .where('id', '=', invoiceId)
    .where('invoice_type', '=', 'INVOICE')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`no invoice ${invoiceId} to link a payment to`);
  return { token, url: `${consoleBaseUrl()}/invoice/payment/${token}` };
}
