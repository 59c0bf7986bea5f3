import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { useUndoableDeleteToast } from '../../../components/admin/trash/use-restore-from-trash';
import { AdminDeleteProductDocument } from '../../../gql-admin/graphql';

export const PRODUCT_DELETED = 'Product deleted successfully';
export const PRODUCT_DELETE_FAILED = 'Failed to delete product';

interface DeleteOptions {
  /** SPEC §8: the list and the details page ask in different words. */
  confirmMessage: string;
  /** Runs after the server deleted it and before the record leaves the cache (e.g. navigate away). */
  onDeleted?: () => void;
}

/**
 * Deleting a product (SPEC §8): confirm first, then the toast 'Product deleted successfully' (with Undo: it went to
 * the trash) or the fixed 'Failed to delete product'. The record is evicted from the cache, so every list and page
 * that showed it (public ones included) drops it without a refetch. `deletingId` lets the caller
 * dim what is being deleted.
 */
export function useDeleteProduct() {
  const confirm = useConfirm();
  const client = useApolloClient();
  const [mutate] = useMutation(AdminDeleteProductDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const undoableToast = useUndoableDeleteToast();

  const deleteProduct = async (id: string, { confirmMessage, onDeleted }: DeleteOptions): Promise<boolean> => {
    if (deletingId || !(await confirm(confirmMessage))) return false;
    setDeletingId(id);
    try {
      await mutate({ variables: { id } });
    } catch (error) {
      console.error('Failed to delete product:', error);
      toast.error(PRODUCT_DELETE_FAILED);
      setDeletingId(null);
      return false;
    }
    undoableToast(PRODUCT_DELETED, 'Product', id);
    setDeletingId(null);
    onDeleted?.();
    evictRecord(client.cache, 'Product', id);
    return true;
  };

  return { deleteProduct, deletingId };
}
