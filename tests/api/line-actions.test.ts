import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTerminationSweepStep } from '../../api/line-actions/line-termination-sweep-step';
import { completeProcess } from '../../api/processes/settle-process';
import {
  EMBEDDED_NETWORK_FAULTY_FIBRE_SUFFIX,
  EMBEDDED_NETWORK_UNREACHABLE_SUFFIX,
} from '../../api/providers/network/embedded-network';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { LineActionResult, LineServices, LineUsage } from '../../schema/rest/line-actions';
import { type ApiResponse, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Api = Awaited<ReturnType<typeof startApiServer>>;

/** A Tuesday, 11:00 in Madrid: the cancelled lines of these tests end on Thursday 12 March. */
const NOW = new Date('2026-03-10T10:00:00.000Z');

function icc(serial: string): string {
  const body = `893407${serial.padStart(12, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

describe('line actions over HTTP', () => {
  let api: Api;
  let token: string;
  const used = new Set<string>();

  beforeAll(async () => {
    api = await startApiServer({ clock: () => NOW });
    token = (await api.signIn('manager@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A demo line of brand 2020001 not used by another test of this file. */
  async function pickLine(family: ProductFamily, status: SubscriptionStatus) {
    const rows = await api.db
      .selectFrom('subscriptions')
      .select(['id', 'fiscal_id', 'line_number', 'icc', 'status'])
      .where('brand_id', '=', '2020001')
      .where('family', '=', family)
      .where('status', '=', status)
      .orderBy('id')
      .execute();
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`no unused ${family} ${status} demo line left`);
    used.add(row.id);
    return row;
  }

  function act(method: string, subscriptionId: string, action: string, body: unknown): Promise<ApiResponse> {
    return api.call(method, `/lines/${subscriptionId}/${action}`, token, body);
  }

  function history(subscriptionId: string) {
    return api.db
      .selectFrom('subscription_history')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .orderBy('id')
      .execute();
  }

  function errorCode(res: ApiResponse): string | undefined {
    return (res.body as { error?: { code?: string } }).error?.code;
  }

  async function expectRefused(request: () => Promise<ApiResponse>, status: number, code: string) {
    const before = await dumpDatabase(api.db);
    const res = await request();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(errorCode(res)).toBe(code);
    expect(await dumpDatabase(api.db)).toEqual(before);
    return res;
  }

  it('shows the service state of a fibre line (demo SSID and line test, defaults) and the actions it allows', async () => {
    const line = await pickLine('FIBRE', 'ACTIVE');
    const res = await api.call('GET', `/lines/${line.id}/services`, token);
    expect(res.status).toBe(200);
    const services = res.body as LineServices;
    expect(services).toMatchObject({
      subscriptionId: line.id,
      family: 'FIBRE',
      status: 'ACTIVE',
      tvStatus: null,
      activeMode: false,
      wifiSsid: `MiFibra-${line.line_number.slice(-4)}`,
      wifiPasswordChangedAt: null,
      spn: null,
      linePasswordChangedAt: null,
      lastFibreCheck: { result: 'OK', synced: true },
      multisimCards: [],
    });
    expect(services.actions).toEqual(
      expect.arrayContaining(['ONT_RESET', 'WIFI_CHANGE', 'FIBRE_CHECK', 'ACTIVE_MODE', 'CANCEL_LINE']),
    );
    expect(services.actions).not.toContain('TV_STATUS');
    expect(services.actions).not.toContain('DUPLICATE_SIM');
  });

  it("meters a line's daily use for a month: every day up to today, zero outside the line's service", async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const march = await api.call('GET', `/lines/${mobile.id}/usage`, token);
    expect(march.status, JSON.stringify(march.body)).toBe(200);
    const usage = march.body as LineUsage;
    // NOW is 10 March 2026 in Madrid: the current month, its first ten days.
    expect(usage.period).toBe('2026-03');
    expect(usage.days.map((day) => day.date)).toEqual(
      Array.from({ length: 10 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`),
    );
    expect(usage.totalVoiceMinutes).toBe(usage.days.reduce((sum, day) => sum + day.voiceMinutes, 0));
    expect(usage.totalDataMb).toBeGreaterThan(0);
    const again = await api.call('GET', `/lines/${mobile.id}/usage?period=2026-03`, token);
    expect(again.body).toEqual(usage);

    const february = (await api.call('GET', `/lines/${mobile.id}/usage?period=2026-02`, token))
      .body as LineUsage;
    expect(february.days).toHaveLength(28);

    const { start_date: startDate } = await api.db
      .selectFrom('subscriptions')
      .select(sql<string>`to_char(start_date, 'YYYY-MM')`.as('start_date'))
      .where('id', '=', mobile.id)
      .executeTakeFirstOrThrow();
    const before = (await api.call('GET', `/lines/${mobile.id}/usage?period=2000-01`, token))
      .body as LineUsage;
    expect(startDate > '2000-01').toBe(true);
    expect(before.days).toHaveLength(31);
    expect(before.totalVoiceMinutes + before.totalSmsCount + before.totalDataMb).toBe(0);

    const tv = await pickLine('TV', 'ACTIVE');
    const tvUsage = (await api.call('GET', `/lines/${tv.id}/usage`, token)).body as LineUsage;
    expect(tvUsage.totalDataMb + tvUsage.totalVoiceMinutes).toBe(0);

    const bad = await api.call('GET', `/lines/${mobile.id}/usage?period=2026-13`, token);
    expect(bad.status).toBe(400);
  });

  it('blocks and reactivates the TV service of a TV line, with a history row each time', async () => {
    const line = await pickLine('TV', 'ACTIVE');
    const blocked = await act('PUT', line.id, 'tv-status', { status: 'BLOCKED' });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect((blocked.body as LineActionResult).services.tvStatus).toBe('BLOCKED');
    const active = await act('PUT', line.id, 'tv-status', { status: 'ACTIVE' });
    expect((active.body as LineActionResult).services.tvStatus).toBe('ACTIVE');
    const rows = await history(line.id);
    expect(rows.map((row) => [row.action, row.status_from, row.status_to, row.details, row.actor])).toEqual([
      ['TV_STATUS', 'ACTIVE', 'ACTIVE', { tvStatus: 'BLOCKED' }, 'manager@demo.test'],
      ['TV_STATUS', 'ACTIVE', 'ACTIVE', { tvStatus: 'ACTIVE' }, 'manager@demo.test'],
    ]);
  });

  it('resets the ONT of a fibre line and warns that the service stops for 1 to 4 minutes', async () => {
    const line = await pickLine('FIBRE', 'ACTIVE');
    const res = await act('POST', line.id, 'ont-reset', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as LineActionResult).notice).toBe('ONT_RESET_INTERRUPTS_SERVICE');
    const [row] = await history(line.id);
    expect(row).toMatchObject({ action: 'ONT_RESET', details: { interruptionMinutes: { min: 1, max: 4 } } });
  });

  it('changes the SPN of a mobile line and says the customer must reboot the device', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    const res = await act('PUT', line.id, 'spn', { spn: 'Demo-Tel.1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body as LineActionResult;
    expect(result.notice).toBe('SPN_REBOOT_REQUIRED');
    expect(result.services.spn).toBe('Demo-Tel.1');
    expect(await history(line.id)).toMatchObject([{ action: 'SPN_CHANGE', details: { spn: 'Demo-Tel.1' } }]);
    const invalid = await act('PUT', line.id, 'spn', { spn: 'Demo Tel!' });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { error: { field: string; message: string } }).error).toMatchObject({
      field: 'spn',
      message: 'domain.validation.invalidSpn',
    });
  });

  it('toggles the active mode of a fibre line', async () => {
    const line = await pickLine('FIBRE', 'ACTIVE');
    const on = await act('PUT', line.id, 'active-mode', { enabled: true });
    expect((on.body as LineActionResult).services.activeMode).toBe(true);
    const off = await act('PUT', line.id, 'active-mode', { enabled: false });
    expect((off.body as LineActionResult).services.activeMode).toBe(false);
    expect((await history(line.id)).map((row) => row.details)).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it('changes the wifi of a fibre line without storing the password anywhere', async () => {
    const line = await pickLine('FIBRE', 'ACTIVE');
    const password = 'Secreto-wifi 8f3k';
    const res = await act('PUT', line.id, 'wifi', { ssid: ' Casa Demo ', password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { services } = res.body as LineActionResult;
    expect(services.wifiSsid).toBe('Casa Demo');
    expect(services.wifiPasswordChangedAt).toBe(NOW.toISOString());
    expect(JSON.stringify(await dumpDatabase(api.db))).not.toContain(password);
    expect(await history(line.id)).toMatchObject([{ action: 'WIFI_CHANGE', details: { ssid: 'Casa Demo' } }]);

    for (const [bad, field] of [
      [{ ssid: 'Casa', password: 'corta' }, 'password'],
      [{ ssid: 'Casa', password: 'x'.repeat(64) }, 'password'],
      [{ ssid: 'Casa', password: 'contraseña-wifi' }, 'password'],
      [{ ssid: 'x'.repeat(33), password }, 'ssid'],
    ] as const) {
      const refused = await act('PUT', line.id, 'wifi', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect((refused.body as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it('changes the password of a line by the password rule, storing only when', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    const weak = await act('PUT', line.id, 'password', { password: 'password1' });
    expect(weak.status).toBe(400);
    expect((weak.body as { error: { message: string } }).error.message).toBe('validation.passwordUppercase');
    const password = 'Linea2026!q7z';
    const res = await act('PUT', line.id, 'password', { password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as LineActionResult).services.linePasswordChangedAt).toBe(NOW.toISOString());
    // The whole password (a part as short as 'q7z' can turn up by chance in a random key of the seed).
    expect(JSON.stringify(await dumpDatabase(api.db))).not.toContain(password);
    expect(await history(line.id)).toMatchObject([{ action: 'PASSWORD_CHANGE' }]);
  });

  it('runs a fibre line test and keeps it; a cut fibre answers NO_SYNC', async () => {
    const line = await pickLine('FIBRE', 'ACTIVE');
    const res = await act('POST', line.id, 'fibre-check', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const check = (res.body as LineActionResult).services.lastFibreCheck;
    expect(check).toMatchObject({ synced: true, checkedAt: NOW.toISOString() });
    expect(['OK', 'DEGRADED']).toContain(check?.result);
    expect(check?.downstreamMbps).toBeGreaterThan(0);

    const faulty = await pickLine('FIBRE', 'ACTIVE');
    await api.db
      .updateTable('subscriptions')
      .set({ line_number: `91000${EMBEDDED_NETWORK_FAULTY_FIBRE_SUFFIX}` })
      .where('id', '=', faulty.id)
      .execute();
    const cut = await act('POST', faulty.id, 'fibre-check', {});
    expect(cut.status).toBe(200);
    expect((cut.body as LineActionResult).services.lastFibreCheck).toMatchObject({
      result: 'NO_SYNC',
      synced: false,
      downstreamMbps: 0,
    });
    expect(await history(faulty.id)).toMatchObject([
      { action: 'FIBRE_CHECK', details: { result: 'NO_SYNC' } },
    ]);
  });

  it('requests a duplicate SIM: a SIM_CHANGE process with the new ICC, one at a time, never a card in use', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    const newIcc = icc('100000000001');
    const res = await act('POST', line.id, 'duplicate-sim', { reason: 'THEFT', icc: newIcc });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { processId } = res.body as LineActionResult;
    const process = await api.db
      .selectFrom('processes')
      .selectAll()
      .where('id', '=', processId ?? '')
      .executeTakeFirstOrThrow();
    expect(process).toMatchObject({
      type: 'SIM_CHANGE',
      status: 'INITIATED',
      subscription_id: line.id,
      details: { icc: newIcc, previousIcc: line.icc, reason: 'THEFT' },
    });
    expect(await history(line.id)).toMatchObject([
      { action: 'DUPLICATE_SIM', reason: 'THEFT', details: { icc: newIcc, processId } },
    ]);

    await expectRefused(
      () => act('POST', line.id, 'duplicate-sim', { reason: 'LOSS', icc: icc('100000000002') }),
      409,
      'LINE_PROCESS_RUNNING',
    );
    const other = await pickLine('MOBILE', 'ACTIVE');
    const taken = await expectRefused(
      () => act('POST', other.id, 'duplicate-sim', { reason: 'LOSS', icc: newIcc }),
      422,
      'ICC_IN_USE',
    );
    expect((taken.body as { error: { field: string } }).error.field).toBe('icc');
    await expectRefused(
      () => act('POST', other.id, 'duplicate-sim', { reason: 'LOSS', icc: line.icc }),
      422,
      'ICC_IN_USE',
    );
    // Once the network has carried it out, the line answers on the new card.
    await api.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('processes')
        .selectAll()
        .where('id', '=', processId ?? '')
        .forUpdate()
        .executeTakeFirstOrThrow();
      expect(await completeProcess(trx, locked, 'test', new Date())).toBe('COMPLETED');
    });
    const settled = await api.db
      .selectFrom('subscriptions')
      .select(['icc', 'status'])
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ icc: newIcc, status: 'ACTIVE' });

    const bad = await act('POST', other.id, 'duplicate-sim', { reason: 'LOSS', icc: '8934071234567890120' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { field: string; message: string } }).error).toMatchObject({
      field: 'icc',
      message: 'domain.validation.invalidIcc',
    });
  });

  it('adds a MultiSIM card through an ADD_MULTISIM process and lists it on the line', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    const cardIcc = icc('200000000001');
    const res = await act('POST', line.id, 'multisim', { type: 'VOICE_AND_DATA', icc: cardIcc });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { processId, services } = res.body as LineActionResult;
    expect(services.multisimCards).toMatchObject([
      { type: 'VOICE_AND_DATA', icc: cardIcc, processId, processStatus: 'INITIATED' },
    ]);
    const process = await api.db
      .selectFrom('processes')
      .select(['type', 'status'])
      .where('id', '=', processId ?? '')
      .executeTakeFirstOrThrow();
    expect(process).toEqual({ type: 'ADD_MULTISIM', status: 'INITIATED' });
    expect(await history(line.id)).toMatchObject([
      { action: 'ADD_MULTISIM', details: { type: 'VOICE_AND_DATA', icc: cardIcc, processId } },
    ]);
    await expectRefused(
      () => act('POST', line.id, 'multisim', { type: 'DATA', icc: cardIcc }),
      422,
      'ICC_IN_USE',
    );
  });

  it('sends the configuration SMS to the line number through the outbox', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    const res = await act('POST', line.id, 'configuration-sms', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sms = await api.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'SMS')
      .where('recipient', '=', line.line_number)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ brand_id: '2020001', subject: null });
    expect(sms[0]?.body).toContain('APN');
    expect(await history(line.id)).toMatchObject([{ action: 'CONFIG_SMS' }]);
  });

  it('cancels a live line only with the acknowledgement, then the sweep terminates it on its end date', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    const path = `/lines/${line.id}/cancel`;
    await expectRefused(
      () => api.call('POST', path, token, { reason: 'CUSTOMER_REQUEST', acknowledgeIrreversibleLoss: false }),
      422,
      'LINE_LOSS_NOT_ACKNOWLEDGED',
    );
    await expectRefused(
      () => api.call('POST', path, token, { reason: 'CUSTOMER_REQUEST' }),
      400,
      'INVALID_REQUEST',
    );

    const res = await api.call('POST', path, token, {
      reason: 'CUSTOMER_REQUEST',
      acknowledgeIrreversibleLoss: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as LineActionResult).services).toMatchObject({
      status: 'PENDING_TERMINATION',
      endDate: '2026-03-12',
    });
    expect(await history(line.id)).toMatchObject([
      {
        action: 'CANCEL_LINE',
        status_from: 'ACTIVE',
        status_to: 'PENDING_TERMINATION',
        reason: 'CUSTOMER_REQUEST',
      },
    ]);

    // The day before the end date nothing is due; from midnight of the end date (Madrid) the line terminates.
    expect(await lineTerminationSweepStep.run(api.db, new Date('2026-03-11T22:59:00.000Z'))).toBe(0);
    expect(await lineTerminationSweepStep.run(api.db, new Date('2026-03-11T23:00:00.000Z'))).toBe(1);
    expect(await lineTerminationSweepStep.run(api.db, new Date('2026-03-12T09:00:00.000Z'))).toBe(0);
    const after = await api.call('GET', `/lines/${line.id}/services`, token);
    expect((after.body as LineServices).status).toBe('TERMINATED');
    expect((after.body as LineServices).actions).toEqual([]);
    expect((await history(line.id)).at(-1)).toMatchObject({
      action: 'TERMINATE',
      status_from: 'PENDING_TERMINATION',
      status_to: 'TERMINATED',
      actor: 'sweep',
    });
  });

  it('cancels a line that is not live yet at once', async () => {
    const line = await pickLine('MOBILE', 'PENDING_ACTIVATION');
    const res = await act('POST', line.id, 'cancel', { reason: 'FRAUD', acknowledgeIrreversibleLoss: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as LineActionResult).services).toMatchObject({
      status: 'CANCELED',
      endDate: '2026-03-10',
    });
    expect(await history(line.id)).toMatchObject([
      { action: 'CANCEL_LINE', status_from: 'PENDING_ACTIVATION', status_to: 'CANCELED', reason: 'FRAUD' },
    ]);
  });

  it('terminates a line at once through POST /terminateSubscription, for its own customer only', async () => {
    const line = await pickLine('FIBRE', 'ACTIVE');
    const other = await pickLine('MOBILE', 'ACTIVE');
    const body = { subscriptionId: line.id, reason: 'UNPAID', fiscalId: other.fiscal_id };
    if (other.fiscal_id !== line.fiscal_id) {
      await expectRefused(() => api.call('POST', '/terminateSubscription', token, body), 404, 'NOT_FOUND');
    }
    const res = await api.call('POST', '/terminateSubscription', token, {
      ...body,
      fiscalId: line.fiscal_id.toLowerCase(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as LineActionResult).services).toMatchObject({
      status: 'TERMINATED',
      endDate: '2026-03-10',
    });
    expect(await history(line.id)).toMatchObject([
      { action: 'TERMINATE', status_from: 'ACTIVE', status_to: 'TERMINATED', reason: 'UNPAID' },
    ]);
    await expectRefused(
      () => api.call('POST', '/terminateSubscription', token, { ...body, fiscalId: line.fiscal_id }),
      409,
      'SUBSCRIPTION_ACTION_NOT_ALLOWED',
    );
  });

  it('refuses actions for another family or status and changes nothing', async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    const terminated = await pickLine('MOBILE', 'TERMINATED');
    await expectRefused(
      () => act('PUT', mobile.id, 'tv-status', { status: 'BLOCKED' }),
      422,
      'LINE_ACTION_NOT_FOR_FAMILY',
    );
    await expectRefused(() => act('POST', mobile.id, 'ont-reset', {}), 422, 'LINE_ACTION_NOT_FOR_FAMILY');
    await expectRefused(
      () => act('POST', fibre.id, 'duplicate-sim', { reason: 'LOSS', icc: icc('300000000001') }),
      422,
      'LINE_ACTION_NOT_FOR_FAMILY',
    );
    await expectRefused(
      () => act('POST', fibre.id, 'configuration-sms', {}),
      422,
      'LINE_ACTION_NOT_FOR_FAMILY',
    );
    await expectRefused(
      () => act('PUT', terminated.id, 'spn', { spn: 'DemoTel' }),
      409,
      'SUBSCRIPTION_ACTION_NOT_ALLOWED',
    );
    await expectRefused(
      () => act('POST', terminated.id, 'cancel', { reason: 'FRAUD', acknowledgeIrreversibleLoss: true }),
      409,
      'SUBSCRIPTION_ACTION_NOT_ALLOWED',
    );
    await expectRefused(() => act('POST', 'not-a-uuid', 'ont-reset', {}), 404, 'NOT_FOUND');
  });

  it('answers PROVIDER_ERROR and writes nothing when the network does not answer', async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    await api.db
      .updateTable('subscriptions')
      .set({ line_number: `60000${EMBEDDED_NETWORK_UNREACHABLE_SUFFIX}` })
      .where('id', '=', mobile.id)
      .execute();
    await api.db
      .updateTable('subscriptions')
      .set({ line_number: `91100${EMBEDDED_NETWORK_UNREACHABLE_SUFFIX}` })
      .where('id', '=', fibre.id)
      .execute();
    await expectRefused(() => act('PUT', mobile.id, 'spn', { spn: 'DemoTel' }), 502, 'PROVIDER_ERROR');
    await expectRefused(
      () => act('POST', mobile.id, 'duplicate-sim', { reason: 'LOSS', icc: icc('400000000001') }),
      502,
      'PROVIDER_ERROR',
    );
    await expectRefused(
      () => act('PUT', fibre.id, 'wifi', { ssid: 'Casa', password: 'clave-wifi-2026' }),
      502,
      'PROVIDER_ERROR',
    );
    await expectRefused(() => act('POST', fibre.id, 'fibre-check', {}), 502, 'PROVIDER_ERROR');
  });
});
