import { runOperation } from '../session/graphql-client';
import { CachedBrandsQuery } from '../session/session-documents';

/** The brand search is limited to 100 brands. */
const BRAND_LIMIT = 100;
/** The brand page and the palette's brand search share one answer for this long. */
const REUSE_MS = 60_000;

let last: { at: number; brands: Promise<{ brandId: string; name: string }[]> } | null = null;

export function loadCachedBrands(): Promise<{ brandId: string; name: string }[]> {
  if (last && Date.now() - last.at < REUSE_MS) return last.brands;
  const brands = runOperation(CachedBrandsQuery, {}, 'query').then((data) =>
    data.cachedBrands.slice(0, BRAND_LIMIT),
  );
  const entry = { at: Date.now(), brands };
  last = entry;
  brands.catch(() => {
    if (last === entry) last = null;
  });
  return brands;
}

/** Forget the shared answer (tests; after a sign-out). */
export function forgetCachedBrands(): void {
  last = null;
}
