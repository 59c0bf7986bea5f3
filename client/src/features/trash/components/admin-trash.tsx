import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { cardKicker } from '../../../components/admin/admin-badges';
import { AdminCard } from '../../../components/admin/admin-card';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { savedTime } from '../../../components/admin/history/field-changes';
import { TRASHED_TYPES } from '../../../components/admin/trash/trashed-types';
import { useRestoreFromTrash } from '../../../components/admin/trash/use-restore-from-trash';
import { useConfirmedDelete, useLoadErrorToast } from '../../../components/admin/use-admin-list';
import { AdminDeleteFromTrashDocument, AdminTrashDocument, type AdminTrashItemFragment } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

const keyOf = (item: AdminTrashItemFragment) => `${item.recordType}:${item.recordId}`;

/**
 * The trash (/admin/trash, docs/decisions/064-trash.md): every deleted post, product, project, service, founder, team
 * member and partner, most recently deleted first, until its days are up. Restore puts it back with its pictures and
 * links; Delete for good (after confirmation) removes it and its files. Asked afresh on each visit.
 */
export function AdminTrash() {
  const { data, loading, error, refetch } = useQuery(AdminTrashDocument, { fetchPolicy: 'cache-and-network' });
  const [purge] = useMutation(AdminDeleteFromTrashDocument);
  const restore = useRestoreFromTrash();
  const { deleting, deleteRecord } = useConfirmedDelete();
  const [restoring, setRestoring] = useState<ReadonlySet<string>>(new Set());

  useLoadErrorToast(error, 'Error loading the trash. Please refresh the page.');
  const items = error ? [] : (data?.trash ?? []);

  const bringBack = async (item: AdminTrashItemFragment) => {
    const key = keyOf(item);
    setRestoring((keys) => new Set(keys).add(key));
    if (await restore(item.recordType, item.recordId)) await refetch().catch(() => undefined);
    setRestoring((keys) => new Set([...keys].filter((other) => other !== key)));
  };

  const deleteForGood = (item: AdminTrashItemFragment) =>
    deleteRecord(keyOf(item), {
      confirmMessage: `Delete "${item.label}" for good? Its pictures and files are deleted too. This action cannot be undone.`,
      remove: async () => {
        await purge({ variables: { recordType: item.recordType, id: item.recordId } });
        await refetch().catch(() => undefined);
      },
      successMessage: `"${item.label}" deleted for good`,
      failureMessage: () => 'Error deleting for good. Please try again.',
    });

  return (
    <AdminGrid
      title="Trash"
      count={items.length}
      loading={loading && !data}
      loadingText="Loading the trash..."
      empty={<p>The trash is empty. Deleted records wait here before they go for good.</p>}
    >
      {items.map((item) => {
        const type = TRASHED_TYPES[item.recordType]?.label ?? item.recordType;
        const busy = deleting.has(keyOf(item)) || restoring.has(keyOf(item));
        return (
          <AdminCard
            key={keyOf(item)}
            name={`${type.toLowerCase()} ${item.label}`}
            onRestore={() => void bringBack(item)}
            onDelete={() => void deleteForGood(item)}
            deleteLabel={`Delete ${type.toLowerCase()} ${item.label} for good`}
            deleting={busy}
          >
            <Kind>{type}</Kind>
            <h3>{item.label}</h3>
            <Dates>
              <div>
                <dt>Deleted</dt>
                <dd>
                  <time dateTime={item.deletedAt}>{savedTime.format(new Date(item.deletedAt))}</time>
                </dd>
              </div>
              <div>
                <dt>Deleted for good</dt>
                <dd>
                  <time dateTime={item.purgeAt}>{savedTime.format(new Date(item.purgeAt))}</time>
                </dd>
              </div>
            </Dates>
          </AdminCard>
        );
      })}
    </AdminGrid>
  );
}

const Kind = styled.p`
  ${cardKicker}
`;

const Dates = styled.dl`
  display: grid;
  gap: ${theme.space(1)};
  color: ${theme.colors.muted};
  font-size: 0.9rem;

  div {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${theme.space(2)};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
`;
