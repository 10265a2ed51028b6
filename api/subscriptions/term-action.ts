import type { Kysely, Transaction } from 'kysely';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import { type TemporalKind, termActionAllows } from '../../schema/rest/temporal-subscription-rules';
import type { TemporalActionResponse } from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadSubscriptions } from './load-subscriptions';
import { loadTermLine, type TermLine, termRowOf } from './load-term-line';
import type { TermRow } from './temporal-item';

export type TermActor = { scopeChannel: string; actor: string; now: Date };

type TermTarget = { fiscalId: string; subscriptionId: string; index?: number | null | undefined };

/** What a term action works on: the locked line, the term it acts on, and today in Madrid. */
export type TermActionScope = {
  trx: Transaction<Database>;
  line: TermLine;
  current: TermRow;
  /** The add-on's position, or null for the line's own term. */
  index: number | null;
  today: string;
};

/**
 * One action on a line's term (or its add-on's at `body.index`), in one transaction: the line of the caller's scope
 * locked, 409 when its status does not allow `action` or when it has no term, then `change`; the answer carries the
 * term as `change` describes it and the line as it is after the change.
 */
export async function runTermAction(
  db: Kysely<Database>,
  action: 'EXTEND' | 'END_NOW',
  body: TermTarget,
  { scopeChannel, now }: TermActor,
  change: (scope: TermActionScope) => Promise<TemporalActionResponse['item']>,
): Promise<TemporalActionResponse> {
  const today = isoDateOf(madridCalendarDate(now));
  const index = body.index ?? null;
  const kind: TemporalKind = index === null ? 'SUBSCRIPTION' : 'PRODUCT';
  return db.transaction().execute(async (trx) => {
    const line = await loadTermLine(trx, scopeChannel, body.fiscalId, body.subscriptionId, { lock: true });
    const current = termRowOf(line, index);
    if (!termActionAllows(action, kind, line.status)) {
      throw new ApiError(
        409,
        'SUBSCRIPTION_ACTION_NOT_ALLOWED',
        `A ${kind === 'SUBSCRIPTION' ? 'line' : "line's add-on"} term in status ${line.status} does not allow ${action}`,
      );
    }
    if (!current) {
      throw new ApiError(409, 'SUBSCRIPTION_NOT_TEMPORAL', 'It has no end date: there is no term to act on');
    }
    const item = await change({ trx, line, current, index, today });
    const [subscription] = await loadSubscriptions(trx, [line.id]);
    if (!subscription) throw new Error(`Line ${line.id} vanished inside its own transaction`);
    return { item, subscription };
  });
}
