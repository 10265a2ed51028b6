import { whenIdle } from '../../routing/when-idle';
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
 * Once the login page has rendered and the browser is idle, fetches what its forms need on submit (zod with the
 * schemas, Amplify with the sign-in flows), so that the first paint carries neither and the first submit does not
 * wait for them. Returns the cancel for an unmount before then.
 */
export function prefetchAuthFlows(): () => void {
  return whenIdle(load);
}
