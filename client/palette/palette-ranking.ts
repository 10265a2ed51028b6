import { compactQuery, normalizeText } from '../search/normalize';
import type { SearchHit } from '../search/search-hits';
import type { Command } from './command';

/** One row of the palette's list: a command or a search hit, under its `value` (cmdk's item key). */
export type PaletteItem =
  | { kind: 'command'; value: string; command: Command }
  | { kind: 'hit'; value: string; hit: SearchHit };

/**
 * A titled group of rows; `heading` is an i18n key. `tier` is its place in the ranking: rows of the `page` tier
 * (the page's own actions) come before anything the search can bring.
 */
export type PaletteGroup = {
  id: string;
  heading: string;
  tier: 'page' | 'direct' | 'found' | 'query' | 'late';
  items: PaletteItem[];
};

/**
 * The order of the groups of commands offered from anywhere, after the search's answers; a group not listed comes
 * after navigation and before preferences and session.
 */
const NAVIGATION_GROUP = 'palette.group.navigation';
const ANYWHERE_FIRST: readonly string[] = [NAVIGATION_GROUP];
const ANYWHERE_LAST: readonly string[] = ['palette.group.preferences', 'palette.group.session'];

function anywhereOrder(heading: string): number {
  const first = ANYWHERE_FIRST.indexOf(heading);
  if (first >= 0) return first;
  const last = ANYWHERE_LAST.indexOf(heading);
  return last >= 0 ? ANYWHERE_FIRST.length + 1 + last : ANYWHERE_FIRST.length;
}

export type RankInput = {
  /** The typed text. */
  query: string;
  /** A command's title as shown (translated), to tell the commands named by the text itself. */
  titleOf?: (command: Command) => string;
  /** The registry's visible commands matching the text, best first. */
  commands: readonly Command[];
  /** Commands made from the text (`New signup for …`). */
  queryCommands: readonly Command[];
  lines: readonly SearchHit[];
  customers: readonly SearchHit[];
  brands: readonly SearchHit[];
  /** Operator staff in channel 0 mostly look for brands: theirs come before customers and lines. */
  brandsFirst: boolean;
};

export const commandValue = (command: Command) => `command.${command.id}`;
export const hitValue = (hit: SearchHit) => `hit.${hit.kind}.${hit.id}`;

/** Whether a hit is exactly what was typed: a line number, a fiscal id, a brand's id. */
function isExact(hit: SearchHit, compact: string): boolean {
  if (!compact) return false;
  if (hit.kind === 'line') return compactQuery(hit.lineNumber) === compact;
  if (hit.kind === 'customer') return compactQuery(hit.fiscalId) === compact;
  return hit.id.toLowerCase() === compact;
}

function commandGroups(commands: readonly Command[], tier: PaletteGroup['tier']): PaletteGroup[] {
  if (commands.length === 0) return [];
  const groups = new Map<string, PaletteItem[]>();
  for (const command of commands) {
    const items = groups.get(command.group) ?? [];
    items.push({ kind: 'command', value: commandValue(command), command });
    groups.set(command.group, items);
  }
  return [...groups].map(([heading, items]) => ({ id: `${tier}.${heading}`, heading, tier, items }));
}

function hitGroup(id: string, heading: string, hits: readonly SearchHit[]): PaletteGroup {
  return {
    id,
    heading,
    tier: 'found',
    items: hits.map((hit) => ({ kind: 'hit', value: hitValue(hit), hit })),
  };
}

/**
 * The palette's list in the order the user reads it, so the first row is the best answer:
 * 1. the current page's own actions (when they match) and the commands offered from anywhere whose name begins with
 *    the typed text; the latter first when no page action's name begins with it (a menu name typed in full on a
 *    page whose card or tab merely mentions it);
 * 2. exact identifiers (a line number, a fiscal id typed whole);
 * 3. customers, lines, brands (brands first for the operator at home);
 * 4. commands made from the text;
 * 5. navigation, then preferences and session.
 * Empty groups are left out.
 */
export function rankPalette(input: RankInput): PaletteGroup[] {
  const compact = compactQuery(input.query);
  const exact: SearchHit[] = [];
  const rest = (hits: readonly SearchHit[]) =>
    hits.filter((hit) => {
      if (!isExact(hit, compact)) return true;
      exact.push(hit);
      return false;
    });
  const customers = rest(input.customers);
  const lines = rest(input.lines);
  const brands = rest(input.brands);
  const pageActions = input.commands.filter((command) => command.scope === 'page');
  // A command whose name begins with what is typed ("Portabilidades", "instal") is what was asked for: it comes
  // before the search's fuzzy hits, which a long text matches loosely (spec section 9: 0.6 from 10 characters).
  const typed = normalizeText(input.query);
  const named = (command: Command) =>
    typed.length > 0 &&
    input.titleOf !== undefined &&
    normalizeText(input.titleOf(command)).startsWith(typed);
  const anywhere = input.commands.filter((command) => command.scope === 'anywhere');
  const direct = anywhere.filter(named);
  const late = anywhere.filter((command) => !named(command));
  const pageGroups = commandGroups(pageActions, 'page');
  const directGroups = commandGroups(direct, 'direct');
  const pageFirst = directGroups.length === 0 || pageActions.some(named);
  const found = [
    hitGroup('search.customers', 'search.group.customers', customers),
    hitGroup('search.lines', 'search.group.lines', lines),
  ];
  const brandGroup = hitGroup('search.brands', 'search.group.brands', brands);
  const groups = [
    ...(pageFirst ? [...pageGroups, ...directGroups] : [...directGroups, ...pageGroups]),
    hitGroup('search.exact', 'search.group.exact', exact),
    ...(input.brandsFirst ? [brandGroup, ...found] : [...found, brandGroup]),
    ...commandGroups(input.queryCommands, 'query'),
    ...commandGroups(late, 'late').sort((a, b) => anywhereOrder(a.heading) - anywhereOrder(b.heading)),
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The rows in order, as arrows walk them. */
export function paletteValues(groups: readonly PaletteGroup[]): string[] {
  return groups.flatMap((group) => group.items.map((item) => item.value));
}

/** Whether the first row is a command no search answer can come before (a page's own, or one named by the text). */
export function firstRowIsFinal(groups: readonly PaletteGroup[]): boolean {
  return groups[0]?.tier === 'page' || groups[0]?.tier === 'direct';
}
