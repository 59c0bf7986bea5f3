import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useConfirm } from './confirm-dialog';
import { useUndoableDeleteToast } from './trash/use-restore-from-trash';

/** SPEC §4/§8: a failed list load is logged and told to the admin once; the grid shows an empty list. */
export function useLoadErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (!error) return;
    console.error(error);
    toast.error(message);
  }, [error, message]);
}

interface DeleteOptions {
  /** SPEC §8: 'Are you sure you want to delete this founder?' */
  confirmMessage: string;
  /** The confirm button's label, when not 'Delete' (revoking an API token). */
  confirmLabel?: string;
  /** Runs the delete mutation (which updates the cache). */
  remove: () => Promise<unknown>;
  successMessage: string;
  /** The error toast's text for a failed delete. */
  failureMessage: (error: unknown) => string;
  /** The record's type when deleting moves it to the trash: the success toast then offers Undo. */
  trashedAs?: string;
}

/**
 * Delete after confirmation (SPEC §4/§8): the card is marked as deleting (dimmed with a spinner)
 * while the mutation runs, then a success (with Undo, for a record the trash keeps) or error toast.
 * Resolves true when the record went.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const undoableToast = useUndoableDeleteToast();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const deleteRecord = async (id: string, options: DeleteOptions): Promise<boolean> => {
    if (!(await confirm(options.confirmMessage, options.confirmLabel ? { confirmLabel: options.confirmLabel } : undefined)))
      return false;
    setDeleting((ids) => new Set(ids).add(id));
    try {
      await options.remove();
      if (options.trashedAs) undoableToast(options.successMessage, options.trashedAs, id);
      else toast.success(options.successMessage);
      return true;
    } catch (error) {
      console.error(error);
      toast.error(options.failureMessage(error));
      return false;
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  return { deleting, deleteRecord };
}
