import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createGatewaySchema } from '../../gateway/schema';

const TEST_DIR = import.meta.dirname;

/**
 * Every string literal of a test source that parses as a GraphQL operation; `${...}` inside a template literal
 * (a shared list of fields) stands for a selectable field.
 */
function operationsIn(source: string): DocumentNode[] {
  const literals =
    source.match(/`(?:[^`\\$]|\\.|\$\{[^}]*\}|\$)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  const documents: DocumentNode[] = [];
  for (const literal of literals) {
    const text = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '__typename');
    if (!/^\s*(query|mutation|\{)/.test(text)) continue;
    try {
      documents.push(parse(text));
    } catch {
      // Not GraphQL (or deliberately broken GraphQL of a limits test): it exercises no field.
    }
  }
  return documents;
}

/** Root fields of `Query` and `Mutation` selected by the operations of every gateway test file. */
function rootFieldsExercised(): Set<string> {
  const fields = new Set<string>();
  const files = readdirSync(TEST_DIR).filter(
    (f) => f.endsWith('.test.ts') && !f.startsWith('schema-coverage'),
  );
  for (const file of files) {
    for (const document of operationsIn(readFileSync(join(TEST_DIR, file), 'utf8'))) {
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const root = definition.operation === 'mutation' ? 'Mutation' : 'Query';
        for (const selection of definition.selectionSet.selections) {
          if (selection.kind === Kind.FIELD) fields.add(`${root}.${selection.name.value}`);
        }
      }
    }
  }
  return fields;
}

describe('gateway: every query and mutation of the schema has a test', () => {
  it('finds each root field in an operation sent by some gateway test', () => {
    const schema = createGatewaySchema();
    const declared = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
    );
    const exercised = rootFieldsExercised();
    expect(declared.filter((field) => !exercised.has(field)).sort()).toEqual([]);
  });
});
