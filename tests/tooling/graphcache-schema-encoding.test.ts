import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { minifyIntrospectionQuery } from '@urql/introspection';
import { buildSchema, type IntrospectionQuery, introspectionFromSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphcacheSchema } from '../../client/generated/graphcache-schema';
import {
  type EncodedGraphcacheSchema,
  expandGraphcacheSchema,
} from '../../client/server-state/graphcache-schema-expand';

const { encodeIntrospection } = createRequire(import.meta.url)(
  '../../scripts/codegen/graphcache-schema-plugin.cjs',
) as {
  encodeIntrospection: (introspection: IntrospectionQuery) => EncodedGraphcacheSchema;
};

const SDL_DIR = 'schema/graphql';

/** Every output type of our schema with all its fields, minified as the plugin minifies it (arguments dropped). */
function wholeSchemaIntrospection(): IntrospectionQuery {
  const sdl = readdirSync(SDL_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(SDL_DIR, file), 'utf8'))
    .join('\n');
  const introspection = minifyIntrospectionQuery(introspectionFromSchema(buildSchema(sdl)));
  const outputTypes = introspection.__schema.types.filter(
    (type) => type.kind === 'OBJECT' || type.kind === 'INTERFACE',
  );
  return {
    __schema: {
      ...introspection.__schema,
      subscriptionType: { kind: 'OBJECT', name: '__NoSubscriptionRoot' },
      types: outputTypes.map((type) =>
        'fields' in type ? { ...type, fields: type.fields.map((field) => ({ ...field, args: [] })) } : type,
      ),
    },
  } as IntrospectionQuery;
}

describe("Graphcache's schema in its compact encoding", () => {
  it('expands back to exactly the minified introspection, over every output type of the schema', () => {
    const introspection = wholeSchemaIntrospection();
    expect(introspection.__schema.types.length).toBeGreaterThan(150);
    expect(introspection.__schema.types.some((type) => type.kind === 'INTERFACE')).toBe(true);
    expect(expandGraphcacheSchema(encodeIntrospection(introspection))).toEqual(introspection);
  });

  it('is what the console ships: the generated schema knows the line', () => {
    const subscription = graphcacheSchema.__schema.types.find((type) => type.name === 'Subscription');
    expect(
      subscription && 'fields' in subscription ? subscription.fields.map((field) => field.name) : [],
    ).toEqual(expect.arrayContaining(['alias', 'lineNumber', 'status']));
  });
});
