/**
 * A clock end-to-end tests can move: it runs at real speed from the instant last set, or is the base clock until
 * then. Only built when TEST_CLOCK=1 outside production (api/config.ts).
 */
export type TestClock = {
  now: () => Date;
  /** Moves the clock so that it reads `instant` now; null goes back to the base clock. */
  set: (instant: Date | null) => void;
};

export function createTestClock(base: () => Date): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    set: (instant) => {
      offsetMs = instant ? instant.getTime() - base().getTime() : 0;
    },
  };
}
