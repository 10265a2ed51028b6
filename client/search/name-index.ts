import Fuse, { type FuseIndex, type IFuseOptions } from 'fuse.js';
import type { FuzzyOptions } from './search-options';

/**
 * One record as the name search sees it: its name fields (normalized, in key order; undefined when empty) and
 * the distinct words of all its name texts (so a surname late in a long company name still matches).
 */
export type NameProjection = { fields: readonly (string | undefined)[]; words: readonly string[] };

/** The fuse.js keys equivalent to a projection with `fieldCount` fields: f0, f1…, then the `words` array. */
export function fuseKeysFor(fieldCount: number): string[] {
  return [...Array.from({ length: fieldCount }, (_, index) => `f${index}`), 'words'];
}

/** A projection as a plain fuse.js document with the keys of `fuseKeysFor` (the reference the tests compare with). */
export function fuseDocumentOf(
  projection: NameProjection,
): Record<string, string | readonly string[] | undefined> {
  const document: Record<string, string | readonly string[] | undefined> = { words: projection.words };
  projection.fields.forEach((field, index) => {
    document[`f${index}`] = field;
  });
  return document;
}

/** fuse.js's field-length norm (fieldNormWeight 1, three decimals) for a normalized text. */
function fieldNorm(text: string): number {
  const tokens = text.split(' ').filter(Boolean).length || 1;
  return Math.round(1000 / Math.sqrt(tokens)) / 1000;
}

export type NameHit = { index: number; score: number };

/**
 * The candidate-set search. fuse.js runs only over the distinct texts (field values and words, a few thousand
 * even for 100k records); each matching text's score is then combined per record exactly as fuse.js combines
 * key scores (product of score^(weight·norm), keys in order), so the top results equal plain fuse.js over the
 * projected records with the same options (tests/client/search-router.test.ts proves it on a fixed corpus).
 */
export class NameIndex {
  private readonly vocabulary: string[] = [];
  private readonly vocabularyNorm: number[] = [];
  private readonly vocabularyIndex: FuseIndex<string>;
  private readonly fieldCount: number;
  private readonly keyWeight: number;
  /** recordCount × fieldCount vocabulary ids, -1 for an empty field. */
  private readonly fieldIds: Int32Array;
  private readonly wordStart: Uint32Array;
  private readonly wordIds: Int32Array;
  /** Records per vocabulary id (CSR). */
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;
  private readonly factor: Float64Array;
  private readonly seen: Uint32Array;
  private epoch = 0;
  readonly size: number;

  constructor(projections: readonly NameProjection[], fieldCount: number) {
    this.fieldCount = fieldCount;
    this.keyWeight = 1 / (fieldCount + 1);
    this.size = projections.length;
    const ids = new Map<string, number>();
    const idOf = (text: string) => {
      let id = ids.get(text);
      if (id === undefined) {
        id = this.vocabulary.length;
        ids.set(text, id);
        this.vocabulary.push(text);
        this.vocabularyNorm.push(fieldNorm(text));
      }
      return id;
    };
    this.fieldIds = new Int32Array(projections.length * fieldCount).fill(-1);
    this.wordStart = new Uint32Array(projections.length + 1);
    const words: number[] = [];
    projections.forEach((projection, record) => {
      for (let field = 0; field < fieldCount; field++) {
        const text = projection.fields[field];
        if (text) this.fieldIds[record * fieldCount + field] = idOf(text);
      }
      this.wordStart[record] = words.length;
      for (const word of projection.words) if (word) words.push(idOf(word));
    });
    this.wordStart[projections.length] = words.length;
    this.wordIds = Int32Array.from(words);

    // Postings: for each vocabulary id, the records using it (once per record).
    const counts = new Uint32Array(this.vocabulary.length + 1);
    const lastRecord = new Int32Array(this.vocabulary.length).fill(-1);
    const forEachId = (record: number, visit: (id: number) => void) => {
      for (let field = 0; field < fieldCount; field++) {
        const id = this.fieldIds[record * fieldCount + field] ?? -1;
        if (id >= 0) visit(id);
      }
      for (let w = this.wordStart[record] ?? 0; w < (this.wordStart[record + 1] ?? 0); w++)
        visit(this.wordIds[w] ?? 0);
    };
    for (let record = 0; record < projections.length; record++)
      forEachId(record, (id) => {
        if (lastRecord[id] === record) return;
        lastRecord[id] = record;
        counts[id + 1] = (counts[id + 1] ?? 0) + 1;
      });
    for (let id = 0; id < this.vocabulary.length; id++)
      counts[id + 1] = (counts[id + 1] ?? 0) + (counts[id] ?? 0);
    this.postingStart = counts;
    this.postings = new Uint32Array(counts[this.vocabulary.length] ?? 0);
    const cursor = counts.slice(0, this.vocabulary.length);
    lastRecord.fill(-1);
    for (let record = 0; record < projections.length; record++)
      forEachId(record, (id) => {
        if (lastRecord[id] === record) return;
        lastRecord[id] = record;
        const at = cursor[id] ?? 0;
        this.postings[at] = record;
        cursor[id] = at + 1;
      });

    this.vocabularyIndex = Fuse.createIndex<string>([], this.vocabulary);
    this.factor = new Float64Array(this.vocabulary.length);
    this.seen = new Uint32Array(projections.length);
  }

  get vocabularySize(): number {
    return this.vocabulary.length;
  }

  /** The best `limit` records for a normalized query, best first (score as fuse.js would give it). */
  search(query: string, options: FuzzyOptions, limit: number): NameHit[] {
    const fuseOptions: IFuseOptions<string> = {
      ...options,
      ignoreFieldNorm: true,
      includeScore: true,
      shouldSort: false,
    };
    const matches = new Fuse(this.vocabulary, fuseOptions, this.vocabularyIndex).search(query);
    if (matches.length === 0) return [];
    this.factor.fill(0);
    const matched: number[] = [];
    for (const match of matches) {
      const raw = match.score ?? 1;
      this.factor[match.refIndex] =
        (raw === 0 ? Number.EPSILON : raw) ** (this.keyWeight * (this.vocabularyNorm[match.refIndex] ?? 1));
      matched.push(match.refIndex);
    }
    this.epoch = (this.epoch + 1) >>> 0 || 1;
    if (this.epoch === 1) this.seen.fill(0);
    const best = new TopK(limit);
    for (const id of matched) {
      for (let p = this.postingStart[id] ?? 0; p < (this.postingStart[id + 1] ?? 0); p++) {
        const record = this.postings[p] ?? 0;
        if (this.seen[record] === this.epoch) continue;
        this.seen[record] = this.epoch;
        best.offer(record, this.scoreOf(record));
      }
    }
    return best.sorted();
  }

  /** fuse.js's computeScoreSingle over the record's matching keys, in key order. */
  private scoreOf(record: number): number {
    let total = 1;
    const base = record * this.fieldCount;
    for (let field = 0; field < this.fieldCount; field++) {
      const id = this.fieldIds[base + field] ?? -1;
      if (id >= 0) {
        const factor = this.factor[id] ?? 0;
        if (factor > 0) total *= factor;
      }
    }
    for (let w = this.wordStart[record] ?? 0; w < (this.wordStart[record + 1] ?? 0); w++) {
      const factor = this.factor[this.wordIds[w] ?? 0] ?? 0;
      if (factor > 0) total *= factor;
    }
    return total;
  }
}

/** The `limit` lowest scores, ties by record index (fuse.js's sort order). */
export class TopK {
  private readonly items: NameHit[] = [];
  constructor(private readonly limit: number) {}

  offer(index: number, score: number): void {
    const items = this.items;
    if (items.length === this.limit) {
      const last = items[items.length - 1];
      if (last && (score > last.score || (score === last.score && index > last.index))) return;
    }
    let at = items.length;
    while (at > 0) {
      const previous = items[at - 1];
      if (!previous || previous.score < score || (previous.score === score && previous.index < index)) break;
      at--;
    }
    items.splice(at, 0, { index, score });
    if (items.length > this.limit) items.pop();
  }

  sorted(): NameHit[] {
    return this.items;
  }
}
