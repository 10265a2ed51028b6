import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `import.meta.url` and `import.meta.dirname` as the source file's own, written into the bundle: the server reads
 * files beside its sources (the migrations, the GraphQL schema), which must be found from the bundle too.
 */
const sourceLocation: Plugin = {
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
          .replaceAll('import.meta.filename', JSON.stringify(path)),
        loader: 'ts',
      };
    });
  },
};

/**
 * scripts/start.ts and the servers' TypeScript as one ES module (and a chunk for each lazy import) in `outDir`, with
 * scripts/launch.ts beside it, for `npm start` to run with plain Node: under tsx, resolving and compiling the ~500 modules one by one was 2 s of
 * CPU in each start. Packages stay in node_modules, loaded by Node as they would be.
 */
export async function bundleServer(outDir: string, root = process.cwd()): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { start: join(root, 'scripts', 'start.ts'), launch: join(root, 'scripts', 'launch.ts') },
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // As tsx does: names in stack traces and `.name` stay the sources' own.
    keepNames: true,
    outExtension: { '.js': '.mjs' },
    plugins: [sourceLocation],
    logLevel: 'warning',
  });
}
