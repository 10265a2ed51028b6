import type { KeyingConfig } from '@urql/exchange-graphcache';
import type { IntrospectionQuery } from 'graphql';

type Keyed = Record<string, unknown>;

function keyOf(field: string): (data: Keyed) => string | null {
  return (data) => {
    const value = data[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
}

/** Entities keyed by something other than `id` (Graphcache's default). */
const NAMED_KEYS: Readonly<Record<string, string>> = {
  Subscription: 'subscriptionId',
  LineServices: 'subscriptionId',
  SharedGroup: 'sharedSubscriptionId',
  Brand: 'brandId',
  BrandSummary: 'brandId',
  BrandSettings: 'brandId',
  BrandContacts: 'brandId',
};

/**
 * Graphcache's keys for every object type of the schema: the named key above, `id` where the type has one, and
 * embedded (stored inside its parent, no key) for the rest — connections, edges, page info, history entries,
 * results. Derived from the schema so a new type needs an entry here only when its key is not `id`.
 */
export function graphcacheKeys(schema: IntrospectionQuery): KeyingConfig {
  const keys: KeyingConfig = {};
  const roots = new Set(
    [schema.__schema.queryType?.name, schema.__schema.mutationType?.name].filter(
      (name) => name !== undefined,
    ),
  );
  for (const type of schema.__schema.types) {
    if (type.kind !== 'OBJECT' || type.name.startsWith('__') || roots.has(type.name)) continue;
    const named = NAMED_KEYS[type.name];
    if (named) keys[type.name] = keyOf(named);
    else if (!type.fields.some((field) => field.name === 'id')) keys[type.name] = () => null;
  }
  return keys;
}
