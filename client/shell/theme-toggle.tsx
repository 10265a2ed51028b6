import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { themeStore, toggleTheme } from '../theme/theme-store';
import { Icon } from '../ui/icon';

/** Light/dark toggle: a button named "dark mode" whose pressed state says whether it is on. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { theme } = useSnapshot(themeStore);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t('darkMode')}
      title={t('darkMode')}
      onClick={toggleTheme}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  );
}
