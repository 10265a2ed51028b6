import { i18n } from '../../i18n/i18n';

/**
 * What a login form needs on its first check: zod with the schemas, and the catalogues of the messages the check and
 * the pool's answer may show (validation, errors). Neither is in the page's first bytes; both are usually here
 * already, fetched at the visitor's first intent (prefetch-auth-flows, the console's resources).
 */
export async function loadLoginRules(): Promise<typeof import('./login-schema')> {
  const [rules] = await Promise.all([
    import('./login-schema'),
    i18n.loadNamespaces(['validation', 'errors']),
  ]);
  return rules;
}
