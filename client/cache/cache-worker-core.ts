import type { SearchCorpus } from '../search/search-corpus';
import { readChunks, writeChunk } from './cache-chunk-store';
import type { CacheDatabase, CachedCustomer } from './cache-database';
import {
  type CacheJob,
  type CacheJobDependencies,
  type CacheJobResult,
  type LoadTimings,
  runCacheJob,
} from './cache-loader';
import type { CacheAnswer, CacheQuestion, CacheSummary } from './cache-worker-protocol';
import { CachedLines } from './cached-lines-memory';
import { type CachedLineChange, type ChangedLine, mergeChangedLines } from './merge-changed-lines';

function abortError(): DOMException {
  return new DOMException('the cache load was stopped', 'AbortError');
}

/**
 * What the cache worker does, apart from messaging (so tests and benches run the very same code in their thread):
 * loads the stored chunks into memory once, runs loads (the new rows replace the served ones when complete),
 * answers the /subs views from memory, writes an action's changed lines into memory and their chunks, and hands
 * the rows to the search index.
 */
export class CacheWorkerCore {
  private lines: { rows: CachedLines; generation: number } | null = null;
  private customers: CachedCustomer[] | null = null;
  private opening: Promise<void> | null = null;
  private readonly loads = new Set<AbortController>();
  /** Where the last load of each table spent its time, and how long reading the stored chunks took (benches). */
  readonly timings: { subscriptions?: LoadTimings; customers?: LoadTimings; openMs?: number } = {};
  /** Chunk writes of changed lines, one after another. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: CacheDatabase,
    private readonly network: Pick<CacheJobDependencies, 'fetch' | 'tokenFor'>,
  ) {}

  /** Reads the owner's stored rows into memory (once; a table already in memory is kept). */
  async open(owner: string): Promise<CacheSummary> {
    this.opening ??= this.readStored(owner);
    try {
      await this.opening;
    } finally {
      this.opening = null;
    }
    return this.summary();
  }

  private async readStored(owner: string): Promise<void> {
    const started = performance.now();
    const [lines, customers] = await this.db.meta.bulkGet(['subscriptions', 'customers']);
    if (!this.lines && lines?.owner === owner) {
      const chunks = await readChunks(this.db, 'subscriptions', lines.generation);
      this.lines ??= { rows: CachedLines.of(chunks), generation: lines.generation };
    }
    if (!this.customers && customers?.owner === owner) {
      const chunks = await readChunks(this.db, 'customers', customers.generation);
      this.customers ??= chunks.flat();
    }
    this.timings.openMs = performance.now() - started;
  }

  private summary(): CacheSummary {
    return {
      lines: this.lines?.rows.size ?? null,
      hasActiveLine: this.lines?.rows.hasStatus('ACTIVE') ?? false,
      customers: this.customers?.length ?? null,
    };
  }

  /** Runs a load; once complete its rows are the ones served. Rejects with an AbortError after stop(). */
  async run(
    job: CacheJob,
    onProgress: (loaded: number, total: number | null) => void,
  ): Promise<CacheJobResult> {
    const controller = new AbortController();
    this.loads.add(controller);
    try {
      const loaded = await runCacheJob(job, {
        ...this.network,
        db: this.db,
        onProgress,
        signal: controller.signal,
      });
      if (controller.signal.aborted) throw abortError();
      this.timings[loaded.kind] = loaded.timings;
      if (loaded.kind === 'subscriptions') this.lines = { rows: loaded.lines, generation: loaded.generation };
      else this.customers = loaded.customers;
      return { count: loaded.count, modified: loaded.modified };
    } finally {
      this.loads.delete(controller);
    }
  }

  private async ready(): Promise<void> {
    if (this.opening) await this.opening;
  }

  async ask<Question extends CacheQuestion>(question: Question): Promise<CacheAnswer<Question>> {
    await this.ready();
    const rows = this.lines?.rows;
    let answer: unknown;
    switch (question.type) {
      case 'open':
        answer = await this.open(question.owner);
        break;
      case 'count':
        answer = rows?.count(question.view) ?? 0;
        break;
      case 'window':
        answer = rows?.window(question.view, question.from, question.to) ?? [];
        break;
      case 'line':
        answer = rows?.get(question.subscriptionId);
        break;
      case 'merge':
        answer = await this.merge(question.lines);
        break;
    }
    return answer as CacheAnswer<Question>;
  }

  /** Writes an action's changed lines into memory and rewrites the chunks that hold them. */
  private async merge(lines: readonly ChangedLine[]): Promise<CachedLineChange[]> {
    const held = this.lines;
    if (!held) return [];
    const { changes, chunks } = mergeChangedLines(held.rows, lines);
    if (chunks.length > 0) {
      this.writes = this.writes
        .then(async () => {
          for (const chunk of chunks)
            await writeChunk(this.db, 'subscriptions', held.generation, chunk, held.rows.chunkRows(chunk));
        })
        .catch((error: unknown) => console.error('Changed lines could not be stored', error));
      await this.writes;
    }
    return changes;
  }

  /** The rows the palette's search indexes (the tables the page says are usable). */
  async corpus(tables: { lines: boolean; customers: boolean }): Promise<SearchCorpus> {
    await this.ready();
    return {
      lines: tables.lines ? (this.lines?.rows.all() ?? []) : [],
      customers: tables.customers ? (this.customers ?? []) : [],
    };
  }

  /** Aborts the running loads and forgets the rows (the page empties the database). */
  stop(): void {
    for (const load of this.loads) load.abort();
    this.loads.clear();
    this.lines = null;
    this.customers = null;
    this.opening = null;
  }
}
