import { normalizeText } from '../search/normalize';
import type { Command } from './command';

function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How well a command's title and keywords answer the typed text, 0 when they do not. Every typed word must begin
 * a word of the title or a keyword ("alias" finds "Cambiar el alias", "ent mar" finds "Entrar en una marca");
 * letters that merely appear in order somewhere ("marca" in "Cambiar entre tema claro…") do not count.
 */
export function commandScore(title: string, keywords: readonly string[], query: string): number {
  const typed = wordsOf(query);
  if (typed.length === 0) return 1;
  const titleWords = wordsOf(title);
  const keywordWords = keywords.flatMap(wordsOf);
  const normalizedTitle = normalizeText(title);
  const normalizedQuery = normalizeText(query);
  let score = 0;
  for (const word of typed) {
    if (titleWords.some((candidate) => candidate === word)) score += 3;
    else if (titleWords.some((candidate) => candidate.startsWith(word))) score += 2;
    else if (keywordWords.some((candidate) => candidate.startsWith(word))) score += 1;
    else return 0;
  }
  if (normalizedTitle === normalizedQuery) score += 10;
  else if (normalizedTitle.startsWith(normalizedQuery)) score += 5;
  return score;
}

/**
 * The palette runs cmdk with shouldFilter={false} (the palette ranks its rows itself), so the commands are
 * filtered and ranked here by `commandScore` over the translated title and keywords, best first; equal scores
 * keep the registry's order.
 */
export function filterCommands(
  commands: readonly Command[],
  search: string,
  titleOf: (command: Command) => string,
): Command[] {
  const query = search.trim();
  if (!query) return [...commands];
  return commands
    .map((command, index) => ({
      command,
      index,
      score: commandScore(titleOf(command), command.keywords ?? [], query),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.command);
}
