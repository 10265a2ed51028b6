import type { IntrospectionQuery } from 'graphql';

/**
 * The schema Graphcache reads, as codegen writes it (scripts/codegen/graphcache-schema-plugin.cjs): one tuple per
 * output type, [kind, name, fields, interfaces, possible types], the fields as "name:Type" in GraphQL's notation
 * ("contacts:[Contact!]!"), every scalar and enum named Any as urql's minified introspection names them. It is a
 * fifth of the size of the introspection JSON once gzipped; expanding it at start takes well under a millisecond.
 */
export type EncodedGraphcacheSchema = {
  query: string;
  mutation: string;
  subscription: string;
  types: readonly (readonly ['O' | 'I', string, string, string, string?])[];
};

const LEAF = 'Any';

/** A type reference as the minified introspection writes it: a named object type carries `ofType: null`. */
type TypeRef =
  | { kind: 'NON_NULL' | 'LIST'; ofType: TypeRef }
  | { kind: 'SCALAR'; name: string }
  | { kind: 'OBJECT' | 'INTERFACE'; name: string; ofType: null };

/** The introspection the encoded schema was made from (tests/tooling checks the round trip over the whole schema). */
export function expandGraphcacheSchema(encoded: EncodedGraphcacheSchema): IntrospectionQuery {
  const kinds = new Map(
    encoded.types.map(([kind, name]) => [name, kind === 'I' ? 'INTERFACE' : 'OBJECT'] as const),
  );
  const typeOf = (notation: string): TypeRef => {
    if (notation.endsWith('!')) return { kind: 'NON_NULL', ofType: typeOf(notation.slice(0, -1)) };
    if (notation.startsWith('[')) return { kind: 'LIST', ofType: typeOf(notation.slice(1, -1)) };
    if (notation === LEAF) return { kind: 'SCALAR', name: notation };
    return { kind: kinds.get(notation) ?? 'OBJECT', name: notation, ofType: null };
  };
  const names = (list: string) => (list ? list.split(',') : []);
  const types = encoded.types.map(([kind, name, fields, interfaces, possibleTypes]) => ({
    kind: kind === 'I' ? 'INTERFACE' : 'OBJECT',
    name,
    fields: names(fields).map((field) => {
      const at = field.indexOf(':');
      return { name: field.slice(0, at), type: typeOf(field.slice(at + 1)), args: [] };
    }),
    interfaces: names(interfaces).map((entry) => ({ kind: 'INTERFACE', name: entry })),
    ...(kind === 'I'
      ? { possibleTypes: names(possibleTypes ?? '').map((entry) => ({ kind: 'OBJECT', name: entry })) }
      : {}),
  }));
  const schema = {
    __schema: {
      queryType: { name: encoded.query, kind: 'OBJECT' },
      mutationType: { name: encoded.mutation, kind: 'OBJECT' },
      subscriptionType: { kind: 'OBJECT', name: encoded.subscription },
      types,
      directives: [],
    },
  };
  // graphql's introspection types require what Graphcache never reads (descriptions, deprecation); the minified
  // introspection leaves them out as well.
  return schema as unknown as IntrospectionQuery;
}
