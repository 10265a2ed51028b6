import type { CachedSubscription } from './cache-database';
import type { CachedLines } from './cached-lines-memory';

/**
 * The fields a cached line keeps, each named as the GraphQL Subscription names it. A record over every key of
 * CachedSubscription, so a field added to the cache cannot be forgotten here.
 */
const CACHED_FIELD_SET: Record<Exclude<keyof CachedSubscription, 'subscriptionId'>, true> = {
  lineNumber: true,
  fiscalId: true,
  customerId: true,
  customerName: true,
  customerFirstSurname: true,
  customerLastSurname: true,
  productName: true,
  alias: true,
  status: true,
  family: true,
  carrier: true,
  icc: true,
  fixedNumber: true,
  channelId: true,
  brandId: true,
  startDate: true,
  endDate: true,
  finalPrice: true,
  technology: true,
  installationAddress: true,
  created: true,
  modified: true,
};
const CACHED_FIELDS = Object.keys(CACHED_FIELD_SET) as (keyof typeof CACHED_FIELD_SET)[];

export type ChangedLine = Partial<CachedSubscription> & { subscriptionId: string };

/** Every line (`__typename: 'Subscription'`) an answer carries, however deep. */
export function linesInAnswer(value: unknown, found: ChangedLine[] = []): ChangedLine[] {
  if (Array.isArray(value)) {
    for (const item of value) linesInAnswer(item, found);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.__typename === 'Subscription' && typeof record.subscriptionId === 'string') {
      found.push(record as ChangedLine);
    }
    for (const child of Object.values(record)) linesInAnswer(child, found);
  }
  return found;
}

/** A cached line an action changed: the fields whose values moved, or its removal. */
export type CachedLineChange = { subscriptionId: string; fields: readonly string[]; removed: boolean };

/**
 * Writes what an action answered about lines into the rows the cache holds (in the cache worker's memory), so the
 * /subs queue shows the line as it is now without waiting for the next refresh. Only the fields the answer carries
 * and that differ are written; a line the cache does not hold is not added (the next refresh brings it), and one
 * that became TERMINATED leaves, as the download leaves terminated lines out. Answers what changed and the chunks
 * that hold the changed lines (to be stored again).
 */
export function mergeChangedLines(
  memory: CachedLines,
  lines: readonly ChangedLine[],
): { changes: CachedLineChange[]; chunks: number[] } {
  const changes: CachedLineChange[] = [];
  const chunks = new Set<number>();
  for (const line of lines) {
    const held = memory.get(line.subscriptionId);
    if (!held) continue;
    if (line.status === 'TERMINATED') {
      const chunk = memory.remove(line.subscriptionId);
      if (chunk !== undefined) chunks.add(chunk);
      changes.push({ subscriptionId: line.subscriptionId, fields: [], removed: true });
      continue;
    }
    const update: Partial<CachedSubscription> = {};
    for (const field of CACHED_FIELDS) {
      if (field in line && line[field] !== held[field]) Object.assign(update, { [field]: line[field] });
    }
    const fields = Object.keys(update);
    if (fields.length === 0) continue;
    const chunk = memory.replace({ ...held, ...update }, fields);
    if (chunk !== undefined) chunks.add(chunk);
    changes.push({ subscriptionId: line.subscriptionId, fields, removed: false });
  }
  return { changes, chunks: [...chunks] };
}
