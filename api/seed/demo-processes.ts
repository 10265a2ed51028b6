import { faker } from '@faker-js/faker/locale/es';
import type { Insertable, Kysely } from 'kysely';
import { MOBILE_FIXED_IP_SUBFAMILY } from '../../schema/domain/product-compatibility';
import { dniControlLetter } from '../../schema/domain/validators/dni';
import { CANCELLATION_REASONS } from '../../schema/domain/vocabulary/cancellation-reason';
import type { ProcessStatus, ProcessType } from '../../schema/domain/vocabulary/process';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { Database } from '../db/database-schema';
import type { ProcessesTable, ProcessHistoryTable } from '../db/process-tables';

const SEED = 3009;
/** Every demo creation lies before this instant; INITIATED processes fall due well after it. */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');
const FUTURE_DUE = new Date('2030-01-15T00:00:00.000Z');
const SEEDED_BY = 'seed@centralita.test';

/** Demo process ids are fixed so tests and the authorization matrix can name them: brand prefix + position. */
export function demoProcessId(brand: string, position: number): string {
  return `00000000-0000-4000-9${brand.slice(0, 3)}-${String(position).padStart(12, '0')}`;
}

/** The mobile fixed-IP add-on of each demo brand (started as an ADD_MOBILE_FIXED_IP process). */
export function demoFixedIpProductId(brand: string): string {
  return `00000000-0000-4000-a${brand.slice(0, 3)}-000000000001`;
}

/** The demo holder whose lines the authorization tests name: a fixed DNI in brand channel 2020001. */
export const DEMO_MANAGED_FISCAL_ID = `20200010${dniControlLetter('20200010')}`;
const DEMO_MANAGED_CUSTOMER_ID = '00000000-0000-4000-a202-000000000100';

/**
 * Lines of the demo holder, by position: 0 is TERMINATED (every action on it is refused), 1 ACTIVE fibre, 2-5 wait
 * in PENDING_PRODUCT_CHANGE / PENDING_TITULAR_CHANGE for their INITIATED process.
 */
export function demoManagedLineId(position: number): string {
  return `00000000-0000-4000-a202-${String(200 + position).padStart(12, '0')}`;
}

/**
 * Which processes each demo brand gets: the channel they sit in and how many. Position 0 (brand channel) and 1
 * (first sub-channel) are COMPLETED, relied on by the authorization tests (a cancel there answers 409).
 */
const DEMO_SCALE = [
  { brand: '2020001', channels: ['2020001', '2020001002'], count: 30 },
  { brand: '3000003', channels: ['3000003', '3000003001'], count: 6 },
];

/** Terminal statuses cycled through (INITIATED ones are placed on lines that wait for them, see below). */
const FINISHED: ReadonlyArray<ProcessStatus> = ['COMPLETED', 'COMPLETED', 'CANCELED', 'ERRORED'];
const TYPES_CYCLE: ReadonlyArray<ProcessType> = [
  'PRODUCT_CHANGE',
  'TITULAR_CHANGE',
  'SIM_CHANGE',
  'CREATE_SHARED_GROUP',
  'ADD_LINES_TO_SHARED_GROUP',
  'REMOVE_LINES_FROM_SHARED_GROUP',
  'ADD_MOBILE_FIXED_IP',
  'ADD_MULTISIM',
  'PACK_SUBSCRIPTIONS',
  'UNPACK_SUBSCRIPTIONS',
];
/** A line waiting in these statuses has the matching process INITIATED. */
const WAITING: ReadonlyArray<{ status: SubscriptionStatus; type: ProcessType }> = [
  { status: 'PENDING_PRODUCT_CHANGE', type: 'PRODUCT_CHANGE' },
  { status: 'PENDING_TITULAR_CHANGE', type: 'TITULAR_CHANGE' },
];

/**
 * ~30 processes of brand 2020001 (some in sub-channel 2020001002) and a few of 3000003 across types and statuses,
 * with their history; lines seeded as PENDING_PRODUCT_CHANGE / PENDING_TITULAR_CHANGE get their INITIATED process.
 * Also the brands' mobile fixed-IP add-on product.
 */
export async function seedDemoProcesses(db: Kysely<Database>): Promise<number> {
  faker.seed(SEED);
  await seedDemoManagedLines(db);
  const processes: Insertable<ProcessesTable>[] = [];
  const history: Insertable<ProcessHistoryTable>[] = [];
  for (const { brand, channels, count } of DEMO_SCALE) {
    const anyProduct = await db
      .selectFrom('products')
      .select(['id', 'channel_id'])
      .where('brand_id', '=', brand)
      .orderBy('id')
      .executeTakeFirst();
    if (!anyProduct) continue;
    await db
      .insertInto('products')
      .values({
        id: demoFixedIpProductId(brand),
        brand_id: brand,
        channel_id: anyProduct.channel_id,
        name: 'IP fija móvil',
        description: 'Dirección IP pública fija para la línea móvil',
        family: 'MOBILE',
        subfamily: MOBILE_FIXED_IP_SUBFAMILY,
        price_cents: 500,
        price_without_tax_cents: 413,
        promotions: '[]',
        price_with_promotions_cents: 500,
        created_at: REFERENCE_DATE,
        modified_at: REFERENCE_DATE,
      })
      .execute();
    const lines = await db
      .selectFrom('subscriptions')
      .select([
        'id',
        'channel_id',
        'fiscal_id',
        'line_number',
        'status',
        'product_id',
        'family',
        'customer_id',
      ])
      .where('brand_id', '=', brand)
      .where('channel_id', 'in', channels)
      .orderBy('id')
      .execute();
    const products = await db
      .selectFrom('products')
      .select(['id', 'family'])
      .where('brand_id', '=', brand)
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .execute();
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'fiscal_id'])
      .where('brand_id', '=', brand)
      .orderBy('id')
      .limit(20)
      .execute();
    const used = new Set<string>();
    const pick = (channel: string, wanted: (line: (typeof lines)[number]) => boolean) => {
      const line = lines.find((row) => row.channel_id === channel && !used.has(row.id) && wanted(row));
      if (line) used.add(line.id);
      return line;
    };
    for (let position = 0; position < count; position += 1) {
      const channel = channels[position % 4 === 1 ? 1 : 0] ?? brand;
      const waiting = position >= 2 && position % 5 === 3 ? WAITING[(position - 3) % 2] : undefined;
      let line = waiting ? pick(channel, (row) => row.status === waiting.status) : undefined;
      const type: ProcessType =
        line && waiting ? waiting.type : (TYPES_CYCLE[position % TYPES_CYCLE.length] ?? 'SIM_CHANGE');
      const status: ProcessStatus = line
        ? 'INITIATED'
        : (FINISHED[position % FINISHED.length] ?? 'COMPLETED');
      line ??= pick(
        channel,
        (row) =>
          row.customer_id !== DEMO_MANAGED_CUSTOMER_ID &&
          (row.status === 'ACTIVE' || row.status === 'TERMINATED'),
      );
      if (!line) continue;
      const created = faker.date.past({ years: 1, refDate: REFERENCE_DATE });
      const finished = new Date(created.getTime() + faker.number.int({ min: 1, max: 72 }) * 3_600_000);
      const product = products.find((row) => row.family === line.family && row.id !== line.product_id);
      const holder = customers.find((row) => row.id !== line.customer_id);
      const details: Record<string, unknown> =
        type === 'PRODUCT_CHANGE'
          ? { productId: product?.id ?? null, previousProductId: line.product_id }
          : type === 'TITULAR_CHANGE'
            ? { newCustomerId: holder?.id ?? null, newFiscalId: holder?.fiscal_id ?? null }
            : {};
      const reason = status === 'CANCELED' ? faker.helpers.arrayElement(CANCELLATION_REASONS) : null;
      const id = demoProcessId(brand, position);
      processes.push({
        id,
        brand_id: brand,
        channel_id: line.channel_id,
        type,
        status,
        subscription_id: line.id,
        fiscal_id: line.fiscal_id,
        line_number: line.line_number,
        details: JSON.stringify(details),
        previous_subscription_status: status === 'INITIATED' ? 'ACTIVE' : null,
        cancel_reason: reason,
        due_at: status === 'INITIATED' ? new Date(FUTURE_DUE.getTime() + position * 86_400_000) : finished,
        created_at: created,
        modified_at: status === 'INITIATED' ? created : finished,
      });
      history.push({
        process_id: id,
        status_from: null,
        status_to: 'INITIATED',
        action: 'START',
        reason: null,
        actor: SEEDED_BY,
        at: created,
      });
      if (status !== 'INITIATED') {
        history.push({
          process_id: id,
          status_from: 'INITIATED',
          status_to: status,
          action: status === 'COMPLETED' ? 'COMPLETE' : status === 'CANCELED' ? 'CANCEL' : 'FAIL',
          reason: status === 'ERRORED' ? 'The network refused the change' : reason,
          actor: status === 'CANCELED' ? SEEDED_BY : 'system:process-sweep',
          at: finished,
        });
      }
    }
  }
  if (processes.length > 0) await db.insertInto('processes').values(processes).execute();
  if (history.length > 0) await db.insertInto('process_history').values(history).execute();
  return processes.length;
}

/** The demo holder of brand 2020001 with a terminated mobile line and a fibre line, under fixed ids. */
async function seedDemoManagedLines(db: Kysely<Database>): Promise<void> {
  const product = (family: 'MOBILE' | 'FIBRE') =>
    db
      .selectFrom('products')
      .select(['id', 'name', 'price_with_promotions_cents'])
      .where('brand_id', '=', '2020001')
      .where('family', '=', family)
      .where('status', '=', 'ACTIVE')
      .where('cumulative_gb', '=', false)
      .orderBy('name')
      .executeTakeFirst();
  const mobile = await product('MOBILE');
  const fibre = await product('FIBRE');
  if (!mobile || !fibre) return;
  await db
    .insertInto('customers')
    .values({
      id: DEMO_MANAGED_CUSTOMER_ID,
      brand_id: '2020001',
      channel_id: '2020001',
      fiscal_id: DEMO_MANAGED_FISCAL_ID,
      document_type: 'DNI',
      customer_type: 'RESIDENTIAL',
      name: 'Marta',
      first_surname: 'Gestión',
      second_surname: 'Demo',
      email: 'marta.gestion@example.com',
      postal_code: '28013',
      province: '28',
      city: 'Madrid',
      created_at: REFERENCE_DATE,
      modified_at: REFERENCE_DATE,
    })
    .execute();
  const line = (position: number, family: 'MOBILE' | 'FIBRE', status: SubscriptionStatus) => {
    const chosen = family === 'MOBILE' ? mobile : fibre;
    return {
      id: demoManagedLineId(position),
      brand_id: '2020001',
      channel_id: '2020001',
      customer_id: DEMO_MANAGED_CUSTOMER_ID,
      fiscal_id: DEMO_MANAGED_FISCAL_ID,
      line_number: family === 'MOBILE' ? `69900000${position}` : `91300000${position}`,
      product_id: chosen.id,
      product_name: chosen.name,
      status,
      start_date: '2024-03-01',
      end_date: status === 'TERMINATED' ? '2025-06-30' : null,
      final_price_cents: chosen.price_with_promotions_cents,
      family,
      fixed_number: family === 'FIBRE' ? `91300000${position}` : null,
      created_at: REFERENCE_DATE,
      modified_at: REFERENCE_DATE,
    };
  };
  await db
    .insertInto('subscriptions')
    .values([
      line(0, 'MOBILE', 'TERMINATED'),
      line(1, 'FIBRE', 'ACTIVE'),
      // Waiting for the INITIATED processes seeded below.
      line(2, 'MOBILE', 'PENDING_PRODUCT_CHANGE'),
      line(3, 'MOBILE', 'PENDING_TITULAR_CHANGE'),
      line(4, 'MOBILE', 'PENDING_PRODUCT_CHANGE'),
      line(5, 'MOBILE', 'PENDING_TITULAR_CHANGE'),
    ])
    .execute();
}
