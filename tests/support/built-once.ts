import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const WAIT_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The directory `template`, built once for every test process: the first takes a lock directory and runs `build`
 * into a directory of its own, renamed into place with a ready marker; the others wait for the marker. A lock left
 * by a crashed run is taken over once it is old.
 */
export async function builtOnce(
  template: string,
  build: (directory: string) => Promise<void>,
): Promise<string> {
  const ready = join(template, 'ready');
  const lock = `${template}.lock`;
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${template}`);
    try {
      await mkdir(lock);
    } catch {
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > WAIT_MS / 2) await rm(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (existsSync(ready)) break;
      const building = `${template}.building-${process.pid}`;
      await rm(building, { recursive: true, force: true });
      await mkdir(building, { recursive: true });
      await build(building);
      await writeFile(join(building, 'ready'), new Date().toISOString());
      await rm(template, { recursive: true, force: true });
      await rename(building, template);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return template;
}
