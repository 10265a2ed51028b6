import type { Kysely, Updateable } from 'kysely';
import type { OrderStatus } from '../../schema/domain/vocabulary/order';
import type { Database } from '../db/database-schema';
import type { OrdersTable, SignupRecord } from '../db/order-tables';
import { recordOrderStatus } from '../orders/record-order-status';

/** The wizard's step names, as each save's history row records them (`reason`). */
export type SignupStepName =
  | 'CUSTOMER'
  | 'PRODUCTS'
  | 'LINE_CONFIGURATION'
  | 'SHIPPING_ADDRESS'
  | 'DOCUMENT_VERIFICATION'
  | 'VERIFICATION_LINK'
  | 'VERIFICATION_REVIEW'
  | 'PAYMENT_DATA';

export type SignupStepWrite = {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  step: SignupStepName;
  record: SignupRecord;
  /** Other order columns the step changes. */
  columns?: Updateable<OrdersTable>;
  actor: string;
  at: Date;
};

/** Saves a step's part of the state and moves the order with its history row (action UPDATE, reason the step). */
export async function recordSignupStep(db: Kysely<Database>, write: SignupStepWrite): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...write.columns, signup: JSON.stringify(write.record) })
    .where('id', '=', write.orderId)
    .execute();
  await recordOrderStatus(db, {
    orderId: write.orderId,
    action: 'UPDATE',
    from: write.from,
    to: write.to,
    reason: write.step,
    actor: write.actor,
    at: write.at,
  });
}
