import { Kind, type DocumentNode } from 'graphql';

/** The default value of `$take` in an operation (e.g. `query PublicProjects($take: Int = 9)`), for checking a component's page size against it. */
export function defaultTake(document: DocumentNode): number | undefined {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const take = definition.variableDefinitions?.find((variable) => variable.variable.name.value === 'take');
    if (take?.defaultValue?.kind === Kind.INT) return Number(take.defaultValue.value);
  }
  return undefined;
}
