import type { Process } from '../../schema/rest/processes';
import type { ProcessRow } from '../db/process-tables';

export function toProcess(row: ProcessRow): Process {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    type: row.type,
    status: row.status,
    subscriptionId: row.subscription_id,
    document: row.fiscal_id,
    mobileNumber: row.line_number,
    details: row.details,
    cancelReason: row.cancel_reason,
    due: row.due_at.toISOString(),
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
