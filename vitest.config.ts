import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// graphql 17 must load once: the node projects resolve its ESM build only.
const nodeResolve = { resolve: { conditions: ['module-sync', 'node'] } };

const nodeProject = (
  name: string,
  include: string[],
  env: Record<string, string> = {},
  testTimeout = 30_000,
) => ({
  ssr: nodeResolve,
  test: {
    name,
    include,
    environment: 'node' as const,
    env,
    testTimeout,
    hookTimeout: 120_000,
    // Files share the worker's modules: importing the api's or the gateway's graph again for every file took a
    // third of the suite's time. Each file still starts its own servers and databases (docs/decisions.md).
    isolate: false,
  },
});

const projects = [
  nodeProject('domain', ['tests/domain/**/*.test.ts']),
  nodeProject('identity', ['tests/identity/**/*.test.ts']),
  nodeProject('api', ['tests/api/**/*.test.ts'], { CENTRALITA_TEST_DB: 'pglite' }),
  nodeProject('gateway', ['tests/gateway/**/*.test.ts']),
  nodeProject('tooling', ['tests/tooling/**/*.test.ts']),
  // Faults: the stack's servers as child processes, killed and restarted (tests/faults/support/stack-processes.ts).
  // A case starts, kills and restarts processes: minutes on a loaded machine.
  nodeProject('faults', ['tests/faults/**/*.test.ts'], {}, 240_000),
  {
    plugins: [react()],
    test: {
      name: 'client',
      include: ['tests/client/**/*.test.{ts,tsx}'],
      environment: 'happy-dom' as const,
      setupFiles: ['tests/client/setup.ts'],
      testTimeout: 45_000,
    },
  },
];

// CI sets DATABASE_URL: the api suite runs a second time on a real PostgreSQL server.
if (process.env.DATABASE_URL) {
  projects.push(nodeProject('api-postgres', ['tests/api/**/*.test.ts'], { CENTRALITA_TEST_DB: 'postgres' }));
}

// Two files at a time even on two cores (vitest's default would be one there): the api files wait on their database
// (PGlite's file I/O, the PostgreSQL server's own process) for much of their time, so a second file fills the gaps.
export default defineConfig({
  test: {
    projects,
    fileParallelism: true,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './tests/support/unhandled-errors-reporter.ts'],
  },
});
