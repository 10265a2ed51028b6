import { faker } from '@faker-js/faker/locale/es';
import { composeIBAN } from 'ibantools';
import type { Insertable as Insert, Kysely } from 'kysely';
import { fixedPrefixesOf, PROVINCES, type Province } from '../../schema/domain/provinces';
import { cifControlValue } from '../../schema/domain/validators/cif';
import { dniControlLetter } from '../../schema/domain/validators/dni';
import { isValidSpanishIban } from '../../schema/domain/validators/iban';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { CustomerType, DocumentType, PaymentMethod } from '../../schema/domain/vocabulary/customer';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { CustomersTable, ProductsTable, SubscriptionsTable } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { streetWithoutType } from './street-name';

/** How many rows each demo brand gets, and in which of its channels they live. */
const DEMO_SCALE: ReadonlyArray<{
  brand: string;
  channels: string[];
  customers: number;
  subscriptions: number;
}> = [
  {
    brand: '2020001',
    channels: ['2020001', '2020001001', '2020001002', '2020001001001'],
    customers: 60,
    subscriptions: 150,
  },
  { brand: '1450002', channels: ['1450002', '1450002001', '1450002002'], customers: 20, subscriptions: 40 },
  { brand: '3000003', channels: ['3000003', '3000003001', '3000003002'], customers: 20, subscriptions: 40 },
];

/** Every demo timestamp lies before this instant, so the seed is the same whatever day it runs. */
const REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');
const SEED = 3004;
const CARRIERS = ['Movistar', 'Vodafone', 'Orange', 'MasMovil', 'Digi'];

type DemoProduct = {
  name: string;
  family: ProductFamily;
  subfamily: string | null;
  priceCents: number;
  status?: 'INACTIVE';
  promotion?: { name: string; discountCents: number; months: number };
};

const CATALOGUE: DemoProduct[] = [
  { name: 'Móvil 10 GB', family: 'MOBILE', subfamily: 'postpaid', priceCents: 1000 },
  {
    name: 'Móvil Ilimitado',
    family: 'MOBILE',
    subfamily: 'postpaid',
    priceCents: 2500,
    promotion: { name: '-5 € 6 meses', discountCents: 500, months: 6 },
  },
  { name: 'Datos compartidos 100 GB', family: 'MOBILE', subfamily: 'shared', priceCents: 3500 },
  { name: 'Fibra 600 Mb', family: 'FIBRE', subfamily: null, priceCents: 3000 },
  { name: 'Fibra 1 Gb', family: 'FIBRE', subfamily: null, priceCents: 4000 },
  { name: 'Fibra + Móvil', family: 'CONVERGENT', subfamily: null, priceCents: 5500 },
  { name: 'TV Básica', family: 'TV', subfamily: null, priceCents: 1200 },
  { name: 'Fijo Tarifa Plana', family: 'FIXED', subfamily: null, priceCents: 1500 },
  { name: 'Bono Internacional', family: 'INTERNATIONAL', subfamily: 'optional', priceCents: 500 },
  { name: 'Fibra 300 Mb (retirada)', family: 'FIBRE', subfamily: null, priceCents: 2500, status: 'INACTIVE' },
];

const SUBSCRIPTION_FAMILIES: ProductFamily[] = [
  ...Array<ProductFamily>(11).fill('MOBILE'),
  ...Array<ProductFamily>(4).fill('FIBRE'),
  'CONVERGENT',
  'CONVERGENT',
  'TV',
  'FIXED',
  'FIXED',
];
const SUBSCRIPTION_STATUSES: SubscriptionStatus[] = [
  ...Array<SubscriptionStatus>(12).fill('ACTIVE'),
  'TERMINATED',
  'TERMINATED',
  'CANCELED',
  'PENDING_PORTABILITY',
  'PENDING_INSTALLATION',
  'PENDING_ACTIVATION',
  'PENDING_TERMINATION',
  'UNKNOWN',
];

function digits(count: number): string {
  return faker.string.numeric({ length: count, allowLeadingZeros: true });
}

function demoFiscalId(type: DocumentType): string {
  if (type === 'NIE') {
    const prefix = faker.helpers.arrayElement(['X', 'Y', 'Z']);
    const number = digits(7);
    return `${prefix}${number}${dniControlLetter(`${'XYZ'.indexOf(prefix)}${number}`)}`;
  }
  if (type === 'CIF') {
    const number = digits(7);
    return `${faker.helpers.arrayElement(['A', 'B'])}${number}${cifControlValue(number)}`;
  }
  const number = digits(8);
  return `${number}${dniControlLetter(number)}`;
}

/** The two check digits of a Spanish account code (CCC): over 00+bank+branch, then over the account number. */
function cccControlDigit(tenDigits: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(tenDigits[index]), 0);
  const digit = 11 - (sum % 11);
  return digit === 11 ? 0 : digit === 10 ? 1 : digit;
}

function demoIban(): string {
  const bankAndBranch = digits(8);
  const account = digits(10);
  const bban = `${bankAndBranch}${cccControlDigit(`00${bankAndBranch}`)}${cccControlDigit(account)}${account}`;
  const iban = composeIBAN({ countryCode: 'ES', bban });
  if (!iban || !isValidSpanishIban(iban)) throw new Error(`demo IBAN ${iban} is not valid`);
  return iban;
}

function demoIcc(): string {
  const body = `8934${digits(14)}`;
  return `${body}${luhnCheckDigit(body)}`;
}

function demoMobile(): string {
  return `${faker.helpers.arrayElement(['6', '7'])}${digits(8)}`;
}

/** A fixed number of the province: one of its geographic prefixes, padded to 9 digits. */
function demoFixedNumber(province: Province): string {
  const prefix = faker.helpers.arrayElement(fixedPrefixesOf(province).filter((p) => p.startsWith('9')));
  return `${prefix}${digits(9 - prefix.length)}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type SeededCustomer = { id: string; channel: string; fiscalId: string; province: Province; email: string };

/**
 * Demo customers, catalogue and lines for each demo brand (deterministic: faker's `es` locale with a fixed
 * seed; DNIs, NIEs, CIFs, IBANs, ICCs and numbers valid by the domain validators; postal codes and fixed numbers
 * of the customer's province). Runs inside the demo-world transaction.
 */
export async function seedDemoCustomers(
  db: Kysely<Database>,
): Promise<{ customers: number; subscriptions: number }> {
  faker.seed(SEED);
  let customerCount = 0;
  let subscriptionCount = 0;
  for (const scale of DEMO_SCALE) {
    const products: Insert<ProductsTable>[] = CATALOGUE.map((product) => {
      const created = faker.date.past({ years: 2, refDate: REFERENCE_DATE });
      const discount = product.promotion?.discountCents ?? 0;
      return {
        id: faker.string.uuid(),
        brand_id: scale.brand,
        channel_id: scale.brand,
        name: product.name,
        description: `${product.name} de ${scale.brand}`,
        family: product.family,
        subfamily: product.subfamily,
        price_cents: product.priceCents,
        price_without_tax_cents: Math.round(product.priceCents / 1.21),
        provider_price_without_tax_cents: Math.round(product.priceCents / 1.21 / 2),
        promotions: JSON.stringify(product.promotion ? [product.promotion] : []),
        price_with_promotions_cents: product.priceCents - discount,
        display: product.status !== 'INACTIVE',
        status: product.status ?? 'ACTIVE',
        max_additional_lines: product.family === 'MOBILE' ? 4 : 0,
        cumulative_gb: product.subfamily === 'shared',
        created_at: created,
        modified_at: created,
      };
    });
    await db.insertInto('products').values(products).execute();

    const fiscalIds = new Set<string>();
    const customers: Insert<CustomersTable>[] = [];
    const seeded: SeededCustomer[] = [];
    for (let index = 0; index < scale.customers; index += 1) {
      const roll = faker.number.int(99);
      const customerType: CustomerType = roll < 70 ? 'RESIDENTIAL' : roll < 85 ? 'FREELANCE' : 'COMPANY';
      const documentType: DocumentType =
        customerType === 'COMPANY' ? 'CIF' : faker.number.int(9) < 2 ? 'NIE' : 'DNI';
      let fiscalId = demoFiscalId(documentType);
      while (fiscalIds.has(fiscalId)) fiscalId = demoFiscalId(documentType);
      fiscalIds.add(fiscalId);
      const firstName = faker.person.firstName();
      const firstSurname = faker.person.lastName();
      const secondSurname = faker.person.lastName();
      const province = faker.helpers.arrayElement(PROVINCES);
      const channel = faker.helpers.arrayElement(scale.channels);
      const companyName = customerType === 'COMPANY' ? faker.company.name() : null;
      const email = faker.internet
        .email({ firstName, lastName: firstSurname, provider: 'example.com' })
        .toLowerCase();
      const paysByDebit = faker.number.int(3) > 0;
      const created = faker.date.past({ years: 3, refDate: REFERENCE_DATE });
      const id = faker.string.uuid();
      const representativeNumber = digits(8);
      const mandateSigned = paysByDebit && faker.datatype.boolean();
      const paymentMethods: PaymentMethod[] = paysByDebit ? ['SEPA_DIRECT_DEBIT'] : ['CASH'];
      customers.push({
        id,
        brand_id: scale.brand,
        channel_id: channel,
        fiscal_id: fiscalId,
        document_type: documentType,
        customer_type: customerType,
        name: companyName ?? firstName,
        first_surname: companyName ? null : firstSurname,
        second_surname: companyName ? null : secondSurname,
        birth_date: companyName
          ? null
          : isoDay(faker.date.birthdate({ mode: 'age', min: 19, max: 85, refDate: REFERENCE_DATE })),
        email,
        contact_phone: demoMobile(),
        street_type: faker.helpers.arrayElement(['Calle', 'Avenida', 'Plaza', 'Paseo']),
        street: streetWithoutType(faker.location.street()),
        street_number: String(faker.number.int({ min: 1, max: 150 })),
        floor: faker.helpers.arrayElement([null, '1º A', '2º B', '3º C', 'Bajo']),
        additional_info: null,
        postal_code: `${province.code}${digits(3)}`,
        province: province.code,
        city: faker.location.city(),
        detailed_invoice: faker.datatype.boolean(),
        iban: paysByDebit ? demoIban() : null,
        skip_invoices: faker.number.int(9) === 0,
        payment_methods: JSON.stringify(paymentMethods),
        sepa_mandate_reference: paysByDebit
          ? `M${fiscalId}-${created.getTime().toString(36).toUpperCase()}`
          : null,
        sepa_mandate_signed: mandateSigned,
        sepa_mandate_signed_at: mandateSigned ? created : null,
        company_name: companyName,
        company_constitution_date: companyName
          ? isoDay(faker.date.past({ years: 30, refDate: REFERENCE_DATE }))
          : null,
        representative_document_type: companyName ? 'DNI' : null,
        representative_document: companyName
          ? `${representativeNumber}${dniControlLetter(representativeNumber)}`
          : null,
        representative_name: companyName ? firstName : null,
        representative_first_surname: companyName ? firstSurname : null,
        representative_second_surname: companyName ? secondSurname : null,
        representative_birth_date: companyName
          ? isoDay(faker.date.birthdate({ mode: 'age', min: 25, max: 70, refDate: REFERENCE_DATE }))
          : null,
        notarial_powers: companyName ? `poderes-${fiscalId}.pdf` : null,
        deeds: companyName ? `escrituras-${fiscalId}.pdf` : null,
        iae_date: null,
        iae_certificate: null,
        cif_card: companyName ? `cif-${fiscalId}.pdf` : null,
        tax_compliance_certificate: null,
        social_security_certificate: null,
        created_at: created,
        modified_at: created,
      });
      seeded.push({ id, channel, fiscalId, province, email });
    }
    await db.insertInto('customers').values(customers).execute();
    await db
      .insertInto('customer_documents')
      .values(
        seeded.slice(0, 3).map((customer) => ({
          customer_id: customer.id,
          document_type: 'OTHER',
          name: 'autorizacion.pdf',
          title: 'Autorización de portabilidad',
          content: 'data:application/pdf;base64,JVBERi0xLjQK',
        })),
      )
      .execute();

    const productsByFamily = (family: ProductFamily) =>
      products.filter((product) => product.family === family && product.status === 'ACTIVE');
    const subscriptions: Insert<SubscriptionsTable>[] = [];
    for (let index = 0; index < scale.subscriptions; index += 1) {
      const customer = faker.helpers.arrayElement(seeded);
      const family = faker.helpers.arrayElement(SUBSCRIPTION_FAMILIES);
      const product = faker.helpers.arrayElement(productsByFamily(family));
      const status = faker.helpers.arrayElement(SUBSCRIPTION_STATUSES);
      const mobile = family === 'MOBILE';
      const fixedNumber = mobile ? null : demoFixedNumber(customer.province);
      const eSim = mobile && faker.number.int(9) === 0;
      const start = faker.date.past({ years: 3, refDate: REFERENCE_DATE });
      const created = new Date(start.getTime() - faker.number.int({ min: 1, max: 20 }) * 86_400_000);
      const ported = faker.datatype.boolean();
      subscriptions.push({
        id: faker.string.uuid(),
        brand_id: scale.brand,
        channel_id: customer.channel,
        customer_id: customer.id,
        fiscal_id: customer.fiscalId,
        line_number: fixedNumber ?? demoMobile(),
        product_id: product.id ?? null,
        product_name: product.name,
        alias:
          faker.number.int(4) === 0
            ? faker.helpers.arrayElement(['Casa', 'Trabajo', 'Hijo', 'Oficina'])
            : null,
        contract: `CT-${scale.brand}-${String(index + 1).padStart(5, '0')}`,
        status,
        start_date:
          status === 'PENDING_ACTIVATION' || status === 'PENDING_INSTALLATION' ? null : isoDay(start),
        end_date: status === 'TERMINATED' || status === 'CANCELED' ? isoDay(REFERENCE_DATE) : null,
        installation_address: mobile ? null : `${faker.location.streetAddress()}, ${customer.province.name}`,
        final_price_cents: product.price_with_promotions_cents,
        family,
        fixed_number: fixedNumber,
        icc: mobile ? demoIcc() : null,
        icc_service: mobile ? faker.helpers.arrayElement(['VOICE_AND_DATA', 'DATA']) : null,
        carrier: faker.helpers.arrayElement(CARRIERS),
        esim: eSim,
        esim_email: eSim ? customer.email : null,
        donor_operator: ported ? faker.helpers.arrayElement(CARRIERS) : null,
        technology: mobile ? faker.helpers.arrayElement(['4G', '5G'] as const) : null,
        optionals: JSON.stringify(
          mobile && faker.number.int(5) === 0
            ? [
                {
                  productId: productsByFamily('INTERNATIONAL')[0]?.id ?? null,
                  name: 'Bono Internacional',
                  priceCents: 500,
                },
              ]
            : [],
        ),
        shared_subscription_id: null,
        header_subscription_id: null,
        convergent_subscription_id: null,
        created_at: created,
        modified_at: faker.date.between({ from: created, to: REFERENCE_DATE }),
      });
    }
    linkDemoGroups(subscriptions);
    // Linked lines point at rows of the same insert: send the rows they point at first.
    const linked = subscriptions.filter(
      (row) => row.shared_subscription_id || row.header_subscription_id || row.convergent_subscription_id,
    );
    const unlinked = subscriptions.filter((row) => !linked.includes(row));
    await db.insertInto('subscriptions').values(unlinked).execute();
    if (linked.length > 0) await db.insertInto('subscriptions').values(linked).execute();
    customerCount += customers.length;
    subscriptionCount += subscriptions.length;
  }
  return { customers: customerCount, subscriptions: subscriptionCount };
}

/**
 * A few shared data groups (two mobile lines of a customer hang from a third) and convergent packs (a customer's
 * mobile line packed with their fibre line, the fibre being the header), between lines of the same customer.
 */
function linkDemoGroups(subscriptions: Insert<SubscriptionsTable>[]): void {
  const byCustomer = new Map<string, Insert<SubscriptionsTable>[]>();
  for (const row of subscriptions) {
    if (row.status === 'TERMINATED' || row.status === 'CANCELED') continue;
    byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), row]);
  }
  let groups = 0;
  let packs = 0;
  for (const rows of byCustomer.values()) {
    const mobiles = rows.filter((row) => row.family === 'MOBILE');
    const fibre = rows.find((row) => row.family === 'FIBRE');
    const [shared, ...bases] = mobiles;
    if (groups < 3 && shared && bases.length >= 2) {
      for (const base of bases.slice(0, 2)) base.shared_subscription_id = shared.id ?? null;
      groups += 1;
    } else if (packs < 3 && fibre && shared) {
      shared.header_subscription_id = fibre.id ?? null;
      fibre.convergent_subscription_id = shared.id ?? null;
      packs += 1;
    }
  }
}
