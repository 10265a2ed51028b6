import type { Kysely } from 'kysely';
import type { VerificationType } from '../../schema/domain/vocabulary/order';
import { formatEmailDateTime } from '../../schema/email/email-format';
import type { EmailLanguage } from '../../schema/email/email-language';
import { emailTexts, fillEmailText } from '../../schema/email/email-text';
import type { VerificationLinkChannel } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { consoleBaseUrl } from '../invoices/payment-link';
import { enqueueSms } from '../messaging/enqueue-sms';
import { loadSignupDraft } from '../signup/load-signup-draft';
import { recordSignupStep } from '../signup/record-signup-step';
import { requiredPart } from '../signup/signup-errors';
import type { SignupRequest } from '../signup/signup-request';
import { maskedPhone } from './masked-phone';
import { revokeVerificationLinks } from './revoke-verification-links';
import { hashVerificationToken, newVerificationToken } from './verification-token';

/** How long a verification link works after it is sent. */
export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const LINK_CHANNELS: Readonly<Record<VerificationType, VerificationLinkChannel | null>> = {
  SMS: 'SMS',
  QR: 'QR',
  MANUAL: null,
  WEBCAM: null,
};

export type SentVerificationLink = { url: string; expiresAt: string; sentTo: string | null };

/**
 * POST /orders/:id/signup/verification/link, in one transaction: a draft of the caller's scope whose method is
 * SMS or QR (else 409 VERIFICATION_METHOD_MISMATCH) gets a new link; every earlier unused one stops working. The
 * order waits for the customer (VERIFICATION_REQUESTED, verification AWAITING_CUSTOMER, a history row). An SMS
 * link goes to the order's contact mobile through the outbox, in `language`, the agent's.
 */
export async function sendVerificationLink(
  db: Kysely<Database>,
  orderId: string,
  request: SignupRequest & { language: EmailLanguage },
): Promise<SentVerificationLink> {
  const { now, language } = request;
  return db.transaction().execute(async (trx) => {
    const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
    const channel = LINK_CHANNELS[order.verification_type];
    if (!channel) {
      throw new ApiError(
        409,
        'VERIFICATION_METHOD_MISMATCH',
        `This order's verification method is ${order.verification_type}, not a link`,
      );
    }
    if (channel === 'SMS' && !order.mobile_number) throw requiredPart('contact.mobileNumber');
    await revokeVerificationLinks(trx, order.id, now);
    const token = newVerificationToken();
    const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_LIFETIME_MS);
    const sentTo = channel === 'SMS' ? order.mobile_number : null;
    await trx
      .insertInto('verification_links')
      .values({
        order_id: order.id,
        token_hash: hashVerificationToken(token),
        channel,
        sent_to: sentTo,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    const url = `${consoleBaseUrl()}/verification?${new URLSearchParams({ token, lang: language })}`;
    if (sentTo) {
      const brand = await trx
        .selectFrom('brands')
        .select('name')
        .where('id', '=', order.brand_id)
        .executeTakeFirstOrThrow();
      await enqueueSms(trx, {
        recipient: sentTo,
        body: fillEmailText(emailTexts(language, 'verificationLinkSms').body, {
          brand: brand.name,
          expiresAt: formatEmailDateTime(expiresAt, language),
          link: url,
        }),
        brandId: order.brand_id,
      });
    }
    const link = { channel, sentTo: sentTo && maskedPhone(sentTo), expiresAt: expiresAt.toISOString() };
    await recordSignupStep(trx, {
      orderId: order.id,
      from: order.status,
      to: 'VERIFICATION_REQUESTED',
      step: 'VERIFICATION_LINK',
      record: {
        ...order.signup,
        verification: {
          ...order.signup.verification,
          status: 'AWAITING_CUSTOMER',
          reason: null,
          check: null,
          link,
        },
      },
      actor: request.actor,
      at: now,
    });
    return { url, expiresAt: link.expiresAt, sentTo: link.sentTo };
  });
}
