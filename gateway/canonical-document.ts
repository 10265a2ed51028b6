import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  Kind,
  print,
  type SelectionNode,
  visit,
} from 'graphql';

const SELECTION_ORDER: Record<SelectionNode['kind'], string> = {
  [Kind.FIELD]: '0',
  [Kind.FRAGMENT_SPREAD]: '1',
  [Kind.INLINE_FRAGMENT]: '2',
};

function sortedBy<T extends ASTNode>(
  nodes: readonly T[] | undefined,
  key: (node: T) => string,
): T[] | undefined {
  if (!nodes || nodes.length < 2) return nodes ? [...nodes] : undefined;
  const keyed = nodes.map((node) => ({ node, key: key(node), printed: undefined as string | undefined }));
  // Printing settles ties (same field name twice, e.g. aliased) and is done only for them.
  const printedOf = (entry: (typeof keyed)[number]) => {
    entry.printed ??= print(entry.node);
    return entry.printed;
  };
  keyed.sort((a, b) => {
    if (a.key !== b.key) return a.key < b.key ? -1 : 1;
    const [pa, pb] = [printedOf(a), printedOf(b)];
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  return keyed.map((k) => k.node);
}

function selectionKey(selection: SelectionNode): string {
  const prefix = SELECTION_ORDER[selection.kind];
  if (selection.kind === Kind.FIELD) return `${prefix}${selection.name.value}`;
  if (selection.kind === Kind.FRAGMENT_SPREAD) return `${prefix}${selection.name.value}`;
  return `${prefix}${selection.typeCondition?.name.value ?? ''}`;
}

const byName = (node: { readonly name: { readonly value: string } }) => node.name.value;

function isNode(value: unknown): value is ASTNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'kind' in value;
}

function isAddedTypename(field: FieldNode): boolean {
  return field.name.value === '__typename' && !field.alias && !field.directives?.length;
}

/**
 * One text for every spelling of the same operation: layout and comments dropped, the `__typename` fields a
 * client cache adds (urql adds them everywhere) removed, and every list whose order carries no meaning sorted
 * (selections, arguments, directives, variables, definitions); a mutation's root fields keep their order, as they
 * run in it. graphql-codegen's persisted-document printer sorts a subset of these, so a manifest entry and the
 * console's own text of the same operation come out equal.
 */
export function canonicalDocumentText(document: DocumentNode): string {
  const canonical = visit(document, {
    Field: {
      leave: (field) =>
        isAddedTypename(field)
          ? null
          : {
              ...field,
              arguments: sortedBy(field.arguments, byName),
              directives: sortedBy(field.directives, byName),
            },
    },
    SelectionSet: {
      leave: (set, _key, parent) => {
        const isMutationRoot =
          isNode(parent) && parent.kind === Kind.OPERATION_DEFINITION && parent.operation === 'mutation';
        return isMutationRoot ? set : { ...set, selections: sortedBy(set.selections, selectionKey) };
      },
    },
    Directive: { leave: (directive) => ({ ...directive, arguments: sortedBy(directive.arguments, byName) }) },
    FragmentSpread: { leave: (spread) => ({ ...spread, directives: sortedBy(spread.directives, byName) }) },
    InlineFragment: {
      leave: (fragment) => ({ ...fragment, directives: sortedBy(fragment.directives, byName) }),
    },
    OperationDefinition: {
      leave: (operation) => ({
        ...operation,
        variableDefinitions: sortedBy(operation.variableDefinitions, (v) => v.variable.name.value),
        directives: sortedBy(operation.directives, byName),
      }),
    },
    FragmentDefinition: {
      leave: (fragment) => ({ ...fragment, directives: sortedBy(fragment.directives, byName) }),
    },
    Document: {
      leave: (doc) => ({
        ...doc,
        definitions: sortedBy(
          doc.definitions,
          (d) => `${d.kind}${'name' in d && d.name ? d.name.value : ''}`,
        ),
      }),
    },
  });
  return print(canonical).replace(/\s+/g, ' ').trim();
}
