import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

/** A Tuesday, 11:00 in Madrid: inside business hours for every action. */
const NOW = new Date('2026-03-10T10:00:00.000Z');

/** What the console asks of a line action: the line after it, with its services (no holder, no product). */
const LINE_AFTER = `subscription {
  subscriptionId lineNumber alias status endDate icc modified
  services { subscriptionId status tvStatus activeMode wifiSsid spn linePasswordChangedAt actions }
} processId notice`;

type ActionCase = {
  field: string;
  family: ProductFamily;
  arguments: string;
  variables: (line: { id: string; fiscalId: string }) => Record<string, unknown>;
};

function icc(serial: string): string {
  const body = `893407${serial.padStart(12, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

const ACTIONS: readonly ActionCase[] = [
  {
    field: 'terminateSubscription',
    family: 'MOBILE',
    arguments: '$s: ID!, $reason: CancellationReason!, $fiscalId: String!',
    variables: (line) => ({ s: line.id, reason: 'CUSTOMER_REQUEST', fiscalId: line.fiscalId }),
  },
  {
    field: 'cancelLine',
    family: 'MOBILE',
    arguments: '$s: ID!, $reason: CancellationReason!, $acknowledgeIrreversibleLoss: Boolean!',
    variables: (line) => ({ s: line.id, reason: 'CUSTOMER_REQUEST', acknowledgeIrreversibleLoss: true }),
  },
  {
    field: 'setTvStatus',
    family: 'TV',
    arguments: '$s: ID!, $status: TvStatus!',
    variables: (line) => ({ s: line.id, status: 'BLOCKED' }),
  },
  { field: 'resetOnt', family: 'FIBRE', arguments: '$s: ID!', variables: (line) => ({ s: line.id }) },
  {
    field: 'changeSpn',
    family: 'MOBILE',
    arguments: '$s: ID!, $spn: String!',
    variables: (line) => ({ s: line.id, spn: 'Demo-Tel.1' }),
  },
  {
    field: 'setActiveMode',
    family: 'FIBRE',
    arguments: '$s: ID!, $enabled: Boolean!',
    variables: (line) => ({ s: line.id, enabled: true }),
  },
  {
    field: 'changeWifi',
    family: 'FIBRE',
    arguments: '$s: ID!, $ssid: String!, $password: String!',
    variables: (line) => ({ s: line.id, ssid: 'Casa Demo', password: 'Secreto-wifi 9q2w' }),
  },
  {
    field: 'changeLinePassword',
    family: 'MOBILE',
    arguments: '$s: ID!, $password: String!',
    variables: (line) => ({ s: line.id, password: 'Linea2026!k4v' }),
  },
  { field: 'checkFibre', family: 'FIBRE', arguments: '$s: ID!', variables: (line) => ({ s: line.id }) },
  {
    field: 'duplicateSim',
    family: 'MOBILE',
    arguments: '$s: ID!, $reason: DuplicateSimReason!, $icc: String!',
    variables: (line) => ({ s: line.id, reason: 'THEFT', icc: icc('730000000001') }),
  },
  {
    field: 'addMultisim',
    family: 'MOBILE',
    arguments: '$s: ID!, $type: MultisimType!, $icc: String!',
    variables: (line) => ({ s: line.id, type: 'VOICE_AND_DATA', icc: icc('740000000001') }),
  },
  {
    field: 'sendConfigurationSms',
    family: 'MOBILE',
    arguments: '$s: ID!',
    variables: (line) => ({ s: line.id }),
  },
];

/** `$s: ID!, $x: T` → `subscriptionId: $s, x: $x`. */
function argumentsOf(declaration: string): string {
  return declaration
    .split(',')
    .map((part) => part.trim().split(':')[0]?.slice(1) ?? '')
    .map((name) => (name === 's' ? 'subscriptionId: $s' : `${name}: $${name}`))
    .join(', ');
}

// The counting proxy between gateway and api sees every REST call the gateway makes for one action.
describe('gateway: one line action is one REST call', () => {
  let stack: GatewayStack;
  let manager: string;
  const used = new Set<string>();

  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { clock: () => NOW } });
    manager = (await stack.api.signIn('manager@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  async function pickLine(family: ProductFamily) {
    const rows = await stack.api.db
      .selectFrom('subscriptions')
      .select(['id', 'fiscal_id', 'line_number'])
      .where('brand_id', '=', '2020001')
      .where('family', '=', family)
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .execute();
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`no unused ${family} ACTIVE demo line left`);
    used.add(row.id);
    return { id: row.id, fiscalId: row.fiscal_id, lineNumber: row.line_number };
  }

  it.each(ACTIONS)('$field answers the line and its services from a single REST call', async (action) => {
    const line = await pickLine(action.family);
    const document = `mutation(${action.arguments}) {
      ${action.field}(${argumentsOf(action.arguments)}) { ${LINE_AFTER} }
    }`;
    stack.restCalls.length = 0;
    const res = await stack.graphql(manager, document, action.variables(line));
    expect(res.errors).toBeUndefined();
    expect(stack.restCalls).toHaveLength(1);
    const answer = res.data?.[action.field] as {
      subscription: {
        subscriptionId: string;
        lineNumber: string;
        status: string;
        services: { status: string };
      };
    };
    expect(answer.subscription).toMatchObject({ subscriptionId: line.id, lineNumber: line.lineNumber });
    // The line and its services come from the same moment: the status agrees with what the api now holds.
    const now = await stack.api.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(answer.subscription.status).toBe(now.status);
    expect(answer.subscription.services.status).toBe(now.status);
  });

  it('an alias change answers the line from a single REST call', async () => {
    const line = await pickLine('MOBILE');
    const res = await stack.graphql(
      manager,
      `mutation($s: ID!, $alias: String!, $fiscalId: String!) {
        changeSubscriptionAlias(subscriptionId: $s, alias: $alias, fiscalId: $fiscalId) {
          subscriptions { subscriptionId alias modified }
        }
      }`,
      { s: line.id, alias: 'Móvil de casa', fiscalId: line.fiscalId },
    );
    expect(res.errors).toBeUndefined();
    expect(stack.restCalls).toHaveLength(1);
    expect(res.data?.changeSubscriptionAlias).toMatchObject({
      subscriptions: [{ subscriptionId: line.id, alias: 'Móvil de casa' }],
    });
  });

  it('the line view reads a line and its services by number in a single REST call', async () => {
    const line = await pickLine('FIBRE');
    const res = await stack.graphql(
      manager,
      `query($n: String!) { subscription(lineNumber: $n) { subscriptionId lineNumber services { activeMode actions } } }`,
      { n: line.lineNumber },
    );
    expect(res.errors).toBeUndefined();
    expect(stack.restCalls).toEqual([`GET /line-numbers/${line.lineNumber}`]);
    expect(res.data?.subscription).toMatchObject({ subscriptionId: line.id, lineNumber: line.lineNumber });
  });

  it("a number outside the caller's channels is not found, as a number nobody has", async () => {
    const nimbusLine = await stack.api.db
      .selectFrom('subscriptions')
      .select('line_number')
      .where('brand_id', '=', '3000003')
      .executeTakeFirstOrThrow();
    const query = 'query($n: String!) { subscription(lineNumber: $n) { subscriptionId } }';
    const foreign = await stack.graphql(manager, query, { n: nimbusLine.line_number });
    const missing = await stack.graphql(manager, query, { n: '699999999' });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
