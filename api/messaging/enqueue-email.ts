import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

export type OutgoingEmail = { recipient: string; subject: string; body: string; brandId: string | null };

/**
 * Hands an e-mail to the messaging provider by writing it to the outbox, in the caller's transaction, so a
 * message exists exactly when the change that sends it was committed. Delivery reads the outbox.
 */
export async function enqueueEmail(db: Kysely<Database>, email: OutgoingEmail): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      channel: 'EMAIL',
      recipient: email.recipient,
      subject: email.subject,
      body: email.body,
      brand_id: email.brandId,
    })
    .execute();
}
