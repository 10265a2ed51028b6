import type { Lead } from '../../schema/rest/leads';
import type { LeadRow } from './select-leads';

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    customerName: row.customer_name,
    customerDocument: row.customer_document,
    phone: row.phone,
    sellType: row.sell_type,
    status: row.status,
    commission: row.commission_cents,
    date: row.lead_date,
    consent:
      row.consent_full_name !== null && row.consent_document !== null && row.consent_date !== null
        ? {
            fullName: row.consent_full_name,
            document: row.consent_document,
            date: row.consent_date,
            signature: row.consent_signature,
          }
        : null,
    email: row.contact_email,
    address: row.address,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
