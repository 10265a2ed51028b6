import { useTranslation } from 'react-i18next';
import { CacheProgressChip } from '../cache/cache-progress-chip';
import { openPalette } from '../palette/palette-store';
import { Icon } from '../ui/icon';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Top bar: the search trigger (opens the palette), language, theme and the user menu. */
export function TopBar() {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-slate-200 border-b bg-white/90 px-4 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <button
        type="button"
        onClick={openPalette}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-9 w-full max-w-sm items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 text-slate-500 text-sm hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400"
      >
        <Icon name="search" className="size-4" />
        <span className="flex-1 text-left">{t('search')}</span>
        {/* The hint is visual only: aria-keyshortcuts above announces it, and the button's name stays "Search". */}
        <span aria-hidden="true">
          <kbd className="rounded border border-slate-300 bg-white px-1.5 font-sans text-[11px] text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400">
            {isMac ? '⌘ K' : 'Ctrl K'}
          </kbd>
        </span>
      </button>
      <div className="ml-auto flex items-center gap-2">
        <CacheProgressChip />
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
