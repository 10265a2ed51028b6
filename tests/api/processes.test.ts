import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processSweepStep } from '../../api/processes/process-sweep-step';
import { demoProcessId } from '../../api/seed/demo-processes';
import { assertSubscriptionAllows } from '../../api/subscriptions/assert-subscription-allows';
import { SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import type { Process, ProcessWithHistory } from '../../schema/rest/processes';
import { type ApiResponse, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;
type Page = { items: Process[]; nextCursor: string | null; totalEstimate: number };

function page(res: ApiResponse): Page {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
}

describe('subscription lifecycle assertion', () => {
  it('throws 409 SUBSCRIPTION_ACTION_NOT_ALLOWED when refused', () => {
    expect(() => assertSubscriptionAllows('TERMINATE', 'TERMINATED')).toThrow(
      expect.objectContaining({ status: 409, code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED' }),
    );
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(() => assertSubscriptionAllows('FIBRE_CHECK', status)).toSatisfy(() => true);
    }
  });
});

describe('processes over HTTP', () => {
  let api: Api;
  let manager: string;
  let agent: string;
  let nimbus: string;

  beforeAll(async () => {
    api = await startApiServer();
    manager = (await api.signIn('manager@demo.test')).accessToken;
    agent = (await api.signIn('agent@demo.test')).accessToken;
    nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists the brand’s processes newest first, a page at a time, across types and statuses', async () => {
    const first = page(await api.call('GET', '/processes?limit=25', manager));
    expect(first.items).toHaveLength(25);
    expect(first.totalEstimate).toBeGreaterThanOrEqual(28);
    expect(first.nextCursor).not.toBeNull();
    const second = page(
      await api.call(
        'GET',
        `/processes?limit=25&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
        manager,
      ),
    );
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.every((p) => p.brandId === '2020001')).toBe(true);
    const created = all.map((p) => p.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(all.map((p) => p.type)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((p) => p.status))).toEqual(
      new Set(['INITIATED', 'COMPLETED', 'CANCELED', 'ERRORED']),
    );
    expect(all.some((p) => p.channelId === '2020001002')).toBe(true);
    expect((await api.call('GET', '/processes', agent)).status).toBe(403);
  });

  it('filters by type and status and searches by the start of the document or the mobile number', async () => {
    const completed = page(await api.call('GET', '/processes?status=COMPLETED&limit=100', manager)).items;
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((p) => p.status === 'COMPLETED')).toBe(true);
    const changes = page(await api.call('GET', '/processes?type=PRODUCT_CHANGE&limit=100', manager)).items;
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((p) => p.type === 'PRODUCT_CHANGE')).toBe(true);
    const sample = completed[0] as Process;
    const byDocument = page(
      await api.call('GET', `/processes?search=${sample.document.slice(0, 6).toLowerCase()}`, manager),
    ).items;
    expect(byDocument.map((p) => p.id)).toContain(sample.id);
    expect(byDocument.every((p) => p.document.startsWith(sample.document.slice(0, 6)))).toBe(true);
    const byLine = page(await api.call('GET', `/processes?search=${sample.mobileNumber}`, manager)).items;
    expect(byLine.map((p) => p.id)).toContain(sample.id);
    const oldestFirst = page(await api.call('GET', '/processes?order=asc&limit=100', manager)).items;
    expect(oldestFirst.map((p) => p.created)).toEqual(oldestFirst.map((p) => p.created).sort());
  });

  it('shows one process with its history; another brand’s process is 404', async () => {
    const res = await api.call('GET', `/process?id=${demoProcessId('2020001', 0)}`, manager);
    expect(res.status).toBe(200);
    const process = res.body as ProcessWithHistory;
    expect(process.status).toBe('COMPLETED');
    expect(process.history.map((h) => [h.statusFrom, h.statusTo])).toEqual([
      [null, 'INITIATED'],
      ['INITIATED', 'COMPLETED'],
    ]);
    expect((await api.call('GET', `/process?id=${demoProcessId('3000003', 0)}`, manager)).status).toBe(404);
    expect((await api.call('GET', `/process?id=${demoProcessId('2020001', 0)}`, nimbus)).status).toBe(404);
  });

  it('cancels an INITIATED process, restoring the line’s status; a finished one answers 409 unchanged', async () => {
    const initiated = page(
      await api.call('GET', '/processes?status=INITIATED&type=PRODUCT_CHANGE&limit=100', manager),
    ).items[0];
    if (!initiated) throw new Error('the demo seed has no INITIATED product change');
    const line = await api.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', initiated.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(line.status).toBe('PENDING_PRODUCT_CHANGE');
    const res = await api.call('POST', `/processes/${initiated.id}/cancel`, manager, { reason: 'FRAUD' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const canceled = res.body as ProcessWithHistory;
    expect(canceled).toMatchObject({ status: 'CANCELED', cancelReason: 'FRAUD' });
    expect(canceled.history.at(-1)).toMatchObject({
      action: 'CANCEL',
      statusFrom: 'INITIATED',
      statusTo: 'CANCELED',
      reason: 'FRAUD',
      actor: 'manager@demo.test',
    });
    const after = await api.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', initiated.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('ACTIVE');
    const history = await api.db
      .selectFrom('subscription_history')
      .selectAll()
      .where('subscription_id', '=', initiated.subscriptionId)
      .execute();
    expect(history.map((h) => [h.action, h.status_from, h.status_to, h.reason])).toEqual([
      ['PRODUCT_CHANGE_CANCELED', 'PENDING_PRODUCT_CHANGE', 'ACTIVE', 'FRAUD'],
    ]);

    for (const id of [initiated.id, demoProcessId('2020001', 0)]) {
      const before = await dumpDatabase(api.db);
      const refused = await api.call('POST', `/processes/${id}/cancel`, manager, { reason: 'FRAUD' });
      expect(refused.status).toBe(409);
      expect((refused.body as { error: { code: string } }).error.code).toBe('PROCESS_ACTION_NOT_ALLOWED');
      expect(await dumpDatabase(api.db)).toEqual(before);
    }
    const before = await dumpDatabase(api.db);
    const hidden = await api.call('POST', `/processes/${demoProcessId('2020001', 3)}/cancel`, nimbus, {
      reason: 'FRAUD',
    });
    expect(hidden.status).toBe(404);
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('the sweep completes every due process and applies it; nothing before it is due', async () => {
    const initiated = await api.db
      .selectFrom('processes')
      .selectAll()
      .where('status', '=', 'INITIATED')
      .orderBy('due_at')
      .execute();
    expect(initiated.length).toBeGreaterThan(0);
    const earliest = initiated[0]?.due_at as Date;
    expect(await processSweepStep.run(api.db, new Date(earliest.getTime() - 1))).toBe(0);
    const advanced = await processSweepStep.run(api.db, new Date('2031-01-01T00:00:00Z'));
    expect(advanced).toBe(initiated.length);
    const after = await api.db
      .selectFrom('processes')
      .select(['id', 'status', 'type', 'subscription_id', 'details'])
      .where(
        'id',
        'in',
        initiated.map((p) => p.id),
      )
      .execute();
    expect(after.every((p) => p.status === 'COMPLETED' || p.status === 'ERRORED')).toBe(true);
    for (const process of after.filter((p) => p.type === 'PRODUCT_CHANGE' && p.status === 'COMPLETED')) {
      const line = await api.db
        .selectFrom('subscriptions')
        .select(['status', 'product_id'])
        .where('id', '=', process.subscription_id)
        .executeTakeFirstOrThrow();
      expect(line).toEqual({ status: 'ACTIVE', product_id: process.details.productId });
    }
    const history = await api.db
      .selectFrom('process_history')
      .select(['status_to', 'actor'])
      .where(
        'process_id',
        'in',
        initiated.map((p) => p.id),
      )
      .where('status_from', '=', 'INITIATED')
      .execute();
    expect(history).toHaveLength(initiated.length);
    expect(history.every((h) => h.actor === 'system:process-sweep')).toBe(true);
    expect(await processSweepStep.run(api.db, new Date('2031-01-01T00:00:00Z'))).toBe(0);
  });
});
