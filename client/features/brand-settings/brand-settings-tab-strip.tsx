import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_SETTINGS_TABS, type BrandSettingsTab } from './brand-settings-tabs';

export function focusBrandSettingsTab(tab: BrandSettingsTab): void {
  document.getElementById(`brand-settings-tab-${tab}`)?.focus();
}

/**
 * The seven tabs, one Tab stop (roving tabindex; arrows, Home and End move, WAI-ARIA automatic activation). A tab
 * whose forms hold unsaved changes is marked, in words for screen readers.
 */
export function BrandSettingsTabStrip({
  tab,
  dirtyTabs,
  onChange,
}: {
  tab: BrandSettingsTab;
  dirtyTabs: ReadonlySet<string>;
  onChange: (tab: BrandSettingsTab) => void;
}) {
  const { t } = useTranslation('brandSettings');
  const tabs = BRAND_SETTINGS_TABS;
  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    focusBrandSettingsTab(next);
  };
  return (
    <div
      role="tablist"
      aria-label={t('brandSettings.tabs.label')}
      onKeyDown={move}
      className="flex gap-1 overflow-x-auto border-slate-200 border-b dark:border-slate-700"
    >
      {tabs.map((name, index) => {
        const dirty = dirtyTabs.has(name);
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={`brand-settings-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`brand-settings-panel-${name}`}
            aria-keyshortcuts={`Alt+${index + 1}`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onChange(name)}
            className={`-mb-px flex items-center gap-1.5 whitespace-nowrap rounded-t-md border-b-2 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:-outline-offset-2 ${
              name === tab
                ? 'border-primary-600 font-medium text-primary-700 dark:border-primary-400 dark:text-primary-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
            }`}
          >
            {t(`brandSettings.tabs.${name}`)}
            {dirty ? (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                <span className="sr-only">{t('brandSettings.tabs.unsaved')}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
