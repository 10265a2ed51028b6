import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|wasm)$/;

/**
 * Brotli's quality: 6 compresses the console's 2.7 MB of chunks in under a second and to 5 % under gzip -9; 11 is
 * 8 % smaller again but takes 10-15 s on a loaded two-core machine, on every build, e2e builds included
 * (docs/decisions.md, "Precompressed assets").
 */
const BROTLI_QUALITY = 6;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/]\./.test(file.slice(dir.length)));
}

/**
 * Writes x.br and x.gz beside every compressible file under `dir` (dot-folders such as .vite/ left out), each only
 * when it is smaller than the file. The gateway sends them to browsers that accept them (gateway/static-assets.ts).
 * zlib's asynchronous calls run on libuv's pool, so the files compress on every core at once.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number }> {
  const files = await filesUnder(resolve(dir));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return { files: files.length };
}

/** Vite plugin: once a build is written, precompresses its output directory (public files and index.html included). */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'centralita:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
