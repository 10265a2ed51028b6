import type { Insertable, Kysely } from 'kysely';
import { luhnCheckDigit, SPANISH_ICC_PREFIX } from '../../schema/domain/validators/icc';
import type { ResourceKind, ResourceStatus } from '../../schema/domain/vocabulary/resource';
import type { Database } from '../db/database-schema';
import type { ResourceHistoryTable, ResourcesTable } from '../db/lead-resource-tables';

const CREATED = new Date('2025-11-03T09:00:00.000Z');
/** A hold well ahead of any run of the demo, so the seeded RESERVED rows stay reserved. */
const FAR_HOLD = new Date('2030-01-01T00:00:00.000Z');

type Block = { kind: ResourceKind; count: number };

const DEMO_SCALE: ReadonlyArray<{ brand: string; blocks: readonly Block[]; subChannel?: string }> = [
  {
    brand: '2020001',
    subChannel: '2020001002',
    blocks: [
      { kind: 'MSISDN', count: 120 },
      { kind: 'FIXED_NUMBER', count: 30 },
      { kind: 'SIM', count: 40 },
      { kind: 'ESIM', count: 10 },
    ],
  },
  {
    brand: '3000003',
    blocks: [
      { kind: 'FIXED_NUMBER', count: 6 },
      { kind: 'SIM', count: 4 },
    ],
  },
];

/**
 * Free numbers for the signup wizard of both demo brands (positions from 900, after the blocks above): mobile
 * numbers for the brand that had none, and fixed numbers of Madrid (91) and Barcelona (93) for each.
 */
const SIGNUP_STOCK: ReadonlyArray<{
  brand: string;
  digit: number;
  msisdn: number;
  madrid: number;
  barcelona: number;
}> = [
  { brand: '2020001', digit: 0, msisdn: 0, madrid: 0, barcelona: 20 },
  { brand: '1450002', digit: 2, msisdn: 50, madrid: 20, barcelona: 20 },
];
const SIGNUP_STOCK_FIRST_POSITION = 900;

function signupStock(): Insertable<ResourcesTable>[] {
  return SIGNUP_STOCK.flatMap(({ brand, digit, msisdn, madrid, barcelona }) => {
    const values = [
      ...Array.from({ length: msisdn }, (_, n) => ({
        kind: 'MSISDN' as const,
        value: `71${digit}2${serial(n)}`,
      })),
      ...Array.from({ length: madrid }, (_, n) => ({
        kind: 'FIXED_NUMBER' as const,
        value: `91${digit}2${serial(n)}`,
      })),
      ...Array.from({ length: barcelona }, (_, n) => ({
        kind: 'FIXED_NUMBER' as const,
        value: `93${digit}2${serial(n)}`,
      })),
    ];
    return values.map(({ kind, value }, n) => ({
      id: demoResourceId(brand, SIGNUP_STOCK_FIRST_POSITION + n),
      brand_id: brand,
      channel_id: brand,
      kind,
      value,
      status: 'AVAILABLE' as const,
      reserved_until: null,
      created_at: CREATED,
      modified_at: CREATED,
    }));
  });
}

function serial(n: number): string {
  return String(n).padStart(5, '0');
}

/** Demo resource ids are fixed so tests and the authorization matrix can name them: brand + position. */
export function demoResourceId(brand: string, position: number): string {
  return `5e500000-0000-4000-8${String(position).padStart(3, '0')}-${brand.padStart(12, '0')}`;
}

/** The status of the n-th resource of a brand: mostly stock; position 0 RETIRED (final) for the matrix. */
function statusAt(position: number): ResourceStatus {
  if (position % 25 === 0) return 'RETIRED';
  if (position % 11 === 0) return 'QUARANTINE';
  if (position % 17 === 0) return 'RESERVED';
  return 'AVAILABLE';
}

/** Deterministic values: 61 + brand digit block for mobiles, Madrid (910) or Barcelona (930) fixed, 8934 ICCs. */
function demoValue(brandIndex: number, kind: ResourceKind, n: number): string {
  const serial = String(n).padStart(5, '0');
  switch (kind) {
    case 'MSISDN':
      return `61${brandIndex}1${serial}`;
    case 'FIXED_NUMBER':
      return `${brandIndex === 0 ? '910' : '930'}1${serial}`;
    default: {
      const body = `${SPANISH_ICC_PREFIX}0${brandIndex}${kind === 'SIM' ? '1' : '2'}000000${serial}`;
      return `${body}${luhnCheckDigit(body)}`;
    }
  }
}

/**
 * The demo inventory: ~200 numbers and SIMs of brand 2020001 (a block of them handed to sub-channel 2020001002,
 * a few ASSIGNED to the brand's live mobile lines) and ten of 3000003, inserted in two statements.
 */
export async function seedDemoResources(db: Kysely<Database>): Promise<number> {
  const resources: Insertable<ResourcesTable>[] = [];
  for (const [brandIndex, { brand, blocks, subChannel }] of DEMO_SCALE.entries()) {
    let position = 0;
    for (const { kind, count } of blocks) {
      for (let n = 0; n < count; n += 1) {
        const status = statusAt(position);
        resources.push({
          id: demoResourceId(brand, position),
          brand_id: brand,
          // Every fourth mobile number (from the 2nd) lies with the sub-channel.
          channel_id: subChannel && kind === 'MSISDN' && position % 4 === 1 ? subChannel : brand,
          kind,
          value: demoValue(brandIndex, kind, n),
          status,
          reserved_until: status === 'RESERVED' ? FAR_HOLD : null,
          created_at: CREATED,
          modified_at: CREATED,
        });
        position += 1;
      }
    }
    // The brand's first live mobile lines draw their numbers from the inventory.
    const lines = await db
      .selectFrom('subscriptions')
      .select(['id', 'line_number', 'channel_id'])
      .where('brand_id', '=', brand)
      .where('status', '=', 'ACTIVE')
      .where('family', '=', 'MOBILE')
      .orderBy('line_number')
      .limit(5)
      .execute();
    const taken = new Set(resources.map((row) => row.value));
    for (const line of lines) {
      if (!/^[67]\d{8}$/.test(line.line_number) || taken.has(line.line_number)) continue;
      taken.add(line.line_number);
      resources.push({
        id: demoResourceId(brand, position),
        brand_id: brand,
        channel_id: line.channel_id,
        kind: 'MSISDN',
        value: line.line_number,
        status: 'ASSIGNED',
        subscription_id: line.id,
        created_at: CREATED,
        modified_at: CREATED,
      });
      position += 1;
    }
  }
  resources.push(...signupStock());
  await db.insertInto('resources').values(resources).execute();
  const history: Insertable<ResourceHistoryTable>[] = resources.map((row) => ({
    resource_id: row.id ?? '',
    action: 'CREATE',
    status_from: null,
    status_to: row.status ?? 'AVAILABLE',
    channel_from: null,
    channel_to: row.channel_id,
    subscription_id: row.subscription_id ?? null,
    actor: 'seed',
    at: CREATED,
  }));
  await db.insertInto('resource_history').values(history).execute();
  return resources.length;
}
