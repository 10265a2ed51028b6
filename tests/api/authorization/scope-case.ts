import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';

/**
 * Who calls, seen from the row: the brand's admin stands in 2020001 (own channel of brand rows, parent of
 * sub-channel rows); the seeded MANAGER of 2020001002 and an ADMIN switched into 2020001002 stand in the
 * sub-channel; the Nimbus admin and the seeded Vela Movil manager of 1450002001, made ADMIN, stand in another brand; the operator stands in channel 0, above every brand.
 */
export type ScopeCaller =
  | 'BRAND_ADMIN'
  | 'SUB_MANAGER'
  | 'SUB_ADMIN'
  | 'NIMBUS_ADMIN'
  | 'VELA_ADMIN'
  | 'OPERATOR';

/** Where the caller stands relative to the row's channel. */
export type ScopeRelation = 'own channel' | 'parent channel' | 'sub-channel' | 'another brand';

/** Concrete demo rows, read from the test database: one in brand channel 2020001 and one in sub-channel 2020001002. */
export type ScopeRows = {
  brandCustomer: string;
  brandCustomerEmail: string;
  subCustomer: string;
  brandLine: string;
  subLine: string;
  brandPortabilityId: string;
  brandPortabilityLine: string;
  subPortabilityId: string;
  subPortabilityLine: string;
  brandUser: string;
  subManager: string;
};

/**
 * One hand-written expectation: the request, the status, and for list endpoints whether `listed` (an id of the
 * row) appears in the answer.
 */
export type ScopeCase<R = ScopeRows> = {
  relation: ScopeRelation;
  caller: ScopeCaller;
  request: (rows: R) => { path: string; body?: unknown; listed?: string };
  expect: number;
  listed?: boolean;
};

/** A case with its rows already bound: what the matrix test runs. */
export type BoundScopeCase = Omit<ScopeCase<unknown>, 'request'> & {
  request: () => { path: string; body?: unknown; listed?: string };
};

/**
 * One domain's scope cases with the reader of the demo rows they need; each domain reads its own rows so that
 * adding a domain never edits another domain's row type.
 */
export type DomainScope = {
  readRows: (db: Kysely<Database>) => Promise<void>;
  cases: Record<string, BoundScopeCase[]>;
};

export function domainScope<R>(
  readRows: (db: Kysely<Database>) => Promise<R>,
  cases: Record<string, ScopeCase<R>[]>,
): DomainScope {
  let rows: R | undefined;
  const bound: Record<string, BoundScopeCase[]> = {};
  for (const [id, list] of Object.entries(cases)) {
    bound[id] = list.map((scopeCase) => ({
      ...scopeCase,
      request: () => {
        if (rows === undefined) throw new Error('scope rows read before the cases run');
        return scopeCase.request(rows);
      },
    }));
  }
  return {
    readRows: async (db) => {
      rows = await readRows(db);
    },
    cases: bound,
  };
}
