import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../client/generated/gql';
import { generatedDocuments, inlineGraphqlDocuments } from '../../vite.config';

const CALL = /graphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const INLINED = /new TypedDocumentString\(("(?:[^"\\]|\\.)*")(?:, (\{[^\n]*?\}))?\)/g;

const documents = generatedDocuments(readFileSync('client/generated/graphql.ts', 'utf8'));
const callers = readdirSync('client', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated'))
  .map((file) => ({ file, code: readFileSync(join('client', file), 'utf8') }))
  .filter(({ code }) => code.includes('graphql(`'));

/** What the client preset's map returns for a source, as the tests (which run without the build plugin) see it. */
const fromMap = (source: string) => graphql(source as never) as unknown as { __meta__?: unknown };

describe('graphql documents inlined by the build (vite.config.ts)', () => {
  it('reads every document codegen generated', () => {
    const generated = readFileSync('client/generated/graphql.ts', 'utf8');
    expect(documents.size).toBe(generated.match(/= new TypedDocumentString\(/g)?.length);
    expect(callers.length).toBeGreaterThan(10);
  });

  it.each(callers)('$file gets the same documents as through the map, on the same lines', ({ code }) => {
    const inlined = inlineGraphqlDocuments(code, documents);
    expect(inlined).not.toBeNull();
    expect(inlined).not.toMatch(/\bgraphql\(|generated\/gql/);
    expect(inlined?.split('\n').length).toBe(code.split('\n').length);
    const expected = [...code.matchAll(CALL)].map(([, source = '']) => {
      const document = fromMap(source);
      return { text: String(document), meta: document.__meta__ };
    });
    const actual = [...(inlined ?? '').matchAll(INLINED)].map(([, text = '', meta]) => ({
      text: JSON.parse(text) as string,
      meta: meta ? JSON.parse(meta) : undefined,
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every(({ text }) => text.length > 0)).toBe(true);
    expect(actual).toEqual(expected);
  });

  it('fails on a document codegen has not generated', () => {
    const code =
      "import { graphql } from '../generated/gql';\nexport const Q = graphql(`\n  query NotGenerated { x }\n`);\n";
    expect(() => inlineGraphqlDocuments(code, documents)).toThrow(/NotGeneratedDocument .*npm run codegen/);
  });
});
