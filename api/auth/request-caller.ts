import type { Request } from 'express';
import type { UserRow } from '../db/database-schema';

/** The authenticated caller of a request: its row (role already assigned) and pool username. */
export type Caller = { user: UserRow; username: string };

const callers = new WeakMap<Request, Caller>();

export function setCaller(req: Request, caller: Caller): void {
  callers.set(req, caller);
}

/** The caller set by the authenticate middleware; a route reached without it is a wiring bug. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error(`${req.method} ${req.path} reached without authentication`);
  return caller;
}
