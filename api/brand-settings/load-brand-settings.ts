import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_FINANCIAL_RISK_QUERY_COST } from '../../schema/domain/financial-risk-query-cost';
import type { EmailVerificationStatus } from '../../schema/domain/vocabulary/email-verification';
import {
  type BrandSettingsView,
  brandContractSchema,
  brandCreditLimitSchema,
  brandEmailsSchema,
  brandFinancialRiskSchema,
  brandIdentitySchema,
  brandInvoicingSchema,
  brandOtherSchema,
  brandPbxSchema,
  brandSvasSchema,
} from '../../schema/rest/brand-settings';
import type { EmailVerificationKind } from '../db/brand-settings-tables';
import type { BrandRow, Database } from '../db/database-schema';
import { loadBrandLogos } from './brand-logos';
import { NUMBER_SERIES_DEFAULTS } from './number-series-defaults';

/** A stored group as the contract reads it; a group never saved (or saved by an older shape) is null. */
function storedGroup<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

type VerificationRow = {
  kind: EmailVerificationKind;
  email: string;
  status: string;
  expires_at: Date | null;
};

function emailStatus(
  email: string | null,
  row: VerificationRow | undefined,
  now: Date,
): BrandSettingsView['emails']['notification'] {
  if (!email || !row || row.email !== email) return { email, status: 'NOT_EXISTS', expiresAt: null };
  if (row.status === 'VERIFIED') return { email, status: 'VERIFIED', expiresAt: null };
  const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
  const status: EmailVerificationStatus = expiresAt && expiresAt > now ? 'PENDING' : 'EXPIRED';
  return { email, status, expiresAt: expiresAt?.toISOString() ?? null };
}

/** The full settings of one brand (GET /channel/settings), from its row, its settings document and series. */
export async function loadBrandSettings(
  db: Kysely<Database>,
  brand: BrandRow,
  now: Date = new Date(),
): Promise<BrandSettingsView> {
  const config = await db
    .selectFrom('brand_config')
    .select(['settings', 'updated_at'])
    .where('brand_id', '=', brand.id)
    .executeTakeFirst();
  const settings = (config?.settings ?? {}) as Record<string, unknown>;
  const series = await db
    .selectFrom('brand_number_series')
    .select(['series', 'prefix', 'next_number'])
    .where('brand_id', '=', brand.id)
    .execute();
  const verifications = await db
    .selectFrom('email_verifications')
    .select(['kind', 'email', 'status', 'expires_at'])
    .where('brand_id', '=', brand.id)
    .execute();
  const seriesOf = (name: keyof typeof NUMBER_SERIES_DEFAULTS) => {
    const row = series.find((s) => s.series === name);
    return row ? { prefix: row.prefix, nextNumber: Number(row.next_number) } : NUMBER_SERIES_DEFAULTS[name];
  };
  const emails = storedGroup(brandEmailsSchema, settings.emails) ?? {
    notificationEmail: null,
    billingEmail: null,
  };
  const identity = storedGroup(brandIdentitySchema, settings.identity);
  const invoicing = storedGroup(brandInvoicingSchema, settings.invoicing);
  return {
    brandId: brand.id,
    brandName: brand.name,
    superAdmin: brand.super_admin_email ? { email: brand.super_admin_email } : null,
    identity: identity && { ...identity, brandName: brand.name },
    emails: {
      notification: emailStatus(
        emails.notificationEmail,
        verifications.find((v) => v.kind === 'NOTIFICATION'),
        now,
      ),
      billing: emailStatus(
        emails.billingEmail,
        verifications.find((v) => v.kind === 'BILLING'),
        now,
      ),
    },
    invoicing: invoicing && { ...invoicing, generateCustomerInvoices: brand.generate_customer_invoices },
    series: { invoice: seriesOf('INVOICE'), creditNote: seriesOf('CREDIT_NOTE') },
    contract: storedGroup(brandContractSchema, settings.contract),
    other: storedGroup(brandOtherSchema, settings.other),
    svas: storedGroup(brandSvasSchema, settings.svas),
    creditLimit: storedGroup(brandCreditLimitSchema, settings.creditLimit),
    financialRisk: storedGroup(brandFinancialRiskSchema, settings.financialRisk) ?? {
      queryCostCents: DEFAULT_FINANCIAL_RISK_QUERY_COST,
    },
    pbx: storedGroup(brandPbxSchema, settings.pbx),
    logos: await loadBrandLogos(db, brand.id),
    updatedAt: config ? new Date(config.updated_at).toISOString() : null,
  };
}
