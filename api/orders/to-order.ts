import type { Order } from '../../schema/rest/orders';
import type { OrderRow } from '../db/order-tables';

/** An orders row as the REST contract shows it. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.order_number,
    brandId: row.brand_id,
    channelId: row.channel_id,
    customerId: row.customer_id,
    customerFiscalId: row.customer_fiscal_id,
    customerName: row.customer_name,
    customerFirstSurname: row.customer_first_surname,
    customerSecondSurname: row.customer_second_surname,
    family: row.family,
    verificationType: row.verification_type,
    status: row.status,
    draft: row.draft,
    documentNumber: row.document_number,
    mobileNumber: row.mobile_number,
    email: row.email,
    totalPriceCents: row.total_price_cents,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
