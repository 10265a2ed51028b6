import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_MODES, type AddressSearchMode } from './address-search-mode';

/** The three ways to enter an address, as radio buttons (arrows move between them). */
export function AddressModeSwitch({
  mode,
  onChange,
}: {
  mode: AddressSearchMode;
  onChange: (mode: AddressSearchMode) => void;
}) {
  const { t } = useTranslation('address');
  const id = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('address.mode.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_SEARCH_MODES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 text-sm hover:bg-slate-50 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:has-[:checked]:border-primary-400 dark:has-[:checked]:bg-primary-900/40"
          >
            <input
              type="radio"
              name={`address-mode-${id}`}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="accent-primary-600"
            />
            {t(`address.mode.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
