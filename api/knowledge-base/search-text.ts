/** Lower case, no diacritics (portabilitat, PORTABILITÀT → portabilitat), single spaces: how text is searched. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, normalised; duplicates dropped. */
export function searchWordsOf(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(normalizeSearchText(search).split(' ').filter(Boolean))];
}

/** What a plain-word search looks in: every version's title and body of the article. */
export function searchTextOf(versions: readonly { title: string; body: string }[]): string {
  return normalizeSearchText(versions.map((version) => `${version.title}\n${version.body}`).join('\n'));
}

/** A LIKE pattern that finds `word` anywhere, its own % and _ taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
