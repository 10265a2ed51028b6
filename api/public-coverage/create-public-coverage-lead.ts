import type { Kysely } from 'kysely';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import type { PublicCoverageLeadBody } from '../../schema/rest/public-coverage';
import type { Database } from '../db/database-schema';
import { findBrandByPublicKey } from './find-brand-by-public-key';

/** Who the lead's first history row names: no user is signed in on a public page. */
export const PUBLIC_COVERAGE_ACTOR = 'public coverage page';

/** The address asked about as one line, as the leads queue shows a lead's address. */
function addressLine({ street, number, postalCode, city }: PublicCoverageLeadBody['address']): string {
  return `${street} ${number}, ${postalCode} ${city}`;
}

/**
 * POST /public/coverage/lead: a CREATED internal-sale lead in the top channel of the key's brand, with the consent
 * the customer ticked (full name and document as typed, dated today in Madrid; no drawn signature), the address
 * and the e-mail, and its first history row, in one transaction. The caller learns nothing back.
 */
export async function createPublicCoverageLead(
  db: Kysely<Database>,
  body: PublicCoverageLeadBody,
  now: Date,
): Promise<{ received: true }> {
  await db.transaction().execute(async (trx) => {
    const brand = await findBrandByPublicKey(trx, body.key);
    const today = isoDateOf(madridCalendarDate(now));
    const { id } = await trx
      .insertInto('leads')
      .values({
        brand_id: brand.brandId,
        channel_id: brand.topChannelId,
        customer_name: body.fullName,
        customer_document: body.documentNumber,
        phone: body.phone,
        sell_type: 'INTERNAL_SALE',
        status: 'CREATED',
        commission_cents: 0,
        lead_date: today,
        consent_full_name: body.fullName,
        consent_document: body.documentNumber,
        consent_date: today,
        consent_signature: null,
        contact_email: body.email || null,
        address: addressLine(body.address),
        created_at: now,
        modified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lead_history')
      .values({
        lead_id: id,
        action: 'CREATE',
        status_from: null,
        status_to: 'CREATED',
        actor: PUBLIC_COVERAGE_ACTOR,
        at: now,
      })
      .execute();
  });
  return { received: true };
}
