import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import type {
  changeSubscriptionAliasBody,
  ModifySubscriptionBody,
  SubscriptionActionResponse,
} from '../../schema/rest/subscription-management';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { appendSubscriptionHistory } from './append-subscription-history';
import { assertSubscriptionAllows } from './assert-subscription-allows';
import { subscriptionActionAnswer } from './subscription-action-answer';
import { subscriptionInScope } from './subscriptions-in-scope';

type Actor = { scopeChannel: string; actor: string; now: Date };

/** PUT /changeSubscriptionAlias: an empty alias removes it. */
export async function changeSubscriptionAlias(
  db: Kysely<Database>,
  body: z.infer<typeof changeSubscriptionAliasBody>,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const line = await subscriptionInScope(trx, scopeChannel, body.fiscalId, body.subscriptionId, {
      lock: true,
    });
    assertSubscriptionAllows('CHANGE_ALIAS', line.status);
    const alias = body.alias.trim() || null;
    await trx
      .updateTable('subscriptions')
      .set({ alias, modified_at: now })
      .where('id', '=', line.id)
      .execute();
    await appendSubscriptionHistory(trx, {
      subscriptionId: line.id,
      action: 'CHANGE_ALIAS',
      statusFrom: line.status,
      statusTo: line.status,
      details: { from: line.alias, to: alias },
      actor,
    });
    return subscriptionActionAnswer(trx, [line.id], []);
  });
}

/**
 * PUT /modifySubscription: corrects alias, product name, price and dates; with `index` the name and price are those
 * of the optional at that position. The end date may not precede the start date.
 */
export async function modifySubscription(
  db: Kysely<Database>,
  body: ModifySubscriptionBody,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const line = await subscriptionInScope(trx, scopeChannel, body.fiscalId, body.subscriptionId, {
      lock: true,
    });
    assertSubscriptionAllows('MODIFY', line.status);
    const { start_day: storedStart, end_day: storedEnd } = await trx
      .selectFrom('subscriptions')
      .select([
        sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('start_day'),
        sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_day'),
      ])
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    const startDate = body.startDate !== undefined ? dayMonthYearToIso(body.startDate) : storedStart;
    const endDate =
      body.endDate === undefined ? storedEnd : body.endDate === null ? null : dayMonthYearToIso(body.endDate);
    if (startDate && endDate && endDate < startDate) {
      throw new ApiError(400, 'INVALID_REQUEST', DOMAIN_VALIDATION_MESSAGES.invalidDate, 'endDate');
    }
    let optionals = line.optionals;
    let productName = line.product_name;
    let finalPrice = line.final_price_cents;
    if (body.index !== undefined) {
      const optional = line.optionals[body.index];
      if (!optional) throw new ApiError(422, 'OPTIONAL_NOT_FOUND', 'The line has no optional there', 'index');
      optionals = line.optionals.map((entry, position) =>
        position === body.index
          ? {
              ...entry,
              name: body.productName ?? entry.name,
              priceCents: body.finalPrice ?? entry.priceCents,
            }
          : entry,
      );
    } else {
      productName = body.productName ?? productName;
      finalPrice = body.finalPrice ?? finalPrice;
    }
    const alias = body.alias === undefined ? line.alias : body.alias.trim() || null;
    await trx
      .updateTable('subscriptions')
      .set({
        alias,
        product_name: productName,
        final_price_cents: finalPrice,
        optionals: JSON.stringify(optionals),
        start_date: startDate,
        end_date: endDate,
        modified_at: now,
      })
      .where('id', '=', line.id)
      .execute();
    await appendSubscriptionHistory(trx, {
      subscriptionId: line.id,
      action: 'MODIFY',
      statusFrom: line.status,
      statusTo: line.status,
      details: {
        before: {
          alias: line.alias,
          productName: line.product_name,
          finalPrice: line.final_price_cents,
          optionals: line.optionals,
          startDate: storedStart,
          endDate: storedEnd,
        },
        after: { alias, productName, finalPrice, optionals, startDate, endDate },
      },
      actor,
    });
    return subscriptionActionAnswer(trx, [line.id], []);
  });
}
