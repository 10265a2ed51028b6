export type SignInLockout = {
  /** Whether `key` is locked out now. Asking is an attempt: it keeps the failures from being forgotten. */
  lockedOut(key: string): boolean;
  /** A wrong password (or an unknown user): from the fifth, a lockout of 1 s doubling with each one. */
  failed(key: string): void;
  /** A right password outside a lockout: counted from zero again. */
  succeeded(key: string): void;
};

type Failures = { count: number; lockedUntil: number; lastAttemptAt: number };

const FREE_FAILURES = 4;
const FIRST_LOCKOUT_MS = 1000;
const MAX_LOCKOUT_MS = 15 * 60 * 1000;
const FORGET_AFTER_IDLE_MS = 15 * 60 * 1000;

/**
 * Amazon Cognito's lockout for failed password sign-ins, as its developer guide documents it ("Lockout behavior for
 * failed sign-in attempts"): after the n-th failure, n >= 5, the user is locked out for 2^(n-5) seconds, at most
 * about 15 minutes; attempts during a lockout are refused without counting; a success, or 15 minutes without any
 * attempt, starts over. Nobody can lock someone else out for long with a few wrong passwords, and guessing stays
 * slow. Kept in memory, on the pool's clock.
 */
export function createSignInLockout(now: () => number): SignInLockout {
  const byKey = new Map<string, Failures>();
  const current = (key: string) => {
    const failures = byKey.get(key);
    if (failures && now() - failures.lastAttemptAt >= FORGET_AFTER_IDLE_MS) {
      byKey.delete(key);
      return undefined;
    }
    return failures;
  };
  return {
    lockedOut(key) {
      const failures = current(key);
      if (!failures) return false;
      failures.lastAttemptAt = now();
      return failures.lockedUntil > now();
    },
    failed(key) {
      const failures = current(key) ?? { count: 0, lockedUntil: 0, lastAttemptAt: now() };
      failures.count += 1;
      failures.lastAttemptAt = now();
      if (failures.count > FREE_FAILURES) {
        const lockout = FIRST_LOCKOUT_MS * 2 ** (failures.count - FREE_FAILURES - 1);
        failures.lockedUntil = now() + Math.min(lockout, MAX_LOCKOUT_MS);
      }
      byKey.set(key, failures);
      // Forget idle keys now and then so a spray of usernames cannot grow the map without bound.
      if (byKey.size > 10_000) for (const k of [...byKey.keys()]) current(k);
    },
    succeeded(key) {
      byKey.delete(key);
    },
  };
}
