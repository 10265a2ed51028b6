// `npm start`'s build step: `vite build` only when the client's sources differ from those of the build in dist/client
// (a content hash kept beside the build's manifest). A restart on unchanged sources skips the ~10 s build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sourceHash } from './source-hash';

/** Everything `vite build` reads to build the console, dependencies included through the lockfile. */
export const CLIENT_SOURCES = [
  'client',
  'locales',
  'schema',
  'index.html',
  'vite.config.ts',
  'scripts/precompress-assets.ts',
  'tsconfig.json',
  'package-lock.json',
] as const;

export const CLIENT_OUT_DIR = 'dist/client';

/** In Vite's own folder of the build, beside its manifest: `vite build` empties the folder first, so a build that
 * fails halfway leaves no stamp behind and the next start builds again. */
const STAMP = join('.vite', 'source-hash');

type BuildOptions = {
  /** The project's root, where the sources are. */
  root?: string;
  outDir?: string;
  /** Runs the build into `outDir`. */
  build?: (outDir: string) => void;
  log?: (line: string) => void;
};

const viteBuild = (outDir: string) =>
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', outDir], { stdio: 'inherit' });

/** Builds the client unless the build in `outDir` was made from the same sources; says which it did. */
export function buildClientIfChanged({
  root = process.cwd(),
  outDir = CLIENT_OUT_DIR,
  build = viteBuild,
  log = console.log,
}: BuildOptions = {}): 'built' | 'up to date' {
  const hash = sourceHash(CLIENT_SOURCES, root);
  const stamp = join(root, outDir, STAMP);
  const built =
    existsSync(stamp) && existsSync(join(root, outDir, 'index.html')) ? readFileSync(stamp, 'utf8') : null;
  if (built === hash) {
    log(`client build in ${outDir} is up to date with its sources (${hash.slice(0, 12)}): not rebuilt`);
    return 'up to date';
  }
  build(outDir);
  // The hash of the sources as they were before the build: an edit made during the build shows at the next start.
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
  return 'built';
}

if (import.meta.url === `file://${process.argv[1]}`) buildClientIfChanged();
