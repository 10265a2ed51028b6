// `npm start`'s build step (run by scripts/launch.ts, or first of all when there is no bundle yet): builds the client
// (vite build, into dist/client) and bundles the servers (esbuild, into dist/server) only when their sources differ
// from those of the build already there, by a content hash kept with each build. A restart on unchanged sources
// skips both (the client's build alone took ~10 s).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sourceHash } from './source-hash';

export type BuildTarget = {
  name: string;
  /** Files and folders (from the project's root) whose contents make the build. */
  sources: readonly string[];
  outDir: string;
  /** Where the hash of the sources is kept, inside `outDir`: gone with the output when a new build empties it. */
  stamp: string;
  /** A file every complete build has, inside `outDir`. */
  output: string;
  build(outDir: string, root: string): void | Promise<void>;
};

/** Everything `vite build` reads to build the console, dependencies included through the lockfile. */
export const CLIENT_BUILD: BuildTarget = {
  name: 'client',
  sources: [
    'client',
    'locales',
    'schema',
    'index.html',
    'vite.config.ts',
    'tsconfig.json',
    'package-lock.json',
  ],
  outDir: 'dist/client',
  // In Vite's own folder of the build, beside its manifest: `vite build` empties the output first.
  stamp: join('.vite', 'source-hash'),
  output: 'index.html',
  build: (outDir, root) =>
    void execFileSync('node_modules/.bin/vite', ['build', '--outDir', outDir], {
      cwd: root,
      stdio: 'inherit',
    }),
};

/** What the servers' bundle is made of; the GraphQL schema and the migrations are read at run time, from schema/ and api/. */
export const SERVER_BUILD: BuildTarget = {
  name: 'server',
  sources: [
    'api',
    'gateway',
    'identity',
    'schema',
    'locales',
    'scripts/start.ts',
    'scripts/launch.ts',
    'scripts/build-if-changed.ts',
    'scripts/source-hash.ts',
    'scripts/bundle-server.ts',
    'tsconfig.json',
    'package-lock.json',
  ],
  outDir: 'dist/server',
  stamp: 'source-hash',
  output: 'launch.mjs',
  // esbuild's API loads only when there is something to bundle.
  build: async (outDir, root) => (await import('./bundle-server')).bundleServer(join(root, outDir), root),
};

type BuildOptions = { root?: string; log?: (line: string) => void };

/** What a build of `target` from its sources as they are now is stamped with: their hash and the checkout's place
 * (the servers' bundle holds its sources' absolute paths, bundle-server.ts). */
function stampFor(target: BuildTarget, root: string): string {
  return `${sourceHash(target.sources, root)} ${resolve(root)}`;
}

function builtStamp(target: BuildTarget, root: string): string | null {
  const stamp = join(root, target.outDir, target.stamp);
  const complete = existsSync(stamp) && existsSync(join(root, target.outDir, target.output));
  return complete ? readFileSync(stamp, 'utf8') : null;
}

/** Whether the build in `target.outDir` is complete and was made from its sources as they are now. */
export function isUpToDate(target: BuildTarget, root = process.cwd()): boolean {
  return builtStamp(target, root) === stampFor(target, root);
}

/** Builds `target` unless the build in its `outDir` was made from the same sources; says which it did. */
export async function buildIfChanged(
  target: BuildTarget,
  { root = process.cwd(), log = console.log }: BuildOptions = {},
): Promise<'built' | 'up to date'> {
  // Taken before the build: an edit made during the build shows at the next start.
  const stamp = stampFor(target, root);
  if (builtStamp(target, root) === stamp) {
    log(`${target.name} build in ${target.outDir} is up to date with its sources: not rebuilt`);
    return 'up to date';
  }
  const started = performance.now();
  await target.build(target.outDir, root);
  log(
    `${target.name} build in ${target.outDir} made from changed sources in ${Math.round(performance.now() - started)} ms`,
  );
  const file = join(root, target.outDir, target.stamp);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, stamp);
  return 'built';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfChanged(CLIENT_BUILD);
  await buildIfChanged(SERVER_BUILD);
}
