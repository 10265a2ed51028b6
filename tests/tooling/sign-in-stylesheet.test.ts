import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The login page's first bytes carry a stylesheet of its own (client/styles/sign-in.css) built only from the files
// its @source lines name; the console's full stylesheet loads with the console's resources. A module the login page
// renders from, not named there, would show unstyled until then: this lists every module the entry and the login
// page import statically (dynamic imports load behind the console's resources or are not rendered before them).

const STYLESHEET = 'client/styles/sign-in.css';

/** The client modules reachable from the entry and the login page through static imports. */
async function staticallyImported(): Promise<string[]> {
  const result = await build({
    entryPoints: ['client/main.tsx', 'client/features/auth/login-page.tsx'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'sign-in-closure',
    logLevel: 'silent',
    jsx: 'automatic',
    plugins: [
      {
        name: 'static-imports-only',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' || args.path.endsWith('.css')
              ? { path: args.path, external: true }
              : undefined,
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs).filter(
    (file) => file.startsWith('client/') && /\.tsx?$/.test(file),
  );
}

/** The stylesheet's @source entries as paths from the repository's root ("client/routing", "client/*.tsx"). */
function sources(): string[] {
  const css = readFileSync(STYLESHEET, 'utf8');
  return [...css.matchAll(/^@source "([^"]+)";$/gm)].map((match) =>
    relative('.', join(dirname(STYLESHEET), match[1] ?? '')),
  );
}

function covers(source: string, file: string): boolean {
  const anyOfFolder = source.match(/^(.*)\/\*(\.\w+)$/);
  if (anyOfFolder) return dirname(file) === anyOfFolder[1] && file.endsWith(anyOfFolder[2] ?? '');
  return file === source || file.startsWith(`${source}/`);
}

describe("the login page's own stylesheet", () => {
  it('names every module the login page renders from before the console stylesheet loads', async () => {
    const modules = await staticallyImported();
    expect(modules).toContain('client/features/auth/sign-in-form.tsx');
    expect(modules).toContain('client/ui/form/form-text-field.tsx');
    const named = sources();
    const missing = modules.filter((file) => !named.some((source) => covers(source, file)));
    expect(missing).toEqual([]);
  });

  it('is built from those sources only, not the whole client', () => {
    expect(readFileSync(STYLESHEET, 'utf8')).toMatch(/^@import "tailwindcss" source\(none\);$/m);
  });
});
