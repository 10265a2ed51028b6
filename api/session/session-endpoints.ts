import { sessionEndpoints } from '../../schema/rest/session';
import { implement } from '../http/endpoint-router';
import { toSessionUser } from './to-session-user';

/** GET /session: the caller as the console's session. */
export const getSession = implement(sessionEndpoints.getSession, ({ caller }) => toSessionUser(caller.user));
