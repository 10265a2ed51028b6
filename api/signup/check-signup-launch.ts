import type { Kysely } from 'kysely';
import { RESERVATION_HOLD_MS } from '../../schema/domain/lifecycles/resource-lifecycle';
import type { Database } from '../db/database-schema';
import type { SignupRecord } from '../db/order-tables';
import { ApiError } from '../http/api-error';
import { resumeStepOf } from './resume-step';

/**
 * Before a signup order launches: every step saved and the verification accepted (else 422 ORDER_INCOMPLETE
 * naming the first step missing), and every new number still RESERVED for this order. A hold that expired
 * without anyone taking it is renewed; a number another order took is 409 NUMBER_RESERVATION_LOST on its line.
 * Runs in the launch's first transaction and locks the numbers it checks.
 */
export async function checkSignupLaunch(
  db: Kysely<Database>,
  orderId: string,
  record: SignupRecord,
  now: Date,
): Promise<void> {
  const step = resumeStepOf(record);
  if (step !== 'SUMMARY') {
    throw new ApiError(422, 'ORDER_INCOMPLETE', `The order still needs its ${step} step`, step);
  }
  for (const [index, line] of record.lines.entries()) {
    const numbers = [
      {
        field: 'mobileNumber',
        choice: line.mobileNumber?.mode === 'NEW' ? line.mobileNumber.lineNumber : null,
      },
      {
        field: 'fixedNumber',
        choice: line.fixedNumber?.mode === 'NEW' ? line.fixedNumber.fixedNumber : null,
      },
    ];
    for (const { field, choice } of numbers) {
      if (!choice) continue;
      const resource = await db
        .selectFrom('resources')
        .select(['id', 'status', 'order_id', 'reserved_until'])
        .where('value', '=', choice)
        .forUpdate()
        .executeTakeFirst();
      if (resource?.status !== 'RESERVED' || resource.order_id !== orderId) {
        throw new ApiError(
          409,
          'NUMBER_RESERVATION_LOST',
          'The number reserved for this line was taken by another order',
          `lines.${index}.${field}`,
        );
      }
      if (resource.reserved_until && resource.reserved_until <= now) {
        await db
          .updateTable('resources')
          .set({ reserved_until: new Date(now.getTime() + RESERVATION_HOLD_MS), modified_at: now })
          .where('id', '=', resource.id)
          .execute();
      }
    }
  }
}
