import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

export type OutgoingSms = { recipient: string; body: string; brandId: string | null };

/**
 * Hands an SMS to the messaging provider by writing it to the outbox, in the caller's transaction, so a message
 * exists exactly when the change that sends it was committed. Delivery reads the outbox.
 */
export async function enqueueSms(db: Kysely<Database>, sms: OutgoingSms): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      channel: 'SMS',
      recipient: sms.recipient,
      subject: null,
      body: sms.body,
      brand_id: sms.brandId,
    })
    .execute();
}
