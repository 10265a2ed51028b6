import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Api, type ApiLog, createApi } from './app';
import { type ApiConfig, loadApiConfig } from './config';
import { createExpressServer } from './http/express-server';

export type RunningApi = {
  api: Api;
  config: ApiConfig;
  server: Server;
  url: string;
  close(): Promise<void>;
};

/** Starts the api on API_HOST:API_PORT (port 0 picks a free one); close() stops listening and closes the database. */
export async function startApiServer(
  env: NodeJS.ProcessEnv = process.env,
  log?: ApiLog,
  clock?: () => Date,
): Promise<RunningApi> {
  const config: ApiConfig = { ...loadApiConfig(env), ...(clock ? { clock } : {}) };
  const api = await createApi(config, log);
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const listening = createExpressServer(api.app);
      listening.once('error', reject);
      listening.listen(config.port, config.host, () => {
        listening.off('error', reject);
        resolve(listening);
      });
    });
  } catch (error) {
    await api.close();
    throw error;
  }
  // Idle keep-alive sockets outlive the gateway pool's own idle timeout (4 s), so the api never closes a socket the
  // gateway is about to reuse; PGlite runs in this process and can delay the close timer past the client's.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const { port } = server.address() as AddressInfo;
  try {
    await api.maintenance?.announce(config.host, port);
  } catch (error) {
    server.close();
    await api.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    api,
    config,
    server,
    url: `http://${config.host}:${port}`,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await api.close();
      })();
      return closing;
    },
  };
}
