import { proxy } from 'valtio';
import type { Ability } from '../../schema/domain/roles';
import type { SessionQuery } from '../generated/graphql';
import type { AuthSnapshot } from './auth-snapshot';
import type { NavigationContext } from './navigation-context';

export type SessionUserView = SessionQuery['session'];
export type SessionBrand = SessionQuery['brand'];

/**
 * checking: boot has not looked for tokens yet; anonymous: no tokens; loading: tokens, session being fetched;
 * ready: user and brand known; error: signed in but the session could not be loaded (errorCode says why).
 */
export type SessionStatus = 'checking' | 'anonymous' | 'loading' | 'ready' | 'error';

export type SessionState = {
  status: SessionStatus;
  user: SessionUserView | null;
  brand: SessionBrand | null;
  errorCode: string | null;
  /** Recomputed from the role on every navigation and mirrored in sessionStorage. */
  abilities: Ability[];
};

export const sessionStore = proxy<SessionState>({
  status: 'checking',
  user: null,
  brand: null,
  errorCode: null,
  abilities: [],
});

export function setSessionReady(user: SessionUserView, brand: SessionBrand): void {
  sessionStore.user = user;
  sessionStore.brand = brand;
  sessionStore.errorCode = null;
  sessionStore.status = 'ready';
}

export function setSessionLoading(): void {
  if (sessionStore.status !== 'ready') sessionStore.status = 'loading';
}

export function setSessionError(code: string): void {
  sessionStore.errorCode = code;
  sessionStore.status = 'error';
}

export function setSessionAnonymous(): void {
  sessionStore.user = null;
  sessionStore.brand = null;
  sessionStore.errorCode = null;
  sessionStore.abilities = [];
  sessionStore.status = 'anonymous';
}

/** The router's view of the session. */
export function authSnapshotOf(state: {
  status: SessionStatus;
  user: NavigationContext['user'];
}): AuthSnapshot {
  switch (state.status) {
    case 'anonymous':
      return { status: 'anonymous' };
    case 'error':
      return { status: 'error' };
    case 'ready':
      return state.user ? { status: 'authenticated', user: state.user } : { status: 'anonymous' };
    default:
      return { status: 'pending' };
  }
}
