import { Router } from 'express';
import type { SessionUser } from '../../schema/domain/session';
import { callerOf } from '../auth/request-caller';
import { toSessionUser } from './to-session-user';

/** GET /session: the caller as the console's session (any signed-in user). */
export function createSessionRoutes(): Router {
  const router = Router();
  router.get('/session', (req, res) => {
    const body: SessionUser = toSessionUser(callerOf(req).user);
    res.json(body);
  });
  return router;
}
