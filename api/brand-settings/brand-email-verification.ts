import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { EmailVerificationAction } from '../../schema/domain/vocabulary/email-verification';
import { formatEmailDateTime } from '../../schema/email/email-format';
import { DEFAULT_EMAIL_LANGUAGE, type EmailLanguage } from '../../schema/email/email-language';
import { emailTexts, fillEmailText } from '../../schema/email/email-text';
import { brandEmailsSchema, type VerifiableEmail } from '../../schema/rest/brand-settings';
import type { BrandRow, Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { enqueueEmail } from '../messaging/enqueue-email';
import { lockBrandConfig } from './save-brand-settings';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * At most one verification e-mail per address and requesting user per minute: a double click or a retry loop
 * must not flood an inbox.
 */
export const EMAIL_VERIFICATION_RESEND_INTERVAL_MS = 60 * 1000;

const ADDRESS_FIELD: Record<VerifiableEmail, 'notificationEmail' | 'billingEmail'> = {
  NOTIFICATION: 'notificationEmail',
  BILLING: 'billingEmail',
};

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where the console shows the result of a verification link: CONSOLE_PUBLIC_URL, or the local gateway. */
function consoleBaseUrl(): string {
  const configured = process.env.CONSOLE_PUBLIC_URL?.trim();
  return (configured || `http://127.0.0.1:${process.env.PORT?.trim() || '8080'}`).replace(/\/$/, '');
}

export type SentVerification = {
  kind: VerifiableEmail;
  action: EmailVerificationAction;
  email: string;
  status: 'PENDING';
  expiresAt: string;
};

/**
 * Sends (or resends) the verification link of a brand e-mail: a fresh random token (only its hash is stored,
 * so an earlier link stops working), status PENDING, and the message in the outbox, all in one transaction. The
 * message is in `language`, the requesting staff member's (the address is the brand's own, read by its staff).
 */
export async function sendEmailVerification(
  db: Kysely<Database>,
  brand: BrandRow,
  kind: VerifiableEmail,
  now: Date = new Date(),
  requestedBy: string | null = null,
  language: EmailLanguage = DEFAULT_EMAIL_LANGUAGE,
): Promise<SentVerification> {
  return db.transaction().execute(async (trx) => {
    const settings = await lockBrandConfig(trx, brand.id);
    const emails = brandEmailsSchema.safeParse(settings.emails);
    const address = emails.success ? emails.data[ADDRESS_FIELD[kind]] : null;
    if (!address) {
      throw new ApiError(409, 'EMAIL_NOT_CONFIGURED', 'Save the e-mail address before verifying it', 'kind');
    }
    const previous = await trx
      .selectFrom('email_verifications')
      .select(['email', 'status', 'sent_count'])
      .where('brand_id', '=', brand.id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    const sameAddress = previous?.email === address;
    if (sameAddress && previous?.status === 'VERIFIED') {
      throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', `${address} is already verified`, 'kind');
    }
    // Per address, whichever brand e-mail (notification or billing) it was last sent for.
    let recentQuery = trx
      .selectFrom('email_verifications')
      .select('requested_at')
      .where('email', '=', address)
      .where('requested_at', '>', new Date(now.getTime() - EMAIL_VERIFICATION_RESEND_INTERVAL_MS));
    if (requestedBy) recentQuery = recentQuery.where('requested_by', '=', requestedBy);
    const recent = await recentQuery.executeTakeFirst();
    if (recent) {
      throw new ApiError(
        429,
        'EMAIL_VERIFICATION_TOO_SOON',
        `A verification e-mail was sent to ${address} less than a minute ago`,
        'kind',
      );
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS);
    const row = {
      email: address,
      status: 'PENDING' as const,
      token_hash: hashVerificationToken(token),
      expires_at: expiresAt,
      sent_count: sameAddress ? (previous?.sent_count ?? 0) + 1 : 1,
      requested_at: now,
      verified_at: null,
      requested_by: requestedBy,
    };
    await trx
      .insertInto('email_verifications')
      .values({ brand_id: brand.id, kind, ...row })
      .onConflict((oc) => oc.columns(['brand_id', 'kind']).doUpdateSet(row))
      .execute();
    const link = `${consoleBaseUrl()}/verify-email?token=${token}`;
    const texts = emailTexts(language, 'brandEmailVerification');
    const values = {
      brand: brand.name,
      address,
      purpose: kind === 'BILLING' ? texts.purposeBilling : texts.purposeNotification,
      link,
      expiresAt: formatEmailDateTime(expiresAt, language),
    };
    await enqueueEmail(trx, {
      recipient: address,
      subject: fillEmailText(texts.subject, values),
      body: fillEmailText(texts.body, values),
      brandId: brand.id,
    });
    return {
      kind,
      action: sameAddress ? 'RESEND' : 'SEND',
      email: address,
      status: 'PENDING',
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/**
 * GET /verify-email: the link's token marks its e-mail VERIFIED once. The spent token's hash stays on the row, so
 * opening the link again says it was used; a replaced or unknown token is invalid and an expired one says so, so
 * the page can tell the visitor whether to ask for a new e-mail.
 */
export async function verifyEmailToken(db: Kysely<Database>, token: string) {
  const tokenHash = hashVerificationToken(token);
  const verified = await db
    .updateTable('email_verifications')
    .set({ status: 'VERIFIED', verified_at: sql`now()`, expires_at: null })
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'PENDING')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['kind', 'email'])
    .executeTakeFirst();
  if (verified) return { kind: verified.kind, email: verified.email, status: 'VERIFIED' as const };
  const known = await db
    .selectFrom('email_verifications')
    .select('status')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (known?.status === 'VERIFIED') {
    throw new ApiError(
      409,
      'VERIFICATION_TOKEN_USED',
      'This verification link has already been used',
      'token',
    );
  }
  if (known) {
    throw new ApiError(422, 'VERIFICATION_TOKEN_EXPIRED', 'This verification link has expired', 'token');
  }
  throw new ApiError(404, 'VERIFICATION_TOKEN_INVALID', 'This verification link is not valid', 'token');
}
