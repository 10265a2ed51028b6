import type { Selectable } from 'kysely';
import type { Portability } from '../../schema/rest/portabilities';
import type { PortabilitiesTable } from '../db/portability-tables';

/** A portabilities row as the REST contract shows it. */
export function toPortability(row: Selectable<PortabilitiesTable>): Portability {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    direction: row.direction,
    status: row.status,
    type: row.portability_type,
    changeWindow: row.change_window?.toISOString() ?? null,
    customerFiscalId: row.customer_fiscal_id,
    document: row.document,
    mobileNumber: row.mobile_number,
    icc: row.icc,
    donorOperator: row.donor_operator,
    receiverOperator: row.receiver_operator,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
