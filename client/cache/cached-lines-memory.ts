import type { CachedSubscription, CachedSubscriptionSort } from './cache-database';
import { type CachedSubscriptionsView, DEFAULT_SORT, sortKeyOf } from './cached-subscriptions-view';

/** The filters a view of the cache can have (what canServeFromCache accepts). */
const FILTER_FIELDS = ['status', 'family', 'fiscalId', 'lineNumber'] as const;
/**
 * Filtered views kept at once: each typed line-number prefix or document is a view of its own, so without a bound
 * a long session would keep an order for every filter it ever showed.
 */
const MAX_KEPT_VIEWS = 16;

type KeptView = {
  sort: CachedSubscriptionSort;
  /** The fields this view's rows are placed by: its sort key and the fields it filters on. */
  placedBy: readonly string[];
  /** Row positions of the view in ascending order (descending reads it from the end). */
  order: Uint32Array;
};

/**
 * The cached lines in memory (inside the cache worker), in the chunks they are stored in, with the /subs views
 * answered from them: one sorted order of every row per sort key (built on first use), and per view the rows of
 * that order its filters keep, as a typed array kept until a change can move its rows. Count and window reads are
 * then an array length and a slice.
 */
export class CachedLines {
  /** Rows by position; a removed line leaves null (positions never move, so kept orders stay valid). */
  private readonly rows: (CachedSubscription | null)[] = [];
  private readonly chunkOfRow: number[] = [];
  /** Positions of each chunk's rows, in stored order. */
  private readonly chunks: number[][] = [];
  private readonly positions = new Map<string, number>();
  private readonly sorted = new Map<CachedSubscriptionSort, Uint32Array>();
  private readonly views = new Map<string, KeptView>();

  static of(chunks: readonly (readonly CachedSubscription[])[]): CachedLines {
    const lines = new CachedLines();
    for (const chunk of chunks) lines.appendChunk(chunk);
    return lines;
  }

  get size(): number {
    return this.positions.size;
  }

  get chunkCount(): number {
    return this.chunks.length;
  }

  /** Adds a chunk of rows (a download's next chunk); answers its index. */
  appendChunk(rows: readonly CachedSubscription[]): number {
    const chunk = this.chunks.length;
    const members: number[] = [];
    for (const row of rows) {
      const position = this.rows.length;
      this.rows.push(row);
      this.chunkOfRow.push(chunk);
      this.positions.set(row.subscriptionId, position);
      members.push(position);
    }
    this.chunks.push(members);
    this.sorted.clear();
    this.views.clear();
    return chunk;
  }

  get(subscriptionId: string): CachedSubscription | undefined {
    const position = this.positions.get(subscriptionId);
    return position === undefined ? undefined : (this.rows[position] ?? undefined);
  }

  /** The rows of a chunk as they are now (what the chunk record must hold). */
  chunkRows(chunk: number): CachedSubscription[] {
    const rows: CachedSubscription[] = [];
    for (const position of this.chunks[chunk] ?? []) {
      const row = this.rows[position];
      if (row) rows.push(row);
    }
    return rows;
  }

  /** Every row, in stored order. */
  all(): CachedSubscription[] {
    const rows: CachedSubscription[] = [];
    for (const row of this.rows) if (row) rows.push(row);
    return rows;
  }

  hasStatus(status: string): boolean {
    return this.rows.some((row) => row?.status === status);
  }

  /** Replaces a held line by its new values; answers its chunk. `fields` are those that changed. */
  replace(row: CachedSubscription, fields: readonly string[]): number | undefined {
    const position = this.positions.get(row.subscriptionId);
    if (position === undefined) return undefined;
    this.rows[position] = row;
    this.forgetOrdersPlacedBy(fields);
    return this.chunkOfRow[position];
  }

  /** Drops a held line; answers its chunk. */
  remove(subscriptionId: string): number | undefined {
    const position = this.positions.get(subscriptionId);
    if (position === undefined) return undefined;
    this.rows[position] = null;
    this.positions.delete(subscriptionId);
    const chunk = this.chunkOfRow[position] ?? 0;
    const members = this.chunks[chunk];
    if (members) members.splice(members.indexOf(position), 1);
    this.sorted.clear();
    this.views.clear();
    return chunk;
  }

  private forgetOrdersPlacedBy(fields: readonly string[]): void {
    for (const sort of this.sorted.keys()) if (fields.includes(sort)) this.sorted.delete(sort);
    for (const [key, view] of this.views)
      if (view.placedBy.some((field) => fields.includes(field))) this.views.delete(key);
  }

  private sortedBy(sort: CachedSubscriptionSort): Uint32Array {
    const known = this.sorted.get(sort);
    if (known) return known;
    const keys: string[] = new Array(this.rows.length);
    const ids: string[] = new Array(this.rows.length);
    const live: number[] = [];
    for (let position = 0; position < this.rows.length; position += 1) {
      const row = this.rows[position];
      if (!row) continue;
      keys[position] = row[sort];
      ids[position] = row.subscriptionId;
      live.push(position);
    }
    const order = Uint32Array.from(live);
    order.sort((a, b) => {
      const keyA = keys[a] as string;
      const keyB = keys[b] as string;
      if (keyA !== keyB) return keyA < keyB ? -1 : 1;
      const idA = ids[a] as string;
      const idB = ids[b] as string;
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    });
    this.sorted.set(sort, order);
    return order;
  }

  private viewOf(view: CachedSubscriptionsView): KeptView {
    const sort = sortKeyOf(view) ?? DEFAULT_SORT;
    const filters = FILTER_FIELDS.map((field) => view.filters[field] ?? '');
    const key = `${sort}|${filters.join('|')}`;
    const known = this.views.get(key);
    if (known) {
      this.views.delete(key);
      this.views.set(key, known);
      return known;
    }
    const [status, family, fiscalId, lineNumber] = filters;
    const all = this.sortedBy(sort);
    let order = all;
    if (status || family || fiscalId || lineNumber) {
      const kept = new Uint32Array(all.length);
      let count = 0;
      for (const position of all) {
        const row = this.rows[position] as CachedSubscription;
        if (status && row.status !== status) continue;
        if (family && row.family !== family) continue;
        if (fiscalId && row.fiscalId !== fiscalId) continue;
        if (lineNumber && !row.lineNumber.startsWith(lineNumber)) continue;
        kept[count++] = position;
      }
      order = kept.slice(0, count);
    }
    const placedBy = [sort, ...FILTER_FIELDS.filter((_, at) => filters[at])];
    const kept: KeptView = { sort, placedBy, order };
    this.views.set(key, kept);
    // Maps keep insertion order: the first key is the view kept longest without being asked again.
    if (this.views.size > MAX_KEPT_VIEWS) this.views.delete(this.views.keys().next().value as string);
    return kept;
  }

  count(view: CachedSubscriptionsView): number {
    return this.viewOf(view).order.length;
  }

  /** Rows [from, to) of the view, in its order. */
  window(view: CachedSubscriptionsView, from: number, to: number): CachedSubscription[] {
    const { order } = this.viewOf(view);
    const desc = view.sort?.desc ?? false;
    const end = Math.min(to, order.length);
    const rows: CachedSubscription[] = [];
    for (let at = Math.max(0, from); at < end; at += 1) {
      const position = order[desc ? order.length - 1 - at : at] as number;
      rows.push(this.rows[position] as CachedSubscription);
    }
    return rows;
  }
}
