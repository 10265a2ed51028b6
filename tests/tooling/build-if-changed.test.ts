import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, CLIENT_BUILD, isUpToDate, SERVER_BUILD } from '../../scripts/build-if-changed';
import { sourceHash } from '../../scripts/source-hash';

function write(root: string, path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

describe('npm start builds the client only when its sources changed', () => {
  let root: string;
  let builds: number;
  const build = (outDir: string) => {
    builds += 1;
    write(root, join(outDir, 'index.html'), `<!doctype html><!-- build ${builds} -->`);
  };
  const start = () => buildIfChanged({ ...CLIENT_BUILD, build }, { root, log: () => undefined });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'centralita-build-if-changed-'));
    builds = 0;
    write(root, 'client/main.tsx', 'export const main = 1;\n');
    write(root, 'client/features/auth/login-page.tsx', 'export default function LoginPage() {}\n');
    write(root, 'locales/es/auth.json', '{"title":"Entrar"}');
    write(root, 'schema/domain/roles.ts', "export const ROLES = ['ADMIN'];\n");
    write(root, 'index.html', '<div id="root"></div>');
    write(root, 'vite.config.ts', 'export default {};\n');
    write(root, 'package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the hash while nothing changes, touching a file included', () => {
    const hash = sourceHash(CLIENT_BUILD.sources, root);
    utimesSync(join(root, 'client/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(sourceHash(CLIENT_BUILD.sources, root)).toBe(hash);
  });

  it.each([
    ['a source edited', () => write(root, 'client/main.tsx', 'export const main = 2;\n')],
    ['a source added', () => write(root, 'client/features/auth/new-form.tsx', 'export {};\n')],
    ['a source removed', () => rmSync(join(root, 'client/features/auth/login-page.tsx'))],
    ['a catalogue edited', () => write(root, 'locales/es/auth.json', '{"title":"Acceder"}')],
    [
      'the shared schema edited',
      () => write(root, 'schema/domain/roles.ts', "export const ROLES = ['AGENT'];\n"),
    ],
    ['index.html edited', () => write(root, 'index.html', '<main id="root"></main>')],
    ['the Vite config edited', () => write(root, 'vite.config.ts', 'export default { base: "/" };\n')],
    ['a dependency changed', () => write(root, 'package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
    ['the tsconfig created', () => write(root, 'tsconfig.json', '{}')],
  ])('changes the hash with %s', (_what, change) => {
    const hash = sourceHash(CLIENT_BUILD.sources, root);
    change();
    expect(sourceHash(CLIENT_BUILD.sources, root)).not.toBe(hash);
  });

  it('does not count files outside the sources (the api, the build itself)', () => {
    const hash = sourceHash(CLIENT_BUILD.sources, root);
    write(root, 'api/app.ts', 'export const api = 1;\n');
    write(root, 'dist/client/assets/index-Ab12.js', 'console.log(1);\n');
    expect(sourceHash(CLIENT_BUILD.sources, root)).toBe(hash);
  });

  it('builds on the first start, skips the next one, and builds again after an edit', async () => {
    expect(isUpToDate(CLIENT_BUILD, root)).toBe(false);
    expect(await start()).toBe('built');
    expect(isUpToDate(CLIENT_BUILD, root)).toBe(true);
    expect(await start()).toBe('up to date');
    expect(builds).toBe(1);
    write(root, 'client/main.tsx', 'export const main = 3;\n');
    expect(isUpToDate(CLIENT_BUILD, root)).toBe(false);
    expect(await start()).toBe('built');
    expect(await start()).toBe('up to date');
    expect(builds).toBe(2);
  });

  it('builds again when the build went missing, whatever its stamp says', async () => {
    expect(await start()).toBe('built');
    rmSync(join(root, 'dist/client/index.html'));
    expect(await start()).toBe('built');
    expect(builds).toBe(2);
  });

  it('builds again at the next start when a build failed', async () => {
    expect(await start()).toBe('built');
    write(root, 'client/main.tsx', 'export const main = 4;\n');
    const failing = () => {
      throw new Error('vite build failed');
    };
    await expect(
      buildIfChanged({ ...CLIENT_BUILD, build: failing }, { root, log: () => undefined }),
    ).rejects.toThrow('vite build failed');
    expect(await start()).toBe('built');
    expect(builds).toBe(2);
  });

  it("keeps the servers' bundle apart: a client edit leaves its hash, an api edit changes it", () => {
    write(root, 'api/app.ts', 'export const api = 1;\n');
    const server = sourceHash(SERVER_BUILD.sources, root);
    write(root, 'client/main.tsx', 'export const main = 5;\n');
    expect(sourceHash(SERVER_BUILD.sources, root)).toBe(server);
    write(root, 'api/app.ts', 'export const api = 2;\n');
    expect(sourceHash(SERVER_BUILD.sources, root)).not.toBe(server);
  });

  it("builds again when the checkout moved, as the servers' bundle names its sources by their place", async () => {
    expect(await start()).toBe('built');
    const moved = `${root}-moved`;
    renameSync(root, moved);
    root = moved;
    expect(await start()).toBe('built');
    expect(await start()).toBe('up to date');
  });
});
