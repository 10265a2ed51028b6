import { brandSearchAllowed } from '../search/search-hits';
import type { CommandContext } from './command';
import { type GlobalSearchState, useGlobalSearch } from './use-global-search';

/** The global search as the palette runs it: brands only for the operator at home. */
export function usePaletteSearch(
  query: string,
  context: CommandContext,
  enabled: boolean,
): GlobalSearchState {
  return useGlobalSearch(query, {
    brands: brandSearchAllowed(context.user),
    enabled: enabled && !!context.user,
  });
}
