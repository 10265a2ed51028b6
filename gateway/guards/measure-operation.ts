import {
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

/** What an operation asks for, measured before validation so that oversized documents cost little to refuse. */
export type OperationShape = {
  depth: number;
  aliases: number;
  cost: number;
  /** Selects `__schema` or `__type` somewhere. */
  introspection: boolean;
};

const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

type Measured = OperationShape;
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
 */
export function measureOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  listFactor: number,
): OperationShape {
  const fragmentMemo = new Map<string, Measured>();
  const visiting = new Set<string>();

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
        const pageSize = selection.arguments?.find(
          (a) => PAGE_SIZE_ARGUMENTS.has(a.name.value) && a.value.kind === Kind.INT,
        );
        const isList = field ? isListType(getNullableType(field.type)) : false;
        let multiplier = 1;
        if (pageSize && pageSize.value.kind === Kind.INT)
          multiplier = Math.max(1, Number(pageSize.value.value));
        else if (isList && !pageSized) multiplier = listFactor;
        const child = selection.selectionSet
          ? measureSelections(
              selection.selectionSet,
              field ? getNamedType(field.type) : undefined,
              !!pageSize,
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
  return measureSelections(operation.selectionSet, rootType ?? undefined, false);
}
