import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { reorderRootList } from './cache-updates';

export const ORDER_SAVED_MESSAGE = 'Order saved successfully!';
export const ORDER_FAILED_MESSAGE = 'Error saving order. Please try again.';

type Ordered = { id: string; position: number; __typename?: string };

/**
 * Saves a manual order in one request (docs/decisions/035-manual-order.md): `reorderX(ids)`
 * returning `{ id position }`. The root list `listField` is reordered in the Apollo cache at
 * once (an optimistic response), so the admin list and the public pages that share it move
 * before the server answers; a failure rolls that back. A toast tells either way.
 */
export function useSaveOrder<TData extends Record<string, readonly Ordered[]>>(
  document: TypedDocumentNode<TData, { ids: string[] }>,
  { listField, typename }: { listField: string; typename: string },
): (ids: string[]) => Promise<void> {
  const [save] = useMutation(document);
  const field = mutationField(document);
  return async (ids) => {
    try {
      await save({
        variables: { ids },
        optimisticResponse: { [field]: ids.map((id, position) => ({ __typename: typename, id, position })) } as unknown as TData,
        update: (cache, { data }) => {
          const saved = data?.[field];
          if (saved)
            reorderRootList(
              cache,
              listField,
              saved.map((record) => record.id),
            );
        },
      });
      toast.success(ORDER_SAVED_MESSAGE);
    } catch (error) {
      console.error(error);
      toast.error(ORDER_FAILED_MESSAGE);
    }
  };
}

/** The mutation's one root field ('reorderTeamMembers'), read from the document itself. */
function mutationField(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const selection = operation?.selectionSet.selections[0];
  if (selection?.kind !== 'Field') throw new Error('A reorder mutation selects one field');
  return selection.alias?.value ?? selection.name.value;
}
