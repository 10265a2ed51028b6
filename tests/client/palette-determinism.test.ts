import { describe, expect, it } from 'vitest';
import type { Command } from '../../client/palette/command';
import { filterCommands } from '../../client/palette/filter-commands';
import { paletteValues, rankPalette } from '../../client/palette/palette-ranking';
import { enterDecision, highlighted, moved, selectionFor } from '../../client/palette/palette-selection';
import type { CustomerHit, LineHit, SearchHit } from '../../client/search/search-hits';

const command = (id: string, title: string, group: string, keywords: string[] = []): Command => ({
  id,
  title,
  group,
  // The line page's own actions; the rest is offered from every page.
  scope: group === 'line.group' ? 'page' : 'anywhere',
  keywords,
  isVisible: () => true,
  run: () => {},
});

/** A line page's actions and the console's global commands; titles stand for their translations. */
const COMMANDS: Command[] = [
  command('line.alias', 'Cambiar el alias', 'line.group', ['alias']),
  command('line.cancel', 'Cancelar la línea', 'line.group'),
  command('navigate.orders', 'Pedidos', 'palette.group.navigation', ['/management/draft-orders']),
  command('navigate.customers', 'Clientes', 'palette.group.navigation'),
  command('channel.enter-brand', 'Entrar en una marca…', 'palette.group.session', ['marca', 'brand']),
  command('theme.toggle', 'Cambiar entre tema claro y oscuro', 'palette.group.preferences'),
];

const line = (number: string, name: string): LineHit => ({
  kind: 'line',
  id: `sub-${number}`,
  lineNumber: number,
  fiscalId: '12345678Z',
  customerName: name,
  carrier: null,
  status: 'ACTIVE',
});
const customer = (fiscalId: string, name: string): CustomerHit => ({
  kind: 'customer',
  id: `cus-${fiscalId}`,
  fiscalId,
  name,
  email: null,
});

/** The search's answer per text, as the cache or the gateway would give it. */
function searchOf(query: string): { lines: SearchHit[]; customers: SearchHit[]; brands: SearchHit[] } {
  const text = query.toLowerCase();
  const customers = [customer('12345678Z', 'Lucía Garrido'), customer('87654321X', 'Ana Alias Ruiz')].filter(
    (hit) => hit.name.toLowerCase().includes(text) || hit.fiscalId.toLowerCase().startsWith(text),
  );
  const lines = [line('612345678', 'Lucía Garrido'), line('699000111', 'Ana Alias Ruiz')].filter(
    (hit) => hit.customerName.toLowerCase().includes(text) || hit.lineNumber.startsWith(text),
  );
  return { lines, customers, brands: [] };
}

function groupsFor(query: string, found: ReturnType<typeof searchOf> | null) {
  return rankPalette({
    query,
    titleOf: (each) => each.title,
    commands: filterCommands(COMMANDS, query, (each) => each.title),
    queryCommands: [],
    lines: found?.lines ?? [],
    customers: found?.customers ?? [],
    brands: found?.brands ?? [],
    brandsFirst: false,
  });
}

function rowsFor(query: string, found: ReturnType<typeof searchOf> | null): string[] {
  return paletteValues(groupsFor(query, found));
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Event = { at: number; kind: 'key'; query: string } | { at: number; kind: 'answer'; query: string };

/**
 * The palette's loop as the component wires it: each text asks the search, whose answer for a text counts only
 * while that text is still the one typed; Enter runs what `enterDecision` says, or waits for the answer.
 */
function enterTarget(target: string, next: () => number): string | null {
  const events: Event[] = [];
  let at = 0;
  for (let length = 1; length <= target.length; length++) {
    at += Math.floor(next() * 200);
    const query = target.slice(0, length);
    events.push({ at, kind: 'key', query });
    // Short texts are not searched (two characters at least).
    if (query.length >= 2) events.push({ at: at + Math.floor(next() * 300), kind: 'answer', query });
  }
  const enterAt = at + Math.floor(next() * 100);
  events.sort((a, b) => a.at - b.at);
  let typed = '';
  let found: { query: string; hits: ReturnType<typeof searchOf> } | null = null;
  let waiting = false;
  const answerFor = (query: string) => (found?.query === query ? found.hits : null);
  for (const event of events) {
    if (!waiting && event.at > enterAt) {
      const rows = rowsFor(typed, answerFor(typed));
      const decision = enterDecision(
        rows,
        selectionFor(typed),
        typed.length < 2 || answerFor(typed) !== null,
      );
      if (decision.kind === 'run') return decision.value;
      if (decision.kind === 'nothing') return null;
      waiting = true;
    }
    if (event.kind === 'key') typed = event.query;
    else if (event.query === typed) found = { query: event.query, hits: searchOf(event.query) };
    if (waiting && answerFor(typed) !== null) {
      const decision = enterDecision(rowsFor(typed, answerFor(typed)), selectionFor(typed), true);
      return decision.kind === 'run' ? decision.value : null;
    }
  }
  const decision = enterDecision(rowsFor(typed, answerFor(typed)), selectionFor(typed), true);
  return decision.kind === 'run' ? decision.value : null;
}

/** Typed slowly: every answer in before Enter. */
function slowTarget(target: string): string | null {
  const rows = rowsFor(target, target.length >= 2 ? searchOf(target) : null);
  return rows[0] ?? null;
}

describe('the palette runs the same row for the same text, however fast it was typed and answered', () => {
  const texts = ['alias', 'garrido', 'Pedidos', 'marca', '612345678', '12345678Z', 'tema', 'x'];

  it('Enter targets the row the slow typing gets, for random key and answer timings', () => {
    const next = random(20261127);
    for (const text of texts) {
      const expected = slowTarget(text);
      for (let run = 0; run < 200; run++)
        expect(enterTarget(text, next), `${text} run ${run}`).toBe(expected);
    }
  });

  it('ranks page actions, then exact identifiers, customers, lines, then navigation and session', () => {
    expect(slowTarget('alias')).toBe('command.line.alias');
    expect(slowTarget('garrido')).toBe('hit.customer.cus-12345678Z');
    expect(slowTarget('612345678')).toBe('hit.line.sub-612345678');
    expect(slowTarget('12345678Z')).toBe('hit.customer.cus-12345678Z');
    expect(slowTarget('marca')).toBe('command.channel.enter-brand');
    // A menu entry named by the text comes before what the search finds loosely.
    expect(slowTarget('Pedidos')).toBe('command.navigate.orders');
    // Letters that merely appear in order do not match: "marca" is not "Cambiar entre tema claro y oscuro".
    expect(rowsFor('marca', null)).toEqual(['command.channel.enter-brand']);
    const everything = rowsFor('', null);
    expect(everything.indexOf('command.line.alias')).toBeLessThan(
      everything.indexOf('command.navigate.orders'),
    );
    expect(everything.indexOf('command.navigate.orders')).toBeLessThan(
      everything.indexOf('command.theme.toggle'),
    );
    expect(everything.indexOf('command.theme.toggle')).toBeLessThan(
      everything.indexOf('command.channel.enter-brand'),
    );
  });

  it('ranks by the scope each command declares, not by its group', () => {
    // A feature's command offered from every page, under a heading the ranking has never heard of.
    const anywhere = command('settings.contacts', 'Abrir la configuración: Contactos', 'settings.group', [
      'alias',
    ]);
    const groups = rankPalette({
      query: 'alias',
      titleOf: (each) => each.title,
      commands: filterCommands([...COMMANDS, anywhere], 'alias', (each) => each.title),
      queryCommands: [],
      ...searchOf('alias'),
      brandsFirst: false,
    });
    const rows = paletteValues(groups);
    expect(rows[0]).toBe('command.line.alias');
    // After what the search found, and after navigation's place but before preferences and session.
    expect(rows.indexOf('command.settings.contacts')).toBeGreaterThan(rows.indexOf('hit.line.sub-699000111'));
  });

  it('puts a command offered from anywhere first when the text names it and no page action', () => {
    const card = command('dashboard.card.orders', 'Ir a la tarjeta Pedidos en borrador', 'line.group', [
      'pedidos',
    ]);
    const rank = (query: string) =>
      paletteValues(
        rankPalette({
          query,
          titleOf: (each) => each.title,
          commands: filterCommands([...COMMANDS, card], query, (each) => each.title),
          queryCommands: [],
          lines: [],
          customers: [],
          brands: [],
          brandsFirst: false,
        }),
      );
    // "Pedidos" names the menu entry; the page's card only mentions it.
    expect(rank('Pedidos')[0]).toBe('command.navigate.orders');
    expect(rank('Pedidos')).toContain('command.dashboard.card.orders');
    // "Ir a la tarjeta" names the card: the page's own action comes first again.
    expect(rank('Ir a la tarjeta')[0]).toBe('command.dashboard.card.orders');
  });

  it('keeps the row the user moved to when more rows arrive', () => {
    const full = searchOf('alias');
    const before = rowsFor('alias', { ...full, customers: [] });
    const chosen = moved(before, selectionFor('alias'), { delta: 1 });
    expect(chosen.chosen).toBe('hit.line.sub-699000111');
    // The customers arrive and come before the lines: the highlight stays on the line the user chose.
    const after = rowsFor('alias', full);
    expect(after.indexOf('hit.line.sub-699000111')).toBe(2);
    expect(highlighted(after, chosen)).toBe('hit.line.sub-699000111');
    expect(enterDecision(after, chosen, false)).toEqual({ kind: 'run', value: 'hit.line.sub-699000111' });
  });
});
