import { type Kysely, sql } from 'kysely';
import type { PutBrandSettingsRequest } from '../../schema/rest/brand-settings';
import type { EmailVerificationKind, NumberSeries } from '../db/brand-settings-tables';
import type { BrandRow, Database } from '../db/database-schema';

/** Locks the brand's settings row (creating it first if the brand has none) for the rest of the transaction. */
export async function lockBrandConfig(
  trx: Kysely<Database>,
  brandId: string,
): Promise<Record<string, unknown>> {
  await trx
    .insertInto('brand_config')
    .values({ brand_id: brandId, settings: '{}' })
    .onConflict((oc) => oc.column('brand_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('brand_config')
    .select('settings')
    .where('brand_id', '=', brandId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return (row.settings ?? {}) as Record<string, unknown>;
}

/**
 * PUT /channel/config in one transaction: each group sent replaces the stored one; the brand row keeps its name
 * and invoicing flag in step (GET /channel/config reads them); series go to their own rows; a changed e-mail
 * address loses its verification.
 */
export async function saveBrandSettings(
  db: Kysely<Database>,
  brand: BrandRow,
  groups: PutBrandSettingsRequest,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await lockBrandConfig(trx, brand.id);
    const { series, pbx, ...documentGroups } = groups;
    const next: Record<string, unknown> = { ...stored };
    for (const [name, group] of Object.entries(documentGroups)) {
      if (group !== undefined) next[name] = group;
    }
    if (pbx !== undefined) {
      const now = new Date().toISOString();
      const previous = stored.pbx as { created?: string } | null | undefined;
      next.pbx = pbx && { ...pbx, created: previous?.created ?? now, modified: now };
    }
    await trx
      .updateTable('brand_config')
      .set({ settings: JSON.stringify(next), updated_at: sql`now()` })
      .where('brand_id', '=', brand.id)
      .execute();

    const brandChanges: { name?: string; generate_customer_invoices?: boolean } = {};
    if (groups.identity) brandChanges.name = groups.identity.brandName;
    if (groups.invoicing) brandChanges.generate_customer_invoices = groups.invoicing.generateCustomerInvoices;
    if (Object.keys(brandChanges).length > 0) {
      await trx.updateTable('brands').set(brandChanges).where('id', '=', brand.id).execute();
    }

    if (series) {
      const rows: Array<[NumberSeries, { prefix: string; nextNumber: number }]> = [
        ['INVOICE', series.invoice],
        ['CREDIT_NOTE', series.creditNote],
      ];
      for (const [name, value] of rows) {
        await trx
          .insertInto('brand_number_series')
          .values({ brand_id: brand.id, series: name, prefix: value.prefix, next_number: value.nextNumber })
          .onConflict((oc) =>
            oc.columns(['brand_id', 'series']).doUpdateSet({
              prefix: value.prefix,
              next_number: value.nextNumber,
              updated_at: sql`now()`,
            }),
          )
          .execute();
      }
    }

    if (groups.emails) {
      const addresses: Array<[EmailVerificationKind, string | null]> = [
        ['NOTIFICATION', groups.emails.notificationEmail],
        ['BILLING', groups.emails.billingEmail],
      ];
      for (const [kind, address] of addresses) {
        let stale = trx
          .deleteFrom('email_verifications')
          .where('brand_id', '=', brand.id)
          .where('kind', '=', kind);
        if (address !== null) stale = stale.where('email', '<>', address);
        await stale.execute();
      }
    }
  });
}
