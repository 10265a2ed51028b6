import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../api/config';
import { demoPortabilityId } from '../../api/seed/demo-portabilities';
import { type ApiServer, startApiServer } from '../support/api-server';

// A Sunday and a Monday at 10:00 on Madrid's wall clock (CET, UTC+1).
const SUNDAY_10_00 = '2026-11-22T09:00:00.000Z';
const MONDAY_10_00 = '2026-11-23T09:00:00.000Z';
const ERRORED = demoPortabilityId('2020001', 2);

async function putClock(api: ApiServer, now: string | null) {
  const res = await api.call('PUT', '/test/clock', null, { now });
  return { status: res.status, body: res.body as { now?: string; error?: { code: string } } };
}

describe('test clock setting', () => {
  it('is off unless TEST_CLOCK=1, and never in production', () => {
    expect(loadApiConfig({}).testClock).toBe(false);
    expect(loadApiConfig({ TEST_CLOCK: 'true' }).testClock).toBe(false);
    expect(loadApiConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadApiConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' }).testClock).toBe(false);
  });
});

describe('PUT /test/clock, api started by default', () => {
  let api: ApiServer;
  beforeAll(async () => {
    api = await startApiServer();
  });
  afterAll(() => api?.close());

  it('answers 404 as an unknown path and moves nothing', async () => {
    const put = await putClock(api, SUNDAY_10_00);
    expect(put.status).toBe(404);
    expect(put.body.error?.code).toBe('NOT_FOUND');
    expect((await api.call('GET', '/test/clock', null)).status).toBe(404);
  });
});

describe('PUT /test/clock with TEST_CLOCK=1', () => {
  let api: ApiServer;
  let agent: string;
  beforeAll(async () => {
    api = await startApiServer({ env: { TEST_CLOCK: '1' } });
    agent = (await api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(() => api?.close());

  it('moves the instant the business-hours rule reads, and back to real time with null', async () => {
    const sunday = await putClock(api, SUNDAY_10_00);
    expect(sunday.status).toBe(200);
    expect(Date.parse(sunday.body.now ?? '') - Date.parse(SUNDAY_10_00)).toBeLessThan(5_000);
    const refused = await api.call('POST', `/portabilities/${ERRORED}/relaunch`, agent, {});
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: 'OUTSIDE_BUSINESS_HOURS' } });

    await putClock(api, MONDAY_10_00);
    const relaunched = await api.call('POST', `/portabilities/${ERRORED}/relaunch`, agent, {});
    expect(relaunched.status).toBe(200);
    expect(relaunched.body).toMatchObject({ status: 'PENDING_RELAUNCH' });

    const real = await putClock(api, null);
    expect(Math.abs(Date.parse(real.body.now ?? '') - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a body that is not an instant', async () => {
    const res = await api.call('PUT', '/test/clock', null, { now: 'sunday' });
    expect(res.status).toBe(400);
  });
});
