import type { SessionUser } from '../../schema/domain/session';
import { sessionEndpoints } from '../../schema/rest/session';
import { defineLoader } from '../request-loaders';

/** The only key: the caller of the request. */
export const CALLER = 'caller';

/** GET /session once per request, however many fields ask for the session. */
export const sessionLoader = defineLoader<typeof CALLER, SessionUser>({
  name: 'session',
  async batch(rest, keys) {
    const session = await rest.call(sessionEndpoints.getSession);
    return keys.map(() => session);
  },
});
