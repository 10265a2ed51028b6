/** Waits forever at the named point when it is the one asked for, after saying so on the log. */
export type FaultPause = (point: string) => Promise<void>;

/**
 * Crash tests (tests/faults/crash-restart.test.ts) kill the api with SIGKILL at a known place in a request: with
 * FAULT_PAUSE_AT=<point>[,<point>...] (honoured only with the test clock on, never in production) a keyed request
 * reaching one of the points prints `fault pause at <point>` and waits there until the process is killed. Points:
 * `before-commit:<id>` (the endpoint's work done, provider calls made, its transaction not committed) and
 * `after-commit:<id>` (committed, not answered), where `<id>` is the endpoint's id.
 */
export function faultPauseAt(
  pauseAt: string | undefined,
  log: (line: string) => void,
): FaultPause | undefined {
  if (!pauseAt) return undefined;
  const points = new Set(pauseAt.split(','));
  return async (point) => {
    if (!points.has(point)) return;
    log(`fault pause at ${point}`);
    await new Promise<never>(() => {});
  };
}
