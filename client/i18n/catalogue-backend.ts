import type { BackendModule, ReadCallback } from 'i18next';

type Catalogue = Record<string, unknown>;

// One lazy chunk per language and namespace: the login route loads only the active language. The `email` namespace
// holds the servers' texts (the pool's and the api's e-mails), never shown by the console.
const catalogues = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/*/email.json'], {
  import: 'default',
});

export const NAMESPACES = [
  'common',
  'auth',
  'validation',
  'errors',
  'routes',
  'palette',
  'domain',
  'table',
  'actions',
  'orders',
  'orderDetail',
  'portabilities',
  'search',
  'cache',
  'fieldwork',
  'catalogue',
  'line',
  'customer',
  'address',
  'coverage',
  'signup',
  'public',
  'publicCoverage',
  'brandSettings',
  'roles',
  'temporalSubscriptions',
  'modifyProduct',
  'dashboard',
  'verification',
  'invoicePayment',
  'emailVerification',
  'invoiceApp',
  'energy',
  'knowledgeBase',
  'supportChat',
] as const;

function catalogueLoader(language: string, namespace: string): (() => Promise<Catalogue>) | undefined {
  return catalogues[`../../locales/${language}/${namespace}.json`];
}

/** i18next backend that reads the bundled catalogues under locales/ through dynamic imports. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(new Error(`No catalogue for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
