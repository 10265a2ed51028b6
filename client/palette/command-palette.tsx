import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Command as Cmdk } from 'cmdk';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { normalizeText } from '../search/normalize';
import { brandSearchAllowed, targetOf } from '../search/search-hits';
import { MIN_QUERY_LENGTH } from '../search/search-options';
import type { Command, CommandContext } from './command';
import {
  commandsForQuery,
  findPalettePage,
  prefixSourceFor,
  useRegisteredCommands,
} from './command-registry';
import { filterCommands } from './filter-commands';
import {
  firstRowIsFinal,
  type PaletteGroup,
  type PaletteItem,
  type RankInput,
  rankPalette,
} from './palette-ranking';
import { ContextChips, chooseHit, GROUP_CLASS, HitItem, ITEM_CLASS, SearchStatus } from './palette-search';
import { enterDecision, highlighted, moved, type PaletteSelection, selectionFor } from './palette-selection';
import { closePalette, paletteStore, reportPaletteOnScreen } from './palette-store';
import { addRecent, type RecentEntry, useRecents } from './recents';
import { runCommand } from './run-command';
import { useCommandContext } from './use-command-context';
import type { GlobalSearchState } from './use-global-search';
import { usePaletteSearch } from './use-palette-search';
import { prefixSettled, usePrefixCommands } from './use-prefix-commands';

type PageState = { id: string; commands: Command[] | null; failed: boolean };

const EMPTY_RANK: RankInput = {
  query: '',
  commands: [],
  queryCommands: [],
  lines: [],
  customers: [],
  brands: [],
  brandsFirst: false,
};

function hitsOf(found: GlobalSearchState): Pick<RankInput, 'lines' | 'customers' | 'brands'> {
  return { lines: found.lines, customers: found.customers, brands: found.brands };
}

/** Whether the search has answered for exactly this text (or there is nothing to search for). */
function isSettled(found: GlobalSearchState, search: string): boolean {
  if (normalizeText(search).length < MIN_QUERY_LENGTH) return true;
  return found.query === search && found.status !== 'loading';
}

function isDisabled(item: PaletteItem, context: CommandContext): boolean {
  if (item.kind === 'hit') return targetOf(item.hit, context.user) === null;
  return item.command.isEnabled ? !item.command.isEnabled(context) : false;
}

/** Recent commands and results, shown while nothing is typed. */
function recentGroups(
  recents: readonly RecentEntry[],
  commands: readonly Command[],
  context: CommandContext,
): PaletteGroup[] {
  const items = recents.flatMap((entry): PaletteItem[] => {
    if (entry.kind === 'hit')
      return [{ kind: 'hit', value: `recent.hit.${entry.hit.kind}.${entry.hit.id}`, hit: entry.hit }];
    const command = commands.find((candidate) => candidate.id === entry.id);
    if (!command?.isVisible(context)) return [];
    return [{ kind: 'command', value: `recent.${command.id}`, command }];
  });
  return items.length > 0 ? [{ id: 'recent', heading: 'search.group.recent', tier: 'page', items }] : [];
}

function ShortcutKeys({ keys }: { keys: readonly string[] }) {
  return (
    <span aria-hidden="true" className="ml-auto flex gap-1">
      {keys.map((key, index) => (
        <kbd
          // biome-ignore lint/suspicious/noArrayIndexKey: a sequence may repeat a key; position is its identity.
          key={index}
          className="rounded border border-slate-300 bg-slate-50 px-1.5 font-sans text-[11px] text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-400"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

/**
 * The command palette: cmdk's list inside a headlessui dialog (not Command.Dialog, whose dialog takes the same
 * accessible name as the input, so a label lookup would find two elements). Registry commands and nested pages.
 */
export default function CommandPalette() {
  const { t } = useTranslation(['palette', 'routes', 'common', 'search']);
  const { open, searchMode, typedAhead } = useSnapshot(paletteStore);
  const registered = useRegisteredCommands();
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState<PageState[]>([]);

  const openPage = useCallback((id: string) => {
    setPages((stack) => [...stack, { id, commands: null, failed: false }]);
    setSearch('');
  }, []);
  const context = useCommandContext(openPage);
  const recents = useRecents(context.user?.username ?? '');
  const page = pages.at(-1);

  useEffect(() => {
    if (!open || typedAhead === '') return;
    // Taken from the store, not the render's snapshot: a key kept after that render must not be cleared unread.
    const kept = paletteStore.typedAhead;
    paletteStore.typedAhead = '';
    setSearch((typed) => typed + kept);
  }, [open, typedAhead]);

  useEffect(() => {
    reportPaletteOnScreen(open);
    if (!open) {
      setPages([]);
      setSearch('');
    }
  }, [open]);

  useEffect(() => {
    if (!page || page.commands || page.failed) return;
    const definition = findPalettePage(page.id);
    if (!definition) return;
    let cancelled = false;
    definition.loadCommands(context).then(
      (commands) => {
        if (!cancelled)
          setPages((stack) => stack.map((entry) => (entry === page ? { ...entry, commands } : entry)));
      },
      () => {
        if (!cancelled)
          setPages((stack) => stack.map((entry) => (entry === page ? { ...entry, failed: true } : entry)));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [page, context]);

  // "kb: porta": the text belongs to a prefix source, whose server answers it; the global search stays out of it.
  const prefixMatch = useMemo(
    () => (page ? null : prefixSourceFor(search, context)),
    [page, search, context],
  );
  const prefixed = usePrefixCommands(search, prefixMatch, context);
  const prefixLoading = prefixMatch !== null && !prefixSettled(prefixed, search);
  const found = usePaletteSearch(search, context, open && !page && !prefixMatch);
  const querySearch = useMemo(
    () => ({
      settled: found.status === 'ready' || found.status === 'error' || found.status === 'idle',
      customerFiscalIds: found.customers.map((customer) => customer.fiscalId),
    }),
    [found],
  );
  const queryCommands = useMemo(
    () => (page ? [] : commandsForQuery(search.trim(), context, querySearch)),
    [page, search, context, querySearch],
  );
  const titleOf = useCallback((command: Command) => t(command.title, command.titleValues ?? {}), [t]);
  // Apart from the groups: the search's answer re-ranks the rows, and the commands do not depend on it.
  const commands = useMemo(
    () =>
      prefixMatch || (searchMode && !page)
        ? []
        : filterCommands(
            (page ? (page.commands ?? []) : registered).filter((command) => command.isVisible(context)),
            search,
            titleOf,
          ),
    [prefixMatch, searchMode, page, registered, context, search, titleOf],
  );
  const groups = useMemo((): PaletteGroup[] => {
    // The previous text's rows stay while the next answer comes; Enter waits for it (searchSettled).
    if (prefixMatch)
      return rankPalette({ ...EMPTY_RANK, query: prefixMatch.text, queryCommands: prefixed.commands });
    if (searchMode && !page) {
      return rankPalette({
        ...EMPTY_RANK,
        query: search,
        ...hitsOf(found),
        brandsFirst: brandSearchAllowed(context.user),
      });
    }
    if (page) return rankPalette({ ...EMPTY_RANK, query: search, commands });
    const ranked = rankPalette({
      query: search,
      titleOf,
      commands,
      queryCommands,
      ...hitsOf(found),
      brandsFirst: brandSearchAllowed(context.user),
    });
    return search === '' ? [...recentGroups(recents, registered, context), ...ranked] : ranked;
  }, [
    page,
    registered,
    context,
    search,
    searchMode,
    titleOf,
    commands,
    queryCommands,
    found,
    recents,
    prefixMatch,
    prefixed,
  ]);

  const runnable = useMemo(() => {
    const map = new Map<string, () => void>();
    for (const group of groups)
      for (const item of group.items) {
        if (isDisabled(item, context)) continue;
        map.set(item.value, () => {
          if (item.kind === 'hit') {
            void chooseHit(item.hit, context);
            return;
          }
          if (!page) addRecent({ kind: 'command', id: item.command.id });
          void runCommand(item.command, context);
        });
      }
    return map;
  }, [groups, context, page]);
  const values = useMemo(() => [...runnable.keys()], [runnable]);

  const [selection, setSelection] = useState<PaletteSelection>(() => selectionFor(''));
  const current = selection.query === search ? selection : selectionFor(search);
  const selected = highlighted(values, current);
  const searchSettled =
    page !== undefined || (prefixMatch ? prefixSettled(prefixed, search) : isSettled(found, search));
  const [pendingEnter, setPendingEnter] = useState<string | null>(null);
  // What is typed while an Enter waits belongs after it (e.g. into the nested page the row opens).
  const typedAfterEnter = useRef('');
  const listRef = useRef<HTMLDivElement>(null);

  // The highlighted row is always on screen: the top of the list until the user moves.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (current.chosen === null) {
      if (list.scrollTop !== 0) list.scrollTop = 0;
    } else list.querySelector('[cmdk-item][data-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [current.chosen]);

  // Enter pressed before the search answered: once it has, the first row runs (as if typed slowly).
  useEffect(() => {
    if (pendingEnter === null || pendingEnter !== search) return;
    if (!searchSettled) return;
    setPendingEnter(null);
    const decision = enterDecision(values, current, true);
    if (decision.kind === 'run') runnable.get(decision.value)?.();
    const typed = typedAfterEnter.current;
    typedAfterEnter.current = '';
    if (typed) setSearch((now) => now + typed);
  }, [pendingEnter, search, searchSettled, values, current, runnable]);

  const onListKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (pendingEnter !== null) {
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        typedAfterEnter.current += event.key;
      }
      return;
    }
    const step =
      event.key === 'ArrowDown' || (event.ctrlKey && (event.key === 'n' || event.key === 'j'))
        ? { delta: 1 as const }
        : event.key === 'ArrowUp' || (event.ctrlKey && (event.key === 'p' || event.key === 'k'))
          ? { delta: -1 as const }
          : event.key === 'Home'
            ? { to: 'first' as const }
            : event.key === 'End'
              ? { to: 'last' as const }
              : null;
    if (step) {
      event.preventDefault();
      setSelection(moved(values, current, step));
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const decision = enterDecision(values, current, searchSettled, firstRowIsFinal(groups));
    if (decision.kind === 'wait') setPendingEnter(search);
    else if (decision.kind === 'run') runnable.get(decision.value)?.();
  };

  // Stable across keystrokes (the memoized hit rows keep it): the text is read when the pointer moves.
  const searchRef = useRef(search);
  searchRef.current = search;
  const choose = useCallback(
    (value: string) => setSelection({ query: searchRef.current, chosen: value }),
    [],
  );
  const pageTitle = page ? findPalettePage(page.id)?.title : undefined;

  return (
    <Dialog open={open} onClose={closePalette} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/60" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-[640px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900">
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          <Cmdk
            label={t('palette.label')}
            shouldFilter={false}
            value={selected ?? ''}
            onValueChange={() => {}}
            onKeyDown={onListKeys}
          >
            <div className="flex items-center gap-2 border-slate-200 border-b px-4 dark:border-slate-700">
              {pageTitle ? (
                <span className="shrink-0 rounded bg-primary-100 px-2 py-0.5 font-medium text-primary-800 text-xs dark:bg-primary-900 dark:text-primary-200">
                  {t(pageTitle)}
                </span>
              ) : null}
              <Cmdk.Input
                data-autofocus
                value={search}
                onValueChange={setSearch}
                placeholder={searchMode && !page ? t('search.placeholder') : t('palette.placeholder')}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search === '' && pages.length > 0) {
                    event.preventDefault();
                    setPages((stack) => stack.slice(0, -1));
                  } else if (event.key === 'Backspace' && search === '' && searchMode) {
                    event.preventDefault();
                    paletteStore.searchMode = false;
                  }
                }}
                className="h-12 w-full bg-transparent text-slate-900 outline-none placeholder:text-slate-400 dark:text-slate-100"
              />
              {page ? null : <ContextChips context={context} />}
            </div>
            <Cmdk.List
              ref={listRef}
              label={t('palette.results')}
              // The text whose search results this list holds, once they are rendered (benches and tests wait on it).
              data-results-for={!page && !prefixMatch && found.status === 'ready' ? found.query : undefined}
              className="max-h-[60vh] overflow-y-auto p-2"
            >
              {(page && !page.commands && !page.failed) ||
              (prefixLoading && prefixed.commands.length === 0) ? (
                <Cmdk.Loading label={t('common.loading')} />
              ) : null}
              {page?.failed ? (
                <p role="alert" className="px-3 py-6 text-center text-red-600 text-sm dark:text-red-400">
                  {t('palette.loadFailed')}
                </p>
              ) : prefixMatch && prefixed.status === 'error' && prefixed.query === search ? (
                <p role="alert" className="px-3 py-6 text-center text-red-600 text-sm dark:text-red-400">
                  {t('palette.loadFailed')}
                </p>
              ) : found.status === 'loading' || prefixLoading ? null : (
                <Cmdk.Empty className="px-3 py-6 text-center text-slate-500 text-sm">
                  {searchMode && !page && found.status === 'idle' ? t('search.typeMore') : t('palette.empty')}
                </Cmdk.Empty>
              )}
              {page ? null : <SearchStatus state={found} />}
              {groups.map((group) => (
                <Cmdk.Group key={group.id} heading={t(group.heading)} className={GROUP_CLASS}>
                  {group.items.map((item) =>
                    item.kind === 'hit' ? (
                      <HitItem
                        key={item.value}
                        value={item.value}
                        hit={item.hit}
                        context={context}
                        onChoose={choose}
                      />
                    ) : (
                      <Cmdk.Item
                        key={item.value}
                        value={item.value}
                        keywords={[titleOf(item.command)]}
                        disabled={isDisabled(item, context)}
                        onPointerMove={() => choose(item.value)}
                        onSelect={() => runnable.get(item.value)?.()}
                        className={ITEM_CLASS}
                      >
                        <span>{titleOf(item.command)}</span>
                        {item.command.shortcut ? <ShortcutKeys keys={item.command.shortcut} /> : null}
                      </Cmdk.Item>
                    ),
                  )}
                </Cmdk.Group>
              ))}
            </Cmdk.List>
          </Cmdk>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
