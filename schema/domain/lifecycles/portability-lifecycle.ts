import type { PortabilityAction, PortabilityStatus } from '../vocabulary/portability';

/** What an action needs to know about a portability to decide whether it is allowed. */
export type PortabilityState = { status: PortabilityStatus; changeWindow: Date | null };

type Transition = {
  /** Statuses the action starts from. */
  from: readonly PortabilityStatus[];
  to: PortabilityStatus;
  /** 409 code when the status does not allow the action. */
  refusal: string;
};

/**
 * The console's actions on a portability (docs/lifecycles.md). Both only ask the number portability system:
 * the portability waits in a PENDING_* status until the exchange answers.
 */
export const PORTABILITY_TRANSITIONS: Record<PortabilityAction, Transition> = {
  CANCEL: {
    from: ['INITIATED', 'CONFIRMED', 'ERRORED', 'RELAUNCHED'],
    to: 'PENDING_CANCELATION',
    refusal: 'PORTABILITY_NOT_CANCELLABLE',
  },
  // A canceled portability is closed at the donor too: porting the number again is a new request, not a relaunch.
  RELAUNCH: { from: ['ERRORED'], to: 'PENDING_RELAUNCH', refusal: 'PORTABILITY_NOT_RELAUNCHABLE' },
};

/**
 * A CONFIRMED portability whose change window has started is done (the number has moved): it counts as
 * completed, can no longer be cancelled and no longer holds the line.
 */
export function isCompletedPortability(state: PortabilityState, now: Date): boolean {
  return (
    state.status === 'CONFIRMED' &&
    state.changeWindow !== null &&
    state.changeWindow.getTime() <= now.getTime()
  );
}

/** The status the action leads to, or null when the portability's state does not allow it. */
export function nextPortabilityStatus(
  action: PortabilityAction,
  state: PortabilityState,
  now: Date,
): PortabilityStatus | null {
  const transition = PORTABILITY_TRANSITIONS[action];
  if (!transition.from.includes(state.status)) return null;
  if (action === 'CANCEL' && isCompletedPortability(state, now)) return null;
  return transition.to;
}

/**
 * Statuses no console action starts from: closed, or the exchange is already working on a request. With the table's `from` lists they name every status, so a new status
 * is refused by the lifecycle test until someone decides what it allows.
 */
export const PORTABILITY_STATUSES_WITHOUT_ACTIONS: readonly PortabilityStatus[] = [
  'CANCELED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
];
