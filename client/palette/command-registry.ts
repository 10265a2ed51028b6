import { useSyncExternalStore } from 'react';
import type { Command, PalettePage, PrefixCommandSource, QueryCommandSource, QuerySearch } from './command';

const commands = new Map<string, Command>();
const pages = new Map<string, PalettePage>();
const querySources = new Set<QueryCommandSource>();
const prefixSources = new Set<PrefixCommandSource>();
const listeners = new Set<() => void>();
let snapshot: readonly Command[] = [];

function emit(): void {
  snapshot = [...commands.values()];
  for (const listener of listeners) listener();
}

/** Adds commands to the palette (features call this); returns a function that removes them again. */
export function registerCommands(list: readonly Command[]): () => void {
  for (const command of list) commands.set(command.id, command);
  emit();
  return () => {
    for (const command of list) if (commands.get(command.id) === command) commands.delete(command.id);
    emit();
  };
}

/** Adds nested palette pages; returns a function that removes them. */
export function registerPalettePages(list: readonly PalettePage[]): () => void {
  for (const page of list) pages.set(page.id, page);
  return () => {
    for (const page of list) if (pages.get(page.id) === page) pages.delete(page.id);
  };
}

/** Adds a source of commands made from the typed text; returns a function that removes it. */
export function registerQueryCommandSource(source: QueryCommandSource): () => void {
  querySources.add(source);
  return () => {
    querySources.delete(source);
  };
}

/** Adds a source of commands for the text after its prefix ("kb: …"); returns a function that removes it. */
export function registerPrefixCommandSource(source: PrefixCommandSource): () => void {
  prefixSources.add(source);
  return () => {
    prefixSources.delete(source);
  };
}

/** The visible prefix source the typed text begins with, and the text after its prefix. */
export function prefixSourceFor(
  query: string,
  context: Parameters<QueryCommandSource>[1],
): { source: PrefixCommandSource; text: string } | null {
  const typed = query.trimStart();
  for (const source of prefixSources) {
    if (typed.toLowerCase().startsWith(source.prefix) && source.isVisible(context)) {
      return { source, text: typed.slice(source.prefix.length).trim() };
    }
  }
  return null;
}

/** The commands every source makes from the typed text. */
export function commandsForQuery(
  query: string,
  context: Parameters<QueryCommandSource>[1],
  search: QuerySearch,
): Command[] {
  if (!query) return [];
  return [...querySources]
    .flatMap((source) => source(query, context, search))
    .filter((command) => command.isVisible(context));
}

export function listCommands(): readonly Command[] {
  return snapshot;
}

export function findPalettePage(id: string): PalettePage | undefined {
  return pages.get(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registry's commands, re-rendering when features add or remove some. */
export function useRegisteredCommands(): readonly Command[] {
  return useSyncExternalStore(subscribe, listCommands, listCommands);
}
