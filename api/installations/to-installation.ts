import type { Selectable } from 'kysely';
import type { Installation } from '../../schema/rest/installations';
import type { InstallationsTable } from '../db/fieldwork-tables';

/** An installations row with its date read as YYYY-MM-DD text (pg would parse a `date` at local midnight). */
export type InstallationRow = Selectable<InstallationsTable> & { installation_day: string | null };

/** An installations row as the REST contract shows it. */
export function toInstallation(row: InstallationRow): Installation {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    type: row.installation_type,
    status: row.status,
    installationDate: row.installation_day,
    slot: row.installation_slot,
    fixedNumber: row.fixed_number,
    address: {
      street: row.street,
      number: row.street_number,
      floor: row.floor,
      postalCode: row.postal_code,
      province: row.province,
      city: row.city,
    },
    product: { id: row.product_id, name: row.product_name },
    subscriptionId: row.subscription_id,
    orderReference: row.order_reference,
    customerFiscalId: row.customer_fiscal_id,
    fieldServiceJobId: row.field_service_job_id,
    created: row.created_at.toISOString(),
    changed: row.changed_at.toISOString(),
  };
}
