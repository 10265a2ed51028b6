// `npm run bench`: prints figures; nothing here passes or fails on a timing.
import { execFileSync } from 'node:child_process';
import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCache } from './cache';
import { benchGateway, benchGatewayExecution } from './gateway';
import { benchLineAction } from './line-action';
import { benchLoginPage } from './login-page';
import { benchPalette } from './palette';
import { benchPaletteUser } from './palette-user';
import { benchSignupStep } from './signup-step';
import { benchSoak } from './soak';
import { benchStartup } from './startup';
import { benchTable } from './table';

function print(title: string, figures: Record<string, string>) {
  console.log(`\n## ${title}`);
  for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
}

// `npm run bench -- soak`: the soak alone (10 minutes by default, no client build); the default run leaves it out.
if (process.argv.slice(2).includes('soak')) {
  print('soak (mixed console traffic through the gateway)', await benchSoak());
  process.exit(0);
}

const buildStarted = performance.now();
execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
print('build', { 'vite build': `${Math.round(performance.now() - buildStarted)} ms` });
print('bundle', benchBundle());
print('startup (npm start)', await benchStartup());
// dist/client is the build made above, served as npm start serves it (precompressed).
print('login page, first 2 s (Chromium, fresh profile)', await benchLoginPage({ staticDir: 'dist/client' }));
print('table scroll (100k rows in Chromium; goal 0 long tasks)', await benchTable());
print('gateway', await benchGateway());
print('gateway execution (in process)', await benchGatewayExecution());
print('palette search (Chromium, 100k lines, 50k customers)', await benchPalette());
// dist/client is the build made above: the bench serves it rather than building its own.
print(
  'line action from the palette (Chromium, demo world, in-page clock)',
  await benchLineAction({ staticDir: 'dist/client' }),
);
print(
  'palette search on the user path (Chromium, built console, 10k/100k/300k lines)',
  await benchPaletteUser({ staticDir: 'dist/client' }),
);
print(
  'local cache load and /subs scroll over it (Chromium, 100k cached lines)',
  await benchCache({ staticDir: 'dist/client' }),
);
print(
  'signup wizard step transition (Chromium, demo world, in-page clock)',
  await benchSignupStep({ staticDir: 'dist/client' }),
);
print('api at bench scale (1M lines; skipped without data-bench unless BENCH_SEED=1)', await benchApi());
