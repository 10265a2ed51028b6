/**
 * The V8 flags the api runs with as a process of its own: `npm run start:api`, and the benches, which start it as
 * it is deployed. They go on node's command line: V8 cannot change its collector's threads once it runs (setting
 * this one with `v8.setFlagsFromString` aborts the process at the next full collection).
 *
 * `--single-threaded-gc`: the garbage collector works on the api's main thread only. On the two-CPU machines we
 * run on, the api shares the CPUs with the gateway; the collector's helper threads then wait for a CPU, and the
 * api spent 0.25-0.7 ms more CPU per request behind the gateway than behind a bare proxy. With the flag the two
 * were the same (docs/decisions.md, "The api's garbage collector runs on its main thread").
 */
export const API_NODE_FLAGS = ['--single-threaded-gc'] as const;
