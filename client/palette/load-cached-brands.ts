import { runOperation } from '../session/graphql-client';
import { CachedBrandsQuery } from '../session/session-documents';

/** Spec section 9: the brand search is limited to 100 brands. */
const BRAND_LIMIT = 100;

export async function loadCachedBrands(): Promise<{ brandId: string; name: string }[]> {
  const data = await runOperation(CachedBrandsQuery, {}, 'query');
  return data.cachedBrands.slice(0, BRAND_LIMIT);
}
