import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { API_NODE_FLAGS } from '../../api/node-flags';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

test('npm run start:api starts the api with its V8 flags', () => {
  const words = packageJson.scripts['start:api']?.split(/\s+/) ?? [];
  for (const flag of API_NODE_FLAGS) expect(words).toContain(flag);
  // Before the script's file: flags after it would reach the api as its own arguments, not node's.
  expect(words.indexOf('api/main.ts')).toBeGreaterThan(
    Math.max(...API_NODE_FLAGS.map((f) => words.indexOf(f))),
  );
});

test('this node accepts the flags and runs with them', () => {
  const run = spawnSync(
    process.execPath,
    [
      ...API_NODE_FLAGS,
      '-e',
      "process.stdout.write(String(require('node:v8').getHeapStatistics().total_heap_size > 0))",
    ],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toBe('true');
});
