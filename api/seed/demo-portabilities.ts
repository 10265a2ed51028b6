import { faker } from '@faker-js/faker/locale/es';
import type { Insertable, Kysely } from 'kysely';
import { dniControlLetter } from '../../schema/domain/validators/dni';
import { luhnCheckDigit, SPANISH_ICC_PREFIX } from '../../schema/domain/validators/icc';
import type { PortabilityStatus } from '../../schema/domain/vocabulary/portability';
import type { Database } from '../db/database-schema';
import type { PortabilitiesTable } from '../db/portability-tables';

const SEED = 3005;
const DONORS = ['Movistar', 'Vodafone', 'Orange', 'MasMovil', 'Digi'];
/** Every demo creation lies before this instant; windows are either well past or well ahead of it. */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');
const FUTURE_WINDOW = new Date('2030-01-15T00:00:00.000Z');

/**
 * The status of the n-th demo portability, cycling through the lifecycle; CONFIRMED appears both completed (window
 * past) and pending (window ahead). Position 0 is CANCELED and 1 completed, relied on by the authorization matrix.
 */
const STATUS_CYCLE: ReadonlyArray<{ status: PortabilityStatus; windowAhead: boolean }> = [
  { status: 'CANCELED', windowAhead: false },
  { status: 'CONFIRMED', windowAhead: false },
  { status: 'ERRORED', windowAhead: false },
  { status: 'INITIATED', windowAhead: true },
  { status: 'CONFIRMED', windowAhead: true },
  { status: 'RELAUNCHED', windowAhead: true },
  { status: 'PENDING_CANCELATION', windowAhead: true },
  { status: 'PENDING_RELAUNCH', windowAhead: true },
];

const DEMO_SCALE = [
  {
    brand: '2020001',
    name: 'Demo Telecom',
    channels: ['2020001', '2020001001', '2020001002', '2020001001001'],
    count: 40,
  },
  { brand: '3000003', name: 'Nimbus Fibra', channels: ['3000003', '3000003001'], count: 8 },
];

/** Demo portability ids are fixed so tests and the authorization matrix can name them: brand prefix + position. */
export function demoPortabilityId(brand: string, position: number): string {
  return `00000000-0000-4000-8${brand.slice(0, 3)}-${String(position).padStart(12, '0')}`;
}

function demoDni(): string {
  const digits = faker.string.numeric(8);
  return `${digits}${dniControlLetter(digits)}`;
}

function demoIcc(): string {
  const body = `${SPANISH_ICC_PREFIX}01${faker.string.numeric(12)}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** ~40 portabilities of brand 2020001 (and a few of 3000003) in every status, in and out. */
export async function seedDemoPortabilities(db: Kysely<Database>): Promise<number> {
  faker.seed(SEED);
  const rows: Insertable<PortabilitiesTable>[] = [];
  for (const { brand, name, channels, count } of DEMO_SCALE) {
    for (let position = 0; position < count; position += 1) {
      const { status, windowAhead } = STATUS_CYCLE[position % STATUS_CYCLE.length] ?? {
        status: 'INITIATED',
        windowAhead: true,
      };
      const direction = position % 3 === 2 ? 'OUT' : 'IN';
      const created = faker.date.past({ years: 1, refDate: REFERENCE_DATE });
      const document = demoDni();
      const other = faker.helpers.arrayElement(DONORS);
      const window = windowAhead
        ? new Date(FUTURE_WINDOW.getTime() + position * 86_400_000)
        : new Date(created.getTime() + 5 * 86_400_000);
      rows.push({
        id: demoPortabilityId(brand, position),
        brand_id: brand,
        channel_id: channels[position % channels.length] ?? brand,
        direction,
        status,
        portability_type: position % 4 === 0 ? 'PREPAID' : 'POSTPAID',
        change_window: status === 'INITIATED' && position % 2 === 1 ? null : window,
        customer_fiscal_id: document,
        document,
        mobile_number: `6${faker.string.numeric(8)}`,
        icc: direction === 'IN' ? demoIcc() : null,
        donor_operator: direction === 'IN' ? other : name,
        receiver_operator: direction === 'IN' ? name : other,
        created_at: created,
        modified_at: created,
      });
    }
  }
  await db.insertInto('portabilities').values(rows).execute();
  return rows.length;
}
