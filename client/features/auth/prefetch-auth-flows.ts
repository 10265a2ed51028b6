import { onFirstIntent } from '../../routing/on-first-intent';
import { amplifyConfigured } from '../../session/amplify-config';

function load(): void {
  const chunks: Promise<unknown>[] = [
    import('./login-schema'),
    import('../../../schema/domain/validators/password'),
    import('./sign-in-flow'),
    amplifyConfigured(),
  ];
  // A chunk that fails here is fetched again (and its failure reported) when a form is submitted.
  for (const chunk of chunks) chunk.catch(() => undefined);
}

/**
 * Once someone starts on the login page's forms (a key, a pointer, a value filled in), fetches what they need on
 * submit (zod with the schemas, Amplify with the sign-in flows), so that neither the first paint nor the page's first
 * seconds carry them and the first submit does not wait for them. Returns the cancel, for an unmount before then.
 */
export function prefetchAuthFlows(): () => void {
  return onFirstIntent(load);
}
