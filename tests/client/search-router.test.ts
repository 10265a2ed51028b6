import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { realisticCorpus, realisticQueries } from '../../bench/realistic-corpus';
import { fuseDocumentOf, fuseKeysFor } from '../../client/search/name-index';
import { normalizeText } from '../../client/search/normalize';
import {
  CUSTOMER_NAME_FIELDS,
  LINE_NAME_FIELDS,
  projectCustomer,
  projectLine,
  SearchIndex,
} from '../../client/search/search-index';
import { fuzzyOptionsFor, LONG_QUERY_LENGTH, routeQuery } from '../../client/search/search-options';
import { syntheticCorpus } from '../../client/search/synthetic-corpus';

const corpus = syntheticCorpus({ lines: 4000, customers: 2500 });
const index = new SearchIndex(corpus);
const keptLines = corpus.lines.filter((line) => line.status !== 'TERMINATED');

const NAME_QUERIES = [
  'ga',
  'gar',
  'garc',
  'garcia',
  'García',
  'lopez',
  'lópez',
  'fernandez',
  'fernadez',
  'martinez',
  'mart',
  'maria',
  'maría josé',
  'maria jose',
  'jose luis',
  'de la fuente',
  'fuente',
  'del rio',
  'etxeberria',
  'echeberria',
  'talleres',
  'talleres garcia',
  'construcciones',
  'hermanos',
  'sl',
  'perez gomez',
  'antonio garcia lopez',
  'montserrat',
  'nuria',
  'xoan',
  'iker',
  'ruiz',
  'ruis',
  'vazquez',
  'vasquez',
  'gonzalez rodriguez',
  'zz',
  'qx',
];

const documents = {
  lines: keptLines.map(projectLine).map(fuseDocumentOf),
  customers: corpus.customers.map(projectCustomer).map(fuseDocumentOf),
};

/** Plain fuse.js over every projected record, with the options the router uses for the query. */
function plainFuse(kind: 'lines' | 'customers', query: string, limit?: number) {
  const fields = kind === 'lines' ? LINE_NAME_FIELDS : CUSTOMER_NAME_FIELDS;
  const text = normalizeText(query);
  const fuse = new Fuse(documents[kind], {
    keys: fuseKeysFor(fields),
    includeScore: true,
    ...fuzzyOptionsFor(kind, text),
  });
  return limit === undefined ? fuse.search(text) : fuse.search(text, { limit });
}

function plainFuseTop(kind: 'lines' | 'customers', query: string): number[] {
  return plainFuse(kind, query, 8).map((result) => result.refIndex);
}

const SHORT_QUERIES = NAME_QUERIES.filter((query) => normalizeText(query).length < LONG_QUERY_LENGTH);
const LONG_QUERIES = NAME_QUERIES.filter((query) => normalizeText(query).length >= LONG_QUERY_LENGTH);

describe('global search router', () => {
  it.each(SHORT_QUERIES)('name query %j: the same top lines and customers as plain fuse.js', (query) => {
    expect(routeQuery(query)).toBe('text');
    const found = index.searchIndexes(query, 8);
    expect(found.lines).toEqual(plainFuseTop('lines', query));
    expect(found.customers).toEqual(plainFuseTop('customers', query));
  });

  // From 10 characters (threshold 0.6, distance 200) fuse.js matches most of the vocabulary weakly; the index ranks
  // a shortlist (texts holding half the bigrams of the query or of one of its words) with fuse.js's own scores.
  // What is left out: records fuse.js matches only through weak matches of texts sharing few bigrams with the query
  // (for "antonio garcia lopez", customers whose only match is a long word such as "construcciones").
  it.each(LONG_QUERIES)('long name query %j: only hits plain fuse.js makes, in its order', (query) => {
    const found = index.searchIndexes(query, 8);
    expect(found.lines.length + found.customers.length).toBeGreaterThan(0);
    for (const kind of ['lines', 'customers'] as const) {
      const all = plainFuse(kind, query);
      const scoreOf = new Map(all.map((result) => [result.refIndex, result.score ?? 1]));
      for (const hit of found[kind]) expect(scoreOf.has(hit)).toBe(true);
      const scores = found[kind].map((hit) => scoreOf.get(hit) ?? 1);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
    }
  });

  it('a long query typed exactly as a held name finds the records holding it first, as plain fuse.js does', () => {
    for (const query of ['montserrat', 'maria jose', 'construcciones']) {
      const best = plainFuse('customers', query, 1)[0]?.score ?? 1;
      const first = index.searchIndexes(query, 8).customers[0];
      const scored = plainFuse('customers', query).find((result) => result.refIndex === first);
      expect(scored?.score).toBe(best);
    }
  });

  it('finds something for the common names (the comparison is not between two empty lists)', () => {
    for (const query of ['garcia', 'maria', 'talleres', 'fernadez', 'de la fuente'])
      expect(index.searchIndexes(query, 8).customers.length).toBeGreaterThan(0);
  });

  it('matches a surname late in a long company name (per word, not per whole name)', () => {
    const company = corpus.customers.find(
      (customer) => customer.companyName && /Etxeberria/.test(customer.companyName),
    );
    expect(company).toBeDefined();
    const hits = index.search('etxeberria', 50).customers.map((hit) => hit.id);
    expect(hits).toContain(company?.customerId);
  });

  it('routes digits, documents and e-mails to the prefix indexes', () => {
    expect(routeQuery('6')).toBe('none');
    expect(routeQuery('612 34')).toBe('number');
    expect(routeQuery('8934011')).toBe('number');
    expect(routeQuery('12345678Z')).toBe('document');
    expect(routeQuery('x123')).toBe('document');
    expect(routeQuery('B1234')).toBe('document');
    expect(routeQuery('ana@')).toBe('email');
    expect(routeQuery('garcía')).toBe('text');
  });

  it('a line number prefix returns exactly the lines starting with it', () => {
    const line = keptLines[17];
    const prefix = line?.lineNumber.slice(0, 5) ?? '';
    const expected = new Set(
      keptLines.filter((l) => l.lineNumber.startsWith(prefix)).map((l) => l.subscriptionId),
    );
    const hits = index.search(`${prefix.slice(0, 3)} ${prefix.slice(3)}`, 500).lines;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.lineNumber.startsWith(prefix) || expected.has(hit.id)).toBe(true);
    expect(hits.map((hit) => hit.id)).toContain(line?.subscriptionId);
  });

  it('an ICC prefix and a fiscal id find their line and customer', () => {
    const line = keptLines.find((l) => l.icc) ?? keptLines[0];
    expect(index.search(line?.icc?.slice(0, 16) ?? '', 50).lines.map((hit) => hit.id)).toContain(
      line?.subscriptionId,
    );
    const customer = corpus.customers[3];
    const found = index.search(customer?.fiscalId.toLowerCase() ?? '', 8);
    expect(found.customers.map((hit) => hit.id)).toContain(customer?.customerId);
  });

  it('leaves terminated lines out', () => {
    const terminated = corpus.lines.find((line) => line.status === 'TERMINATED');
    expect(terminated).toBeDefined();
    const hits = index.search(terminated?.lineNumber ?? '', 50).lines;
    expect(hits.map((hit) => hit.id)).not.toContain(terminated?.subscriptionId);
    expect(index.counts.lines).toBe(keptLines.length);
  });

  it('thresholds: lines 0.3, customers 0.2, 0.6 and distance 200 from 10 characters, 0 for 6/7 prefixes', () => {
    expect(fuzzyOptionsFor('lines', 'gar')).toMatchObject({
      threshold: 0.3,
      distance: 50,
      minMatchCharLength: 2,
    });
    expect(fuzzyOptionsFor('brands', 'gar')).toMatchObject({ threshold: 0.3 });
    expect(fuzzyOptionsFor('customers', 'gar')).toMatchObject({ threshold: 0.2, distance: 50 });
    expect(fuzzyOptionsFor('customers', 'gonzalez ro')).toMatchObject({ threshold: 0.6, distance: 200 });
    expect(fuzzyOptionsFor('lines', '612')).toMatchObject({ threshold: 0 });
    expect(fuzzyOptionsFor('lines', '7123456789')).toMatchObject({ threshold: 0 });
    expect(fuzzyOptionsFor('lines', '912')).toMatchObject({ threshold: 0.3 });
  });
});

// The same comparison over a corpus with a realistic vocabulary (thousands of rare names and surnames: the bigram
// filter leaves out far more texts there), every prefix of realistic queries typed key by key.
describe('global search router over a realistic vocabulary', () => {
  const realistic = realisticCorpus({ lines: 3000, customers: 1500 }, 11);
  const realisticIndex = new SearchIndex(realistic);
  const realisticDocuments = {
    lines: realistic.lines.map(projectLine).map(fuseDocumentOf),
    customers: realistic.customers.map(projectCustomer).map(fuseDocumentOf),
  };
  const typed = realisticQueries(realistic, 3)
    .filter((query) => routeQuery(query) === 'text')
    .flatMap((query) => [...query].map((_, n) => query.slice(0, n + 1)))
    .filter((query) => routeQuery(query) === 'text' && normalizeText(query).length < LONG_QUERY_LENGTH);

  it('has short name queries to compare, some of them finding records', () => {
    expect(typed.length).toBeGreaterThan(30);
    expect(typed.some((query) => realisticIndex.searchIndexes(query, 8).lines.length > 0)).toBe(true);
  });

  it.each(typed)('%j: the same top lines and customers as plain fuse.js', (query) => {
    const text = normalizeText(query);
    for (const kind of ['lines', 'customers'] as const) {
      const fields = kind === 'lines' ? LINE_NAME_FIELDS : CUSTOMER_NAME_FIELDS;
      const expected = new Fuse(realisticDocuments[kind], {
        keys: fuseKeysFor(fields),
        ...fuzzyOptionsFor(kind, text),
      })
        .search(text, { limit: 8 })
        .map((result) => result.refIndex);
      expect(realisticIndex.searchIndexes(query, 8)[kind]).toEqual(expected);
    }
  });
});
