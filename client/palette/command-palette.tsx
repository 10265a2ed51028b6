import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Command as Cmdk } from 'cmdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Command } from './command';
import { commandsForQuery, findPalettePage, useRegisteredCommands } from './command-registry';
import { filterCommands } from './filter-commands';
import { ContextChips, RecentGroup, SearchGroups } from './palette-search';
import { closePalette, paletteStore, reportPaletteOnScreen } from './palette-store';
import { addRecent, useRecents } from './recents';
import { runCommand } from './run-command';
import { useCommandContext } from './use-command-context';
import { usePaletteSearch } from './use-palette-search';

type PageState = { id: string; commands: Command[] | null; failed: boolean };

function groupsOf(commands: readonly Command[]): [string, Command[]][] {
  const groups = new Map<string, Command[]>();
  for (const command of commands) {
    const list = groups.get(command.group) ?? [];
    list.push(command);
    groups.set(command.group, list);
  }
  return [...groups];
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

  const found = usePaletteSearch(search, context, open && !page);
  const querySearch = useMemo(
    () => ({
      settled: found.status === 'ready' || found.status === 'error' || found.status === 'idle',
      customerFiscalIds: found.customers.map((customer) => customer.fiscalId),
    }),
    [found],
  );
  const visible = useMemo(
    () =>
      searchMode && !page
        ? []
        : [
            ...(page ? [] : commandsForQuery(search.trim(), context, querySearch)),
            ...filterCommands(
              (page ? (page.commands ?? []) : registered).filter((command) => command.isVisible(context)),
              search,
              (command) => t(command.title, command.titleValues ?? {}),
            ),
          ],
    [page, registered, context, search, searchMode, t, querySearch],
  );
  const pageTitle = page ? findPalettePage(page.id)?.title : undefined;

  return (
    <Dialog open={open} onClose={closePalette} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-sm" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-[640px] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900">
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          <Cmdk label={t('palette.label')} loop shouldFilter={false}>
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
            <Cmdk.List label={t('palette.results')} className="max-h-[60vh] overflow-y-auto p-2">
              {page && !page.commands && !page.failed ? <Cmdk.Loading label={t('common.loading')} /> : null}
              {page?.failed ? (
                <p role="alert" className="px-3 py-6 text-center text-red-600 text-sm dark:text-red-400">
                  {t('palette.loadFailed')}
                </p>
              ) : found.status === 'loading' ? null : (
                <Cmdk.Empty className="px-3 py-6 text-center text-slate-500 text-sm">
                  {searchMode && !page && found.status === 'idle' ? t('search.typeMore') : t('palette.empty')}
                </Cmdk.Empty>
              )}
              {!page && search === '' ? (
                <RecentGroup
                  recents={recents}
                  commands={registered}
                  context={context}
                  onCommand={(command) => void runCommand(command, context)}
                />
              ) : null}
              {page ? null : <SearchGroups state={found} context={context} />}
              {groupsOf(visible).map(([group, commands]) => (
                <Cmdk.Group
                  key={group}
                  heading={t(group)}
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2 [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:uppercase"
                >
                  {commands.map((command) => {
                    const title = t(command.title, command.titleValues ?? {});
                    return (
                      <Cmdk.Item
                        key={command.id}
                        value={command.id}
                        keywords={[title, ...(command.keywords ?? [])]}
                        disabled={command.isEnabled ? !command.isEnabled(context) : false}
                        onSelect={() => {
                          if (!page) addRecent({ kind: 'command', id: command.id });
                          void runCommand(command, context);
                        }}
                        className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-700 text-sm data-[disabled=true]:cursor-default data-[selected=true]:bg-primary-50 data-[disabled=true]:opacity-50 data-[selected=true]:text-primary-900 dark:text-slate-200 dark:data-[selected=true]:bg-primary-900/40 dark:data-[selected=true]:text-primary-100"
                      >
                        <span>{title}</span>
                        {command.shortcut ? <ShortcutKeys keys={command.shortcut} /> : null}
                      </Cmdk.Item>
                    );
                  })}
                </Cmdk.Group>
              ))}
            </Cmdk.List>
          </Cmdk>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
