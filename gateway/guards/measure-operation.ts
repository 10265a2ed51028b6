import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { OperationVariables } from '../context';

/** What an operation asks for, measured before validation so that oversized documents cost little to refuse. */
export type OperationShape = {
  depth: number;
  aliases: number;
  cost: number;
  /** Selects `__schema` or `__type` somewhere. */
  introspection: boolean;
  /** Some page size is a variable: the cost depends on each request's variables. */
  variablePageSizes: boolean;
};

const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

type Measured = Omit<OperationShape, 'variablePageSizes'>;
const EMPTY: Measured = { depth: 0, aliases: 0, cost: 0, introspection: false };

function fieldOf(
  type: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[name] : undefined;
}

/**
 * Depth, aliases and cost of one operation with its fragments expanded. Unknown fields count as objects that
 * are not lists (validation rejects them afterwards). Each fragment is measured once and reused, so a document
 * that spreads fragments into each other many times cannot make this walk explode; a fragment cycle (which
 * validation also rejects) is cut where it closes.
 *
 * A page size in a variable counts as the request's value (`variables`); without one (the document measured
 * before any request, or a request that leaves it out) as the variable's default, else `listFactor`.
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  listFactor: number,
  variables?: OperationVariables,
): OperationShape {
  const fragmentMemo = new Map<string, Measured>();
  const visiting = new Set<string>();
  let variablePageSizes = false;
  const defaults = new Map<string, number>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue?.kind === Kind.INT)
      defaults.set(definition.variable.name.value, Number(definition.defaultValue.value));
  }

  /** The items a field's `first`/`last`/`limit` asks for, or undefined when it has none it can read. */
  function pageSizeOf(selection: FieldNode): number | undefined {
    const argument = selection.arguments?.find((a) => PAGE_SIZE_ARGUMENTS.has(a.name.value));
    if (!argument) return undefined;
    const { value } = argument;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind !== Kind.VARIABLE) return undefined;
    variablePageSizes = true;
    const given = variables?.[value.name.value];
    // Anything but an integer is refused when the variables are coerced, before any resolver runs.
    if (typeof given === 'number' && Number.isInteger(given)) return given;
    return defaults.get(value.name.value) ?? listFactor;
  }

  function measureSelections(
    selectionSet: SelectionSetNode,
    parentType: GraphQLNamedType | undefined,
    pageSized: boolean,
  ): Measured {
    let depth = 0;
    let aliases = 0;
    let cost = 0;
    let introspection = false;
    const add = (m: Measured) => {
      depth = Math.max(depth, m.depth);
      aliases += m.aliases;
      cost += m.cost;
      introspection ||= m.introspection;
    };

    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (selection.alias) aliases += 1;
        if (name === '__typename') continue;
        if (INTROSPECTION_FIELDS.has(name)) {
          introspection = true;
          continue;
        }
        const field = fieldOf(parentType, name);
        const pageSize = pageSizeOf(selection);
        const isList = field ? isListType(getNullableType(field.type)) : false;
        let multiplier = 1;
        if (pageSize !== undefined) multiplier = Math.max(1, pageSize);
        else if (isList && !pageSized) multiplier = listFactor;
        const child = selection.selectionSet
          ? measureSelections(
              selection.selectionSet,
              field ? getNamedType(field.type) : undefined,
              pageSize !== undefined,
            )
          : EMPTY;
        add({
          depth: child.depth + 1,
          aliases: child.aliases,
          cost: 1 + child.cost * multiplier,
          introspection: child.introspection,
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parentType;
        add(measureSelections(selection.selectionSet, type ?? undefined, pageSized));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        const memoKey = `${name}:${pageSized}`;
        let measured = fragmentMemo.get(memoKey);
        if (!measured) {
          visiting.add(name);
          const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
          measured = measureSelections(fragment.selectionSet, type, pageSized);
          visiting.delete(name);
          fragmentMemo.set(memoKey, measured);
        }
        add(measured);
      }
    }
    return { depth, aliases, cost, introspection };
  }

  const rootType =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const measured = measureSelections(operation.selectionSet, rootType ?? undefined, false);
  return { ...measured, variablePageSizes };
}
