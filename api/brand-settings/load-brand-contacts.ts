import type { Kysely } from 'kysely';
import type { Contact } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';

/** The contacts table of a brand, in its saved order. */
export async function loadBrandContacts(db: Kysely<Database>, brandId: string): Promise<Contact[]> {
  const rows = await db
    .selectFrom('brand_contacts')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    surnames: row.surnames,
    department: row.department,
    jobTitle: row.job_title,
    alias: row.alias,
    email: row.email,
    phone: row.phone,
    types: row.types,
  }));
}
