import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerCommands } from '../palette/command-registry';

export type TabCommandsOptions<Tab extends string> = {
  /** Prefix of the commands' ids, e.g. "customer.tab". */
  idPrefix: string;
  /** The route whose page shows these tabs; the commands are offered only there. */
  routeId: string;
  tabs: readonly Tab[];
  /** The tab's translated name. */
  labelOf: (tab: Tab) => string;
  select: (tab: Tab) => void;
};

/** "Go to tab <name>" in the palette for each tab the page shows, renamed when the language changes. */
export function useTabCommands<Tab extends string>({
  idPrefix,
  routeId,
  tabs,
  labelOf,
  select,
}: TabCommandsOptions<Tab>): void {
  const { i18n } = useTranslation();
  const latest = useRef({ labelOf, select });
  latest.current = { labelOf, select };
  const key = tabs.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language; the tab list by its key
  useEffect(
    () =>
      registerCommands(
        tabs.map((tab) => {
          const name = latest.current.labelOf(tab);
          return {
            id: `${idPrefix}.${tab}`,
            title: 'common.tabs.goTo',
            titleValues: { name },
            group: 'common.tabs.group',
            scope: 'page',
            keywords: [name, 'pestaña', 'pestanya', 'aba', 'tab'],
            isVisible: (context) => context.route.id === routeId,
            run: (context) => {
              context.closePalette();
              latest.current.select(tab);
            },
          };
        }),
      ),
    [idPrefix, routeId, key, i18n.language],
  );
}
