import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../schema/rest/endpoints';
import { startApiServer } from '../support/api-server';

describe('GET /openapi.json', () => {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  beforeAll(async () => {
    api = await startApiServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('documents every endpoint of the contract, without a token', async () => {
    const res = await api.call('GET', '/openapi.json', null);
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(documented.sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
    expect(doc.paths['/user/channel']?.put).toMatchObject({ 'x-access': 'agent' });
  });
});
