import { type Kysely, sql } from 'kysely';
import { normalizeDocumentNumber } from '../../schema/domain/validators/document-number';
import type { SearchHit } from '../../schema/rest/search';
import type { Database } from '../db/database-schema';
import { likePattern } from './like-pattern';

/** Trigram indexes need three characters to narrow anything down; shorter fragments would scan the scope. */
const MIN_FRAGMENT = 3;
/**
 * Matches gathered before sorting by name. Sorting the whole match set by name with a LIMIT lets the planner walk
 * the name index and filter every row until it has enough: 1.4 s for a rare fragment at 200k customers. Taking the
 * first matches from the trigram bitmaps and sorting only those keeps it at tens of milliseconds; the search box
 * ranks its hits client-side anyway (fuse.js), so the first matches rather than the first names are enough.
 */
const CANDIDATES = 200;

/**
 * Customers whose full name, fiscal id or e-mail contains the fragment (case-insensitive): the first matches, by name. Each
 * alternative is served by its trigram index (migration 0013).
 */
export async function searchCustomers(
  db: Kysely<Database>,
  channels: readonly string[],
  q: string,
  limit: number,
): Promise<SearchHit[]> {
  if (q.length < MIN_FRAGMENT) return [];
  const pattern = likePattern(q, { anywhere: true });
  const fiscalId = normalizeDocumentNumber(q);
  const matches = db
    .selectFrom('customers as c')
    .select(['c.id', 'c.fiscal_id', 'c.brand_id', 'c.name', 'c.first_surname', 'c.second_surname', 'c.email'])
    .where('c.channel_id', 'in', channels)
    // eb.or parenthesises the alternatives: a bare `a or b` would escape the channel scope above.
    .where((eb) =>
      eb.or([
        eb(
          sql<string>`c.name || ' ' || coalesce(c.first_surname, '') || ' ' || coalesce(c.second_surname, '')`,
          'ilike',
          pattern,
        ),
        ...(fiscalId.length >= MIN_FRAGMENT
          ? [eb('c.fiscal_id', 'like', likePattern(fiscalId, { anywhere: true }))]
          : []),
        eb('c.email', 'ilike', pattern),
      ]),
    )
    .limit(Math.max(CANDIDATES, limit));
  const rows = await db
    .selectFrom(matches.as('m'))
    .selectAll('m')
    .orderBy('m.name')
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    type: 'customer',
    id: row.id,
    fiscalId: row.fiscal_id,
    brandId: row.brand_id,
    name: row.name,
    firstSurname: row.first_surname,
    lastSurname: row.second_surname,
    email: row.email,
  }));
}
