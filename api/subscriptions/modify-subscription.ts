import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { storedAlias } from '../../schema/domain/line-alias';
import { dayMonthYearToIso } from '../../schema/domain/validators/day-month-year-date';
import {
  type changeSubscriptionAliasBody,
  END_NOT_AFTER_START_MESSAGE,
  endDateFollowsStart,
  type ModifySubscriptionBody,
  type SubscriptionActionResponse,
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
    const alias = storedAlias(body.alias);
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
 * PUT /modifySubscription: corrects alias, product name, price and dates; with `index` the name, price and dates are
 * those of the optional (product item) at that position. An end date is after the start (endDateFollowsStart), over
 * the stored dates merged with the new ones.
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
    const { start_day: lineStart, end_day: lineEnd } = await trx
      .selectFrom('subscriptions')
      .select([
        sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('start_day'),
        sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_day'),
      ])
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    const item = body.index === undefined ? null : line.optionals[body.index];
    if (item === undefined) {
      throw new ApiError(422, 'OPTIONAL_NOT_FOUND', 'The line has no optional there', 'index');
    }
    const before = item
      ? {
          productName: item.name,
          finalPrice: item.priceCents,
          startDate: item.startDate ?? null,
          endDate: item.endDate ?? null,
        }
      : {
          productName: line.product_name,
          finalPrice: line.final_price_cents,
          startDate: lineStart,
          endDate: lineEnd,
        };
    const after = {
      productName: body.productName ?? before.productName,
      finalPrice: body.finalPrice ?? before.finalPrice,
      startDate: body.startDate !== undefined ? dayMonthYearToIso(body.startDate) : before.startDate,
      endDate:
        body.endDate === undefined
          ? before.endDate
          : body.endDate === null
            ? null
            : dayMonthYearToIso(body.endDate),
    };
    if (!endDateFollowsStart(after.startDate, after.endDate)) {
      throw new ApiError(400, 'INVALID_REQUEST', END_NOT_AFTER_START_MESSAGE, 'endDate');
    }
    const alias = body.alias === undefined ? line.alias : storedAlias(body.alias);
    const optionals =
      body.index === undefined
        ? line.optionals
        : line.optionals.map((entry, position) =>
            position === body.index
              ? {
                  ...entry,
                  name: after.productName,
                  priceCents: after.finalPrice,
                  startDate: after.startDate,
                  endDate: after.endDate,
                }
              : entry,
          );
    await trx
      .updateTable('subscriptions')
      .set({
        alias,
        ...(item
          ? { optionals: JSON.stringify(optionals) }
          : {
              product_name: after.productName,
              final_price_cents: after.finalPrice,
              start_date: after.startDate,
              end_date: after.endDate,
            }),
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
        ...(body.index === undefined ? {} : { index: body.index }),
        before: { alias: line.alias, ...before },
        after: { alias, ...after },
      },
      actor,
    });
    return subscriptionActionAnswer(trx, [line.id], []);
  });
}
