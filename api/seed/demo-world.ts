import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Role } from '../../schema/domain/roles';
import type { BrandSettings, Database } from '../db/database-schema';
import type { UserPoolAdmin } from '../identity/user-pool-admin';
import { seedDemoBrandSettings } from './demo-brand-settings';
import { seedDemoChannelUsers } from './demo-channel-users';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoEnergy } from './demo-energy';
import { seedDemoFieldwork } from './demo-fieldwork';
import { seedDemoFinancialRisk } from './demo-financial-risk';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoKnowledgeBase } from './demo-knowledge-base';
import { seedDemoLeads } from './demo-leads';
import { seedDemoLineServices } from './demo-line-services';
import { seedDemoNews } from './demo-news';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPortabilities } from './demo-portabilities';
import { seedDemoProcesses } from './demo-processes';
import { seedDemoProductCatalogue } from './demo-product-catalogue';
import { seedDemoResources } from './demo-resources';
import { seedDemoSignupCatalogue } from './demo-signup-catalogue';
import { seedDemoTemporalSubscriptions } from './demo-temporal-subscriptions';
import { oneSeedAtATime } from './one-seed-at-a-time';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_TEMPORARY_PASSWORD = 'Temp1234!';

type DemoBrand = {
  id: string;
  name: string;
  generateCustomerInvoices: boolean;
  maxSales: number | null;
  superAdminEmail: string | null;
  settings: BrandSettings;
};

type DemoChannel = { id: string; parent: string | null; brand: string; name: string; blocked?: boolean };

type DemoAccount = {
  email: string;
  fullName: string;
  role: Role | null;
  channel: string;
  /** Signs in with this password and must then choose a new one. */
  temporaryPassword?: string;
};

/** The operator is brand '0', owner of the root channel '0'; it is not offered in the brand search. */
const BRANDS: DemoBrand[] = [
  {
    id: '0',
    name: 'Centralita',
    generateCustomerInvoices: false,
    maxSales: null,
    superAdminEmail: null,
    settings: { legalName: 'Centralita Operaciones S.L.', segment: 'operator' },
  },
  {
    id: '2020001',
    name: 'Demo Telecom',
    generateCustomerInvoices: true,
    maxSales: null,
    superAdminEmail: 'owner@demo.test',
    settings: {
      legalName: 'Demo Telecom S.L.',
      segment: 'residential',
      defaultPaymentTermsDays: 30,
      invoiceSeriesPrefix: 'DT-YYYY-',
      creditNoteSeriesPrefix: 'DTA-YYYY-',
    },
  },
  {
    id: '1450002',
    name: 'Vela Movil',
    generateCustomerInvoices: false,
    maxSales: 250,
    superAdminEmail: null,
    settings: { legalName: 'Vela Movil S.A.', segment: 'mobile' },
  },
  {
    id: '3000003',
    name: 'Nimbus Fibra',
    generateCustomerInvoices: true,
    maxSales: null,
    superAdminEmail: 'admin@nimbus.test',
    settings: { legalName: 'Nimbus Fibra S.L.', segment: 'fibre', defaultPaymentTermsDays: 15 },
  },
];

/** Sub-channel ids are the parent's id plus three digits; parents come before their children. */
const CHANNELS: DemoChannel[] = [
  { id: '0', parent: null, brand: '0', name: 'Centralita' },
  { id: '2020001', parent: '0', brand: '2020001', name: 'Demo Telecom' },
  { id: '2020001001', parent: '2020001', brand: '2020001', name: 'Demo Telecom Norte' },
  { id: '2020001002', parent: '2020001', brand: '2020001', name: 'Demo Telecom Sur' },
  { id: '2020001003', parent: '2020001', brand: '2020001', name: 'Demo Telecom Eventos', blocked: true },
  { id: '2020001001001', parent: '2020001001', brand: '2020001', name: 'Demo Telecom Norte Bilbao' },
  { id: '1450002', parent: '0', brand: '1450002', name: 'Vela Movil' },
  { id: '1450002001', parent: '1450002', brand: '1450002', name: 'Vela Movil Centro' },
  { id: '1450002002', parent: '1450002', brand: '1450002', name: 'Vela Movil Levante' },
  { id: '3000003', parent: '0', brand: '3000003', name: 'Nimbus Fibra' },
  { id: '3000003001', parent: '3000003', brand: '3000003', name: 'Nimbus Fibra Madrid' },
  { id: '3000003002', parent: '3000003', brand: '3000003', name: 'Nimbus Fibra Barcelona' },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'operator@demo.test', fullName: 'Olga Operadora Ruiz', role: 'ADMIN', channel: '0' },
  { email: 'admin@demo.test', fullName: 'Adela Administradora Gil', role: 'ADMIN', channel: '2020001' },
  { email: 'manager@demo.test', fullName: 'Marcos Gestor Pardo', role: 'MANAGER', channel: '2020001' },
  { email: 'agent@demo.test', fullName: 'Ana Agente Soler', role: 'AGENT', channel: '2020001' },
  { email: 'legacy@demo.test', fullName: 'Luis Legado Vidal', role: 'USER', channel: '2020001' },
  { email: 'owner@demo.test', fullName: 'Paula Propietaria Serra', role: null, channel: '2020001' },
  { email: 'norole@demo.test', fullName: 'Nuria Sinrol Campos', role: null, channel: '2020001' },
  { email: 'client@demo.test', fullName: 'Carlos Cliente Mora', role: 'CLIENT', channel: '2020001' },
  { email: 'admin@nimbus.test', fullName: 'Nerea Nimbus Arias', role: 'ADMIN', channel: '3000003' },
  {
    email: 'newpass@demo.test',
    fullName: 'Nico Nuevaclave Roca',
    role: 'MANAGER',
    channel: '2020001',
    temporaryPassword: DEMO_TEMPORARY_PASSWORD,
  },
];

/** Same e-mail, same id, on every machine. */
function demoUserId(email: string): string {
  const hex = createHash('sha256').update(`centralita-demo-user:${email}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Creates the account in the pool or, when it is already there, resets its password to the demo one. */
async function ensurePoolAccount(pool: UserPoolAdmin, account: DemoAccount): Promise<string> {
  const { username, alreadyExisted } = await pool.createUser({
    username: account.email,
    attributes: {
      email: account.email,
      email_verified: 'true',
      name: account.fullName,
      ...(account.role ? { 'custom:role': account.role } : {}),
    },
    ...(account.temporaryPassword ? { temporaryPassword: account.temporaryPassword } : {}),
  });
  if (!account.temporaryPassword) await pool.setPassword(username, DEMO_PASSWORD, true);
  else if (alreadyExisted) await pool.setPassword(username, account.temporaryPassword, false);
  return username;
}

export type DemoSeedOptions = {
  db: Kysely<Database>;
  pool: UserPoolAdmin;
  /** Wipe users, channels and brands (and every table referencing them) first. */
  reset?: boolean;
  log?: (line: string) => void;
};

export type DemoSeedResult = { seeded: boolean; reason?: string };

/**
 * Fills an empty database with the demo world (docs/decisions.md "Demo seeding") and creates its accounts in the
 * user pool. The pool goes first and tolerates existing accounts, so a failed start can simply be retried;
 * the rows go in one transaction under a lock, so two instances starting together seed once.
 */
export function seedDemoWorld(options: DemoSeedOptions): Promise<DemoSeedResult> {
  return oneSeedAtATime(() => seedDemoWorldNow(options));
}

async function seedDemoWorldNow({
  db,
  pool,
  reset = false,
  log = () => {},
}: DemoSeedOptions): Promise<DemoSeedResult> {
  const hasUsers = async (executor: Kysely<Database>) =>
    (await executor.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (!reset && (await hasUsers(db))) return { seeded: false, reason: 'the database already has users' };

  const usernames = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) usernames.set(account.email, await ensurePoolAccount(pool, account));

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('centralita-demo-seed'))`.execute(trx);
    if (reset) {
      await sql`truncate table users, channels, brand_config, brands cascade`.execute(trx);
    } else if (await hasUsers(trx)) {
      return { seeded: false, reason: 'another instance seeded the database' };
    }

    await trx
      .insertInto('brands')
      .values(
        BRANDS.map((brand) => ({
          id: brand.id,
          name: brand.name,
          logo_url: null,
          expanded_logo_url: null,
          dark_mode_logo_url: null,
          dark_mode_expanded_logo_url: null,
          generate_customer_invoices: brand.generateCustomerInvoices,
          has_max_sales: brand.maxSales !== null,
          max_sales: brand.maxSales,
          super_admin_email: brand.superAdminEmail,
        })),
      )
      .execute();
    await trx
      .insertInto('brand_config')
      .values(BRANDS.map((brand) => ({ brand_id: brand.id, settings: JSON.stringify(brand.settings) })))
      .execute();
    await trx
      .insertInto('channels')
      .values(
        CHANNELS.map((channel) => ({
          id: channel.id,
          parent_id: channel.parent,
          brand_id: channel.brand,
          name: channel.name,
          sub_channel_number: channel.parent && channel.parent !== '0' ? Number(channel.id.slice(-3)) : null,
          status: channel.blocked ? ('BLOCKED' as const) : ('ACTIVE' as const),
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          id: demoUserId(account.email),
          email: account.email,
          full_name: account.fullName,
          role: account.role,
          channel_id: account.channel,
          original_channel_id: account.channel,
          pool_username: usernames.get(account.email) ?? account.email,
        })),
      )
      .execute();
    const channelStaff = await seedDemoChannelUsers(trx, pool, DEMO_PASSWORD);
    log(`seeded ${channelStaff} sub-channel staff accounts`);
    await seedDemoBrandSettings(trx);
    const demoCustomers = await seedDemoCustomers(trx);
    log(`seeded ${demoCustomers.customers} demo customers and ${demoCustomers.subscriptions} subscriptions`);
    const demoRisk = await seedDemoFinancialRisk(trx);
    log(`seeded ${demoRisk.documents} customer contracts and ${demoRisk.scores} financial-risk scores`);
    log(`seeded ${await seedDemoPortabilities(trx)} demo portabilities`);
    log(`seeded ${await seedDemoProcesses(trx)} demo processes`);
    log(`seeded ${await seedDemoOrders(trx)} demo orders with their contracts`);
    const demoFieldwork = await seedDemoFieldwork(trx);
    log(`seeded ${demoFieldwork.installations} demo installations and ${demoFieldwork.shipments} shipments`);
    log(`seeded ${await seedDemoInvoices(trx)} demo invoices and credit notes`);
    log(`seeded ${await seedDemoNews(trx)} demo news items`);
    log(`seeded ${await seedDemoProductCatalogue(trx)} demo catalogue changes`);
    log(`seeded ${await seedDemoLeads(trx)} demo leads`);
    log(`seeded ${await seedDemoSignupCatalogue(trx)} demo signup products`);
    log(`seeded ${await seedDemoEnergy(trx)} demo energy products, prices and studies`);
    log(`seeded ${await seedDemoResources(trx)} demo resources`);
    log(`seeded ${await seedDemoLineServices(trx)} demo line services`);
    log(`seeded ${await seedDemoTemporalSubscriptions(trx)} demo subscription terms`);
    log(`seeded ${await seedDemoKnowledgeBase(trx)} demo knowledge-base articles`);
    log(
      `seeded the demo world: ${BRANDS.length - 1} brands, ${CHANNELS.length} channels, ${DEMO_ACCOUNTS.length} accounts (password ${DEMO_PASSWORD})`,
    );
    return { seeded: true };
  });
}
