import type { Kysely } from 'kysely';
import type { OrderFulfilment } from '../../schema/rest/orders';
import { inChannelSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { selectInstallations } from '../installations/load-installation-in-scope';
import { toInstallation } from '../installations/to-installation';
import { toPortability } from '../portabilities/to-portability';
import { toShipment } from '../shipments/to-shipment';
import { loadOrderInScope } from './load-order-in-scope';

/**
 * GET /orders/:id/fulfilment: what the order's launch created (docs/signup.md "Launch"). Shipments and
 * installations carry the order number (unique per brand) as their reference. Portabilities carry no reference:
 * they are the IN portabilities of the numbers the order ports, for its customer, created from its launch on.
 */
export async function loadOrderFulfilment(
  db: Kysely<Database>,
  scopeChannel: string,
  orderId: string,
): Promise<OrderFulfilment> {
  const order = await loadOrderInScope(db, scopeChannel, orderId);
  const [shipments, installations, launch, products] = await Promise.all([
    db
      .selectFrom('shipments')
      .selectAll()
      .where('brand_id', '=', order.brand_id)
      .where('order_reference', '=', order.order_number)
      .where(inChannelSubtree('shipments.channel_id', scopeChannel))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    selectInstallations(db)
      .where('brand_id', '=', order.brand_id)
      .where('order_reference', '=', order.order_number)
      .where(inChannelSubtree('installations.channel_id', scopeChannel))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_history')
      .select('at')
      .where('order_id', '=', order.id)
      .where('action', '=', 'LAUNCH')
      .orderBy('at')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('order_products').select('options').where('order_id', '=', order.id).execute(),
  ]);
  const portedNumbers = products
    .filter((product) => product.options.portability && product.options.lineNumber)
    .map((product) => product.options.lineNumber as string);
  const portabilities =
    launch && portedNumbers.length > 0
      ? await db
          .selectFrom('portabilities')
          .selectAll()
          .where('brand_id', '=', order.brand_id)
          .where('direction', '=', 'IN')
          .where('customer_fiscal_id', '=', order.customer_fiscal_id)
          .where('mobile_number', 'in', portedNumbers)
          .where('created_at', '>=', launch.at)
          .where(inChannelSubtree('portabilities.channel_id', scopeChannel))
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [];
  return {
    shipments: shipments.map(toShipment),
    installations: installations.map(toInstallation),
    portabilities: portabilities.map(toPortability),
  };
}
