import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRegisteredCommands } from './command-registry';
import { closeShortcutHelp, paletteStore } from './palette-store';
import { useCommandContext } from './use-command-context';

/** Generated from the registry: every shortcut of the commands this user can run. */
export default function ShortcutHelp() {
  const { t } = useTranslation(['palette', 'routes', 'common']);
  const { helpOpen } = useSnapshot(paletteStore);
  const commands = useRegisteredCommands();
  const context = useCommandContext();
  const withShortcut = commands.filter((command) => command.shortcut && command.isVisible(context));
  const paletteKeys = /Mac|iPhone|iPad/.test(navigator.platform) ? ['⌘', 'K'] : ['Ctrl', 'K'];
  const rows: { id: string; title: string; keys: readonly string[] }[] = [
    { id: 'palette', title: t('palette.help.openPalette'), keys: paletteKeys },
    ...withShortcut.map((command) => ({
      id: command.id,
      title: t(command.title, command.titleValues ?? {}),
      keys: command.shortcut ?? [],
    })),
  ];

  return (
    <Dialog open={helpOpen} onClose={closeShortcutHelp} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-2xl dark:bg-slate-900">
          <DialogTitle className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('palette.help.title')}
          </DialogTitle>
          <p className="mt-1 text-slate-500 text-sm dark:text-slate-400">{t('palette.help.sequenceHint')}</p>
          <dl className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <div key={row.id} className="flex items-center justify-between py-2 text-sm">
                <dt className="text-slate-700 dark:text-slate-200">{row.title}</dt>
                <dd className="flex gap-1">
                  {row.keys.map((key, index) => (
                    <kbd
                      // biome-ignore lint/suspicious/noArrayIndexKey: a sequence may repeat a key; position is its identity.
                      key={index}
                      className="rounded border border-slate-300 bg-slate-50 px-1.5 font-sans text-slate-600 text-xs dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
                    >
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            onClick={closeShortcutHelp}
            className="mt-6 w-full rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700"
          >
            {t('common.close')}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
