/** Lower case, no diacritics (García → garcia), single spaces: how every searched text and query is compared. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The distinct words of some (already normalized) texts, in order of appearance. */
export function distinctWords(texts: readonly (string | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of text.split(' ')) if (word) words.add(word);
  }
  return [...words];
}

/** A query without spaces, dots or dashes: how line numbers, fiscal ids and ICCs are typed in every style. */
export function compactQuery(query: string): string {
  return query.replace(/[\s.\-/]/g, '').toLowerCase();
}
