import { startApiServer } from './start-api-server';

const running = await startApiServer();
console.log(`[api] listening on ${running.url} (${running.api.dbKind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // PGlite writes its files on close: exit only after the database is closed.
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[api] failed to close cleanly', error);
        process.exit(1);
      },
    );
  });
}
