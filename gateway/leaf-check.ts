import {
  buildSchema,
  type DocumentNode,
  type ExecutionResult,
  execute,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  printSchema,
} from 'graphql';
import type { OperationVariables } from './context';

/** What the data holds under a field: the answer's own value at the field's response key (alias or name). */
const readAnswer: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
  source !== null && typeof source === 'object'
    ? (source as Record<string, unknown>)[String(info.path.key)]
    : undefined;

/**
 * The concrete type of an interface's value in the answer: its `__typename` when selected, else the possible type
 * whose fields hold every key of the value (the search hits each have fields of their own).
 */
const typeOfAnswer: GraphQLTypeResolver<unknown, unknown> = (value, _context, info, abstractType) => {
  const record = value as Record<string, unknown>;
  if (typeof record.__typename === 'string') return record.__typename;
  const candidates = info.schema.getPossibleTypes(abstractType);
  const keys = Object.keys(record);
  const fitting = candidates.find((type) => {
    const fields = type.getFields();
    return keys.every((key) => key in fields);
  });
  return (fitting ?? candidates[0])?.name;
};

export type LeafCheck = (
  document: DocumentNode,
  operationName: string | undefined,
  variables: OperationVariables,
  result: ExecutionResult,
) => string | null;

/**
 * The compiled operations skip GraphQL's per-leaf serialisation (graphql-jit's `disableLeafSerialization`): the
 * values come from REST answers already checked against the contract, whose types the resolvers' generated types
 * tie to the schema's, and serialising 50 rows of 30 leaves was about half of a list's execution. Outside
 * production this check stands in for it: the answer is executed again by graphql-js over a schema without
 * resolvers, reading each field from the answer itself, so every leaf goes through its type's `serialize`; an
 * answer that comes out different names the first difference.
 */
export function createLeafCheck(schema: GraphQLSchema): LeafCheck {
  // Built with the first answer checked rather than at the gateway's start, which it slowed by almost half a second.
  let bare: GraphQLSchema | undefined;
  return (document, operationName, variables, result) => {
    if (!result.data) return null;
    bare ??= buildSchema(printSchema(schema));
    const answer = execute({
      schema: bare,
      document,
      operationName,
      rootValue: result.data,
      variableValues: variables,
      fieldResolver: readAnswer,
      typeResolver: typeOfAnswer,
    });
    // Every resolver here is synchronous, so is the execution.
    if (answer instanceof Promise) return 'the check ran asynchronously';
    const again = answer as ExecutionResult;
    const error = again.errors?.[0];
    if (error) return `${error.message} at ${error.path?.join('.') ?? 'the root'}`;
    const before = JSON.stringify(result.data);
    const after = JSON.stringify(again.data);
    if (before === after) return null;
    let at = 0;
    while (before[at] === after[at]) at += 1;
    return `the answer reads ${before.slice(Math.max(0, at - 40), at + 40)} where serialised leaves read ${after.slice(Math.max(0, at - 40), at + 40)}`;
  };
}
