import { faker } from '@faker-js/faker/locale/es';
import type { Insertable, Kysely } from 'kysely';
import { dniControlLetter } from '../../schema/domain/validators/dni';
import type { LeadStatus } from '../../schema/domain/vocabulary/lead';
import type { Database } from '../db/database-schema';
import type { LeadHistoryTable, LeadsTable } from '../db/lead-resource-tables';

const SEED = 3012;
/** Every demo date lies before this instant, so the seed is the same whatever day it runs. */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');

/** A 1x1 transparent PNG: the demo's drawn signature. */
export const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The status of the n-th demo lead of a channel. Position 0 is WON (final: the authorization matrix relies on a
 * refused change), 1 CREATED, 2 SENT, 3 PENDING, 4 LOST.
 */
const STATUS_CYCLE: readonly LeadStatus[] = ['WON', 'CREATED', 'SENT', 'PENDING', 'LOST', 'CREATED', 'SENT'];

const DEMO_SCALE = [
  { brand: '2020001', channel: '2020001', count: 20 },
  { brand: '2020001', channel: '2020001002', count: 20 },
  { brand: '3000003', channel: '3000003', count: 5 },
];

/** Demo lead ids are fixed so tests and the authorization matrix can name them: channel + position. */
export function demoLeadId(channel: string, position: number): string {
  return `1ead0000-0000-4000-8000-${channel.padStart(10, '0')}${String(position).padStart(2, '0')}`;
}

function demoDni(): string {
  const digits = faker.string.numeric(8);
  return `${digits}${dniControlLetter(digits)}`;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** ~20 leads in brand channel 2020001 and in sub-channel 2020001002 (and a few of 3000003), every status. */
export async function seedDemoLeads(db: Kysely<Database>): Promise<number> {
  faker.seed(SEED);
  const leads: Insertable<LeadsTable>[] = [];
  const history: Insertable<LeadHistoryTable>[] = [];
  for (const { brand, channel, count } of DEMO_SCALE) {
    for (let position = 0; position < count; position += 1) {
      const id = demoLeadId(channel, position);
      const status = STATUS_CYCLE[position % STATUS_CYCLE.length] ?? 'CREATED';
      const sellType = position % 2 === 0 ? 'PROVIDER_SALE' : 'INTERNAL_SALE';
      const created = faker.date.past({ years: 1, refDate: REFERENCE_DATE });
      const firstName = faker.person.firstName();
      const fullName = `${firstName} ${faker.person.lastName()} ${faker.person.lastName()}`;
      const document = demoDni();
      const withConsent = sellType === 'PROVIDER_SALE' || position % 3 === 0;
      leads.push({
        id,
        brand_id: brand,
        channel_id: channel,
        customer_name: fullName,
        customer_document: position % 4 === 3 ? null : document,
        phone: `6${faker.string.numeric(8)}`,
        sell_type: sellType,
        status,
        commission_cents: faker.number.int({ min: 0, max: 60 }) * 500,
        lead_date: isoDate(created),
        consent_full_name: withConsent ? fullName : null,
        consent_document: withConsent ? document : null,
        consent_date: withConsent ? isoDate(created) : null,
        consent_signature: withConsent ? DEMO_SIGNATURE : null,
        created_at: created,
        modified_at: created,
      });
      history.push({
        lead_id: id,
        action: 'CREATE',
        status_from: null,
        status_to: 'CREATED',
        actor: 'seed',
        at: created,
      });
      if (status !== 'CREATED') {
        history.push({
          lead_id: id,
          action: 'CHANGE_STATUS',
          status_from: 'CREATED',
          status_to: status,
          actor: 'seed',
          at: new Date(created.getTime() + 86_400_000),
        });
      }
    }
  }
  await db.insertInto('leads').values(leads).execute();
  await db.insertInto('lead_history').values(history).execute();
  return leads.length;
}
