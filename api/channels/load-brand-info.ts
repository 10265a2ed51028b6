import type { Kysely } from 'kysely';
import type { BrandInfo } from '../../schema/domain/session';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/** Brand info of the brand owning `channelId`; channel '0' belongs to the operator brand '0'. */
export async function loadBrandInfo(db: Kysely<Database>, channelId: string): Promise<BrandInfo> {
  const brand = await db
    .selectFrom('channels')
    .innerJoin('brands', 'brands.id', 'channels.brand_id')
    .selectAll('brands')
    .where('channels.id', '=', channelId)
    .executeTakeFirst();
  if (!brand) throw new ApiError(404, 'CHANNEL_NOT_FOUND', `Channel ${channelId} does not exist`);
  return {
    name: brand.name,
    brandId: brand.id,
    logoURL: brand.logo_url,
    expandedLogoURL: brand.expanded_logo_url,
    darkModeLogoURL: brand.dark_mode_logo_url,
    darkModeExpandedLogoURL: brand.dark_mode_expanded_logo_url,
    generateCustomerInvoices: brand.generate_customer_invoices,
    hasMaxSales: brand.has_max_sales,
    maxSales: brand.max_sales,
    superAdmin: brand.super_admin_email ? { email: brand.super_admin_email } : null,
  };
}
