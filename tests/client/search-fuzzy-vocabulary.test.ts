import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { FuzzyVocabulary } from '../../client/search/fuzzy-vocabulary';
import { normalizeText } from '../../client/search/normalize';
import { projectCustomer, projectLine } from '../../client/search/search-index';
import { fuzzyOptionsFor } from '../../client/search/search-options';
import { syntheticCorpus } from '../../client/search/synthetic-corpus';

// The vocabulary the name indexes search: every distinct field value and word of lines and customers (long
// company names included), plus edge cases (one letter, a text longer than 32 characters).
const corpus = syntheticCorpus({ lines: 12_000, customers: 6000 }, 77);
const vocabulary: string[] = [];
{
  const seen = new Set<string>();
  for (const projection of [...corpus.lines.map(projectLine), ...corpus.customers.map(projectCustomer)])
    for (const text of [...projection.fields, ...projection.words])
      if (text && !seen.has(text)) {
        seen.add(text);
        vocabulary.push(text);
      }
  for (const text of ['a', 'ab', 'x y', 'garcia garcia garcia garcia garcia garcia', 'nunez'])
    if (!seen.has(text)) vocabulary.push(text);
}

const TYPED = [
  'garcía lópez',
  'antonio sanchez',
  'de la fuente',
  'talleres garcia hermanos sl',
  'etxeberria',
  'rodrigez',
  'ana.garcia',
  'maria jose',
  'xoan',
  'zz',
  'ñu',
  'construcciones perez del sur slu y mas texto',
];
const QUERIES = [
  ...new Set(TYPED.flatMap((query) => [...query].map((_, n) => normalizeText(query.slice(0, n + 1))))),
];
const OPTIONS = [0, 0.2, 0.3, 0.6].flatMap((threshold) =>
  [50, 200].map((distance) => ({ threshold, distance, minMatchCharLength: 2, location: 0 })),
);

describe('fuzzy vocabulary (fuse.js string search, rewritten)', () => {
  const matcher = new FuzzyVocabulary(vocabulary);
  const fuseIndex = Fuse.createIndex<string>([], vocabulary);

  it('matches exactly the texts fuse.js matches, with the same scores, for every prefix and option', () => {
    expect(vocabulary.length).toBeGreaterThan(800);
    let compared = 0;
    let matched = 0;
    for (const query of QUERIES)
      for (const options of OPTIONS) {
        const expected = new Fuse(
          vocabulary,
          { ...options, includeScore: true, ignoreFieldNorm: true, shouldSort: false },
          fuseIndex,
        )
          .search(query)
          .map((result) => [result.refIndex, result.score]);
        matcher.match(query, options);
        const actual = Array.from({ length: matcher.matchedCount }, (_, k) => [
          matcher.matchedIds[k],
          matcher.matchedScores[k],
        ]);
        expect(actual, `${query} ${JSON.stringify(options)}`).toEqual(expected);
        compared++;
        matched += expected.length;
      }
    expect(compared).toBe(QUERIES.length * OPTIONS.length);
    // Not a comparison of empty lists.
    expect(matched).toBeGreaterThan(10_000);
  });

  it("a long query's shortlist: half the bigrams of a long word, all of a three- or four-letter word, none of a shorter one", () => {
    const shortlisted = (query: string) => {
      matcher.match(query, fuzzyOptionsFor('customers', query), true);
      expect(matcher.shortlisted, query).toBe(true);
      return new Set(Array.from(matcher.shortlist, (id) => vocabulary[id]));
    };
    // "jez": holding "je" and "ez" both; "-ez" surnames share one of its two bigrams and stay out.
    const carlos = shortlisted('carlos jez');
    expect(carlos.has('carlos')).toBe(true);
    for (const surname of ['perez', 'lopez', 'martinez', 'gomez']) {
      expect(vocabulary).toContain(surname);
      expect(carlos.has(surname), surname).toBe(false);
    }
    // "de" and "la" shortlist nothing of their own: "de la fuente" keeps what "fuente" or the whole text holds.
    const fuente = shortlisted('de la fuente');
    expect(fuente.has('de la fuente') || fuente.has('fuente')).toBe(true);
    const particled = vocabulary.filter((text) => /^(?:la|de) /.test(text) && !text.includes('fue'));
    expect(particled.length).toBeGreaterThan(0);
    for (const text of particled) expect(fuente.has(text), text).toBe(false);
    // A long word still shortlists on half its bigrams: "gonzalez" with two errors.
    expect(shortlisted('antonio gonsales')).toContain('gonzalez');
  });
});
