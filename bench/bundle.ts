// Initial JavaScript of the login route: the entry chunk, its static imports and the login page chunk, gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
};
const DIST = 'dist/client';

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file))).length / 1024;
}

function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

export function benchBundle(): Record<string, string> {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('run `npm run build` first (vite manifest missing)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const loginKeys = Object.keys(manifest).filter((k) => /features\/auth\/.*login/i.test(k));
  const login = closure(manifest, [...entries, ...loginKeys]);
  const all = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0);
  const loginFiles = [...login].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  // The console after sign-in: the shell, the palette and the first queue (/subs), beyond what login loaded.
  const consoleKeys = Object.keys(manifest).filter((k) =>
    /shell\/content-layout|palette\/command-palette|features\/subscriptions\/subscriptions-page/.test(k),
  );
  const consoleFiles = [...closure(manifest, consoleKeys)]
    .filter((k) => !login.has(k))
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'));
  return {
    'login route initial JS (gzip)': `${sum(loginFiles).toFixed(1)} kB in ${loginFiles.length} files (goal <= 110)`,
    'console chunks beyond login: shell, palette, /subs (gzip)': `${sum([...new Set(consoleFiles)]).toFixed(1)} kB in ${new Set(consoleFiles).size} files (goal <= 150)`,
    'all JS chunks (gzip)': `${sum([...new Set(all.map((c) => c.file))]).toFixed(1)} kB in ${all.length} chunks`,
  };
}
