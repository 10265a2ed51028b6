import type { Kysely } from 'kysely';
import type { SearchHit } from '../../schema/rest/search';
import type { Database } from '../db/database-schema';

/** The smallest digit string after every string starting with `prefix` ('6129' -> '613'), or null for '99...'. */
function digitPrefixUpperBound(prefix: string): string | null {
  const kept = prefix.replace(/9+$/, '');
  if (kept === '') return null;
  return `${kept.slice(0, -1)}${Number(kept.slice(-1)) + 1}`;
}

/**
 * Lines whose number starts with the digits typed, TERMINATED ones left out. The prefix is also
 * a range, so the (line_number, id) index is walked in order and the walk stops after `limit` lines in scope.
 */
export async function searchLines(
  db: Kysely<Database>,
  channels: readonly string[],
  q: string,
  limit: number,
): Promise<SearchHit[]> {
  const digits = q.replace(/\s+/g, '');
  if (!/^\d{2,20}$/.test(digits)) return [];
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.id',
      's.line_number',
      's.fiscal_id',
      's.product_name',
      's.status',
      's.family',
      's.carrier',
      'c.name as customer_name',
      'c.first_surname',
      'c.second_surname',
    ])
    .where('s.channel_id', 'in', channels)
    .where('s.status', '<>', 'TERMINATED')
    .where('s.line_number', '>=', digits)
    .where('s.line_number', 'like', `${digits}%`);
  const upper = digitPrefixUpperBound(digits);
  if (upper) query = query.where('s.line_number', '<', upper);
  const rows = await query.orderBy('s.line_number').orderBy('s.id').limit(limit).execute();
  return rows.map((row) => ({
    type: 'line',
    id: row.id,
    lineNumber: row.line_number,
    fiscalId: row.fiscal_id,
    customerName: [row.customer_name, row.first_surname, row.second_surname].filter(Boolean).join(' '),
    productName: row.product_name,
    status: row.status,
    family: row.family,
    carrier: row.carrier,
  }));
}
