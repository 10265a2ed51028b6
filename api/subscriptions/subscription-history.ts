import type { Kysely } from 'kysely';
import {
  HISTORY_CHANGE_FIELDS,
  type SubscriptionHistoryEntry,
} from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { subscriptionInScope } from './subscriptions-in-scope';

type Field = (typeof HISTORY_CHANGE_FIELDS)[number];
type Change = SubscriptionHistoryEntry['changes'][number];

/** Newest rows a line's history answers; a line gathers a few dozen in its life. */
const HISTORY_LIMIT = 200;

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * What a row changed, from the details its writer recorded: MODIFY keeps `before` and `after`, CHANGE_ALIAS,
 * EXTEND_END_DATE and END_NOW `from` and `to`, the line's own ends their `endDate`. Other rows change nothing a
 * person edits here, or say it in their status columns.
 */
function changesOf(action: string, details: Record<string, unknown>): Change[] {
  const single = (field: Field, from: unknown, to: unknown): Change[] =>
    text(from) === text(to) ? [] : [{ field, from: text(from), to: text(to) }];
  switch (action) {
    case 'MODIFY': {
      const before = record(details.before);
      const after = record(details.after);
      return HISTORY_CHANGE_FIELDS.flatMap((field) => single(field, before[field], after[field]));
    }
    case 'CHANGE_ALIAS':
      return single('alias', details.from, details.to);
    case 'EXTEND_END_DATE':
    case 'END_NOW':
      return single('endDate', details.from, details.to);
    case 'TERMINATE':
    case 'CANCEL_LINE':
      return single('endDate', null, details.endDate ?? details.terminatedOn);
    default:
      return [];
  }
}

/** GET /subscription/history: the line's history rows, newest first, each with what it changed. */
export async function subscriptionHistory(
  db: Kysely<Database>,
  scopeChannel: string,
  query: { subscriptionId: string; fiscalId: string },
): Promise<{ items: SubscriptionHistoryEntry[] }> {
  const line = await subscriptionInScope(db, scopeChannel, query.fiscalId, query.subscriptionId);
  const rows = await db
    .selectFrom('subscription_history')
    .select(['id', 'action', 'status_from', 'status_to', 'reason', 'details', 'actor', 'at'])
    .where('subscription_id', '=', line.id)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return {
    items: rows.map((row) => {
      const details = record(row.details);
      return {
        id: String(row.id),
        action: row.action,
        statusFrom: row.status_from,
        statusTo: row.status_to,
        reason: row.reason,
        actor: row.actor,
        at: new Date(row.at).toISOString(),
        index: typeof details.index === 'number' ? details.index : null,
        changes: changesOf(row.action, details),
      };
    }),
  };
}
