/** A line as the search indexes it (a row of the cached subscriptions table, with its names). */
export type LineRecord = {
  subscriptionId: string;
  lineNumber: string;
  fiscalId: string;
  customerName?: string | null;
  customerFirstSurname?: string | null;
  customerLastSurname?: string | null;
  status: string;
  family?: string | null;
  carrier?: string | null;
  icc?: string | null;
  productName?: string | null;
};

/** A customer as the search indexes it (a row of the cached customers table). */
export type CustomerRecord = {
  customerId: string;
  fiscalId: string;
  name?: string | null;
  firstSurname?: string | null;
  lastSurname?: string | null;
  companyName?: string | null;
  email?: string | null;
};

/** What the local indexes are built from: the cache's two tables (or a synthetic corpus in tests and benches). */
export type SearchCorpus = { lines: readonly LineRecord[]; customers: readonly CustomerRecord[] };
