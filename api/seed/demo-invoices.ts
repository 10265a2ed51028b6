import { faker } from '@faker-js/faker/locale/es';
import type { Insertable, Kysely } from 'kysely';
import { addCalendarDays, isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { taxCents, taxFor } from '../../schema/domain/taxes';
import { renderSeriesPrefix } from '../../schema/domain/validators/series-prefix';
import type { InvoiceStatus } from '../../schema/domain/vocabulary/invoice';
import type { InvoiceLine } from '../../schema/rest/invoices';
import { NUMBER_SERIES_DEFAULTS } from '../brand-settings/number-series-defaults';
import type { NumberSeries } from '../db/brand-settings-tables';
import type { Database } from '../db/database-schema';
import type { InvoiceHistoryTable, InvoicesTable } from '../db/invoice-tables';

const SEED = 3011;
/** Postal code of a customer without one: billed with the peninsula's tax. */
const FALLBACK_POSTAL_CODE = '28001';
const BILLING_RUN = 'billing run';

/**
 * The status of the n-th demo invoice. Five statuses against four channels: every channel of brand 2020001 gets
 * every status (position 2 is UNPAID in 2020001002, 12 UNPAID in 2020001; 0 PAID in 2020001).
 */
const STATUS_CYCLE: readonly InvoiceStatus[] = ['PAID', 'PENDING', 'UNPAID', 'PAID', 'ERRORED'];
const CYCLES = ['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'];
/** Positions refunded by a credit note at seed time (PAID ones): they end REFUNDED. */
const REFUNDED_POSITIONS = new Set([5, 15]);

const DEMO_SCALE = [
  {
    brand: '2020001',
    channels: ['2020001', '2020001001', '2020001002', '2020001001001'],
    count: 40,
    paymentTermsDays: 30,
  },
  { brand: '3000003', channels: ['3000003', '3000003001', '3000003002'], count: 6, paymentTermsDays: 15 },
];

/** Demo invoice ids are fixed so tests and the authorization matrix can name them: brand prefix + position. */
export function demoInvoiceId(brand: string, position: number): string {
  return `00000000-0000-4000-9${brand.slice(0, 3)}-${String(position).padStart(12, '0')}`;
}

type Billable = {
  customerId: string;
  channel: string;
  fiscalId: string;
  postalCode: string | null;
  subscriptionId: string;
  productName: string;
  family: InvoiceTable['family'];
  grossCents: number;
};
type InvoiceTable = Insertable<InvoicesTable>;

/** The brand's series prefix and next number, taking `count` numbers at once (the seed's only writer). */
async function takeNumbers(db: Kysely<Database>, brand: string, series: NumberSeries, count: number) {
  const defaults = NUMBER_SERIES_DEFAULTS[series];
  const row = await db
    .selectFrom('brand_number_series')
    .select(['prefix', 'next_number'])
    .where('brand_id', '=', brand)
    .where('series', '=', series)
    .executeTakeFirst();
  const prefix = row?.prefix ?? defaults.prefix;
  const first = Number(row?.next_number ?? defaults.nextNumber);
  await db
    .insertInto('brand_number_series')
    .values({ brand_id: brand, series, prefix, next_number: first + count })
    .onConflict((oc) => oc.columns(['brand_id', 'series']).doUpdateSet({ next_number: first + count }))
    .execute();
  return (index: number, issuedAt: Date) => `${renderSeriesPrefix(prefix, issuedAt)}${first + index}`;
}

/** Subscriptions of a channel with a customer that has an e-mail, one per customer, in a stable order. */
async function billablesOf(db: Kysely<Database>, brand: string): Promise<Map<string, Billable[]>> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('customers', 'customers.id', 'subscriptions.customer_id')
    .select([
      'customers.id as customer_id',
      'customers.channel_id',
      'customers.fiscal_id',
      'customers.postal_code',
      'subscriptions.id as subscription_id',
      'subscriptions.product_name',
      'subscriptions.family',
      'subscriptions.final_price_cents',
    ])
    .where('subscriptions.brand_id', '=', brand)
    .where('customers.email', 'is not', null)
    .where('subscriptions.final_price_cents', '>', 0)
    .orderBy('subscriptions.line_number')
    .execute();
  const byChannel = new Map<string, Billable[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.customer_id)) continue;
    seen.add(row.customer_id);
    const list = byChannel.get(row.channel_id) ?? [];
    list.push({
      customerId: row.customer_id,
      channel: row.channel_id,
      fiscalId: row.fiscal_id,
      postalCode: row.postal_code,
      subscriptionId: row.subscription_id,
      productName: row.product_name,
      family: row.family,
      grossCents: row.final_price_cents,
    });
    byChannel.set(row.channel_id, list);
  }
  return byChannel;
}

/**
 * ~40 invoices of brand 2020001 (every status, every channel, seven monthly cycles, two refunded by a credit
 * note) and a few of 3000003, numbered from each brand's series. No payment link is issued here: a link's token
 * exists only in the e-mail that carries it (resend, or issuePaymentLink in tests). Needs the demo customers.
 */
export async function seedDemoInvoices(db: Kysely<Database>): Promise<number> {
  faker.seed(SEED);
  const invoices: InvoiceTable[] = [];
  const history: Insertable<InvoiceHistoryTable>[] = [];
  for (const { brand, channels, count, paymentTermsDays } of DEMO_SCALE) {
    const billables = await billablesOf(db, brand);
    const invoiceNumber = await takeNumbers(db, brand, 'INVOICE', count);
    const refundedHere = [...REFUNDED_POSITIONS].filter((position) => position < count).length;
    const creditNoteNumber = await takeNumbers(db, brand, 'CREDIT_NOTE', refundedHere);
    const used = new Map<string, number>();
    let creditNotes = 0;
    for (let position = 0; position < count; position += 1) {
      const wanted = channels[position % channels.length] ?? brand;
      const channel = billables.get(wanted)?.length ? wanted : brand;
      const candidates = billables.get(channel) ?? [];
      const turn = used.get(channel) ?? 0;
      used.set(channel, turn + 1);
      const billable = candidates[turn % candidates.length];
      if (!billable) throw new Error(`demo invoices: no billable customer in channel ${channel}`);

      const cycle = CYCLES[position % CYCLES.length] ?? '2025-12';
      const [year, month] = cycle.split('-').map(Number) as [number, number];
      // Issued on the 1st of the month after the cycle, a minute apart so the list order is stable.
      const created = new Date(Date.UTC(year, month, 1, 7, position));
      const dueDate = isoDateOf(addCalendarDays(madridCalendarDate(created), paymentTermsDays));
      const tax = taxFor(billable.postalCode ?? FALLBACK_POSTAL_CODE, created);
      const net = Math.round((billable.grossCents * 100) / 121);
      const lines: InvoiceLine[] = [
        {
          concept: `${billable.productName} (${cycle})`,
          subscriptionId: billable.subscriptionId,
          amountCents: net,
          taxCents: taxCents(net, tax.rate),
        },
      ];
      if (faker.number.int(3) === 0) {
        const extra = faker.number.int({ min: 100, max: 900 });
        lines.push({
          concept: 'Llamadas fuera de tarifa',
          subscriptionId: billable.subscriptionId,
          amountCents: extra,
          taxCents: taxCents(extra, tax.rate),
        });
      }
      const base = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const taxTotal = lines.reduce((sum, line) => sum + line.taxCents, 0);
      const refunded = REFUNDED_POSITIONS.has(position);
      const status: InvoiceStatus = refunded
        ? 'REFUNDED'
        : (STATUS_CYCLE[position % STATUS_CYCLE.length] ?? 'PAID');
      const id = demoInvoiceId(brand, position);
      const number = invoiceNumber(position, created);
      const common = {
        brand_id: brand,
        channel_id: billable.channel,
        family: billable.family,
        customer_id: billable.customerId,
        document: billable.fiscalId,
        tax_territory: tax.territory,
        tax_rate_basis_points: Math.round(tax.rate * 100),
        billing_cycle: cycle,
      };
      invoices.push({
        ...common,
        id,
        number,
        invoice_type: 'INVOICE',
        status,
        lines: JSON.stringify(lines),
        base_cents: base,
        tax_cents: taxTotal,
        total_cents: base + taxTotal,
        due_date: dueDate,
        original_invoice_id: null,
        created_at: created,
        modified_at: refunded ? new Date(created.getTime() + 10 * 86_400_000) : created,
      });
      history.push({
        invoice_id: id,
        action: 'ISSUE',
        status_from: null,
        status_to: refunded ? 'PAID' : status,
        detail: null,
        actor: BILLING_RUN,
        at: created,
      });
      if (refunded) {
        const refundedAt = new Date(created.getTime() + 10 * 86_400_000);
        const creditNoteId = demoInvoiceId(brand, 900 + creditNotes);
        const creditNote = creditNoteNumber(creditNotes, refundedAt);
        creditNotes += 1;
        invoices.push({
          ...common,
          id: creditNoteId,
          number: creditNote,
          invoice_type: 'CREDIT_NOTE',
          status: 'PAID',
          lines: JSON.stringify(
            lines.map((line) => ({ ...line, amountCents: -line.amountCents, taxCents: -line.taxCents })),
          ),
          base_cents: -base,
          tax_cents: -taxTotal,
          total_cents: -(base + taxTotal),
          due_date: isoDateOf(madridCalendarDate(refundedAt)),
          original_invoice_id: id,
          created_at: refundedAt,
          modified_at: refundedAt,
        });
        history.push(
          {
            invoice_id: id,
            action: 'REFUND',
            status_from: 'PAID',
            status_to: 'REFUNDED',
            detail: `credit note ${creditNote}: Baja en periodo de prueba`,
            actor: 'admin@demo.test',
            at: refundedAt,
          },
          {
            invoice_id: creditNoteId,
            action: 'ISSUE',
            status_from: null,
            status_to: 'PAID',
            detail: `refund of ${number}: Baja en periodo de prueba`,
            actor: 'admin@demo.test',
            at: refundedAt,
          },
        );
      }
    }
  }
  // Originals first: a credit note references its invoice.
  await db
    .insertInto('invoices')
    .values(invoices.filter((row) => row.invoice_type === 'INVOICE'))
    .execute();
  await db
    .insertInto('invoices')
    .values(invoices.filter((row) => row.invoice_type === 'CREDIT_NOTE'))
    .execute();
  await db.insertInto('invoice_history').values(history).execute();
  return invoices.length;
}
