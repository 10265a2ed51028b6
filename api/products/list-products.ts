import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Product } from '../../schema/rest/customers';
import type { listProductsQuery } from '../../schema/rest/products';
import type { Database } from '../db/database-schema';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { productReadableFrom } from './product-scope';
import { toProduct } from './to-product';

const SORT_KEY = 'products:name:asc';

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GET /products: one keyset page, by name, of the catalogue the caller may read. */
export async function listProducts(
  db: Kysely<Database>,
  scopeChannel: string,
  query: z.infer<typeof listProductsQuery>,
): Promise<{ items: Product[]; nextCursor: string | null }> {
  let page = db
    .selectFrom('products')
    .selectAll()
    .where(productReadableFrom(scopeChannel))
    .orderBy('products.name')
    .orderBy('products.id')
    .limit(query.limit + 1);
  if (query.family) page = page.where('products.family', '=', query.family);
  if (query.status) page = page.where('products.status', '=', query.status);
  if (query.search) page = page.where('products.name', 'ilike', containsPattern(query.search));
  if (query.cursor) {
    const position = decodeKeysetCursor(SORT_KEY, query.cursor);
    page = page.where(keysetAfter('products.name', 'products.id', 'text', 'asc', position));
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toProduct),
    nextCursor: hasMore && last ? encodeKeysetCursor(SORT_KEY, { value: last.name, id: last.id }) : null,
  };
}
