import DataLoader from 'dataloader';
import type { RestClient } from './rest-client';

/**
 * A kind of batched read, declared once at module level (e.g. "customers by id"). `batch` receives every key
 * asked for during one tick of one GraphQL request and answers them with as few REST calls as it can, one
 * value or Error per key, in key order.
 */
export type LoaderDefinition<K, V> = {
  readonly name: string;
  batch(rest: RestClient, keys: readonly K[]): Promise<ReadonlyArray<V | Error>>;
  /** Largest batch per REST call (e.g. the api's page size for `?ids=`). */
  readonly maxBatchSize?: number;
};

export function defineLoader<K, V>(definition: LoaderDefinition<K, V>): LoaderDefinition<K, V> {
  return definition;
}

/**
 * The DataLoaders of one GraphQL request, created on first use. Never shared between requests: each caller
 * sees only what its own token may read.
 */
export type RequestLoaders = {
  of<K, V>(definition: LoaderDefinition<K, V>): DataLoader<K, V>;
  /** Forgets every cached read (after a write in the same request). */
  clearAll(): void;
};

export function createRequestLoaders(rest: RestClient): RequestLoaders {
  // Keyed by the definition itself; values are DataLoader<K, V> for that definition's K and V.
  const loaders = new Map<LoaderDefinition<never, unknown>, DataLoader<unknown, unknown>>();
  return {
    of<K, V>(definition: LoaderDefinition<K, V>): DataLoader<K, V> {
      const key = definition as unknown as LoaderDefinition<never, unknown>;
      let loader = loaders.get(key) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>((keys) => definition.batch(rest, keys), {
          ...(definition.maxBatchSize ? { maxBatchSize: definition.maxBatchSize } : {}),
          name: definition.name,
        });
        loaders.set(key, loader as unknown as DataLoader<unknown, unknown>);
      }
      return loader;
    },
    clearAll() {
      for (const loader of loaders.values()) loader.clearAll();
    },
  };
}
