import type { Kysely } from 'kysely';
import { CONTACT_TYPES } from '../../schema/domain/vocabulary/contact';
import type { SupportChannel } from '../../schema/rest/support';
import { loadBrandContacts } from '../brand-settings/load-brand-contacts';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

export type SupportBrand = { id: string; name: string };

/** The brand of a channel: the caller's support goes to the brand it works for, whichever sub-channel it stands in. */
export async function findSupportBrand(db: Kysely<Database>, channelId: string): Promise<SupportBrand> {
  const brand = await db
    .selectFrom('channels')
    .innerJoin('brands', 'brands.id', 'channels.brand_id')
    .select(['brands.id', 'brands.name'])
    .where('channels.id', '=', channelId)
    .executeTakeFirst();
  if (!brand) throw new ApiError(404, 'NOT_FOUND', 'Your channel has no brand');
  return brand;
}

/**
 * The brand's support channels: one per contact type some contact holds, in the vocabulary's order, answered by
 * the first contact of the table holding it (the table's order is the brand's own priority).
 */
export async function loadSupportChannels(db: Kysely<Database>, brandId: string): Promise<SupportChannel[]> {
  const contacts = await loadBrandContacts(db, brandId);
  return CONTACT_TYPES.flatMap((topic) => {
    const contact = contacts.find((candidate) => candidate.types.includes(topic));
    if (!contact) return [];
    return [
      {
        topic,
        name: [contact.name, contact.surnames].filter(Boolean).join(' '),
        department: contact.department,
        email: contact.email,
        phone: contact.phone,
      },
    ];
  });
}
