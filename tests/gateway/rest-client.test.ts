import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRestClient, type RestClient } from '../../gateway/rest-client';
import { createRestTransport, type RestTransport } from '../../gateway/rest-transport';
import { customerEndpoints } from '../../schema/rest/customers';
import { portabilityEndpoints } from '../../schema/rest/portabilities';
import { processEndpoints } from '../../schema/rest/processes';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

// A Sunday: the api's business hours (Mon-Fri 09:00-20:00 Madrid) are closed.
const SUNDAY = new Date('2026-10-11T10:00:00Z');

async function refusal(call: Promise<unknown>): Promise<GraphQLError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

// The gateway's REST client on the real api, through the counting proxy, for endpoints the GraphQL schema does
// not cover yet: typed calls, path and query building, and the mapping of 404, 409 and 422.
describe("gateway REST client: the contract's endpoints against the real api", () => {
  let stack: GatewayStack;
  let transport: RestTransport;
  let rest: RestClient;
  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { clock: () => SUNDAY } });
    transport = createRestTransport(stack.config.apiBaseUrl, { connections: 2 });
    rest = createRestClient(transport, (await stack.api.signIn('admin@demo.test')).accessToken);
  });
  afterAll(async () => {
    await transport?.close();
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('builds the query string from the endpoint and parses the page with its schema', async () => {
    const page = await rest.call(customerEndpoints.listSubscriptions, {
      query: { limit: '50', sort: 'created' },
    });
    expect(stack.restCalls).toEqual(['GET /subscriptions?limit=50&sort=created']);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toMatchObject({ brandId: '2020001', lineNumber: expect.stringMatching(/^\d+$/) });
  });

  it('404: fills and escapes path parameters', async () => {
    const error = await refusal(
      rest.call(portabilityEndpoints.cancelPortability, {
        params: { id: 'no/such' },
        body: { reason: 'CUSTOMER_REQUEST' },
      }),
    );
    expect(stack.restCalls).toEqual(['POST /portabilities/no%2Fsuch/cancel']);
    expect(error.extensions).toEqual({ code: 'NOT_FOUND', status: 404, statusClass: '4xx' });
  });

  it('409 and 422: a refused transition and a rule of the business calendar keep their codes', async () => {
    const { items } = await rest.call(portabilityEndpoints.listPortabilities, { query: { limit: '100' } });
    const initiated = items.find((p) => p.status === 'INITIATED');
    const errored = items.find((p) => p.status === 'ERRORED');
    if (!initiated || !errored) throw new Error('the demo world has no INITIATED or ERRORED portability');

    const notRelaunchable = await refusal(
      rest.call(portabilityEndpoints.relaunchPortability, { params: { id: initiated.id } }),
    );
    expect(notRelaunchable.extensions).toMatchObject({
      code: 'PORTABILITY_NOT_RELAUNCHABLE',
      status: 409,
      statusClass: '4xx',
    });
    const closed = await refusal(
      rest.call(portabilityEndpoints.cancelPortability, {
        params: { id: errored.id },
        body: { reason: 'CUSTOMER_REQUEST' },
      }),
    );
    expect(closed.extensions).toMatchObject({
      code: 'OUTSIDE_BUSINESS_HOURS',
      status: 422,
      statusClass: '4xx',
    });
  });

  describe('the compiled contract check', () => {
    /** The same transport, keeping every answer body it parsed. */
    function recording(): { transport: RestTransport; bodies: unknown[] } {
      const bodies: unknown[] = [];
      return {
        bodies,
        transport: {
          async send(...args) {
            const answer = await transport.send(...args);
            bodies.push(answer.body);
            return answer;
          },
          close: async () => {},
        },
      };
    }

    it("hands over the api's page itself when the check accepts it, and zod's copy when it does not apply", async () => {
      const { transport: kept, bodies } = recording();
      const token = (await stack.api.signIn('admin@demo.test')).accessToken;
      const client = createRestClient(kept, token, { compareContractCheck: true });
      const page = await client.call(customerEndpoints.listSubscriptions, { query: { limit: '50' } });
      expect(page.items).toHaveLength(50);
      expect(page).toBe(bodies[0]);
      // The processes page carries a free-form `details` record, which the check leaves to zod.
      const processes = await client.call(processEndpoints.listProcesses, { query: { limit: '25' } });
      expect(processes.items.length).toBeGreaterThan(0);
      expect(processes).not.toBe(bodies[1]);
      expect(processes).toEqual(bodies[1]);
    });

    it('outside production, an answer the check accepts but zod would not return as it is fails the call', async () => {
      const token = (await stack.api.signIn('admin@demo.test')).accessToken;
      const acceptsAnything = () => () => true;
      const tampered = {
        send: async (...args: Parameters<RestTransport['send']>) => {
          const answer = await transport.send(...args);
          const body = answer.body as { items: Array<Record<string, unknown>> };
          body.items[0] = { ...body.items[0], lineNumber: 612345678 };
          return answer;
        },
        close: async () => {},
      };
      const compared = createRestClient(tampered, token, {
        compareContractCheck: true,
        contractCheckOf: acceptsAnything,
      });
      await expect(
        compared.call(customerEndpoints.listSubscriptions, { query: { limit: '25' } }),
      ).rejects.toThrow(/compiled contract check accepted an answer of \/subscriptions\?limit=25/);
      // In production the check is trusted: that is what makes it cheaper than zod.
      const trusted = createRestClient(tampered, token, { contractCheckOf: acceptsAnything });
      const page = await trusted.call(customerEndpoints.listSubscriptions, { query: { limit: '25' } });
      expect(page.items[0]?.lineNumber).toBe(612345678);
    });
  });
});
