import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { isLanguageCode, LANGUAGES } from '../i18n/languages';

/** Labelled select of the four interface languages; the choice is kept under `language`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-slate-700 text-sm focus:outline-2 focus:outline-primary-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.htmlLang}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
