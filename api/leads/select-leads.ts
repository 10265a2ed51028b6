import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';

/** Leads with their dates read as YYYY-MM-DD text, so no driver turns a calendar date into a local midnight. */
export function selectLeads(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .select([
      'leads.id',
      'leads.brand_id',
      'leads.channel_id',
      'leads.customer_name',
      'leads.customer_document',
      'leads.phone',
      'leads.sell_type',
      'leads.status',
      'leads.commission_cents',
      'leads.consent_full_name',
      'leads.consent_document',
      'leads.consent_signature',
      'leads.contact_email',
      'leads.address',
      'leads.created_at',
      'leads.modified_at',
      sql<string>`leads.lead_date::text`.as('lead_date'),
      sql<string | null>`leads.consent_date::text`.as('consent_date'),
    ]);
}

export type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>['executeTakeFirstOrThrow']>>;
