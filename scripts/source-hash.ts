import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `path` (or `path` itself when it is a file), as paths relative to `root`, sorted. */
function filesOf(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .sort();
}

/**
 * A SHA-256 over the names and contents of every file under `paths` (files or folders, relative to `root`): it
 * changes when a file is added, removed, renamed or edited, and not when one is only touched. A path that does not
 * exist counts as such, so creating it changes the hash too.
 */
export function sourceHash(paths: readonly string[], root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    const files = filesOf(root, path);
    hash.update(`${path}\0${files.length === 0 ? 'missing' : files.length}\0`);
    for (const file of files) {
      const content = createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest('hex');
      hash.update(`${file}\0${content}\n`);
    }
  }
  return hash.digest('hex');
}
