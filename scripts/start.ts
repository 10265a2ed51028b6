// `npm start`: one process serving the gateway, the built console and /idp on PORT and, unless
// API_BASE_URL is set, the embedded REST api on API_PORT (seeded with the demo world when empty).
import { startApiServer } from '../api/start-api-server';
import { startGateway } from '../gateway/start-gateway';

const started = Date.now();
const gateway = await startGateway();
const api = process.env.API_BASE_URL
  ? undefined
  : await startApiServer({
      ...process.env,
      ...(gateway.pool && !process.env.IDP_ADMIN_ACCESS_KEY_ID
        ? {
            IDP_ADMIN_ACCESS_KEY_ID: gateway.pool.adminCredentials.accessKeyId,
            IDP_ADMIN_SECRET_ACCESS_KEY: gateway.pool.adminCredentials.secretAccessKey,
          }
        : {}),
    });
console.log(
  `Centralita ready on ${gateway.url} in ${Date.now() - started} ms${api ? ` (api on ${api.url})` : ''}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await gateway.close();
    await api?.close();
    process.exit(0);
  });
}
