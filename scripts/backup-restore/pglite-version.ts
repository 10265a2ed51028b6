import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// The package's exports do not include its package.json.
const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

export async function pgliteVersion(): Promise<string> {
  return (JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')) as { version: string }).version;
}
