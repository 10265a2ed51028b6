import { faker } from '@faker-js/faker/locale/es';
import type { Insertable, Kysely } from 'kysely';
import { isDraftOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import { madridWallClock } from '../../schema/domain/madrid-clock';
import type { ContractStatus } from '../../schema/domain/vocabulary/contract';
import type { OrderHistoryAction, OrderStatus, VerificationType } from '../../schema/domain/vocabulary/order';
import type { Database } from '../db/database-schema';
import type {
  ContractHistoryTable,
  ContractsTable,
  OrderHistoryTable,
  OrderProductOptions,
  OrderProductsTable,
  OrdersTable,
} from '../db/order-tables';
import { formatOrderNumber } from '../orders/issue-order-number';

const SEED = 3007;
/** Every demo order is created before this instant. */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');
const HOUR = 3_600_000;
const VERIFICATIONS: VerificationType[] = ['WEBCAM', 'MANUAL', 'SMS', 'QR'];

/**
 * The demo orders of each brand, by position: status and owning channel. Brand 2020001's positions 0 (COMPLETED),
 * 1 (INITIATED draft) and 2 (PENDING_CONTRACT_SIGNATURE, contract SENDED) are named by the authorization matrix.
 */
const DEMO_ORDERS: Record<string, ReadonlyArray<[OrderStatus, string]>> = {
  '2020001': [
    ['COMPLETED', '2020001'],
    ['INITIATED', '2020001'],
    ['PENDING_CONTRACT_SIGNATURE', '2020001'],
    ['ERRORED', '2020001'],
    ['SIGNATURE_CANCELED', '2020001'],
    ['VERIFICATION_COMPLETED', '2020001'],
    ['VERIFICATION_ERRORED', '2020001'],
    ['SIGNATURE_COMPLETED', '2020001'],
    ['LINES_UPDATED', '2020001001'],
    ['PRODUCT_UPDATED', '2020001001'],
    ['PENDING_CONTRACT_SIGNATURE', '2020001001'],
    ['CUSTOMER_UPDATED', '2020001001'],
    ['PENDING_PROVIDER', '2020001001'],
    ['PENDING_LOGISTIC', '2020001001001'],
    ['LOGISTIC_COMPLETED', '2020001001001'],
    ['PAYMENT_UPDATED', '2020001'],
    ['PROMOCODE_ADDED', '2020001'],
    ['SHIPPING_ADDRESS_ADDED', '2020001'],
    ['VERIFICATION_REQUESTED', '2020001'],
    ['PENDING_PAYMENT', '2020001'],
    ['PAYMENT_COMPLETED', '2020001'],
    ['PENDING_MIGRATION', '2020001'],
    ['COMPLETED', '2020001002'],
    ['INITIATED', '2020001002'],
    ['PENDING_CONTRACT_SIGNATURE', '2020001002'],
    ['ERRORED', '2020001002'],
    ['SIGNATURE_CANCELED', '2020001002'],
    ['VERIFICATION_COMPLETED', '2020001002'],
    ['SIGNATURE_COMPLETED', '2020001002'],
    ['COMPLETED', '2020001'],
  ],
  '3000003': [
    ['COMPLETED', '3000003'],
    ['INITIATED', '3000003'],
    ['PENDING_CONTRACT_SIGNATURE', '3000003001'],
    ['ERRORED', '3000003'],
    ['VERIFICATION_COMPLETED', '3000003001'],
  ],
};

/** Demo order ids are fixed so tests and the authorization matrix can name them: brand prefix + position. */
export function demoOrderId(brand: string, position: number): string {
  return `00000000-0000-4000-9${brand.slice(0, 3)}-${String(position).padStart(12, '0')}`;
}

/** The history an order in `status` has behind it, as (action, status reached) steps after its creation. */
function historyPath(status: OrderStatus): Array<[OrderHistoryAction, OrderStatus]> {
  const steps: Array<[OrderHistoryAction, OrderStatus]> = [['CREATE', 'INITIATED']];
  if (isDraftOrderStatus(status)) {
    if (status !== 'INITIATED') steps.push(['UPDATE', status]);
    return steps;
  }
  steps.push(
    ['UPDATE', 'VERIFICATION_COMPLETED'],
    ['LAUNCH', 'IN_PROGRESS'],
    ['CONTRACT_SENT', 'PENDING_CONTRACT_SIGNATURE'],
  );
  if (status === 'PENDING_CONTRACT_SIGNATURE') return steps;
  if (status === 'ERRORED') return [...steps, ['CONTRACT_FAILED', 'ERRORED']];
  if (status === 'SIGNATURE_CANCELED') return [...steps, ['CANCEL_CONTRACT_SIGNATURE', 'SIGNATURE_CANCELED']];
  steps.push(['CONTRACT_SIGNED', 'SIGNATURE_COMPLETED']);
  if (status !== 'SIGNATURE_COMPLETED') steps.push(['UPDATE', status]);
  return steps;
}

/** The contract a launched order has, by the order's status; drafts have none yet. */
function contractStatusOf(status: OrderStatus, position: number): ContractStatus | null {
  if (isDraftOrderStatus(status)) return null;
  if (status === 'PENDING_CONTRACT_SIGNATURE') return position % 3 === 2 ? 'SENDED' : 'VIEWED';
  if (status === 'ERRORED') return 'ERRORED';
  if (status === 'SIGNATURE_CANCELED') return 'EXPIRED';
  return 'COMPLETED';
}

const CONTRACT_STEPS: Record<ContractStatus, Array<[ContractHistoryTable['action'], ContractStatus]>> = {
  PENDING: [['CREATE', 'PENDING']],
  SENDED: [
    ['CREATE', 'PENDING'],
    ['SEND', 'SENDED'],
  ],
  VIEWED: [
    ['CREATE', 'PENDING'],
    ['SEND', 'SENDED'],
    ['VIEW', 'VIEWED'],
  ],
  COMPLETED: [
    ['CREATE', 'PENDING'],
    ['SEND', 'SENDED'],
    ['VIEW', 'VIEWED'],
    ['SIGN', 'COMPLETED'],
  ],
  ERRORED: [
    ['CREATE', 'PENDING'],
    ['SEND', 'SENDED'],
    ['FAIL', 'ERRORED'],
  ],
  EXPIRED: [
    ['CREATE', 'PENDING'],
    ['SEND', 'SENDED'],
    ['VOID', 'EXPIRED'],
  ],
};

/**
 * ~30 orders of brand 2020001 (some in sub-channels, 2020001002 included) and a few of 3000003, in every kind of
 * status, for demo customers with products of their brand's catalogue; with their history, contracts and the
 * order-number series continuing after them. Runs inside the demo-world transaction, after the customers.
 */
export async function seedDemoOrders(db: Kysely<Database>): Promise<number> {
  faker.seed(SEED);
  const orders: Insertable<OrdersTable>[] = [];
  const products: Insertable<OrderProductsTable>[] = [];
  const history: Insertable<OrderHistoryTable>[] = [];
  const contracts: Insertable<ContractsTable>[] = [];
  const contractHistory: Array<Omit<Insertable<ContractHistoryTable>, 'contract_id'> & { contract: string }> =
    [];
  const series = new Map<string, number>();

  for (const [brand, plan] of Object.entries(DEMO_ORDERS)) {
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'channel_id', 'fiscal_id', 'name', 'first_surname', 'second_surname', 'email'])
      .where('brand_id', '=', brand)
      .orderBy('fiscal_id')
      .execute();
    const catalogue = await db
      .selectFrom('products')
      .select(['id', 'name', 'family', 'price_cents'])
      .where('brand_id', '=', brand)
      .where('status', '=', 'ACTIVE')
      .where('family', 'in', ['MOBILE', 'FIBRE', 'TV', 'FIXED', 'CONVERGENT'])
      .orderBy('name')
      .execute();
    if (customers.length === 0 || catalogue.length === 0) continue;
    const created = plan
      .map(() => faker.date.past({ years: 1, refDate: REFERENCE_DATE }))
      .sort((a, b) => a.getTime() - b.getTime());
    // Numbers follow creation order, as the series issues them.
    const byCreation = plan.map((entry, position) => ({ entry, position, at: created[position] as Date }));
    for (const { entry, position, at } of byCreation) {
      const [status, channel] = entry;
      const id = demoOrderId(brand, position);
      const sameChannel = customers.filter((customer) => customer.channel_id === channel);
      const customer = faker.helpers.arrayElement(sameChannel.length > 0 ? sameChannel : customers);
      const chosen = faker.helpers.arrayElements(catalogue, { min: 1, max: 2 });
      const year = madridWallClock(at).year;
      const key = `${brand}:${year}`;
      const sequence = (series.get(key) ?? 0) + 1;
      series.set(key, sequence);
      const mobile = `6${faker.string.numeric(8)}`;
      chosen.forEach((product, index) => {
        const options: OrderProductOptions =
          product.family === 'MOBILE' || product.family === 'CONVERGENT'
            ? { lineNumber: `7${faker.string.numeric(8)}`, esim: index % 2 === 1 }
            : {};
        products.push({
          order_id: id,
          position: index + 1,
          product_id: product.id,
          name: product.name,
          family: product.family,
          price_cents: product.price_cents,
          options: JSON.stringify(options),
        });
      });
      const steps = historyPath(status);
      const modified = new Date(at.getTime() + (steps.length - 1) * HOUR);
      orders.push({
        id,
        order_number: formatOrderNumber(year, sequence),
        brand_id: brand,
        channel_id: channel,
        customer_id: customer.id,
        customer_fiscal_id: customer.fiscal_id,
        customer_name: customer.name,
        customer_first_surname: customer.first_surname,
        customer_second_surname: customer.second_surname,
        family: chosen[0]?.family ?? 'MOBILE',
        verification_type: VERIFICATIONS[position % VERIFICATIONS.length] ?? 'MANUAL',
        status,
        draft: isDraftOrderStatus(status),
        document_number: customer.fiscal_id,
        mobile_number: mobile,
        email: customer.email,
        total_price_cents: chosen.reduce((sum, product) => sum + product.price_cents, 0),
        created_by: 'agent@demo.test',
        created_at: at,
        modified_at: modified,
      });
      steps.forEach(([action, to], index) => {
        history.push({
          order_id: id,
          action,
          status_from: index === 0 ? null : (steps[index - 1]?.[1] ?? null),
          status_to: to,
          reason: action === 'CONTRACT_FAILED' ? 'CONTRACT_ERRORED' : null,
          actor:
            action === 'CONTRACT_SIGNED' || action === 'CONTRACT_FAILED'
              ? 'system:contract-sweep'
              : 'agent@demo.test',
          at: new Date(at.getTime() + index * HOUR),
        });
      });
      const contractStatus = contractStatusOf(status, position);
      if (contractStatus) {
        const contractId = id.replace(/^00000000/, 'c0000000');
        const launchedAt = new Date(at.getTime() + 2 * HOUR);
        contracts.push({
          id: contractId,
          order_id: id,
          status: contractStatus,
          envelope_id: `ESIG-${launchedAt.getTime().toString(36)}-S-${faker.string.hexadecimal({ length: 12, casing: 'lower', prefix: '' })}`,
          document_html: `<!doctype html><html lang="es"><body><h1>Contrato de servicios</h1><p>Pedido ${formatOrderNumber(year, sequence)}</p></body></html>`,
          sent_at: launchedAt,
          created_at: launchedAt,
          modified_at: modified,
        });
        CONTRACT_STEPS[contractStatus].forEach(([action, to], index, all) => {
          contractHistory.push({
            contract: contractId,
            action,
            status_from: index === 0 ? null : (all[index - 1]?.[1] ?? null),
            status_to: to,
            actor: index < 2 ? 'agent@demo.test' : 'system:contract-sweep',
            at: new Date(launchedAt.getTime() + index * HOUR),
          });
        });
      }
    }
  }
  if (orders.length === 0) return 0;
  await db.insertInto('orders').values(orders).execute();
  await db.insertInto('order_products').values(products).execute();
  await db.insertInto('order_history').values(history).execute();
  if (contracts.length > 0) {
    await db.insertInto('contracts').values(contracts).execute();
    await db
      .insertInto('contract_history')
      .values(contractHistory.map(({ contract, ...entry }) => ({ ...entry, contract_id: contract })))
      .execute();
  }
  await db
    .insertInto('order_number_series')
    .values(
      [...series].map(([key, last]) => {
        const [brand = '', year = '0'] = key.split(':');
        return { brand_id: brand, year: Number(year), next_number: last + 1 };
      }),
    )
    .execute();
  return orders.length;
}
