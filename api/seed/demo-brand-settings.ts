import { faker } from '@faker-js/faker/locale/es';
import { composeIBAN } from 'ibantools';
import { type Kysely, sql } from 'kysely';
import { cifControlValue } from '../../schema/domain/validators/cif';
import { isValidSpanishIban } from '../../schema/domain/validators/iban';
import { sepaCreditorIdentifierFor } from '../../schema/domain/validators/sepa-creditor-identifier';
import type { ContactType } from '../../schema/domain/vocabulary/contact';
import type { BrandAddress, PutBrandSettingsRequest } from '../../schema/rest/brand-settings';
import type { Database } from '../db/database-schema';
import { streetWithoutType } from './street-name';

const DEMO_BRAND_SETTINGS_SEED = 3003;

type DemoBrandSettings = {
  brandId: string;
  name: string;
  domain: string;
  province: string;
  postalCode: string;
  city: string;
  invoicePrefix: string;
  creditNotePrefix: string;
};

const BRANDS: DemoBrandSettings[] = [
  {
    brandId: '2020001',
    name: 'Demo Telecom',
    domain: 'demo.test',
    province: '28',
    postalCode: '28013',
    city: 'Madrid',
    invoicePrefix: 'DT-YYYY-',
    creditNotePrefix: 'DTA-YYYY-',
  },
  {
    brandId: '1450002',
    name: 'Vela Movil',
    domain: 'vela.test',
    province: '46',
    postalCode: '46002',
    city: 'València',
    invoicePrefix: 'VM/YY/',
    creditNotePrefix: 'VMR/YY/',
  },
  {
    brandId: '3000003',
    name: 'Nimbus Fibra',
    domain: 'nimbus.test',
    province: '08',
    postalCode: '08001',
    city: 'Barcelona',
    invoicePrefix: 'NF-YYYY-',
    creditNotePrefix: 'NFA-YYYY-',
  },
];

function digits(count: number): string {
  return faker.string.numeric({ length: count, allowLeadingZeros: true });
}

function demoCif(): string {
  const number = digits(7);
  return `B${number}${cifControlValue(number)}`;
}

/** The check digit of a Spanish account code (CCC) over ten digits. */
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

function demoAddress(brand: DemoBrandSettings): BrandAddress {
  return {
    streetType: 'Calle',
    street: streetWithoutType(faker.location.street()),
    number: String(faker.number.int({ min: 1, max: 120 })),
    floor: `${faker.number.int({ min: 1, max: 9 })}º`,
    additionalInfo: null,
    postalCode: brand.postalCode,
    province: brand.province,
    city: brand.city,
  };
}

const CONTACT_TYPE_SETS: ContactType[][] = [
  ['general', 'admin'],
  ['technical', 'activations', 'portIns', 'portOuts'],
  ['billing', 'paymentsGateway', 'detailedCustomerInvoices'],
  ['commercial', 'signups'],
  ['shipping', 'installations', 'terminations', 'creditLimit'],
];

/**
 * Full brand settings, number series and contacts for the demo brands (not the operator's), deterministic
 * (faker seed, Spanish locale). Brand 2020001's billing address is already verified; its notification address
 * is waiting for a first verification e-mail.
 */
export async function seedDemoBrandSettings(db: Kysely<Database>): Promise<{ contacts: number }> {
  faker.seed(DEMO_BRAND_SETTINGS_SEED);
  let contacts = 0;
  for (const brand of BRANDS) {
    const cif = demoCif();
    const settings: Required<Omit<PutBrandSettingsRequest, 'series' | 'pbx'>> & {
      pbx: (NonNullable<PutBrandSettingsRequest['pbx']> & { created: string; modified: string }) | null;
    } = {
      identity: {
        brandName: brand.name,
        documentType: 'CIF',
        fiscalId: cif,
        legalName: `${brand.name} S.L.`,
        segment: faker.helpers.arrayElement(['residential', 'business', 'mixed']),
        billingAddress: demoAddress(brand),
        shippingAddress: demoAddress(brand),
      },
      emails: { notificationEmail: `avisos@${brand.domain}`, billingEmail: `facturacion@${brand.domain}` },
      invoicing: {
        generateCustomerInvoices: brand.brandId !== '1450002',
        paymentMethod: 'SEPA_DIRECT_DEBIT',
        sendByEmail: true,
        defaultPaymentTermsDays: faker.helpers.arrayElement([15, 30]),
        collectBankDetails: true,
        sepaCreditorId: sepaCreditorIdentifierFor(cif),
        collectionIban: demoIban(),
        collectionBic: 'CAIXESBBXXX',
        sepaMandatePrefix: `${brand.invoicePrefix.slice(0, 2)}-MANDATO-`,
      },
      contract: {
        mainContactEmail: `contacto@${brand.domain}`,
        technicalSupportEmail: `soporte@${brand.domain}`,
        spn: brand.name.split(' ')[0] ?? brand.name.slice(0, 10),
        channelSpn: null,
        customerSupportPhone: `9${digits(8)}`,
        customerSupportEmail: `clientes@${brand.domain}`,
        customerSupportHours: 'L-V 09:00-20:00',
        webPage: `https://www.${brand.domain}`,
        generalConditionsUrl: `https://www.${brand.domain}/condiciones-generales`,
        privacyPolicyUrl: `https://www.${brand.domain}/privacidad`,
        particularConditionsUrl: `https://www.${brand.domain}/condiciones-particulares`,
        specialTariffsUrl: null,
        internationalTariffsUrl: `https://www.${brand.domain}/tarifas-internacionales`,
        roamingTariffsUrl: `https://www.${brand.domain}/roaming`,
        dataProtectionEmail: `dpo@${brand.domain}`,
        dataProtectionAddress: `${faker.location.streetAddress()}, ${brand.postalCode} ${brand.city}`,
        dataProtectionContact: faker.person.fullName(),
      },
      other: {
        sendTvWelcomeEmail: brand.brandId === '3000003',
        manualSignup: false,
        signOnVerificationPage: true,
      },
      svas: {
        incomingCalls: true,
        outgoingCalls: true,
        internationalCalls: true,
        premiumServices: false,
        incomingSms: true,
        outgoingSms: true,
        data: true,
        callWaiting: true,
        voicemail: brand.brandId !== '1450002',
      },
      creditLimit: { enabled: true, blockAtLimit: brand.brandId === '2020001', amountCents: 50_000 },
      financialRisk: { queryCostCents: brand.brandId === '3000003' ? 300 : 100 },
      pbx:
        brand.brandId === '2020001'
          ? {
              name: 'Centralita Virtual Demo',
              panelUrl: 'https://pbx.demo.test/panel',
              username: 'demotelecom',
              initialPassword: faker.internet.password({ length: 12 }),
              created: '2026-01-15T09:00:00.000Z',
              modified: '2026-01-15T09:00:00.000Z',
            }
          : null,
    };
    await db
      .updateTable('brand_config')
      .set({ settings: sql`settings || ${JSON.stringify(settings)}::jsonb`, updated_at: sql`now()` })
      .where('brand_id', '=', brand.brandId)
      .execute();
    await db
      .insertInto('brand_number_series')
      .values([
        { brand_id: brand.brandId, series: 'INVOICE', prefix: brand.invoicePrefix, next_number: 1 },
        { brand_id: brand.brandId, series: 'CREDIT_NOTE', prefix: brand.creditNotePrefix, next_number: 1 },
      ])
      .execute();
    const rows = CONTACT_TYPE_SETS.map((types, position) => {
      const firstName = faker.person.firstName();
      return {
        brand_id: brand.brandId,
        position,
        name: firstName,
        surnames: `${faker.person.lastName()} ${faker.person.lastName()}`,
        department: faker.helpers.arrayElement(['Operaciones', 'Finanzas', 'Ventas', 'Soporte']),
        job_title: faker.person.jobTitle(),
        alias: null,
        email: `${faker.helpers.slugify(firstName).toLowerCase()}.${position}@${brand.domain}`,
        phone: `6${digits(8)}`,
        types: JSON.stringify(types),
      };
    });
    await db.insertInto('brand_contacts').values(rows).execute();
    contacts += rows.length;
    if (brand.brandId === '2020001') {
      await db
        .insertInto('email_verifications')
        .values({
          brand_id: brand.brandId,
          kind: 'BILLING',
          email: settings.emails.billingEmail ?? '',
          status: 'VERIFIED',
          sent_count: 1,
          requested_at: '2026-01-15T09:00:00.000Z',
          verified_at: '2026-01-15T09:30:00.000Z',
        })
        .execute();
    }
  }
  return { contacts };
}
