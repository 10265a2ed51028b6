import { NameIndex, type NameProjection } from './name-index';
import { compactQuery, distinctWords, normalizeText } from './normalize';
import { PrefixIndex } from './prefix-index';
import type { CustomerRecord, LineRecord, SearchCorpus } from './search-corpus';
import { customerHit, lineHit, type SearchResults, TERMINATED_STATUS } from './search-hits';
import { fuzzyOptionsFor, RESULT_LIMIT, routeQuery } from './search-options';

const norm = (value: string | null | undefined) => (value ? normalizeText(value) || undefined : undefined);

/** Name fields of a line: holder's name and surnames (fuse keys fields.0-2 and words). */
export function projectLine(line: LineRecord): NameProjection {
  const fields = [norm(line.customerName), norm(line.customerFirstSurname), norm(line.customerLastSurname)];
  return { fields, words: distinctWords(fields) };
}

/** Name fields of a customer: name and surnames; a company name counts through its words. */
export function projectCustomer(customer: CustomerRecord): NameProjection {
  const fields = [norm(customer.name), norm(customer.firstSurname), norm(customer.lastSurname)];
  return { fields, words: distinctWords([...fields, norm(customer.companyName)]) };
}

export const LINE_NAME_FIELDS = 3;
export const CUSTOMER_NAME_FIELDS = 3;

const compact = (value: string | null | undefined) => (value ? compactQuery(value) : '');

/**
 * The local search over the cached lines and customers: digits, DNI/NIE/CIF and e-mail queries go to prefix
 * indexes, names to the word index (fuzzy, search-options.ts thresholds). Terminated lines are left out when building.
 */
export class SearchIndex {
  private readonly lines: LineRecord[];
  private readonly customers: readonly CustomerRecord[];
  private readonly lineNames: NameIndex;
  private readonly customerNames: NameIndex;
  private readonly lineNumbers: PrefixIndex;
  private readonly lineIccs: PrefixIndex;
  private readonly lineFiscalIds: PrefixIndex;
  private readonly customerFiscalIds: PrefixIndex;
  private readonly customerEmails: PrefixIndex;

  constructor(corpus: SearchCorpus) {
    this.lines = corpus.lines.filter((line) => line.status !== TERMINATED_STATUS);
    this.customers = corpus.customers;
    // The lines of one holder share one projection (one object: NameIndex groups them without comparing texts).
    const lineProjections = new Map<string, NameProjection>();
    this.lineNames = new NameIndex(
      this.lines.map((line) => {
        const key = `${line.customerName ?? ''}\u0001${line.customerFirstSurname ?? ''}\u0001${line.customerLastSurname ?? ''}`;
        let projection = lineProjections.get(key);
        if (!projection) {
          projection = projectLine(line);
          lineProjections.set(key, projection);
        }
        return projection;
      }),
      LINE_NAME_FIELDS,
    );
    this.customerNames = new NameIndex(this.customers.map(projectCustomer), CUSTOMER_NAME_FIELDS);
    this.lineNumbers = new PrefixIndex(
      this.lines.map((line, index) => [compact(line.lineNumber), index] as const),
    );
    this.lineIccs = new PrefixIndex(this.lines.map((line, index) => [compact(line.icc), index] as const));
    this.lineFiscalIds = new PrefixIndex(
      this.lines.map((line, index) => [compact(line.fiscalId), index] as const),
    );
    this.customerFiscalIds = new PrefixIndex(
      this.customers.map((customer, index) => [compact(customer.fiscalId), index] as const),
    );
    this.customerEmails = new PrefixIndex(
      this.customers.map((customer, index) => [normalizeText(customer.email ?? ''), index] as const),
    );
  }

  get counts(): { lines: number; customers: number; words: number } {
    return {
      lines: this.lines.length,
      customers: this.customers.length,
      words: this.lineNames.vocabularySize + this.customerNames.vocabularySize,
    };
  }

  /** Line and customer indexes (into the kept records) for a query; exported for the equivalence tests. */
  searchIndexes(query: string, limit = RESULT_LIMIT): { lines: number[]; customers: number[] } {
    const route = routeQuery(query);
    const text = normalizeText(query);
    const key = compactQuery(text);
    switch (route) {
      case 'none':
        return { lines: [], customers: [] };
      case 'number':
        return {
          lines: union(limit, [
            this.lineNumbers.range(key, limit),
            this.lineIccs.range(key, limit),
            this.lineFiscalIds.range(key, limit),
          ]),
          customers: this.customerFiscalIds.range(key, limit),
        };
      case 'document':
        return {
          lines: this.lineFiscalIds.range(key, limit),
          customers: this.customerFiscalIds.range(key, limit),
        };
      case 'email':
        return { lines: [], customers: this.customerEmails.range(text, limit) };
      case 'text':
        return {
          lines: this.lineNames.search(text, fuzzyOptionsFor('lines', text), limit).map((hit) => hit.index),
          customers: this.customerNames
            .search(text, fuzzyOptionsFor('customers', text), limit)
            .map((hit) => hit.index),
        };
    }
  }

  search(query: string, limit = RESULT_LIMIT): SearchResults {
    const found = this.searchIndexes(query, limit);
    return {
      lines: found.lines.flatMap((index) => {
        const line = this.lines[index];
        return line ? [lineHit(line)] : [];
      }),
      customers: found.customers.flatMap((index) => {
        const customer = this.customers[index];
        return customer ? [customerHit(customer)] : [];
      }),
    };
  }
}

function union(limit: number, lists: readonly number[][]): number[] {
  const result: number[] = [];
  for (const list of lists)
    for (const item of list) if (!result.includes(item) && result.length < limit) result.push(item);
  return result;
}
