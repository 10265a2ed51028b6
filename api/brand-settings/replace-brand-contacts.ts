import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { contactInputSchema } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { lockBrandConfig } from './save-brand-settings';

type ContactInput = z.infer<typeof contactInputSchema>;

/**
 * The table-wide contact rules, checked before anything is written: e-mails unique within the
 * brand, and at most one Online Payments (paymentsGateway) contact. The first offending row is named.
 */
export function checkContactsTable(contacts: readonly ContactInput[]): void {
  const emails = new Set<string>();
  let paymentsGateway = false;
  contacts.forEach((contact, index) => {
    if (emails.has(contact.email)) {
      throw new ApiError(
        422,
        'CONTACT_EMAIL_IN_USE',
        'This email is already being used by another contact',
        `contacts.${index}.email`,
      );
    }
    emails.add(contact.email);
    if (contact.types.includes('paymentsGateway')) {
      if (paymentsGateway) {
        throw new ApiError(
          422,
          'CONTACT_PAYMENTS_GATEWAY_DUPLICATE',
          'Only one Online Payments contact is allowed',
          `contacts.${index}.types`,
        );
      }
      paymentsGateway = true;
    }
  });
}

/** PUT /channel/contacts: the whole table replaced in one transaction, or nothing written at all. */
export async function replaceBrandContacts(
  db: Kysely<Database>,
  brandId: string,
  contacts: readonly ContactInput[],
): Promise<void> {
  checkContactsTable(contacts);
  await db.transaction().execute(async (trx) => {
    // Two saves of the same brand take turns, so neither sees the other's half-written table.
    await lockBrandConfig(trx, brandId);
    await trx.deleteFrom('brand_contacts').where('brand_id', '=', brandId).execute();
    if (contacts.length === 0) return;
    await trx
      .insertInto('brand_contacts')
      .values(
        contacts.map((contact, position) => ({
          brand_id: brandId,
          position,
          name: contact.name,
          surnames: contact.surnames,
          department: contact.department,
          job_title: contact.jobTitle,
          alias: contact.alias,
          email: contact.email,
          phone: contact.phone,
          types: JSON.stringify(contact.types),
        })),
      )
      .execute();
  });
}
