import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { GatewayContext, OperationVariables } from './context';
import type { GraphqlLimits } from './graphql-limits';
import { graphqlRequestError } from './graphql-request-error';
import { checkOperationLimits } from './guards/check-operation-limits';
import { measureOperation } from './guards/measure-operation';
import { createLeafCheck, type LeafCheck } from './leaf-check';
import { loadGraphqlJit } from './load-graphql-jit';
import { LruCache } from './lru-cache';

/** One operation of a document that passed parsing, the limits and validation: ready to run many times. */
export type PreparedOperation = {
  readonly kind: OperationDefinitionNode['operation'];
  /** Whether graphql-jit has compiled it (after `compileAfter` runs). */
  readonly compiled: boolean;
  /** Every root field it selects is marked `@public` (a public page's): it may run without a session. */
  readonly public: boolean;
  /**
   * Every root field it selects is marked `@largeBody`: its request may be as large as `maxUploadBodyBytes` (without
   * a session, only when they are `@public` too).
   */
  readonly largeBody: boolean;
  /**
   * The limit these variables make it break, when a page size is one of them (`first: $n`); the rest of its
   * shape was checked once, with the document.
   */
  limitError(variables: OperationVariables): GraphQLError | undefined;
  execute(context: GatewayContext, variables: OperationVariables): ExecutionResult | Promise<ExecutionResult>;
};

/** A query text after parsing, limits and validation: either its errors or its operations. */
export type PreparedDocument =
  | { readonly ok: false; readonly errors: readonly GraphQLError[] }
  | {
      readonly ok: true;
      /** The operation to run, or why none can be chosen. */
      operation(name: string | undefined): PreparedOperation | GraphQLError;
    };

export type DocumentCacheOptions = {
  schema: GraphQLSchema;
  limits: GraphqlLimits;
  introspection: boolean;
  /** Compile an operation with graphql-jit on its n-th run (0: never). */
  compileAfter?: number;
  /**
   * Check every compiled answer's leaves against their types (leaf-check.ts), which compiled operations do not
   * serialise: outside production.
   */
  checkLeaves?: boolean;
  maxEntries?: number;
  log?: (line: string, error?: unknown) => void;
};

export type DocumentCache = {
  prepare(text: string): PreparedDocument;
  /** Whether graphql-jit loaded and works with this schema (otherwise graphql-js executes everything). */
  readonly jit: boolean;
};

/**
 * Whether each root selection is a field whose schema definition carries the directive (`__typename` aside):
 * `@public` (a public page's field) or `@largeBody` (a field that takes documents in its arguments). Fragments at
 * the root count as not marked: such operations send plain fields.
 */
function selectsOnlyMarkedFields(
  schema: GraphQLSchema,
  node: OperationDefinitionNode,
  directiveName: 'public' | 'largeBody',
): boolean {
  const root = schema.getRootType(node.operation);
  if (!root) return false;
  const fields = root.getFields();
  return node.selectionSet.selections.every((selection) => {
    if (selection.kind !== Kind.FIELD) return false;
    if (selection.name.value === '__typename') return true;
    const definition = fields[selection.name.value]?.astNode;
    return definition?.directives?.some((directive) => directive.name.value === directiveName) ?? false;
  });
}

// Longer texts are prepared every time rather than kept, so that junk cannot fill the cache with megabytes.
const MAX_CACHED_TEXT = 20_000;

type Compile = (document: DocumentNode, operationName: string | undefined) => CompiledQuery | undefined;

function createCompiler(schema: GraphQLSchema, log: DocumentCacheOptions['log']): Compile | undefined {
  let jit: ReturnType<typeof loadGraphqlJit>;
  try {
    jit = loadGraphqlJit();
  } catch (error) {
    log?.('graphql-jit could not be loaded; executing with graphql-js', error);
    return undefined;
  }
  const compile: Compile = (document, operationName) => {
    const compiled = jit.compileQuery(schema, document, operationName, {
      disablingCapturingStackErrors: true,
      disableLeafSerialization: true,
    });
    return jit.isCompiledQuery(compiled) ? compiled : undefined;
  };
  // A probe with a variable: when graphql-jit sees another copy of graphql it rejects every input type.
  const probe = schema.getQueryType()
    ? compile(parse('query Probe($probe: Boolean = true) { __typename @include(if: $probe) }'), 'Probe')
    : undefined;
  if (!probe) {
    log?.('graphql-jit does not work with this schema here; executing with graphql-js');
    return undefined;
  }
  return compile;
}

function parseDocument(text: string, maxTokens: number): DocumentNode | GraphQLError {
  try {
    return parse(text, { maxTokens });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/more than \d+ tokens/.test(message)) {
      return graphqlRequestError(
        'TOO_MANY_TOKENS',
        `The document has more than ${maxTokens} tokens; the limit is ${maxTokens}`,
        400,
        { limit: maxTokens },
      );
    }
    return graphqlRequestError('GRAPHQL_PARSE_FAILED', message);
  }
}

/**
 * Parsed, checked and validated documents by query text (LRU), so a repeated operation costs a map lookup;
 * operations run often enough are compiled with graphql-jit.
 */
export function createDocumentCache(options: DocumentCacheOptions): DocumentCache {
  const { schema, limits, introspection, log } = options;
  const compileAfter = options.compileAfter ?? 2;
  const compile = compileAfter > 0 ? createCompiler(schema, log) : undefined;
  const cache = new LruCache<string, PreparedDocument>(options.maxEntries ?? 1000);
  const checkLeaves = compile && options.checkLeaves ? createLeafCheck(schema) : undefined;

  /** A compiled operation's answer, checked outside production (see `checkLeaves`). */
  async function checkedAnswer(
    check: LeafCheck,
    document: DocumentNode,
    operationName: string | undefined,
    variables: OperationVariables,
    answer: ExecutionResult | Promise<ExecutionResult>,
  ): Promise<ExecutionResult> {
    const result = await answer;
    const mismatch = check(document, operationName, variables, result);
    if (!mismatch) return result;
    log?.(`a compiled answer's leaf does not match its type: ${mismatch}`);
    return {
      errors: [
        graphqlRequestError('INTERNAL', `A leaf of the answer does not match its type: ${mismatch}`, 500),
      ],
    };
  }

  function prepareOperation(
    document: DocumentNode,
    node: OperationDefinitionNode,
    fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    variablePageSizes: boolean,
  ): PreparedOperation {
    const operationName = node.name?.value;
    let runs = 0;
    let compiled: CompiledQuery | undefined;
    const isPublic = selectsOnlyMarkedFields(schema, node, 'public');
    const largeBody = selectsOnlyMarkedFields(schema, node, 'largeBody');
    const runCompiled = (query: CompiledQuery, context: GatewayContext, variables: OperationVariables) => {
      const answer = query.query(undefined, context, variables);
      return checkLeaves ? checkedAnswer(checkLeaves, document, operationName, variables, answer) : answer;
    };
    return {
      kind: node.operation,
      public: isPublic,
      largeBody,
      limitError(variables) {
        if (!variablePageSizes) return undefined;
        const shape = measureOperation(schema, node, fragments, limits.listFactor, variables);
        return checkOperationLimits(shape, limits, introspection);
      },
      get compiled() {
        return compiled !== undefined;
      },
      execute(context, variables) {
        if (compiled) return runCompiled(compiled, context, variables);
        runs += 1;
        if (compile && runs >= compileAfter) {
          compiled = compile(document, operationName);
          // Never retried: graphql-js keeps running what graphql-jit cannot compile.
          if (!compiled) runs = Number.NEGATIVE_INFINITY;
          else return runCompiled(compiled, context, variables);
        }
        return execute({ schema, document, operationName, variableValues: variables, contextValue: context });
      },
    };
  }

  function prepareUncached(text: string): PreparedDocument {
    const document = parseDocument(text, limits.maxTokens);
    if (document instanceof GraphQLError) return { ok: false, errors: [document] };

    const fragments = new Map<string, FragmentDefinitionNode>();
    const operations: OperationDefinitionNode[] = [];
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    }
    // Every operation of the document is checked, not only the one asked for: validation reads them all.
    const variablePageSizes = new Set<OperationDefinitionNode>();
    for (const operation of operations) {
      const shape = measureOperation(schema, operation, fragments, limits.listFactor);
      const broken = checkOperationLimits(shape, limits, introspection);
      if (broken) return { ok: false, errors: [broken] };
      if (shape.variablePageSizes) variablePageSizes.add(operation);
    }

    const invalid = validate(schema, document, specifiedRules, { maxErrors: 10 });
    if (invalid.length > 0) {
      return {
        ok: false,
        errors: invalid.map(
          (error) =>
            new GraphQLError(error.message, {
              nodes: error.nodes,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400, statusClass: '4xx' },
            }),
        ),
      };
    }

    const prepared = new Map<string | undefined, PreparedOperation>();
    return {
      ok: true,
      operation(name) {
        const node = name
          ? operations.find((o) => o.name?.value === name)
          : operations.length === 1
            ? operations[0]
            : undefined;
        if (!node) {
          return graphqlRequestError(
            'OPERATION_NOT_FOUND',
            name
              ? `The document has no operation named "${name}"`
              : 'Name the operation to run: the document has several',
          );
        }
        let operation = prepared.get(name);
        if (!operation) {
          operation = prepareOperation(document, node, fragments, variablePageSizes.has(node));
          prepared.set(name, operation);
        }
        return operation;
      },
    };
  }

  return {
    jit: compile !== undefined,
    prepare(text) {
      const cached = cache.get(text);
      if (cached) return cached;
      const prepared = prepareUncached(text);
      if (text.length <= MAX_CACHED_TEXT) cache.set(text, prepared);
      return prepared;
    },
  };
}
