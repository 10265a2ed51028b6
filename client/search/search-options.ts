import { compactQuery, normalizeText } from './normalize';

/**
 * Global search. Per kind thresholds (lines and brands 0.3, customers 0.2); the generic rule on
 * top: 0.6 and distance 200 for queries of 10 or more characters, threshold 0 (exact, from the first character)
 * for queries beginning with one of the two numeric prefixes; minimum match length 2; distance 50 otherwise.
 *
 * The two numeric prefixes are the first digits of Spanish mobile numbers, '6' and '7' (a number being typed is
 * matched exactly from its start, never fuzzily). See docs/decisions.md, "Global search".
 */
export const NUMERIC_PREFIXES = ['6', '7'] as const;
export const LONG_QUERY_LENGTH = 10;
export const MIN_QUERY_LENGTH = 2;
export const BRAND_LIMIT = 100;
export const RESULT_LIMIT = 8;

export type SearchKind = 'lines' | 'customers' | 'brands';

const BASE_THRESHOLD: Readonly<Record<SearchKind, number>> = { lines: 0.3, customers: 0.2, brands: 0.3 };

export type FuzzyOptions = {
  threshold: number;
  distance: number;
  minMatchCharLength: number;
  location: number;
};

export function beginsWithNumericPrefix(query: string): boolean {
  const compact = compactQuery(query);
  return NUMERIC_PREFIXES.some((prefix) => compact.startsWith(prefix));
}

/** The fuse.js options for a query of a kind (the same options the index and plain fuse.js are compared with). */
export function fuzzyOptionsFor(kind: SearchKind, query: string): FuzzyOptions {
  const length = normalizeText(query).length;
  const long = length >= LONG_QUERY_LENGTH;
  const threshold = beginsWithNumericPrefix(query) ? 0 : long ? 0.6 : BASE_THRESHOLD[kind];
  return { threshold, distance: long ? 200 : 50, minMatchCharLength: MIN_QUERY_LENGTH, location: 0 };
}

/**
 * Where a query goes. `number`: digits only (a line number, the digits of a DNI, an ICC) → prefix indexes.
 * `document`: a DNI/NIE/CIF being typed (a letter then digits, or digits then the control letter) → fiscal id
 * prefix index. `email`: contains '@' → e-mail prefix index. `text`: names → the word index (fuzzy).
 */
export type QueryRoute = 'number' | 'document' | 'email' | 'text' | 'none';

export function routeQuery(query: string): QueryRoute {
  const text = normalizeText(query);
  if (text.length < MIN_QUERY_LENGTH) return 'none';
  const compact = compactQuery(text);
  if (/^\d+$/.test(compact)) return 'number';
  if (/^[a-z]\d+[a-z]?$/.test(compact) || /^\d+[a-z]$/.test(compact)) return 'document';
  if (text.includes('@')) return 'email';
  return 'text';
}
