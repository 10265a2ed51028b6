import type { NavigationContext } from './navigation-context';

/** What the router knows about the visitor when it decides; the session store produces it. */
export type AuthSnapshot =
  /** Tokens not checked yet, or the session is being fetched. */
  | { status: 'pending' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: NonNullable<NavigationContext['user']> }
  /** Signed in, but the session could not be loaded (API down, ...). */
  | { status: 'error' };
