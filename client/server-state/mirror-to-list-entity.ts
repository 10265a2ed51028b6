import { gql } from '@urql/core';
import type { Cache, Data, UpdateResolver } from '@urql/exchange-graphcache';
import type { IntrospectionObjectType, IntrospectionQuery } from 'graphql';

/** A detail type and the list type whose rows show the same record (`PortabilityWithHistory` → `Portability`). */
export function listTypeOf(typename: string): string | null {
  for (const suffix of ['WithHistory', 'Detail']) {
    if (typename.endsWith(suffix) && typename.length > suffix.length)
      return typename.slice(0, -suffix.length);
  }
  return null;
}

function isPlainValue(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');
}

/**
 * Copies a detail answer's plain fields onto the list entity of the same id, so a queue row (`Portability:7`)
 * shows what an action returned as `PortabilityWithHistory:7` without reading its page again. Only the fields
 * both types have and the answer carries are written; nested objects stay with the detail.
 */
export function mirrorToListEntity(schema: IntrospectionQuery, cache: Cache, result: Data | null): void {
  const typename = result?.__typename;
  if (typeof typename !== 'string' || result?.id == null) return;
  const listType = listTypeOf(typename);
  const type = schema.__schema.types.find(
    (candidate): candidate is IntrospectionObjectType =>
      candidate.kind === 'OBJECT' && candidate.name === listType,
  );
  if (!listType || !type) return;
  const listFields = new Set(type.fields.map((field) => field.name));
  const fields = Object.keys(result).filter(
    (field) => field !== '__typename' && listFields.has(field) && isPlainValue(result[field]),
  );
  if (!fields.includes('id')) return;
  const data: Data = { __typename: listType };
  for (const field of fields) data[field] = result[field] as Data[string];
  const fragment = ['fragment Mirror on', listType, '{', ...fields, '}'].join(' ');
  cache.writeFragment(gql(fragment), data);
}

/** An update resolver for every mutation field: mirrors the answer (or each item of a list answer). */
export function mirrorUpdates(schema: IntrospectionQuery): Record<string, UpdateResolver> {
  const mutationName = schema.__schema.mutationType?.name;
  const mutation = schema.__schema.types.find(
    (type): type is IntrospectionObjectType => type.kind === 'OBJECT' && type.name === mutationName,
  );
  const updates: Record<string, UpdateResolver> = {};
  for (const field of mutation?.fields ?? []) {
    updates[field.name] = (result, _args, cache, info) => {
      const answer = result[info.fieldName];
      if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
        mirrorToListEntity(schema, cache, answer as Data);
      }
    };
  }
  return updates;
}
