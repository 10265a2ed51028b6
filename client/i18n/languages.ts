/**
 * Interface languages. Labels are endonyms, so they read the same in every language. `intlLocale` is the BCP 47
 * tag numbers, money and units are formatted with (Intl); English is British, as the catalogue's spelling is.
 */
export const LANGUAGES = [
  { code: 'es', label: 'Español', htmlLang: 'es', intlLocale: 'es-ES' },
  { code: 'en', label: 'English', htmlLang: 'en', intlLocale: 'en-GB' },
  // The required `br` catalogue is Brazilian Portuguese (docs/decisions.md).
  { code: 'br', label: 'Brasileiro', htmlLang: 'pt-BR', intlLocale: 'pt-BR' },
  { code: 'ca', label: 'Català', htmlLang: 'ca', intlLocale: 'ca-ES' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'es';

/** Where the chosen language is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function htmlLangFor(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.htmlLang ?? code;
}

/** The Intl locale of an interface language; the default language's for anything else. */
export function intlLocaleFor(code: string): string {
  return (LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]).intlLocale;
}
