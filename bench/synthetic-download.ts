// The cache download answered by a bench from a socket of its own: the console's request for
// /subscriptions/cached/download is rerouted there (Playwright's route.fulfill would carry the body over the DevTools
// protocol, far slower than a socket). The body is sent as the api sends it (its row count first) and gzipped as the
// gateway sends it (level 3).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** A download document of the given subscription rows (objects with the cached subscription's fields). */
export function downloadDocument(rows: readonly object[]): string {
  const parts = rows.map((row) => JSON.stringify(row));
  return `{"count":${rows.length},"modified":"2026-11-24T00:00:00.000Z","subscriptions":[${parts.join(',')}]}`;
}

export async function serveDownload(body: string, port: number) {
  const gzipped = gzipSync(body, { level: 3 });
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    });
    res.end(gzipped);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/download`,
    bytes: gzipped.length,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** How many lines the page's local cache says it holds (its IndexedDB meta record; 0 before the first load). */
export const storedCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('centralita-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            return resolve(0);
          }
          const read = db.transaction('meta').objectStore('meta').get('subscriptions');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { count?: number } | undefined)?.count ?? 0);
          };
        };
        open.onerror = () => resolve(0);
      }),
  );
