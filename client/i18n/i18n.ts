import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, NAMESPACES } from './catalogue-backend';
import {
  DEFAULT_LANGUAGE,
  htmlLangFor,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
} from './languages';

export const i18n = i18next.createInstance();

export function storedLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function reflectLanguage(code: string): void {
  if (isLanguageCode(code)) document.documentElement.lang = htmlLangFor(code);
}

/**
 * Initialises i18next with the stored language (es by default and as fallback) and the namespaces given (all by
 * default; the login page starts with fewer, see client/console-resources.ts); resolves once it can render.
 */
export async function initI18n(
  language: LanguageCode = storedLanguage(),
  namespaces: readonly string[] = NAMESPACES,
): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', reflectLanguage);
    await i18n
      .use(catalogueBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: ['es', 'en', 'br', 'ca'],
        // `br` is not a BCP 47 region-less code i18next knows; keep it exactly as the catalogue folder.
        load: 'currentOnly',
        ns: [...namespaces],
        defaultNS: 'common',
        // Keys read "namespace.key" (errors.UNAUTHENTICATED, validation.required), the form the api and the
        // shared validators use: i18next takes the first segment as the namespace when it names one.
        nsSeparator: '.',
        keySeparator: '.',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  }
  reflectLanguage(i18n.language);
  return i18n;
}

/** Switches the interface language and remembers the choice under the `language` key. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await i18n.changeLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (private mode); the language still applies for this visit.
  }
}
