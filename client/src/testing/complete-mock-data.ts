import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

type Json = Record<string, unknown>;

/**
 * Answers `null` for every field an operation selects that a mocked result leaves out, as the server answers
 * a nullable field with no value. A fixture written before a field was added then keeps working: without
 * this, Apollo reads the record as incomplete and the screen never gets it. Fields a fixture gives are
 * kept as they are.
 */
export function completeMockData<T>(document: DocumentNode, data: T): T {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: SelectionSetNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operation ??= definition.selectionSet;
  }

  const appliesTo = (typeName: string | undefined, value: Json) =>
    typeName === undefined || value.__typename === undefined || value.__typename === typeName;

  function complete(selectionSet: SelectionSetNode, value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => complete(selectionSet, item));
    if (value === null || typeof value !== 'object') return value;
    const result: Json = { ...(value as Json) };
    fill(selectionSet, result);
    return result;
  }

  function fill(selectionSet: SelectionSetNode, result: Json): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (key === '__typename') continue;
        if (result[key] === undefined) result[key] = null;
        else if (selection.selectionSet) result[key] = complete(selection.selectionSet, result[key]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (appliesTo(selection.typeCondition?.name.value, result)) fill(selection.selectionSet, result);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && appliesTo(fragment.typeCondition.name.value, result)) fill(fragment.selectionSet, result);
      }
    }
  }

  return operation ? (complete(operation, data) as T) : data;
}
