/** Interface languages. Labels are endonyms, so they read the same in every language. */
export const LANGUAGES = [
  { code: 'es', label: 'Español', htmlLang: 'es' },
  { code: 'en', label: 'English', htmlLang: 'en' },
  // The required `br` catalogue is Brazilian Portuguese (docs/decisions.md).
  { code: 'br', label: 'Brasileiro', htmlLang: 'pt-BR' },
  { code: 'ca', label: 'Català', htmlLang: 'ca' },
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
