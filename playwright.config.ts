import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium-launch-options';

const PORT = Number(process.env.E2E_PORT ?? 8180);
const API_PORT = PORT + 1;
const CLOCK_SPECS = /portabilities\.spec\.ts$/;
// The operator's current channel is one per account on the server: a story that switches it many times runs after
// the others, so no other story of that account sees its brand change under it.
const OPERATOR_SPECS = /operator-keystrokes\.spec\.ts$/;

// The console as `npm start` serves it, on a fresh embedded data directory and its own ports (E2E_PORT; STATIC_DIR
// picks another client build, so two runs can share the checkout).
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The api's clock is one per server (PUT /test/clock): the specs that move it run after all the others, alone.
  projects: [
    { name: 'console', testIgnore: [CLOCK_SPECS, OPERATOR_SPECS] },
    { name: 'moved-clock', testMatch: CLOCK_SPECS, dependencies: ['console'] },
    { name: 'operator-alone', testMatch: OPERATOR_SPECS, dependencies: ['console'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && env -u DATABASE_URL -u API_BASE_URL TEST_CLOCK=1 DATA_DIR=.tmp/e2e-data-${PORT} PORT=${PORT} API_PORT=${API_PORT} node_modules/.bin/tsx scripts/start.ts`,
    // The api listens only once migrated and seeded: the console is usable from then on.
    url: `http://127.0.0.1:${API_PORT}/health`,
    // A cold start migrates and seeds an empty data directory; a loaded machine needs more than two minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
