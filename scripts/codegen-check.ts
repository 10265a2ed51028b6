// Fails when the committed generated GraphQL code differs from what codegen writes now.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIRS = ['gateway/generated', 'client/generated'];

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of DIRS) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) files.set(join(dir, name), readFileSync(join(dir, name), 'utf8'));
  }
  return files;
}

const before = snapshot();
execFileSync('node_modules/.bin/graphql-codegen', ['--config', 'codegen.ts', '--silent'], {
  stdio: 'inherit',
});
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length > 0) {
  console.error(`generated GraphQL code was stale (now regenerated, commit it): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(`codegen: ${after.size} generated files up to date`);
