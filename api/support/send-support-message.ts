import type { Kysely } from 'kysely';
import type { EmailLanguage } from '../../schema/email/email-language';
import {
  type PostSupportMessageRequest,
  SUPPORT_MESSAGE_WINDOW_MS,
  SUPPORT_MESSAGES_PER_WINDOW,
} from '../../schema/rest/support';
import type { Database, UserRow } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { enqueueEmail } from '../messaging/enqueue-email';
import { findSupportBrand, loadSupportChannels } from './load-support-channels';
import { supportEmail } from './support-email';

/**
 * Queues the message for the contact of its topic in the brand of the caller's current channel, and records it for
 * the per-user limit, in one transaction. The caller's row is locked first, so two messages sent at once are
 * counted one after the other and the limit cannot be passed by sending in parallel.
 */
export async function sendSupportMessage(
  db: Kysely<Database>,
  user: UserRow,
  request: PostSupportMessageRequest,
  { now, language }: { now: Date; language: EmailLanguage },
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { count } = await trx
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - SUPPORT_MESSAGE_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(count) >= SUPPORT_MESSAGES_PER_WINDOW) {
      throw new ApiError(
        429,
        'SUPPORT_MESSAGE_LIMIT',
        `At most ${SUPPORT_MESSAGES_PER_WINDOW} support messages in ${SUPPORT_MESSAGE_WINDOW_MS / 60_000} minutes`,
      );
    }
    const brand = await findSupportBrand(trx, user.channel_id);
    const channel = (await loadSupportChannels(trx, brand.id)).find((c) => c.topic === request.topic);
    if (!channel) {
      throw new ApiError(
        422,
        'SUPPORT_TOPIC_UNAVAILABLE',
        `${brand.name} has no contact for ${request.topic}`,
        'topic',
      );
    }
    const email = supportEmail(language, {
      brand: brand.name,
      topic: request.topic,
      sender: user.full_name,
      email: user.email,
      channel: user.channel_id,
      page: request.page,
      message: request.message,
    });
    await enqueueEmail(trx, { recipient: channel.email, ...email, brandId: brand.id });
    await trx
      .insertInto('support_messages')
      .values({
        user_id: user.id,
        brand_id: brand.id,
        channel_id: user.channel_id,
        topic: request.topic,
        recipient: channel.email,
        created_at: now,
      })
      .execute();
    return { topic: request.topic, recipient: channel.email, sentAt: now.toISOString() };
  });
}
