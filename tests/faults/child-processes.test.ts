import { afterAll, describe, expect, it } from 'vitest';
import { startIdentityServer } from '../support/identity-server';
import { createTestDatabase } from '../support/test-database';
import { apiEnvironment, spawnApi, spawnGateway } from './support/stack-processes';

describe('the stack as child processes', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('serves the api and the gateway from child processes, and SIGKILL ends the api at once', async () => {
    const identity = await startIdentityServer();
    cleanups.push(() => identity.close());
    const database = await createTestDatabase('pglite');
    cleanups.push(() => database.drop());
    const api = await spawnApi(apiEnvironment(database, identity));
    cleanups.push(() => api.kill());
    const gateway = await spawnGateway(api.url, identity);
    cleanups.push(() => gateway.kill('SIGTERM'));

    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
    await api.kill('SIGKILL');
    expect(await api.exited).toBeNull();
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });
});
