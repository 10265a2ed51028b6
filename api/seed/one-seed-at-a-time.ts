let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once every earlier call in this process has settled. The demo seeds draw from faker's shared,
 * seeded generator: two seeding at once (tests start several servers in one process) would interleave their
 * draws and neither would get the demo world the seed promises.
 */
export function oneSeedAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
