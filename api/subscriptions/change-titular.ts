import type { Kysely, Transaction } from 'kysely';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import { postalCodeIsInProvince } from '../../schema/domain/validators/postal-code';
import type {
  ChangeTitularBody,
  SubscriptionActionResponse,
} from '../../schema/rest/subscription-management';
import { inChannelSubtree } from '../channels/channel-scope';
import type { SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { assertNoProcessRunning } from '../processes/assert-no-process-running';
import { assertSubscriptionAllows } from './assert-subscription-allows';
import { runProcessAction } from './run-process-action';
import { subscriptionActionAnswer } from './subscription-action-answer';
import { subscriptionsInScope } from './subscriptions-in-scope';

/**
 * The new holder: the brand's customer with that fiscal id in the caller's scope, or, when there is none, one
 * created from `newCustomer` in the channel of the first line. A customer of the brand outside the scope is not
 * revealed (404) and not duplicated.
 */
async function newHolder(
  trx: Transaction<Database>,
  scopeChannel: string,
  line: SubscriptionRow,
  body: ChangeTitularBody,
  now: Date,
): Promise<{ id: string; fiscalId: string }> {
  const existing = await trx
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'channel_id'])
    .where('brand_id', '=', line.brand_id)
    .where('fiscal_id', '=', body.newFiscalId)
    .executeTakeFirst();
  if (existing) {
    const visible = await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', existing.id)
      .where(inChannelSubtree('customers.channel_id', scopeChannel))
      .executeTakeFirst();
    if (!visible) throw new ApiError(404, 'NOT_FOUND', 'No customer with that fiscal id', 'newFiscalId');
    return { id: existing.id, fiscalId: existing.fiscal_id };
  }
  const customer = body.newCustomer;
  if (!customer) {
    throw new ApiError(
      422,
      'NEW_HOLDER_REQUIRED',
      'The new holder is not a customer yet: send their details in newCustomer',
      'newCustomer',
    );
  }
  if (
    customer.postalCode &&
    customer.province &&
    !postalCodeIsInProvince(customer.postalCode, customer.province)
  ) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      DOMAIN_VALIDATION_MESSAGES.postalCodeNotInProvince,
      'newCustomer.postalCode',
    );
  }
  const company = customer.customerType === 'COMPANY';
  const { id } = await trx
    .insertInto('customers')
    .values({
      brand_id: line.brand_id,
      channel_id: line.channel_id,
      fiscal_id: body.newFiscalId,
      document_type: customer.documentType,
      customer_type: customer.customerType,
      name: customer.name,
      first_surname: company ? null : (customer.firstSurname ?? null),
      second_surname: company ? null : (customer.secondSurname ?? null),
      birth_date: customer.birthDate ? dayMonthYearToIso(customer.birthDate) : null,
      email: customer.email,
      contact_phone: customer.contactPhone ?? null,
      street: customer.street ?? null,
      postal_code: customer.postalCode ?? null,
      province: customer.province ?? null,
      city: customer.city ?? null,
      company_name: company ? customer.name : null,
      created_at: now,
      modified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, fiscalId: body.newFiscalId };
}

/** POST /changeTitular: one TITULAR_CHANGE process per line, to an existing or new holder of the same brand. */
export async function changeTitular(
  db: Kysely<Database>,
  body: ChangeTitularBody,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const lines = await subscriptionsInScope(trx, scopeChannel, body.actualFiscalId, body.subscriptionIds, {
      lock: true,
    });
    for (const line of lines) assertSubscriptionAllows('TITULAR_CHANGE', line.status);
    await assertNoProcessRunning(
      trx,
      lines.map((line) => line.id),
    );
    const first = lines[0] as SubscriptionRow;
    if (lines.some((line) => line.brand_id !== first.brand_id)) {
      throw new ApiError(422, 'SUBSCRIPTIONS_NOT_COMPATIBLE', 'The lines belong to different brands');
    }
    const holder = await newHolder(trx, scopeChannel, first, body, now);
    const processIds: string[] = [];
    for (const line of lines) {
      processIds.push(
        await runProcessAction(trx, {
          type: 'TITULAR_CHANGE',
          subscription: line,
          details: {
            newCustomerId: holder.id,
            newFiscalId: holder.fiscalId,
            previousFiscalId: line.fiscal_id,
          },
          executeNow: body.executeNow,
          actor,
          now,
        }),
      );
    }
    return subscriptionActionAnswer(
      trx,
      lines.map((line) => line.id),
      processIds,
    );
  });
}
