import { startGateway } from './start-gateway';

const gateway = await startGateway();
console.log(`gateway listening on ${gateway.url} (api at ${gateway.config.apiBaseUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void gateway.close().then(() => process.exit(0)));
}
