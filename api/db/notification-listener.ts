import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PglitePgConnection } from './pglite-pg-connection';

/** What a listener is told: a notification, or that notifications may be missed from now until `listening`. */
export type NotificationHandlers = {
  notified(payload: string): void;
  listening(): void;
  interrupted(): void;
};

export type StopListening = () => Promise<void>;

const RECONNECT_MS = [100, 500, 2_000, 5_000];

/**
 * LISTEN on a PostgreSQL server over a connection of its own (pooled connections come and go), reconnecting
 * after a loss. Between the loss and the next LISTEN, notifications are missed: `interrupted` says so first.
 */
export async function listenOnServer(
  databaseUrl: string,
  channel: string,
  handlers: NotificationHandlers,
  onError: (error: unknown) => void,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => handlers.notified(message.payload ?? ''));
    next.on('error', onError);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      handlers.interrupted();
      if (!stopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      failures = 0;
      if (!stopped && client === next) handlers.listening();
    } catch (error) {
      onError(error);
      if (client === next) {
        client = null;
        await next.end().catch(() => {});
        if (!stopped) scheduleReconnect();
      }
    }
  };
  const scheduleReconnect = () => {
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 5_000;
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    handlers.interrupted();
    await last?.end().catch(() => {});
  };
}

/**
 * LISTEN on the embedded PGlite: its notifications arrive before the statement that caused them returns. They
 * come through the pool's connection for the api's statements, and through PGlite for its own query methods.
 */
export async function listenOnPglite(
  pglite: PGlite,
  connection: PglitePgConnection,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, (payload) => handlers.notified(payload));
  const stopHearing = connection.onNotification((from, payload) => {
    if (from === channel) handlers.notified(payload);
  });
  handlers.listening();
  return async () => {
    handlers.interrupted();
    stopHearing();
    await unlisten();
  };
}
