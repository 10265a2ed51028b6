import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../../gateway/app';
import { loadGatewayConfig } from '../../gateway/config';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const SCRIPT = 'export const greeting = "hola";\n'.repeat(20);
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

/** A GET as a browser sends it, the body as received: Node's fetch would ask for and undo compression itself. */
function get(base: string, path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      `${base}${path}`,
      { headers: { connection: 'close', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('gateway: the built console, precompressed where the build wrote br and gz beside a file', () => {
  // Under a dot-folder, as the e2e builds are (.tmp/dist-<port>).
  // A fresh clone has no .tmp yet.
  mkdirSync(resolve('.tmp'), { recursive: true });
  const root = mkdtempSync(join(resolve('.tmp'), 'static-assets-'));
  const staticDir = join(root, '.build');
  const servers: Server[] = [];
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), PAGE);
    writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(PAGE));
    writeFileSync(join(staticDir, 'index.html.gz'), gzipSync(PAGE));
    writeFileSync(join(staticDir, 'assets', 'file-Ab12.js'), SCRIPT);
    writeFileSync(join(staticDir, 'assets', 'file-Ab12.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(staticDir, 'assets', 'file-Ab12.js.gz'), gzipSync(SCRIPT));
    // As in another engineer's build without precompressed files.
    writeFileSync(join(staticDir, 'assets', 'plain-Cd34.css'), 'body{margin:0}');
    writeFileSync(join(staticDir, 'theme-init.js'), 'document.documentElement.dataset.theme="light";');
    const server = createServer(
      createGatewayApp({
        // No request here reaches the api: the address is never called.
        config: { ...loadGatewayConfig({}), port: 0, apiBaseUrl: 'http://127.0.0.1:9', staticDir },
        log: () => undefined,
      }),
    );
    servers.push(server);
    base = await listen(server);
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('answers br to a browser that takes br, with the script type, Vary and a year of immutable cache', async () => {
    const answer = await get(base, '/assets/file-Ab12.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('answers gzip to a client that takes only gzip', async () => {
    const answer = await get(base, '/assets/file-Ab12.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('answers the file itself to a client that takes no encoding, still saying the answer varies by it', async () => {
    const answer = await get(base, '/assets/file-Ab12.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('serves a file the build did not precompress as it is, to a browser that takes br', async () => {
    const answer = await get(base, '/assets/plain-Cd34.css', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.toString()).toBe('body{margin:0}');
  });

  it('answers a console route with index.html, compressed and never cached without revalidation', async () => {
    const compressed = await get(base, '/subs/922761883', 'gzip, br');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.body.equals(brotliCompressSync(PAGE))).toBe(true);
    const plain = await get(base, '/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('revalidates an unhashed public file, and answers 404 for an asset the build does not have', async () => {
    const theme = await get(base, '/theme-init.js', 'br');
    expect(theme.status).toBe(200);
    expect(theme.headers['cache-control']).toBe('no-cache');
    const missing = await get(base, '/assets/gone-Zz99.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('id="root"');
  });
});
