import { useApolloClient, useMutation } from '@apollo/client/react';
import toast, { ToastBar } from 'react-hot-toast';
import styled from 'styled-components';
import { AdminRestoreFromTrashDocument } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';
import { dropRootLists } from '../cache-updates';
import { TRASHED_TYPES } from './trashed-types';

export const RESTORE_FAILED = 'Error restoring from the trash. Please try again.';

/**
 * Brings a record back from the trash (docs/decisions/064-trash.md): the lists that lost it are asked again, and a
 * toast says so ('Restored "Name"') or that it failed. Resolves true when it came back.
 */
export function useRestoreFromTrash() {
  const client = useApolloClient();
  const [mutate] = useMutation(AdminRestoreFromTrashDocument);
  return async (recordType: string, id: string): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { recordType, id } });
      dropRootLists(client.cache, TRASHED_TYPES[recordType]?.lists ?? []);
      toast.success(`Restored "${data?.restoreFromTrash.label ?? ''}"`);
      return true;
    } catch (error) {
      console.error(error);
      toast.error(RESTORE_FAILED);
      return false;
    }
  };
}

/** SPEC §9's success duration: this toast is a custom one, which the Toaster's per-type durations do not reach. */
const SUCCESS_DURATION_MS = 3000;

/**
 * A delete's success toast with Undo: the record went to the trash, and Undo brings it straight back. The toast is
 * react-hot-toast's own bar with the button beside its message, so the announced message (role=status) is the SPEC's
 * words alone.
 */
export function useUndoableDeleteToast() {
  const restore = useRestoreFromTrash();
  return (message: string, recordType: string, id: string) =>
    toast.custom(
      (shown) => (
        <ToastBar toast={{ ...shown, type: 'success', message }} position={shown.position}>
          {({ icon, message: announced }) => (
            <>
              {icon}
              {announced}
              <UndoButton
                type="button"
                onClick={() => {
                  toast.dismiss(shown.id);
                  void restore(recordType, id);
                }}
              >
                Undo
              </UndoButton>
            </>
          )}
        </ToastBar>
      ),
      { duration: SUCCESS_DURATION_MS },
    );
}

const UndoButton = styled.button`
  flex-shrink: 0;
  margin-right: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, ${theme.colors.primary} 10%, transparent);
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
