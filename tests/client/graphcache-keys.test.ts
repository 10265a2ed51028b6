import { describe, expect, it } from 'vitest';
import { graphcacheSchema } from '../../client/generated/graphcache-schema';
import { graphcacheKeys } from '../../client/server-state/graphcache-keys';
import { LIST_INVALIDATIONS } from '../../client/server-state/list-invalidations';
import { listTypeOf } from '../../client/server-state/mirror-to-list-entity';

const keys = graphcacheKeys(graphcacheSchema);

describe('the normalized cache’s keys, from the schema the console reads', () => {
  it('keys a line by its subscription id and its services by the same id', () => {
    expect(keys.Subscription?.({ __typename: 'Subscription', subscriptionId: 'l-1' })).toBe('l-1');
    expect(keys.LineServices?.({ __typename: 'LineServices', subscriptionId: 'l-1' })).toBe('l-1');
  });

  it('keeps objects without an id inside their parent (connections, edges, results)', () => {
    for (const type of [
      'SubscriptionConnection',
      'PageInfo',
      'LineActionResult',
      'SubscriptionActionResult',
    ]) {
      expect(keys[type]?.({ __typename: type }), type).toBeNull();
    }
  });

  it('leaves every object with an id to the default key, and names no key for a type the schema lacks', () => {
    for (const type of graphcacheSchema.__schema.types) {
      if (type.kind !== 'OBJECT' || type.name === 'Query' || type.name === 'Mutation') continue;
      const hasId = type.fields.some((field) => field.name === 'id');
      if (hasId) expect(keys[type.name], type.name).toBeUndefined();
      else expect(typeof keys[type.name], type.name).toBe('function');
    }
  });

  it('names no subscription root the line type could be taken for', () => {
    expect(graphcacheSchema.__schema.subscriptionType?.name).not.toBe('Subscription');
    expect(
      graphcacheSchema.__schema.types.some(
        (type) => type.name === graphcacheSchema.__schema.subscriptionType?.name,
      ),
    ).toBe(false);
  });

  it('mirrors a detail answer onto the list type of the same record', () => {
    expect(listTypeOf('PortabilityWithHistory')).toBe('Portability');
    expect(listTypeOf('OrderDetail')).toBe('Order');
    expect(listTypeOf('Subscription')).toBeNull();
    expect(listTypeOf('Detail')).toBeNull();
  });

  it('invalidates lists only for mutations the console sends, and only list fields it reads', () => {
    const fieldsOf = (name: string | undefined) =>
      new Set(
        graphcacheSchema.__schema.types
          .flatMap((type) => (type.kind === 'OBJECT' && type.name === name ? type.fields : []))
          .map((field) => field.name),
      );
    const mutations = fieldsOf(graphcacheSchema.__schema.mutationType?.name);
    const queries = fieldsOf(graphcacheSchema.__schema.queryType?.name);
    for (const [mutation, lists] of Object.entries(LIST_INVALIDATIONS)) {
      expect(mutations.has(mutation), mutation).toBe(true);
      for (const list of lists) expect(queries.has(list), `${mutation} → ${list}`).toBe(true);
    }
  });
});
