import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { parse } from 'graphql';
import { defineConfig, type Plugin } from 'vite';

const GQL_IMPORT = /import \{ graphql \} from '((?:\.\.\/)+|\.\/)generated\/gql';/;
// A template without interpolation (`$` alone starts a GraphQL variable).
const GQL_CALL = /graphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const GENERATED_DOCUMENT =
  /export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*\}))?\) as unknown as/g;

type GeneratedDocument = { text: string; meta: string | undefined };

/** The documents codegen wrote into client/generated/graphql.ts, by variable name (`SessionDocument`...). */
export function generatedDocuments(generated: string): Map<string, GeneratedDocument> {
  const documents = new Map<string, GeneratedDocument>();
  for (const [, name = '', text = '', meta] of generated.matchAll(GENERATED_DOCUMENT)) {
    // The text is written below as a JSON string: a template's escapes would read differently there.
    if (text.includes('\\')) throw new Error(`${name}: escapes in a generated document are not supported`);
    documents.set(name, { text, meta });
  }
  return documents;
}

/** The name codegen gives the document of a `graphql(...)` source, as the client preset's babel plugin does. */
function documentVariableName(source: string): string | undefined {
  const [definition] = parse(source).definitions;
  if (definition?.kind === 'OperationDefinition' && definition.name)
    return `${definition.name.value}Document`;
  if (definition?.kind === 'FragmentDefinition') return `${definition.name.value}FragmentDoc`;
  return undefined;
}

/**
 * A module calling `graphql(...)` with each call replaced by the document codegen generated for it, or null when the
 * module does not import `graphql`. Line breaks are kept so that positions after a call do not move.
 */
export function inlineGraphqlDocuments(
  code: string,
  documents: Map<string, GeneratedDocument>,
): string | null {
  const gqlImport = GQL_IMPORT.exec(code);
  if (!gqlImport) return null;
  const inlined = code.replace(GQL_CALL, (call, source: string) => {
    const name = documentVariableName(source);
    const document = name ? documents.get(name) : undefined;
    if (!document)
      throw new Error(`${name ?? 'an unnamed document'} is not in client/generated: run npm run codegen`);
    const meta = document.meta ? `, ${document.meta}` : '';
    const lineBreaks = '\n'.repeat(call.split('\n').length - 1);
    return `/*#__PURE__*/ new TypedDocumentString(${JSON.stringify(document.text)}${meta})${lineBreaks}`;
  });
  if (/\bgraphql\(/.test(inlined))
    throw new Error('a graphql(...) call is not a plain template: it cannot be inlined');
  return inlined.replace(
    GQL_IMPORT,
    `import { TypedDocumentString } from '${gqlImport[1]}generated/graphql';`,
  );
}

/**
 * The client preset's `graphql(...)` looks its document up in a map of every document of the console
 * (client/generated/gql.ts), and a module of generated documents lands whole in one chunk, so the console's first load
 * carried every document (13 kB gzip). This writes each call's generated document (same text, same persisted hash)
 * into the module that calls it, so a chunk carries its own documents only. Tests run without it, through the map;
 * tests/client/inline-graphql-documents.test.ts checks that both give the same documents.
 */
function graphqlDocumentsInline(): Plugin {
  let generatedGraphql = '';
  return {
    name: 'centralita:graphql-documents-inline',
    enforce: 'pre',
    configResolved() {
      // Next to this file, whatever the build's root (bench/table.ts builds a fixture page with this config).
      generatedGraphql = fileURLToPath(new URL('./client/generated/graphql.ts', import.meta.url));
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !GQL_IMPORT.test(code)) return null;
      this.addWatchFile(generatedGraphql);
      const inlined = inlineGraphqlDocuments(
        code,
        generatedDocuments(readFileSync(generatedGraphql, 'utf8')),
      );
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}

/** Text the browser fetches; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|wasm)$/;
/**
 * Brotli's quality: 6 compresses the console's 2.7 MB of chunks in under a second and to 5 % under gzip -9; 11 is
 * 8 % smaller again but takes 10-15 s on a loaded two-core machine, on every build, e2e builds included
 * (docs/decisions.md, "Serving like production").
 */
const BROTLI_QUALITY = 6;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Once a build is written, x.br and x.gz beside every compressible file of the output (public files and index.html
 * included; dot-folders such as .vite/ left out), each only when smaller than the file: the gateway sends them to
 * browsers that accept them (gateway/static-assets.ts). zlib's asynchronous calls run on libuv's pool, on every core.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'centralita:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => !/[\\/]\./.test(file.slice(outDir.length)));
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
    },
  };
}

const gateway = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  // precompressAssets: x.br and x.gz beside each file, which the gateway serves (gateway/static-assets.ts).
  plugins: [graphqlDocumentsInline(), react(), tailwindcss(), precompressAssets()],
  // theme-init.js must stay a plain, unbundled file served as /theme-init.js (see index.html).
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle.ts reads the manifest to measure what the login route loads.
    manifest: true,
    rollupOptions: {
      // schema/domain declares zod schemas at module level next to the plain functions the client uses
      // (canAccess, homePathFor...). Marking zod's builders pure lets unused schemas, and zod with them, drop
      // out of the entry chunk (measured: entry 143 kB -> 121 kB gzip).
      // The documents of client/generated/graphql.ts are `new TypedDocumentString(...)`: pure, so that only the class is
      // kept from it once graphqlDocumentsInline has copied each document where it is used.
      treeshake: { manualPureFunctions: ['z', 'TypedDocumentString'] },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/graphql': gateway,
      '/idp': gateway,
      '/console-config.json': gateway,
      '/brand-logos': gateway,
    },
  },
});
