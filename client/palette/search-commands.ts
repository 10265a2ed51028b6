import type { Command } from './command';
import { openPaletteSearch } from './palette-store';

/** `/` opens the palette in search mode (lines, customers and brands only). */
export const SEARCH_COMMANDS: readonly Command[] = [
  {
    id: 'search.open',
    title: 'search.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: ['buscar', 'search', 'cerca', 'pesquisar'],
    shortcut: ['/'],
    isVisible: (context) => !!context.user,
    run: () => openPaletteSearch(),
  },
];
