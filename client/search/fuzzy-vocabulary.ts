import Fuse, { type FuseIndex, type IFuseOptions } from 'fuse.js';
import type { FuzzyOptions } from './search-options';

/** fuse.js's score of a match with `errors` errors at a location (expected location 0: the proximity of a
 * location is the location itself), the same arithmetic in the same order. */
function matchScore(errors: number, currentLocation: number, patternLen: number, distance: number): number {
  const accuracy = errors / patternLen;
  const proximity = Math.abs(0 - currentLocation);
  if (!distance) return proximity ? 1 : accuracy;
  return accuracy + proximity / distance;
}

/** fuse.js's Bitap works on patterns of up to 32 characters; longer ones are split and left to fuse.js here. */
const MAX_PATTERN = 32;
/**
 * A long query's words shortlist texts from this length: "de", "la", "y" share a bigram with most of a vocabulary
 * and would put half of it on the shortlist.
 */
const SHORTLIST_WORD = 3;
/**
 * Words up to this length shortlist only the texts holding all their bigrams: half of a short word's two or three
 * bigrams is one or two, which common endings and beginnings ("-ez", "ma-") share with half the vocabulary.
 */
const SHORT_WORD = 4;

/**
 * fuse.js's fuzzy string search over a fixed list of texts (the name vocabulary), rewritten for speed: the texts
 * are kept as one array of UTF-16 code units and each text is scored with preallocated typed arrays instead of
 * fresh arrays per text and per error level. The scores are those of `new Fuse(texts, options).search(pattern)`
 * (location 0, not case sensitive, no diacritics handling, no extended or token search), bit for bit: the same
 * arithmetic in the same order, including fuse.js's quirks (the score reported is the last full match computed,
 * even one above the threshold; a match needs a run of `minMatchCharLength` pattern characters).
 * tests/client/search-fuzzy-vocabulary.test.ts compares every text's match and score with fuse.js.
 */
export class FuzzyVocabulary {
  private readonly texts: readonly string[];
  private readonly codes: Uint16Array;
  private readonly start: Uint32Array;
  private fuseIndex: FuseIndex<string> | null = null;
  private readonly alphabet = new Int32Array(65536);
  /** Per code unit, its slot among the pattern's distinct characters (-1: not in the pattern). */
  private readonly slotOf = new Int8Array(65536).fill(-1);
  private readonly slotCount = new Int32Array(MAX_PATTERN);
  private readonly slotLeft = new Int32Array(MAX_PATTERN);
  private slots = 0;
  private bitArr: Int32Array;
  private lastBitArr: Int32Array;
  private readonly matchMask: Uint8Array;
  /** Output of the last `match`: ids of the matching texts (ascending) and their scores. */
  matchedIds: Uint32Array;
  matchedScores: Float64Array;
  matchedCount = 0;
  /** Texts scored by the last `match` (those the bigram filter let through): what a query costs. */
  scoredCount = 0;
  /** Bigram postings (CSR): for each bigram id, the texts holding it (ascending) and how often each holds it. */
  private readonly charId = new Int32Array(65536).fill(-1);
  private readonly charCount: number;
  private readonly bigramStart: Uint32Array;
  private readonly bigramTexts: Uint32Array;
  private readonly bigramTimes: Uint8Array;
  /** Per text, the bigrams shared with the pattern (counted as often as in both), reset after each query. */
  private readonly shared: Uint16Array;
  private readonly touched: Uint32Array;

  constructor(texts: readonly string[]) {
    this.texts = texts.map((text) => text.toLowerCase());
    let total = 0;
    let maxLength = 0;
    for (const text of this.texts) {
      total += text.length;
      if (text.length > maxLength) maxLength = text.length;
    }
    this.codes = new Uint16Array(total);
    this.start = new Uint32Array(this.texts.length + 1);
    let at = 0;
    this.texts.forEach((text, id) => {
      this.start[id] = at;
      for (let c = 0; c < text.length; c++) this.codes[at++] = text.charCodeAt(c);
    });
    this.start[this.texts.length] = at;
    this.bitArr = new Int32Array(maxLength + MAX_PATTERN + 3);
    this.lastBitArr = new Int32Array(maxLength + MAX_PATTERN + 3);
    this.matchMask = new Uint8Array(maxLength + 1);
    this.matchedIds = new Uint32Array(this.texts.length);
    this.matchedScores = new Float64Array(this.texts.length);

    // The bigram postings: each text's distinct bigrams with their counts, grouped by bigram.
    let chars = 0;
    for (let at = 0; at < this.codes.length; at++) {
      const code = this.codes[at] ?? 0;
      if ((this.charId[code] ?? -1) < 0) this.charId[code] = chars++;
    }
    this.charCount = chars;
    const bigramOf = (at: number) =>
      (this.charId[this.codes[at] ?? 0] ?? 0) * chars + (this.charId[this.codes[at + 1] ?? 0] ?? 0);
    const counts = new Uint32Array(chars * chars + 1);
    const lastText = new Int32Array(chars * chars).fill(-1);
    for (let id = 0; id < this.texts.length; id++) {
      const end = (this.start[id + 1] ?? 0) - 1;
      for (let at = this.start[id] ?? 0; at < end; at++) {
        const bigram = bigramOf(at);
        if (lastText[bigram] === id) continue;
        lastText[bigram] = id;
        counts[bigram + 1] = (counts[bigram + 1] ?? 0) + 1;
      }
    }
    for (let bigram = 0; bigram < chars * chars; bigram++)
      counts[bigram + 1] = (counts[bigram + 1] ?? 0) + (counts[bigram] ?? 0);
    this.bigramStart = counts;
    const postings = counts[chars * chars] ?? 0;
    this.bigramTexts = new Uint32Array(postings);
    this.bigramTimes = new Uint8Array(postings);
    const cursor = counts.slice(0, chars * chars);
    lastText.fill(-1);
    for (let id = 0; id < this.texts.length; id++) {
      const end = (this.start[id + 1] ?? 0) - 1;
      for (let at = this.start[id] ?? 0; at < end; at++) {
        const bigram = bigramOf(at);
        if (lastText[bigram] === id) {
          const last = (cursor[bigram] ?? 1) - 1;
          this.bigramTimes[last] = Math.min(255, (this.bigramTimes[last] ?? 0) + 1);
          continue;
        }
        lastText[bigram] = id;
        const slot = cursor[bigram] ?? 0;
        this.bigramTexts[slot] = id;
        this.bigramTimes[slot] = 1;
        cursor[bigram] = slot + 1;
      }
    }
    this.shared = new Uint16Array(this.texts.length);
    this.touched = new Uint32Array(this.texts.length);
  }

  /**
   * The texts that may match a pattern with at most `maxErrors` errors, ascending, or null when the filter cannot
   * tell (the q-gram lemma: a text within k edits of a pattern of m characters shares at least m - 1 - 2k of its
   * bigrams, counted as often as in both; with fewer it cannot match, however fuse.js would have scored it).
   * With `shortlist`, when it cannot tell: the texts holding at least half of the bigrams of the pattern or of one
   * of its words (a full name typed matches its name and surnames one word each), all the bigrams of a word of three
   * or four letters, none of a shorter word.
   */
  private candidates(pattern: string, maxErrors: number, shortlist: boolean): Uint32Array | null {
    const m = pattern.length;
    const exact = m - 1 - 2 * maxErrors;
    if (exact > 0) return this.sharing(pattern, exact, null);
    if (!shortlist) return null;
    const words = new Set([pattern, ...pattern.split(' ').filter((word) => word.length >= SHORTLIST_WORD)]);
    const kept = new Set<number>();
    for (const word of words)
      this.sharing(
        word,
        word.length <= SHORT_WORD ? word.length - 1 : Math.ceil((word.length - 1) / 2),
        kept,
      );
    return Uint32Array.from(kept).sort();
  }

  /** The texts sharing at least `needed` bigrams with a text (ascending), or added to `into`. */
  private sharing(pattern: string, needed: number, into: Set<number> | null): Uint32Array {
    const m = pattern.length;
    const chars = this.charCount;
    // The pattern's bigrams with their counts; a bigram holding a character no text has is shared by none.
    const patternBigrams = new Map<number, number>();
    for (let i = 0; i + 1 < m; i++) {
      const a = this.charId[pattern.charCodeAt(i)] ?? -1;
      const b = this.charId[pattern.charCodeAt(i + 1)] ?? -1;
      if (a < 0 || b < 0) continue;
      const bigram = a * chars + b;
      patternBigrams.set(bigram, (patternBigrams.get(bigram) ?? 0) + 1);
    }
    const shared = this.shared;
    const touched = this.touched;
    let touchedCount = 0;
    for (const [bigram, times] of patternBigrams) {
      const end = this.bigramStart[bigram + 1] ?? 0;
      for (let p = this.bigramStart[bigram] ?? 0; p < end; p++) {
        const id = this.bigramTexts[p] ?? 0;
        const before = shared[id] ?? 0;
        if (before === 0) touched[touchedCount++] = id;
        shared[id] = before + Math.min(times, this.bigramTimes[p] ?? 0);
      }
    }
    let kept = 0;
    const result = new Uint32Array(into ? 0 : touchedCount);
    for (let k = 0; k < touchedCount; k++) {
      const id = touched[k] ?? 0;
      if ((shared[id] ?? 0) >= needed) {
        if (into) into.add(id);
        else result[kept++] = id;
      }
      shared[id] = 0;
    }
    return result.subarray(0, kept).sort();
  }

  get size(): number {
    return this.texts.length;
  }

  /**
   * Scores the texts that may match a pattern; the matches are left in matchedIds/matchedScores/matchedCount. Exact
   * (every text fuse.js matches, with its score) unless `shortlist` is set: then, when the error budget is too wide
   * for the bigram filter to tell (queries of 10 or more characters: threshold 0.6), only the texts holding at least
   * half of the pattern's bigrams are scored, each still with fuse.js's exact score.
   */
  match(query: string, options: FuzzyOptions, shortlist = false): void {
    this.release();
    const pattern = query.toLowerCase();
    this.matchedCount = 0;
    this.shortlisted = false;
    if (pattern.length === 0) return;
    if (pattern.length > MAX_PATTERN || options.location !== 0) {
      this.matchWithFuse(query, options);
      return;
    }
    const alphabet = this.alphabet;
    const m = pattern.length;
    this.pattern = pattern;
    this.options = options;
    this.slots = 0;
    this.slotCount.fill(0);
    for (let i = 0; i < m; i++) {
      const code = pattern.charCodeAt(i);
      alphabet[code] = (alphabet[code] ?? 0) | (1 << (m - i - 1));
      if ((this.slotOf[code] ?? -1) < 0) this.slotOf[code] = this.slots++;
      const slot = this.slotOf[code] ?? 0;
      this.slotCount[slot] = (this.slotCount[slot] ?? 0) + 1;
    }
    // A full match with i errors keeps at least m - i of the pattern's characters, and i/m never exceeds the
    // threshold: a text holding fewer of them (counted with repetition) cannot match.
    let maxErrors = 0;
    while (maxErrors < m && (maxErrors + 1) / m <= options.threshold) maxErrors++;
    const needed = options.distance ? m - maxErrors : 0;
    this.needed = needed;
    this.shortlisted = shortlist && options.distance > 0 && m - 1 - 2 * maxErrors <= 0;
    // Only the texts sharing enough of the pattern's bigrams are scored (all of them when the filter cannot tell).
    const candidates = options.distance ? this.candidates(pattern, maxErrors, shortlist) : null;
    const count = candidates ? candidates.length : this.texts.length;
    this.shortlist = this.shortlisted && candidates ? candidates : new Uint32Array(0);
    this.scoredCount = 0;
    for (let k = 0; k < count; k++) {
      const id = candidates ? (candidates[k] ?? 0) : k;
      const score = this.scoreOne(id);
      if (score >= 0) {
        this.matchedIds[this.matchedCount] = id;
        this.matchedScores[this.matchedCount] = score;
        this.matchedCount++;
      }
    }
  }

  /** Whether the last `match` scored only a shortlist (texts left out may still match: scoreOne tells). */
  shortlisted = false;
  /** The texts of that shortlist, matching or not. */
  shortlist: Uint32Array = new Uint32Array(0);
  private pattern = '';
  private options: FuzzyOptions | null = null;
  private needed = 0;

  /** fuse.js's score of one text for the last `match`'s pattern (-1: no match). */
  scoreOne(id: number): number {
    if (!this.options || this.pattern === '') return -1;
    if (!this.holdsEnough(id, this.needed)) return -1;
    this.scoredCount++;
    return this.scoreText(id, this.pattern, this.options);
  }

  /** Clears the last pattern's characters from the lookup tables. */
  private release(): void {
    for (let i = 0; i < this.pattern.length; i++) {
      this.alphabet[this.pattern.charCodeAt(i)] = 0;
      this.slotOf[this.pattern.charCodeAt(i)] = -1;
    }
    this.pattern = '';
    this.options = null;
  }

  /** Whether the text holds at least `needed` of the pattern's characters (each counted as often as in both). */
  private holdsEnough(id: number, needed: number): boolean {
    if (needed <= 0) return true;
    const left = this.slotLeft;
    left.set(this.slotCount);
    const slotOf = this.slotOf;
    const codes = this.codes;
    const end = this.start[id + 1] ?? 0;
    let found = 0;
    for (let at = this.start[id] ?? 0; at < end; at++) {
      const slot = slotOf[codes[at] ?? 0] ?? -1;
      if (slot >= 0 && (left[slot] ?? 0) > 0) {
        left[slot] = (left[slot] ?? 0) - 1;
        if (++found >= needed) return true;
      }
    }
    return false;
  }

  /** fuse.js itself, for the patterns this class does not handle (longer than 32 characters). */
  private matchWithFuse(query: string, options: FuzzyOptions): void {
    const fuseOptions: IFuseOptions<string> = {
      ...options,
      ignoreFieldNorm: true,
      includeScore: true,
      shouldSort: false,
    };
    this.fuseIndex ??= Fuse.createIndex<string>([], this.texts);
    const found = new Fuse(this.texts, fuseOptions, this.fuseIndex).search(query);
    for (const result of found) {
      this.matchedIds[this.matchedCount] = result.refIndex;
      this.matchedScores[this.matchedCount] = result.score ?? 1;
      this.matchedCount++;
    }
  }

  /** BitapSearch.searchIn for one text with a single chunk and location 0: the score, or -1 for no match. */
  private scoreText(id: number, pattern: string, options: FuzzyOptions): number {
    const codes = this.codes;
    const offset = this.start[id] ?? 0;
    const textLen = (this.start[id + 1] ?? 0) - offset;
    const patternLen = pattern.length;
    const { threshold, distance, minMatchCharLength } = options;
    if (textLen === patternLen && this.texts[id] === pattern) return textLen < minMatchCharLength ? -1 : 0;

    const alphabet = this.alphabet;
    const matchMask = this.matchMask;
    matchMask.fill(0, 0, textLen);
    const calcScore = (errors: number, currentLocation: number) =>
      matchScore(errors, currentLocation, patternLen, distance);

    let currentThreshold = threshold;
    // Exact occurrences first (String.indexOf over the text's code units).
    const text = this.texts[id] ?? '';
    let bestLocation = 0;
    let index = text.indexOf(pattern, bestLocation);
    while (index > -1) {
      const score = calcScore(0, index);
      currentThreshold = Math.min(score, currentThreshold);
      bestLocation = index + patternLen;
      for (let i = 0; i < patternLen; i++) matchMask[index + i] = 1;
      index = text.indexOf(pattern, bestLocation);
    }

    bestLocation = -1;
    let finalScore = 1;
    let bestErrors = 0;
    let binMax = patternLen + textLen;
    const mask = 1 << (patternLen - 1);
    let bitArr = this.bitArr;
    let lastBitArr = this.lastBitArr;
    for (let i = 0; i < patternLen; i++) {
      let binMin = 0;
      let binMid = binMax;
      while (binMin < binMid) {
        if (calcScore(i, 0 + binMid) <= currentThreshold) binMin = binMid;
        else binMax = binMid;
        binMid = Math.floor((binMax - binMin) / 2 + binMin);
      }
      binMax = binMid;
      let start = Math.max(1, 0 - binMid + 1);
      const finish = Math.min(0 + binMid, textLen) + patternLen;
      bitArr[finish + 1] = (1 << i) - 1;
      for (let j = finish; j >= start; j--) {
        const currentLocation = j - 1;
        const charMatch =
          currentLocation < textLen ? (alphabet[codes[offset + currentLocation] ?? 0] ?? 0) : 0;
        let bits = (((bitArr[j + 1] ?? 0) << 1) | 1) & charMatch;
        if (i)
          bits |= (((lastBitArr[j + 1] ?? 0) | (lastBitArr[j] ?? 0)) << 1) | 1 | (lastBitArr[j + 1] ?? 0);
        bitArr[j] = bits;
        if (bits & mask) {
          finalScore = calcScore(i, currentLocation);
          if (finalScore <= currentThreshold) {
            currentThreshold = finalScore;
            bestLocation = currentLocation;
            bestErrors = i;
            if (bestLocation <= 0) break;
            start = Math.max(1, 2 * 0 - bestLocation);
          }
        }
      }
      if (calcScore(i + 1, 0) > currentThreshold) break;
      const swap = lastBitArr;
      lastBitArr = bitArr;
      bitArr = swap;
    }
    this.bitArr = bitArr;
    this.lastBitArr = lastBitArr;
    if (bestLocation < 0) return -1;

    const matchEnd = Math.min(textLen - 1, bestLocation + patternLen - 1 + bestErrors);
    for (let k = bestLocation; k <= matchEnd; k++) if (alphabet[codes[offset + k] ?? 0]) matchMask[k] = 1;
    // convertMaskToIndices: a match needs a run of at least minMatchCharLength marked characters.
    let run = 0;
    let longEnough = false;
    for (let k = 0; k < textLen; k++) {
      run = matchMask[k] ? run + 1 : 0;
      if (run >= minMatchCharLength) {
        longEnough = true;
        break;
      }
    }
    if (!longEnough) return -1;
    return Math.max(0.001, finalScore);
  }
}
