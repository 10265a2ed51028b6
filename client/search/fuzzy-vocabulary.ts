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
  }

  get size(): number {
    return this.texts.length;
  }

  /** Scores every text against a pattern; the matches are left in matchedIds/matchedScores/matchedCount. */
  match(query: string, options: FuzzyOptions): void {
    const pattern = query.toLowerCase();
    this.matchedCount = 0;
    if (pattern.length === 0) return;
    if (pattern.length > MAX_PATTERN || options.location !== 0) {
      this.matchWithFuse(query, options);
      return;
    }
    const alphabet = this.alphabet;
    const m = pattern.length;
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
    try {
      for (let id = 0; id < this.texts.length; id++) {
        const score = this.holdsEnough(id, needed) ? this.scoreText(id, pattern, options) : -1;
        if (score >= 0) {
          this.matchedIds[this.matchedCount] = id;
          this.matchedScores[this.matchedCount] = score;
          this.matchedCount++;
        }
      }
    } finally {
      for (let i = 0; i < m; i++) {
        alphabet[pattern.charCodeAt(i)] = 0;
        this.slotOf[pattern.charCodeAt(i)] = -1;
      }
    }
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
