import { FuzzyVocabulary } from './fuzzy-vocabulary';
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
 * The candidate-set search. fuse.js's string search (FuzzyVocabulary: its scores, rewritten for speed) runs only
 * over the distinct texts (field values and words, a few thousand even for 100k records). Records with the same
 * projection (the lines of one holder, namesakes) form one group, scored once: each matching text's score is
 * combined per group exactly as fuse.js combines key scores (product of score^(weight·norm), keys in order), and
 * the group's records, which share that score, are offered in index order. So the top results equal plain fuse.js
 * over the projected records with the same options (tests/client/search-router.test.ts proves it on a fixed corpus).
 */
export class NameIndex {
  private readonly vocabulary: string[] = [];
  private readonly vocabularyNorm: number[] = [];
  private readonly matcher: FuzzyVocabulary;
  private readonly fieldCount: number;
  private readonly keyWeight: number;
  /** groupCount × fieldCount vocabulary ids, -1 for an empty field. */
  private readonly fieldIds: Int32Array;
  private readonly wordStart: Uint32Array;
  private readonly wordIds: Int32Array;
  /** Records of each group, ascending (CSR). */
  private readonly memberStart: Uint32Array;
  private readonly members: Uint32Array;
  /** Groups per vocabulary id (CSR). */
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;
  private readonly factor: Float64Array;
  private readonly seen: Uint32Array;
  /** Texts whose score for the current query is known (this epoch). */
  private readonly known: Uint32Array;
  private epoch = 0;
  readonly size: number;
  readonly groupCount: number;

  constructor(
    projections: readonly NameProjection[],
    fieldCount: number,
    private readonly shortlist = true,
  ) {
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
    // Groups: records with the same field ids and word ids, in order of first record.
    const groupOf = new Map<string, number>();
    // The same projection object (shared by its records) is looked up once.
    const groupOfProjection = new Map<NameProjection, number>();
    const recordGroup = new Uint32Array(projections.length);
    const fieldIds: number[] = [];
    const wordStart: number[] = [];
    const words: number[] = [];
    const groupSizes: number[] = [];
    const keyParts: number[] = [];
    projections.forEach((projection, record) => {
      const known = groupOfProjection.get(projection);
      if (known !== undefined) {
        groupSizes[known] = (groupSizes[known] ?? 0) + 1;
        recordGroup[record] = known;
        return;
      }
      keyParts.length = 0;
      for (let field = 0; field < fieldCount; field++) {
        const text = projection.fields[field];
        keyParts.push(text ? idOf(text) : -1);
      }
      const fieldsEnd = keyParts.length;
      for (const word of projection.words) if (word) keyParts.push(idOf(word));
      const key = keyParts.join(',');
      let group = groupOf.get(key);
      if (group === undefined) {
        group = groupSizes.length;
        groupOf.set(key, group);
        groupSizes.push(0);
        for (let k = 0; k < fieldsEnd; k++) fieldIds.push(keyParts[k] ?? -1);
        wordStart.push(words.length);
        for (let k = fieldsEnd; k < keyParts.length; k++) words.push(keyParts[k] ?? 0);
      }
      groupSizes[group] = (groupSizes[group] ?? 0) + 1;
      recordGroup[record] = group;
      groupOfProjection.set(projection, group);
    });
    const groupCount = groupSizes.length;
    this.groupCount = groupCount;
    wordStart.push(words.length);
    this.fieldIds = Int32Array.from(fieldIds);
    this.wordStart = Uint32Array.from(wordStart);
    this.wordIds = Int32Array.from(words);
    this.memberStart = new Uint32Array(groupCount + 1);
    for (let group = 0; group < groupCount; group++)
      this.memberStart[group + 1] = (this.memberStart[group] ?? 0) + (groupSizes[group] ?? 0);
    this.members = new Uint32Array(projections.length);
    const memberCursor = this.memberStart.slice(0, groupCount);
    for (let record = 0; record < projections.length; record++) {
      const group = recordGroup[record] ?? 0;
      const at = memberCursor[group] ?? 0;
      this.members[at] = record;
      memberCursor[group] = at + 1;
    }

    // Postings: for each vocabulary id, the groups using it (once per group).
    const counts = new Uint32Array(this.vocabulary.length + 1);
    const lastGroup = new Int32Array(this.vocabulary.length).fill(-1);
    const forEachId = (group: number, visit: (id: number) => void) => {
      for (let field = 0; field < fieldCount; field++) {
        const id = this.fieldIds[group * fieldCount + field] ?? -1;
        if (id >= 0) visit(id);
      }
      for (let w = this.wordStart[group] ?? 0; w < (this.wordStart[group + 1] ?? 0); w++)
        visit(this.wordIds[w] ?? 0);
    };
    for (let group = 0; group < groupCount; group++)
      forEachId(group, (id) => {
        if (lastGroup[id] === group) return;
        lastGroup[id] = group;
        counts[id + 1] = (counts[id + 1] ?? 0) + 1;
      });
    for (let id = 0; id < this.vocabulary.length; id++)
      counts[id + 1] = (counts[id + 1] ?? 0) + (counts[id] ?? 0);
    this.postingStart = counts;
    this.postings = new Uint32Array(counts[this.vocabulary.length] ?? 0);
    const cursor = counts.slice(0, this.vocabulary.length);
    lastGroup.fill(-1);
    for (let group = 0; group < groupCount; group++)
      forEachId(group, (id) => {
        if (lastGroup[id] === group) return;
        lastGroup[id] = group;
        const at = cursor[id] ?? 0;
        this.postings[at] = group;
        cursor[id] = at + 1;
      });

    this.matcher = new FuzzyVocabulary(this.vocabulary);
    this.factor = new Float64Array(this.vocabulary.length);
    this.seen = new Uint32Array(groupCount);
    this.known = new Uint32Array(this.vocabulary.length);
  }

  get vocabularySize(): number {
    return this.vocabulary.length;
  }

  /** The best `limit` records for a normalized query, best first (score as fuse.js would give it). */
  search(query: string, options: FuzzyOptions, limit: number): NameHit[] {
    const matcher = this.matcher;
    matcher.match(query, options, this.shortlist);
    const matchedCount = matcher.matchedCount;
    const complete = matcher.shortlisted;
    if (matchedCount === 0 && !complete) return [];
    const factor = this.factor;
    factor.fill(0);
    this.epoch = (this.epoch + 1) >>> 0 || 1;
    if (this.epoch === 1) {
      this.seen.fill(0);
      this.known.fill(0);
    }
    for (let k = 0; k < matchedCount; k++) {
      const id = matcher.matchedIds[k] ?? 0;
      this.setFactor(id, matcher.matchedScores[k] ?? 1);
      this.known[id] = this.epoch;
    }

    const best = new TopK(limit);
    // A shortlist left texts unscored: the groups holding a text of it (matching or not) score their other texts
    // too, so that their scores are fuse.js's (only groups with no text on the shortlist are left out).
    const reached = complete ? matcher.shortlist : matcher.matchedIds.subarray(0, matchedCount);
    for (let k = 0; k < reached.length; k++) {
      const id = reached[k] ?? 0;
      const end = this.postingStart[id + 1] ?? 0;
      for (let p = this.postingStart[id] ?? 0; p < end; p++) {
        const group = this.postings[p] ?? 0;
        if (this.seen[group] === this.epoch) continue;
        this.seen[group] = this.epoch;
        if (complete) this.scoreUnknownTexts(group);
        const score = this.scoreOf(group);
        // A group reached through a shortlisted text that matches nothing is no hit.
        if (score < 0) continue;
        // The group's records share the score and come in index order: once one is refused, so are the rest.
        const membersEnd = this.memberStart[group + 1] ?? 0;
        for (let m = this.memberStart[group] ?? 0; m < membersEnd; m++)
          if (!best.offer(this.members[m] ?? 0, score)) break;
      }
    }
    return best.sorted();
  }

  private setFactor(id: number, raw: number): void {
    this.factor[id] = (raw === 0 ? Number.EPSILON : raw) ** (this.keyWeight * (this.vocabularyNorm[id] ?? 1));
  }

  private scoreUnknownText(id: number): void {
    if (this.known[id] === this.epoch) return;
    this.known[id] = this.epoch;
    const raw = this.matcher.scoreOne(id);
    if (raw >= 0) this.setFactor(id, raw);
  }

  private scoreUnknownTexts(group: number): void {
    const base = group * this.fieldCount;
    for (let field = 0; field < this.fieldCount; field++) {
      const id = this.fieldIds[base + field] ?? -1;
      if (id >= 0) this.scoreUnknownText(id);
    }
    for (let w = this.wordStart[group] ?? 0; w < (this.wordStart[group + 1] ?? 0); w++)
      this.scoreUnknownText(this.wordIds[w] ?? 0);
  }

  /** fuse.js's computeScoreSingle over the group's matching keys, in key order (-1: no key matches). */
  private scoreOf(group: number): number {
    let total = 1;
    let matched = false;
    const base = group * this.fieldCount;
    for (let field = 0; field < this.fieldCount; field++) {
      const id = this.fieldIds[base + field] ?? -1;
      if (id >= 0) {
        const factor = this.factor[id] ?? 0;
        if (factor > 0) {
          total *= factor;
          matched = true;
        }
      }
    }
    for (let w = this.wordStart[group] ?? 0; w < (this.wordStart[group + 1] ?? 0); w++) {
      const factor = this.factor[this.wordIds[w] ?? 0] ?? 0;
      if (factor > 0) {
        total *= factor;
        matched = true;
      }
    }
    return matched ? total : -1;
  }
}

/** The `limit` lowest scores, ties by record index (fuse.js's sort order). */
export class TopK {
  private readonly items: NameHit[] = [];
  constructor(private readonly limit: number) {}

  /** False when the record does not make the top (nor would any later one with the same score). */
  offer(index: number, score: number): boolean {
    const items = this.items;
    if (items.length === this.limit) {
      const last = items[items.length - 1];
      if (last && (score > last.score || (score === last.score && index > last.index))) return false;
    }
    let at = items.length;
    while (at > 0) {
      const previous = items[at - 1];
      if (!previous || previous.score < score || (previous.score === score && previous.index < index)) break;
      at--;
    }
    items.splice(at, 0, { index, score });
    if (items.length > this.limit) items.pop();
    return true;
  }

  sorted(): NameHit[] {
    return this.items;
  }
}
