import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_NETWORK_UNREACHABLE_SUFFIX } from '../../api/providers/network/embedded-network';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { LineActionResult, LineServices, LineUsage } from '../../schema/rest/line-actions';
import { dumpDatabase } from '../support/database-dump';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

/** A Tuesday, 11:00 in Madrid: a live line cancelled now ends on Thursday 12 March. */
const NOW = new Date('2026-03-10T10:00:00.000Z');

const SERVICES = `subscriptionId lineNumber family status endDate icc tvStatus activeMode wifiSsid
  wifiPasswordChangedAt spn linePasswordChangedAt
  lastFibreCheck { result synced downstreamMbps upstreamMbps attenuationDb checkedAt }
  multisimCards { id type icc processId processStatus created } actions`;
const RESULT = `services { ${SERVICES} } processId notice`;

const LINE_SERVICES = `query($s: ID!) { lineServices(subscriptionId: $s) { ${SERVICES} } }`;
const LINE_USAGE = `query($s: ID!, $period: String) {
  lineUsage(subscriptionId: $s, period: $period) {
    subscriptionId period days { date voiceMinutes smsCount dataMb } totalVoiceMinutes totalSmsCount totalDataMb
  }
}`;
const TERMINATE = `mutation($s: ID!, $reason: CancellationReason!, $fiscalId: String!) {
  terminateSubscription(subscriptionId: $s, reason: $reason, fiscalId: $fiscalId) { ${RESULT} }
}`;
const CANCEL = `mutation($s: ID!, $reason: CancellationReason!, $ack: Boolean!) {
  cancelLine(subscriptionId: $s, reason: $reason, acknowledgeIrreversibleLoss: $ack) { ${RESULT} }
}`;
const TV_STATUS = `mutation($s: ID!, $status: TvStatus!) { setTvStatus(subscriptionId: $s, status: $status) { ${RESULT} } }`;
const ONT_RESET = `mutation($s: ID!) { resetOnt(subscriptionId: $s) { ${RESULT} } }`;
const SPN = `mutation($s: ID!, $spn: String!) { changeSpn(subscriptionId: $s, spn: $spn) { ${RESULT} } }`;
const ACTIVE_MODE = `mutation($s: ID!, $enabled: Boolean!) {
  setActiveMode(subscriptionId: $s, enabled: $enabled) { ${RESULT} }
}`;
const WIFI = `mutation($s: ID!, $ssid: String!, $password: String!) {
  changeWifi(subscriptionId: $s, ssid: $ssid, password: $password) { ${RESULT} }
}`;
const PASSWORD = `mutation($s: ID!, $password: String!) {
  changeLinePassword(subscriptionId: $s, password: $password) { ${RESULT} }
}`;
const FIBRE_CHECK = `mutation($s: ID!) { checkFibre(subscriptionId: $s) { ${RESULT} } }`;
const DUPLICATE_SIM = `mutation($s: ID!, $reason: DuplicateSimReason!, $icc: String!) {
  duplicateSim(subscriptionId: $s, reason: $reason, icc: $icc) { ${RESULT} }
}`;
const MULTISIM = `mutation($s: ID!, $type: MultisimType!, $icc: String!) {
  addMultisim(subscriptionId: $s, type: $type, icc: $icc) { ${RESULT} }
}`;
const CONFIG_SMS = `mutation($s: ID!) { sendConfigurationSms(subscriptionId: $s) { ${RESULT} } }`;

function icc(serial: string): string {
  const body = `893407${serial.padStart(12, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  expect(res.data ?? null, JSON.stringify(res.data)).toBeNull();
  expect(res.errors).toHaveLength(1);
  return res.errors?.[0]?.extensions;
}

describe('gateway: line actions over GraphQL', () => {
  let stack: GatewayStack;
  let manager: string;
  let agent: string;
  let nimbus: string;
  const used = new Set<string>();

  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { clock: () => NOW } });
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    manager = await tokenOf('manager@demo.test');
    agent = await tokenOf('agent@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A demo line of brand 2020001 no other test of this file uses. */
  async function pickLine(family: ProductFamily, status: SubscriptionStatus) {
    const rows = await stack.api.db
      .selectFrom('subscriptions')
      .select(['id', 'fiscal_id', 'line_number', 'icc'])
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

  /** What GET /lines/:id/services answers the manager now. */
  async function restServices(subscriptionId: string): Promise<LineServices> {
    const res = await stack.api.call('GET', `/lines/${subscriptionId}/services`, manager);
    expect(res.status).toBe(200);
    return res.body as LineServices;
  }

  /** Runs an action through the gateway and checks its answer is the line's state as REST shows it after. */
  async function act(field: string, query: string, variables: Record<string, unknown>) {
    const result = dataOf<LineActionResult>(await stack.graphql(manager, query, variables), field);
    expect(result.services).toEqual(await restServices(String(variables.s)));
    return result;
  }

  function history(subscriptionId: string) {
    return stack.api.db
      .selectFrom('subscription_history')
      .select(['action', 'status_from', 'status_to', 'reason', 'details', 'actor'])
      .where('subscription_id', '=', subscriptionId)
      .orderBy('id')
      .execute();
  }

  /** Sends a refused operation and checks it changed nothing in the api's database; answers its extensions. */
  async function refused(token: string, query: string, variables: Record<string, unknown>) {
    const before = await dumpDatabase(stack.api.db);
    const res = await stack.graphql(token, query, variables);
    const extensions = errorOf(res);
    expect(await dumpDatabase(stack.api.db)).toEqual(before);
    return extensions;
  }

  it("reads a line's usage as GET /lines/:id/usage does, for the current month or a given one; agents refused", async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const current = dataOf<LineUsage>(
      await stack.graphql(manager, LINE_USAGE, { s: mobile.id }),
      'lineUsage',
    );
    const rest = await stack.api.call('GET', `/lines/${mobile.id}/usage`, manager);
    expect(rest.status).toBe(200);
    expect(current).toEqual(rest.body);
    expect(current.period).toBe('2026-03');
    expect(current.days).toHaveLength(10);

    const february = dataOf<LineUsage>(
      await stack.graphql(manager, LINE_USAGE, { s: mobile.id, period: '2026-02' }),
      'lineUsage',
    );
    expect(february).toEqual(
      (await stack.api.call('GET', `/lines/${mobile.id}/usage?period=2026-02`, manager)).body,
    );
    expect(february.days).toHaveLength(28);

    expect(errorOf(await stack.graphql(agent, LINE_USAGE, { s: mobile.id }))).toMatchObject({ status: 403 });
    expect(errorOf(await stack.graphql(nimbus, LINE_USAGE, { s: mobile.id }))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(
      errorOf(await stack.graphql(manager, LINE_USAGE, { s: mobile.id, period: '2026-3' })),
    ).toMatchObject({
      status: 400,
    });
  });

  it('reads the services of a line as GET /lines/:id/services does; an agent is refused, another brand gets NOT_FOUND', async () => {
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    const services = dataOf<LineServices>(
      await stack.graphql(manager, LINE_SERVICES, { s: fibre.id }),
      'lineServices',
    );
    expect(services).toEqual(await restServices(fibre.id));
    expect(services).toMatchObject({ family: 'FIBRE', status: 'ACTIVE', tvStatus: null, spn: null });
    expect(services.lastFibreCheck).not.toBeNull();
    expect(services.actions).toEqual(expect.arrayContaining(['ONT_RESET', 'WIFI_CHANGE', 'FIBRE_CHECK']));

    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const mobileServices = dataOf<LineServices>(
      await stack.graphql(manager, LINE_SERVICES, { s: mobile.id }),
      'lineServices',
    );
    expect(mobileServices).toEqual(await restServices(mobile.id));
    expect(mobileServices.actions).toEqual(expect.arrayContaining(['DUPLICATE_SIM', 'ADD_MULTISIM']));

    const restAgent = await stack.api.call('GET', `/lines/${fibre.id}/services`, agent);
    expect(errorOf(await stack.graphql(agent, LINE_SERVICES, { s: fibre.id }))).toMatchObject({
      code: (restAgent.body as { error: { code: string } }).error.code,
      status: restAgent.status,
    });
    expect(restAgent.status).toBe(403);
    expect(errorOf(await stack.graphql(nimbus, LINE_SERVICES, { s: fibre.id }))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      statusClass: '4xx',
    });
    expect(errorOf(await stack.graphql(manager, LINE_SERVICES, { s: 'not-a-uuid' }))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('blocks and reactivates TV, and refuses a TV action on a mobile line with LINE_ACTION_NOT_FOR_FAMILY', async () => {
    const tv = await pickLine('TV', 'ACTIVE');
    const blocked = await act('setTvStatus', TV_STATUS, { s: tv.id, status: 'BLOCKED' });
    expect(blocked).toMatchObject({ services: { tvStatus: 'BLOCKED' }, processId: null, notice: null });
    const active = await act('setTvStatus', TV_STATUS, { s: tv.id, status: 'ACTIVE' });
    expect(active.services.tvStatus).toBe('ACTIVE');
    expect((await history(tv.id)).map((row) => [row.action, row.details, row.actor])).toEqual([
      ['TV_STATUS', { tvStatus: 'BLOCKED' }, 'manager@demo.test'],
      ['TV_STATUS', { tvStatus: 'ACTIVE' }, 'manager@demo.test'],
    ]);

    const mobile = await pickLine('MOBILE', 'ACTIVE');
    expect(await refused(manager, TV_STATUS, { s: mobile.id, status: 'BLOCKED' })).toMatchObject({
      code: 'LINE_ACTION_NOT_FOR_FAMILY',
      status: 422,
      statusClass: '4xx',
    });
  });

  it('runs the fibre actions: ONT reset with its notice, active mode, wifi, line test', async () => {
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    const reset = await act('resetOnt', ONT_RESET, { s: fibre.id });
    expect(reset.notice).toBe('ONT_RESET_INTERRUPTS_SERVICE');

    expect(
      (await act('setActiveMode', ACTIVE_MODE, { s: fibre.id, enabled: true })).services.activeMode,
    ).toBe(true);

    const wifi = await act('changeWifi', WIFI, {
      s: fibre.id,
      ssid: ' Casa Demo ',
      password: 'Secreto-wifi 9q2w',
    });
    expect(wifi.services).toMatchObject({ wifiSsid: 'Casa Demo', wifiPasswordChangedAt: NOW.toISOString() });
    expect(JSON.stringify(await dumpDatabase(stack.api.db))).not.toContain('9q2w');

    const check = await act('checkFibre', FIBRE_CHECK, { s: fibre.id });
    expect(check.services.lastFibreCheck).toMatchObject({ synced: true, checkedAt: NOW.toISOString() });

    expect((await history(fibre.id)).map((row) => row.action)).toEqual([
      'ONT_RESET',
      'ACTIVE_MODE',
      'WIFI_CHANGE',
      'FIBRE_CHECK',
    ]);
  });

  it('maps bad input to INVALID_REQUEST with the field, as REST answers it', async () => {
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    for (const [query, variables, field] of [
      [WIFI, { s: fibre.id, ssid: 'Casa', password: 'corta' }, 'password'],
      [WIFI, { s: fibre.id, ssid: 'x'.repeat(33), password: 'clave-wifi-2026' }, 'ssid'],
      [SPN, { s: mobile.id, spn: 'Demo Tel!' }, 'spn'],
      [PASSWORD, { s: mobile.id, password: 'password1' }, 'password'],
      [DUPLICATE_SIM, { s: mobile.id, reason: 'LOSS', icc: '8934071234567890120' }, 'icc'],
    ] as const) {
      const extensions = await refused(manager, query, variables);
      expect(extensions, JSON.stringify(variables)).toMatchObject({
        code: 'INVALID_REQUEST',
        status: 400,
        field,
      });
    }
  });

  it('changes the SPN (with its notice) and the password of a mobile line and sends the configuration SMS', async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const spn = await act('changeSpn', SPN, { s: mobile.id, spn: 'Demo-Tel.1' });
    expect(spn).toMatchObject({ services: { spn: 'Demo-Tel.1' }, notice: 'SPN_REBOOT_REQUIRED' });

    const password = await act('changeLinePassword', PASSWORD, { s: mobile.id, password: 'Linea2026!k4v' });
    expect(password.services.linePasswordChangedAt).toBe(NOW.toISOString());
    expect(JSON.stringify(await dumpDatabase(stack.api.db))).not.toContain('k4v');

    await act('sendConfigurationSms', CONFIG_SMS, { s: mobile.id });
    const sms = await stack.api.db
      .selectFrom('outbox_messages')
      .select(['body'])
      .where('channel', '=', 'SMS')
      .where('recipient', '=', mobile.line_number)
      .execute();
    expect(sms).toHaveLength(1);
    expect((await history(mobile.id)).map((row) => row.action)).toEqual([
      'SPN_CHANGE',
      'PASSWORD_CHANGE',
      'CONFIG_SMS',
    ]);
  });

  it('requests a duplicate SIM and adds a MultiSIM card, each with its process; refusals keep their REST code', async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const newIcc = icc('710000000001');
    const duplicate = await act('duplicateSim', DUPLICATE_SIM, {
      s: mobile.id,
      reason: 'THEFT',
      icc: newIcc,
    });
    expect(duplicate.processId).not.toBeNull();
    const process = await stack.api.db
      .selectFrom('processes')
      .select(['type', 'status', 'subscription_id'])
      .where('id', '=', duplicate.processId ?? '')
      .executeTakeFirstOrThrow();
    expect(process).toEqual({ type: 'SIM_CHANGE', status: 'INITIATED', subscription_id: mobile.id });
    expect(
      await refused(manager, DUPLICATE_SIM, { s: mobile.id, reason: 'LOSS', icc: icc('710000000002') }),
    ).toMatchObject({ code: 'LINE_PROCESS_RUNNING', status: 409, statusClass: '4xx' });

    const other = await pickLine('MOBILE', 'ACTIVE');
    const cardIcc = icc('720000000001');
    const multisim = await act('addMultisim', MULTISIM, {
      s: other.id,
      type: 'VOICE_AND_DATA',
      icc: cardIcc,
    });
    expect(multisim.services.multisimCards).toMatchObject([
      { type: 'VOICE_AND_DATA', icc: cardIcc, processId: multisim.processId, processStatus: 'INITIATED' },
    ]);
    expect(await refused(manager, MULTISIM, { s: other.id, type: 'DATA', icc: newIcc })).toMatchObject({
      code: 'ICC_IN_USE',
      status: 422,
      field: 'icc',
    });
  });

  it('cancels a line only with the acknowledgement and terminates another at once, then refuses it with 409', async () => {
    const line = await pickLine('MOBILE', 'ACTIVE');
    expect(
      await refused(manager, CANCEL, { s: line.id, reason: 'CUSTOMER_REQUEST', ack: false }),
    ).toMatchObject({ code: 'LINE_LOSS_NOT_ACKNOWLEDGED', status: 422 });
    const cancelled = await act('cancelLine', CANCEL, { s: line.id, reason: 'CUSTOMER_REQUEST', ack: true });
    expect(cancelled.services).toMatchObject({ status: 'PENDING_TERMINATION', endDate: '2026-03-12' });

    const fibre = await pickLine('FIBRE', 'ACTIVE');
    const variables = { s: fibre.id, reason: 'UNPAID', fiscalId: fibre.fiscal_id.toLowerCase() };
    const terminated = dataOf<LineActionResult>(
      await stack.graphql(manager, TERMINATE, variables),
      'terminateSubscription',
    );
    expect(terminated.services).toMatchObject({ status: 'TERMINATED', endDate: '2026-03-10' });
    expect(terminated.services).toEqual(await restServices(fibre.id));
    expect(await history(fibre.id)).toMatchObject([
      { action: 'TERMINATE', status_from: 'ACTIVE', status_to: 'TERMINATED', reason: 'UNPAID' },
    ]);

    const rest = await stack.api.call('POST', '/terminateSubscription', manager, {
      subscriptionId: fibre.id,
      reason: 'UNPAID',
      fiscalId: fibre.fiscal_id,
    });
    expect(rest.status).toBe(409);
    expect(await refused(manager, TERMINATE, variables)).toMatchObject({
      code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      status: 409,
      statusClass: '4xx',
    });
  });

  it('maps a network failure (line number ending 0000) to PROVIDER_ERROR 502 and writes nothing', async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    await stack.api.db
      .updateTable('subscriptions')
      .set({ line_number: `60001${EMBEDDED_NETWORK_UNREACHABLE_SUFFIX}` })
      .where('id', '=', mobile.id)
      .execute();
    await stack.api.db
      .updateTable('subscriptions')
      .set({ line_number: `91101${EMBEDDED_NETWORK_UNREACHABLE_SUFFIX}` })
      .where('id', '=', fibre.id)
      .execute();
    const restRefusal = await stack.api.call('PUT', `/lines/${mobile.id}/spn`, manager, { spn: 'DemoTel' });
    expect(restRefusal.status).toBe(502);
    for (const [query, variables] of [
      [SPN, { s: mobile.id, spn: 'DemoTel' }],
      [DUPLICATE_SIM, { s: mobile.id, reason: 'LOSS', icc: icc('730000000001') }],
      [ONT_RESET, { s: fibre.id }],
      [FIBRE_CHECK, { s: fibre.id }],
    ] as const) {
      expect(await refused(manager, query, variables), JSON.stringify(variables)).toMatchObject({
        code: 'PROVIDER_ERROR',
        status: 502,
        statusClass: '5xx',
      });
    }
    expect(await history(mobile.id)).toEqual([]);
    expect(await history(fibre.id)).toEqual([]);
  });

  it("gives another brand's admin NOT_FOUND for every action on brand 2020001's lines, changing nothing", async () => {
    const mobile = await pickLine('MOBILE', 'ACTIVE');
    const fibre = await pickLine('FIBRE', 'ACTIVE');
    for (const [query, variables] of [
      [CANCEL, { s: mobile.id, reason: 'FRAUD', ack: true }],
      [TERMINATE, { s: mobile.id, reason: 'FRAUD', fiscalId: mobile.fiscal_id }],
      [SPN, { s: mobile.id, spn: 'Nimbus' }],
      [CONFIG_SMS, { s: mobile.id }],
      [ACTIVE_MODE, { s: fibre.id, enabled: true }],
      [WIFI, { s: fibre.id, ssid: 'Nimbus', password: 'clave-wifi-2026' }],
    ] as const) {
      expect(await refused(nimbus, query, variables), JSON.stringify(variables)).toMatchObject({
        code: 'NOT_FOUND',
        status: 404,
      });
    }
  });
});
