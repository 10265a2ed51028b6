// The soak: the console's mixed traffic (bench/soak-mix.ts) through the gateway's GraphQL at a steady open-loop
// rate for 10 minutes, as five demo accounts, against the console run as `npm start` runs it (bench/soak-stack.ts).
// Each request leaves at its own time whatever the others are doing, and its latency counts from that time, so a
// slow server shows as latency rather than as a lower rate. Prints requests, errors by code and p50/p95/p99 per
// operation, the server's memory after warm-up and at the end (after a full collection), the load average, and
// whether the goals held: no errors, memory growth at most 10 %.
//
// Only when asked: `npm run bench -- soak`, or `npx tsx bench/soak.ts`. SOAK_MINUTES (10), SOAK_RATE (requests per
// second, 10), SOAK_WARMUP_SECONDS (60; its requests count in no figure).
import { setTimeout as sleep } from 'node:timers/promises';
import { loadAverage, percentile } from './bench-console';
import { operationNameOf, runGraphql, SoakRequestError } from './soak-graphql';
import { nextRequest, prepareUser, renewIfDue, SOAK_ACCOUNTS, type SoakUser } from './soak-mix';
import { type ProcessMemory, type SoakStack, startSoakStack } from './soak-stack';

const GROWTH_GOAL = 0.1;

export type SoakOptions = { minutes?: number; rate?: number; warmupSeconds?: number };

type Tally = { latencies: number[]; errors: Map<string, number> };

class Recorder {
  readonly byOperation = new Map<string, Tally>();

  record(operation: string, latency: number, error: string | null) {
    let tally = this.byOperation.get(operation);
    if (!tally) {
      tally = { latencies: [], errors: new Map() };
      this.byOperation.set(operation, tally);
    }
    tally.latencies.push(latency);
    if (error) tally.errors.set(error, (tally.errors.get(error) ?? 0) + 1);
  }

  all(): Tally {
    const all: Tally = { latencies: [], errors: new Map() };
    for (const tally of this.byOperation.values()) {
      all.latencies.push(...tally.latencies);
      for (const [code, count] of tally.errors) all.errors.set(code, (all.errors.get(code) ?? 0) + count);
    }
    return all;
  }
}

function errorCount(tally: Tally): number {
  return [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
}

function latencyFigures(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (fraction: number) => `${percentile(sorted, fraction).toFixed(1)}`;
  return `p50 ${ms(0.5)} / p95 ${ms(0.95)} / p99 ${ms(0.99)} ms`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function growth(start: number, end: number): number {
  return (end - start) / start;
}

function percent(fraction: number): string {
  return `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;
}

function memoryLine(memory: ProcessMemory): string {
  return `RSS ${megabytes(memory.rss)}, heap used ${megabytes(memory.heapUsed)} of ${megabytes(memory.heapTotal)}, external ${megabytes(memory.external)}`;
}

function loopDelayLine({ loopDelay }: ProcessMemory): string {
  return `p99 ${loopDelay.p99.toFixed(1)} ms, max ${loopDelay.max.toFixed(1)} ms`;
}

/**
 * Sends the mix at `rate` requests per second from now until `until` (performance.now() time). Each request is
 * fired at its own time without waiting for the earlier ones; a late timer fires the requests it owes at once.
 */
async function drive(
  stack: SoakStack,
  users: SoakUser[],
  rate: number,
  until: number,
  recorder: Recorder | null,
  onSecond?: () => void,
): Promise<void> {
  const interval = 1000 / rate;
  const inFlight = new Set<Promise<void>>();
  let due = performance.now();
  let lastSecond = Math.floor(due / 1000);
  while (due < until) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const scheduled = due;
    due += interval;
    // A pick with nothing to do (every draft busy, say) picks again: the rate stays what was asked.
    let chosen = nextRequest(users);
    for (let attempt = 0; !chosen && attempt < 10; attempt++) chosen = nextRequest(users);
    if (!chosen) continue;
    const { user, request } = chosen;
    const operation = operationNameOf(request.document);
    const sent = (async () => {
      let error: string | null = null;
      try {
        await renewIfDue(stack.url, user);
        const data = await runGraphql(stack.url, user.session, request.document, request.variables);
        request.onAnswer?.(data);
      } catch (caught) {
        error = caught instanceof SoakRequestError ? caught.code : `BENCH: ${String(caught)}`;
      } finally {
        request.onSettled?.();
      }
      recorder?.record(operation, performance.now() - scheduled, error);
    })();
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
    const second = Math.floor(performance.now() / 1000);
    if (second !== lastSecond) {
      lastSecond = second;
      onSecond?.();
    }
  }
  await Promise.all(inFlight);
}

export async function benchSoak(options: SoakOptions = {}): Promise<Record<string, string>> {
  const minutes = options.minutes ?? Number(process.env.SOAK_MINUTES ?? 10);
  const rate = options.rate ?? Number(process.env.SOAK_RATE ?? 10);
  const warmupSeconds = options.warmupSeconds ?? Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
  const log = (line: string) => process.stderr.write(`[soak] ${line}\n`);
  log('bundling the servers and starting the console on a fresh demo world');
  const stack = await startSoakStack();
  // Ctrl+C stops the server too: it is a child of this process, not of the shell.
  const interrupted = async () => {
    await stack.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const users = await Promise.all(SOAK_ACCOUNTS.map((email) => prepareUser(stack.url, email)));
    log(`signed in as ${users.map((user) => user.email).join(', ')}; warming up for ${warmupSeconds} s`);
    await drive(stack, users, rate, performance.now() + warmupSeconds * 1000, null);
    const memoryAtStart = await stack.memory();
    const loadAtStart = loadAverage();
    log(`at start: ${memoryLine(memoryAtStart)}; load ${loadAtStart}`);

    const recorder = new Recorder();
    const started = performance.now();
    let nextReport = started + 60_000;
    await drive(stack, users, rate, started + minutes * 60_000, recorder, () => {
      if (performance.now() < nextReport) return;
      nextReport += 60_000;
      const all = recorder.all();
      log(
        `${Math.round((performance.now() - started) / 60_000)} min: ${all.latencies.length} requests, ${errorCount(all)} errors, ${latencyFigures(all.latencies)}, server RSS ${megabytes(stack.rss())}, load ${loadAverage()}`,
      );
    });
    const seconds = (performance.now() - started) / 1000;
    const loadAtEnd = loadAverage();
    // Let timers and sockets of the last requests settle before reading the memory.
    await sleep(2000);
    const memoryAtEnd = await stack.memory();

    const all = recorder.all();
    const errors = errorCount(all);
    const rssGrowth = growth(memoryAtStart.rss, memoryAtEnd.rss);
    const heapGrowth = growth(memoryAtStart.heapUsed, memoryAtEnd.heapUsed);
    const figures: Record<string, string> = {
      'duration, rate asked': `${(seconds / 60).toFixed(1)} min at ${rate} requests/s (after ${warmupSeconds} s of warm-up)`,
      'requests, achieved rate': `${all.latencies.length}, ${(all.latencies.length / seconds).toFixed(1)}/s`,
      'errors (goal 0)':
        errors === 0
          ? '0'
          : `${errors}: ${[...all.errors].map(([code, count]) => `${code} ${count}`).join(', ')}`,
      'latency, all operations': latencyFigures(all.latencies),
    };
    const operations = [...recorder.byOperation].sort(([a], [b]) => a.localeCompare(b));
    for (const [operation, tally] of operations) {
      const failed = errorCount(tally);
      figures[`  ${operation}`] =
        `${tally.latencies.length} requests, ${failed === 0 ? 'no errors' : `${failed} errors (${[...tally.errors].map(([code, count]) => `${code} ${count}`).join(', ')})`}, ${latencyFigures(tally.latencies)}`;
    }
    Object.assign(figures, {
      'server process (gateway, /idp and api in one, as npm start), after warm-up': memoryLine(memoryAtStart),
      'server process at the end': memoryLine(memoryAtEnd),
      "server's event loop delay during the soak": loopDelayLine(memoryAtEnd),
      'growth (goal <= 10 %)': `RSS ${percent(rssGrowth)}, heap used ${percent(heapGrowth)}`,
      'load average (1, 5, 15 min) at start / end': `${loadAtStart} / ${loadAtEnd}`,
      goals:
        errors === 0 && rssGrowth <= GROWTH_GOAL && heapGrowth <= GROWTH_GOAL
          ? 'held (0 errors, growth <= 10 %)'
          : `not held (${[
              errors > 0 ? `${errors} errors` : '',
              rssGrowth > GROWTH_GOAL ? `RSS grew ${percent(rssGrowth)}` : '',
              heapGrowth > GROWTH_GOAL ? `heap grew ${percent(heapGrowth)}` : '',
            ]
              .filter(Boolean)
              .join(', ')})`,
    });
    return figures;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchSoak();
  console.log('\n## soak (mixed console traffic through the gateway)');
  for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
}
