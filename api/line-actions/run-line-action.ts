import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { LineActionId, LineActionResult } from '../../schema/rest/line-actions';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { type NetworkLine, NetworkProviderError } from '../providers/network/network';
import { appendSubscriptionHistory } from '../subscriptions/append-subscription-history';
import { loadSubscriptions } from '../subscriptions/load-subscriptions';
import { assertLineActionAllowed } from './line-action-rules';
import { type LineRow, lineRowOf, loadLineInScope } from './load-line-in-scope';
import { loadLineServices } from './load-line-services';

export type LineActionCaller = { scopeChannel: string; actor: string; now: Date };

/** What an action wrote, for its subscription_history row and its answer. */
export type LineActionOutcome = {
  statusTo?: SubscriptionStatus;
  reason?: string;
  details?: Record<string, unknown>;
  processId?: string;
};

export type LineActionSpec<Answer> = {
  action: LineActionId;
  subscriptionId: string;
  /** The customer the line must belong to (POST /terminateSubscription names it). */
  fiscalId?: string;
  /** A rule over other rows (e.g. an ICC in use), checked before the network is asked and again under the lock. */
  check?: (db: Kysely<Database>, line: LineRow) => Promise<void>;
  /** The network request; a NetworkProviderError answers 502 PROVIDER_ERROR and nothing is written. */
  callNetwork?: (line: NetworkLine) => Promise<Answer>;
  /** The writes, in the transaction that holds the line's row lock. */
  apply: (trx: Transaction<Database>, line: LineRow, answer: Answer) => Promise<LineActionOutcome>;
  notice?: LineActionResult['notice'];
};

/**
 * One line action: scope (404), family (422) and lifecycle (409) checks; the network request outside any
 * transaction, so no row lock waits on the carrier (as the credit bureau call, docs/decisions.md); then, with the
 * line locked and its status checked again, the writes and the subscription_history row in one transaction, which
 * also reads the answer: the line as it is now and its services. An action that asks no network reads the line
 * once, locked, inside its transaction; one that does reads it once more before, to know what to ask.
 */
export async function runLineAction<Answer = undefined>(
  db: Kysely<Database>,
  caller: LineActionCaller,
  spec: LineActionSpec<Answer>,
): Promise<LineActionResult> {
  const options = { fiscalId: spec.fiscalId };
  let answer = undefined as Answer;
  if (spec.callNetwork) {
    const line = await loadLineInScope(db, caller.scopeChannel, spec.subscriptionId, options);
    assertLineActionAllowed(spec.action, line);
    await spec.check?.(db, line);
    try {
      answer = await spec.callNetwork({
        subscriptionId: line.id,
        lineNumber: line.line_number,
        family: line.family,
        icc: line.icc,
      });
    } catch (error) {
      if (error instanceof NetworkProviderError) {
        throw new ApiError(502, 'PROVIDER_ERROR', `The network refused or did not answer: ${error.message}`);
      }
      throw error;
    }
  }
  return db.transaction().execute(async (trx) => {
    const locked = await loadLineInScope(trx, caller.scopeChannel, spec.subscriptionId, {
      ...options,
      lock: true,
    });
    assertLineActionAllowed(spec.action, locked);
    await spec.check?.(trx, locked);
    const result = await spec.apply(trx, locked, answer);
    await appendSubscriptionHistory(trx, {
      subscriptionId: locked.id,
      action: spec.action,
      statusFrom: locked.status,
      statusTo: result.statusTo ?? locked.status,
      reason: result.reason,
      details: { ...result.details, ...(result.processId ? { processId: result.processId } : {}) },
      actor: caller.actor,
    });
    const [subscription] = await loadSubscriptions(trx, [locked.id]);
    if (!subscription) throw new Error(`Line ${locked.id} vanished inside its own transaction`);
    return {
      subscription,
      services: await loadLineServices(trx, lineRowOf(subscription)),
      processId: result.processId ?? null,
      notice: spec.notice ?? null,
    };
  });
}
