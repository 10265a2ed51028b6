import { faker } from '@faker-js/faker/locale/es';
import type { Insertable, Kysely } from 'kysely';
import type {
  AnyInstallationStatus,
  InstallationSlot,
  InstallationType,
} from '../../schema/domain/vocabulary/installation';
import type { ShipmentStatus } from '../../schema/domain/vocabulary/shipment';
import type { Database } from '../db/database-schema';
import type { InstallationsTable, ShipmentItem, ShipmentsTable } from '../db/fieldwork-tables';
import { createEmbeddedLogistics } from '../providers/logistics/embedded-logistics';

const SEED = 3008;
/** Every demo creation lies before this instant; booked visits lie well after it (see FUTURE_DAYS). */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');
/** Working days of January 2030 for the demo's booked visits, so they stay ahead of any demo's today. */
const FUTURE_DAYS = ['2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-21'];

/**
 * Status of the n-th standard demo installation; position 0 is CANCELED (refuses every action) for the
 * authorization matrix.
 */
const INSTALLATION_CYCLE: readonly AnyInstallationStatus[] = [
  'CANCELED',
  'COMPLETED',
  'CREATED',
  'SCHEDULED',
  'FAILED',
  'PENDING_SCHEDULE',
  'ERRORED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
  'RELAUNCHED',
];
const SATELLITE_CYCLE: readonly AnyInstallationStatus[] = [
  'SENDING_EQUIPMENT',
  'PENDING_SCHEDULE',
  'SCHEDULED',
  'ERRORED',
  'COMPLETED',
];
const TYPE_CYCLE: readonly InstallationType[] = [
  'FIBRE',
  'FIBRE',
  'FIXED',
  'FIBRE',
  'TV',
  'FIBRE',
  'ALARM',
  'FIBRE',
  'FIBRE',
  'FIXED',
];
const PRODUCT_OF_TYPE: Record<InstallationType, string> = {
  FIBRE: 'Fibra 600 Mb',
  SATELLITE: 'Satélite 100 Mb',
  TV: 'TV Básica',
  FIXED: 'Fijo Tarifa Plana',
  ALARM: 'Alarma Hogar',
};

/** Status of the n-th demo shipment; position 0 is COMPLETED (cannot be cancelled) for the authorization matrix. */
const SHIPMENT_CYCLE: readonly ShipmentStatus[] = [
  'COMPLETED',
  'CREATED',
  'IN_PROGRESS',
  'PICKING_COMPLETED',
  'READY_TO_SEND',
  'SENT',
  'IN_DELIVERY',
  'ERRORED',
  'CANCELED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
  'RELAUNCHED',
];

const DEMO_SCALE = [
  {
    brand: '2020001',
    channels: ['2020001', '2020001001', '2020001002', '2020001001001'],
    installations: 30,
    shipments: 30,
  },
  { brand: '3000003', channels: ['3000003', '3000003001'], installations: 5, shipments: 5 },
];

/** Demo ids are fixed so tests and the authorization matrix can name them: kind, brand prefix and position. */
export function demoInstallationId(brand: string, position: number): string {
  return `00000000-0000-4008-a${brand.slice(0, 3)}-${String(position).padStart(12, '0')}`;
}

export function demoShipmentId(brand: string, position: number): string {
  return `00000000-0000-4008-b${brand.slice(0, 3)}-${String(position).padStart(12, '0')}`;
}

type DemoCustomer = {
  id: string;
  channel_id: string;
  fiscal_id: string;
  name: string;
  first_surname: string | null;
  street_type: string | null;
  street: string | null;
  street_number: string | null;
  postal_code: string | null;
  province: string | null;
  city: string | null;
};

function addressOf(customer: DemoCustomer) {
  return {
    street: [customer.street_type, customer.street].filter(Boolean).join(' ') || 'Calle Mayor',
    street_number: customer.street_number ?? '1',
    floor: faker.helpers.arrayElement([null, '1º A', '2º B', '3º Izda', 'Bajo']),
    postal_code: customer.postal_code ?? '28013',
    province: customer.postal_code ? (customer.province ?? customer.postal_code.slice(0, 2)) : '28',
    city: customer.city ?? 'Madrid',
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * 30 installations and 30 shipments of brand 2020001 (and a few of 3000003) across every status, for customers
 * of the channel they live in; some installations belong to the demo fibre subscriptions. Runs after the demo
 * customers, inside the demo-world transaction.
 */
export async function seedDemoFieldwork(
  db: Kysely<Database>,
): Promise<{ installations: number; shipments: number }> {
  faker.seed(SEED);
  const logistics = createEmbeddedLogistics();
  const installations: Insertable<InstallationsTable>[] = [];
  const shipments: Insertable<ShipmentsTable>[] = [];
  for (const scale of DEMO_SCALE) {
    const customers = await db
      .selectFrom('customers')
      .select([
        'id',
        'channel_id',
        'fiscal_id',
        'name',
        'first_surname',
        'street_type',
        'street',
        'street_number',
        'postal_code',
        'province',
        'city',
      ])
      .where('brand_id', '=', scale.brand)
      .orderBy('fiscal_id')
      .execute();
    const fibreLines = await db
      .selectFrom('subscriptions')
      .select(['id', 'channel_id', 'customer_id', 'fixed_number', 'product_id', 'product_name'])
      .where('brand_id', '=', scale.brand)
      .where('family', '=', 'FIBRE')
      .orderBy('contract')
      .execute();
    const usedLines = new Set<string>();
    const customerIn = (channel: string, position: number) => {
      const own = customers.filter((customer) => customer.channel_id === channel);
      const pool = own.length > 0 ? own : customers;
      return pool[position % pool.length];
    };

    for (let position = 0; position < scale.installations; position += 1) {
      const satellite = position >= 20 && position < 25;
      const type: InstallationType = satellite
        ? 'SATELLITE'
        : (TYPE_CYCLE[position % TYPE_CYCLE.length] ?? 'FIBRE');
      const status = satellite
        ? (SATELLITE_CYCLE[position - 20] ?? 'CREATED')
        : (INSTALLATION_CYCLE[position % INSTALLATION_CYCLE.length] ?? 'CREATED');
      const channel = scale.channels[position % scale.channels.length] ?? scale.brand;
      const line =
        type === 'FIBRE'
          ? fibreLines.find((l) => l.channel_id === channel && !usedLines.has(l.id) && l.fixed_number)
          : undefined;
      if (line) usedLines.add(line.id);
      const customer = line
        ? customers.find((c) => c.id === line.customer_id)
        : customerIn(channel, position);
      if (!customer) continue;
      const created = faker.date.past({ years: 1, refDate: REFERENCE_DATE });
      const dated = status === 'SCHEDULED' || status === 'COMPLETED' || status === 'FAILED';
      const date =
        status === 'SCHEDULED'
          ? (FUTURE_DAYS[position % FUTURE_DAYS.length] ?? null)
          : dated
            ? isoDay(new Date(created.getTime() + 7 * 86_400_000))
            : null;
      const slot: InstallationSlot | null = date ? (position % 2 === 0 ? 'MORNING' : 'AFTERNOON') : null;
      const booked =
        date !== null || ['SENDING_EQUIPMENT', 'PENDING_RELAUNCH', 'RELAUNCHED'].includes(status);
      installations.push({
        id: demoInstallationId(scale.brand, position),
        brand_id: scale.brand,
        channel_id: customer.channel_id,
        installation_type: type,
        status,
        installation_date: date,
        installation_slot: slot,
        fixed_number: line?.fixed_number ?? null,
        ...addressOf(customer),
        product_id: line?.product_id ?? null,
        product_name: line?.product_name ?? PRODUCT_OF_TYPE[type],
        subscription_id: line?.id ?? null,
        order_reference: `ORD-${scale.brand}-${String(1000 + position)}`,
        customer_fiscal_id: customer.fiscal_id,
        field_service_job_id: booked
          ? `FS-DEMO${scale.brand.slice(0, 3)}${String(position).padStart(3, '0')}`
          : null,
        created_at: created,
        changed_at: new Date(created.getTime() + faker.number.int({ min: 1, max: 72 }) * 3_600_000),
      });
    }

    for (let position = 0; position < scale.shipments; position += 1) {
      const status = SHIPMENT_CYCLE[position % SHIPMENT_CYCLE.length] ?? 'CREATED';
      const channel = scale.channels[position % scale.channels.length] ?? scale.brand;
      const customer = customerIn(channel, position + 7);
      if (!customer) continue;
      const id = demoShipmentId(scale.brand, position);
      const items: ShipmentItem[] = [
        { kind: 'SIM', description: 'Tarjeta SIM triple corte', serial: `8934${faker.string.numeric(15)}` },
      ];
      if (position % 3 === 0) items.push({ kind: 'ROUTER', description: 'Router wifi 6', serial: null });
      const address = addressOf(customer);
      const tracking = await logistics.createShipment({
        shipmentId: id,
        address: { ...address, number: address.street_number, postalCode: address.postal_code },
        items,
      });
      const created = faker.date.past({ years: 1, refDate: REFERENCE_DATE });
      shipments.push({
        id,
        brand_id: scale.brand,
        channel_id: customer.channel_id,
        status,
        // The first parcel still CREATED waits for the order's documents (the list view's PENDING_DOCS).
        documents_pending: status === 'CREATED' && position < SHIPMENT_CYCLE.length,
        tracking_number: tracking.trackingNumber,
        carrier: tracking.carrier,
        carrier_url: tracking.carrierUrl,
        order_reference: `ORD-${scale.brand}-${String(2000 + position)}`,
        customer_fiscal_id: customer.fiscal_id,
        customer_name: [customer.name, customer.first_surname].filter(Boolean).join(' '),
        ...address,
        items: JSON.stringify(items),
        created_at: created,
        changed_at: new Date(created.getTime() + faker.number.int({ min: 1, max: 72 }) * 3_600_000),
      });
    }
  }
  await db.insertInto('installations').values(installations).execute();
  await db.insertInto('shipments').values(shipments).execute();
  return { installations: installations.length, shipments: shipments.length };
}
