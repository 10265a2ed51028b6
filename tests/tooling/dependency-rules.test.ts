import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the real layering config over a throwaway tree that breaks each rule once, through the same launcher as
// `npm run lint:deps` (dependency-cruiser needs TypeScript 5's API, see tools/dependency-cruiser-typescript).

const ROOT = resolve(import.meta.dirname, '../..');

/** Each file of the fixture and what it imports; one import per rule to break. */
const FIXTURE: Record<string, string> = {
  'client/app.ts': "import { serve } from '../api/server';\nexport const app = serve;\n",
  'api/server.ts': "import { gateway } from '../gateway/gateway';\nexport const serve = gateway;\n",
  'gateway/gateway.ts': 'export const gateway = 1;\n',
  'client/features/orders/orders-page.ts':
    "import { lineName } from '../line/line-name';\nexport const page = lineName;\n",
  'client/features/line/line-name.ts': "export const lineName = 'line';\n",
  'client/ui/button.ts': "import { ROUTES } from '../routes';\nexport const button = ROUTES;\n",
  'client/routes.ts': 'export const ROUTES = [];\n',
  'schema/domain/status.ts': "import { body } from '../rest/body';\nexport const status = body;\n",
  'schema/rest/body.ts': 'export const body = 1;\n',
  // A cycle made of type-only imports: still a cycle.
  'client/session/user.ts': "import type { Brand } from './brand';\nexport type User = { brand: Brand };\n",
  'client/session/brand.ts': "import type { User } from './user';\nexport type Brand = { owner: User };\n",
};

type Violation = { from: string; to: string; rule: { name: string } };

let dir = '';
let violations: Violation[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'centralita-dependency-rules-'));
  for (const [path, source] of Object.entries(FIXTURE)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), source);
  }
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', strict: true } }),
  );
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      join(ROOT, 'tools/dependency-cruiser-typescript/register.mjs'),
      join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
      'client',
      'api',
      'gateway',
      'schema',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  violations = JSON.parse(run.stdout).summary.violations;
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the layering rules', () => {
  it.each([
    ['client-not-to-server', 'client/app.ts', 'api/server.ts'],
    ['api-not-to-gateway-or-client', 'api/server.ts', 'gateway/gateway.ts'],
    [
      'feature-not-to-other-feature',
      'client/features/orders/orders-page.ts',
      'client/features/line/line-name.ts',
    ],
    ['shared-client-not-to-routing-or-features', 'client/ui/button.ts', 'client/routes.ts'],
    ['domain-not-to-rest', 'schema/domain/status.ts', 'schema/rest/body.ts'],
  ])('%s fires on %s importing %s', (rule, from, to) => {
    expect(violations).toContainEqual(
      expect.objectContaining({ from, to, rule: expect.objectContaining({ name: rule }) }),
    );
  });

  it('no-circular fires on a cycle of type-only imports', () => {
    const cycles = violations.filter(({ rule }) => rule.name === 'no-circular');
    expect(cycles.map(({ from }) => from)).toEqual([
      expect.stringMatching(/^client\/session\/(user|brand)\.ts$/),
    ]);
  });

  it('flags nothing else', () => {
    expect(violations).toHaveLength(6);
  });
});
