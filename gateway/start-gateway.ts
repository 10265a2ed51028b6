import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createFileOutbox } from '../identity/file-outbox';
import { createUserPool, type UserPool } from '../identity/user-pool';
import { createGatewayApp } from './app';
import { type GatewayConfig, loadGatewayConfig } from './config';
import { createRestTransport } from './rest-transport';

export type RunningGateway = {
  config: GatewayConfig;
  server: Server;
  url: string;
  pool: UserPool | undefined;
  close(): Promise<void>;
};

/** Starts the gateway on its port with the embedded user pool under /idp unless IDP_EMBEDDED=false. */
export async function startGateway(env: NodeJS.ProcessEnv = process.env): Promise<RunningGateway> {
  const config = loadGatewayConfig(env);
  const dataDir = env.DATA_DIR ?? 'data';
  const log = (line: string) => console.log(`[idp] ${line}`);
  const pool = config.embeddedIdentity
    ? await createUserPool({
        dataDir: join(dataDir, 'identity'),
        issuer: config.issuer,
        poolId: config.userPoolId,
        clientId: config.clientId,
        outbox: createFileOutbox(join(dataDir, 'outbox'), log),
        log,
        ...(env.IDP_ADMIN_ACCESS_KEY_ID && env.IDP_ADMIN_SECRET_ACCESS_KEY
          ? {
              adminCredentials: {
                accessKeyId: env.IDP_ADMIN_ACCESS_KEY_ID,
                secretAccessKey: env.IDP_ADMIN_SECRET_ACCESS_KEY,
              },
            }
          : {}),
      })
    : undefined;
  const transport = createRestTransport(config.apiBaseUrl, {
    connections: config.apiConnections,
    timeoutMs: config.apiTimeoutMs,
  });
  const app = createGatewayApp({ config, identityRouter: pool?.router, restTransport: transport });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    config,
    server,
    pool,
    // The port it got (PORT=0 asks for any free one).
    url: `http://${config.host}:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await transport.close();
      await pool?.close();
    },
  };
}
