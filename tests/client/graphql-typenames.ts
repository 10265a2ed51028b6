import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  parse,
  type SelectionSetNode,
} from 'graphql';

// The DOM environment's import.meta.url is not a file URL; vitest runs from the repository's root.
const SDL_DIR = join(process.cwd(), 'schema', 'graphql');

let schema: GraphQLSchema | null = null;

function gatewaySchema(): GraphQLSchema {
  schema ??= buildSchema(
    readdirSync(SDL_DIR)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(join(SDL_DIR, file), 'utf8'))
      .join('\n'),
  );
  return schema;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function walk(
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
  value: Json | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(selectionSet, type, item, fragments);
    return;
  }
  if (value === null || value === undefined || typeof value !== 'object') return;
  const record = value;
  const concrete = isObjectType(type)
    ? type
    : typeof record.__typename === 'string'
      ? gatewaySchema().getType(record.__typename)
      : null;
  if (isObjectType(concrete)) record.__typename ??= concrete.name;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.selectionSet || !isObjectType(concrete)) continue;
      const field = concrete.getFields()[selection.name.value];
      const fieldType = field ? getNamedType(field.type) : null;
      if (fieldType && isCompositeType(fieldType)) {
        walk(
          selection.selectionSet,
          fieldType,
          record[selection.alias?.value ?? selection.name.value],
          fragments,
        );
      }
      continue;
    }
    const definition =
      selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    if (!definition) continue;
    const condition = definition.typeCondition
      ? gatewaySchema().getType(definition.typeCondition.name.value)
      : type;
    const target = isObjectType(concrete) ? concrete : condition;
    if (target && isCompositeType(target) && !(isAbstractType(target) && !isObjectType(concrete))) {
      walk(definition.selectionSet, target, record, fragments);
    }
  }
}

/**
 * Adds the `__typename` the real gateway answers wherever the console's normalized cache asks for it, reading the
 * types from our SDL, so a test's stubbed answer is written in the shape of the data alone.
 */
export function withGraphqlTypenames(query: string, data: Json): Json {
  const document = parse(query);
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition] as const),
  );
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return data;
  const root =
    operation.operation === 'mutation' ? gatewaySchema().getMutationType() : gatewaySchema().getQueryType();
  if (root) walk(operation.selectionSet, root, data, fragments);
  return data;
}

/**
 * A stubbed fetch whose GraphQL answers get their `__typename`s. Other requests, and answers that are not JSON, pass
 * through untouched.
 */
export function typenamedFetch(stub: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await stub(input, init);
    if (typeof init?.body !== 'string' || !response.headers.get('content-type')?.includes('json'))
      return response;
    let request: { query?: unknown };
    try {
      request = JSON.parse(init.body) as { query?: unknown };
    } catch {
      return response;
    }
    if (typeof request.query !== 'string') return response;
    const answer = (await response.json()) as { data?: Json };
    if (answer.data) withGraphqlTypenames(request.query, answer.data);
    return new Response(JSON.stringify(answer), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
