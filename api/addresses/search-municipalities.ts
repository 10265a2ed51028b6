import type { ProvinceCode } from '../../schema/domain/provinces';
import type { Municipality } from '../../schema/rest/addresses';
import { MUNICIPALITIES } from './municipalities';

export const CITY_SEARCH_LIMIT = 20;

/** Lower case without accents or diacritics ("Ávila" -> "avila", "Xàtiva" -> "xativa", "Ñ" -> "n"). */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Each official form of a bilingual name ("Alicante/Alacant") is searchable on its own. */
const SEARCHABLE = MUNICIPALITIES.map((municipality) => ({
  municipality,
  names: municipality.name.split('/').map((part) => foldForSearch(part.trim())),
}));

/** Municipalities of the province whose name (or one of its official forms) starts with `prefix`; at most 20. */
export function searchMunicipalities(provinceCode: ProvinceCode, prefix: string): Municipality[] {
  const folded = foldForSearch(prefix.trim());
  return SEARCHABLE.filter(
    ({ municipality, names }) =>
      municipality.provinceCode === provinceCode && names.some((name) => name.startsWith(folded)),
  )
    .slice(0, CITY_SEARCH_LIMIT)
    .map(({ municipality }) => ({ ...municipality }));
}
