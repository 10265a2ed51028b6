import { defaultFilter } from 'cmdk';
import type { Command } from './command';

/**
 * The palette runs cmdk with shouldFilter={false} (search results are ranked by the search, not by cmdk), so the
 * commands are filtered and ranked here with cmdk's own scorer over the translated title and keywords.
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
      score: defaultFilter(command.id, query, [titleOf(command), ...(command.keywords ?? [])]),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.command);
}
