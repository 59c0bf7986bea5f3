import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';

export const CLIENT_SRC = path.resolve(__dirname, '../../../client/src');

export interface ClientOperation {
  name: string;
  file: string;
  operation: OperationDefinitionNode;
  /** The operation with every fragment it uses, as the client sends it. */
  document: DocumentNode;
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** Every operation in client/src/**\/*.graphql (public and admin); fragments may live in other files. */
export function loadClientOperations(root: string = CLIENT_SRC): ClientOperation[] {
  const files = graphqlFiles(root).map((file) => ({
    file: path.relative(root, file),
    document: parse(readFileSync(file, 'utf8')),
  }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of files) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }

  const usedFragments = (node: OperationDefinitionNode | FragmentDefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`Unknown fragment ${name}`);
        seen.add(name);
        usedFragments(fragment, seen);
      },
    });
    return seen;
  };

  return files.flatMap(({ file, document }) =>
    document.definitions
      .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        name: operation.name?.value ?? '(anonymous)',
        file,
        operation,
        document: {
          kind: Kind.DOCUMENT,
          definitions: [operation, ...[...usedFragments(operation)].map((name) => fragments.get(name)!)],
        },
      })),
  );
}

/** A value of `type` that coerces (nulls where allowed, empty lists); enough to measure or send an operation. */
function sampleValue(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  // A file variable (uploads): graphql-upload's scalar takes only its own Upload objects.
  if (inner.name === 'Upload') return new Upload();
  for (const candidate of ['sample', 1, true]) {
    try {
      inner.parseValue(candidate);
      return candidate;
    } catch {
      // not this scalar's kind of value; try the next
    }
  }
  throw new Error(`No sample value for scalar ${inner.name}`);
}

/** Sample values for the operation's variables: required ones get a value, optional ones are left out. */
export function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`Unknown type of $${definition.variable.name.value}`);
    if (isNonNullType(type) && !definition.defaultValue) variables[definition.variable.name.value] = sampleValue(type);
  }
  return variables;
}
