import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { AdminRestoreRevisionDocument, AdminRevisionsDocument, type AdminRevisionFragment } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';
import { Button } from '../../ui/button';
import { useConfirm } from '../confirm-dialog';
import { errorMessage } from '../graphql-errors';
import { Modal } from '../modal';
import { useLoadErrorToast } from '../use-admin-list';
import { FieldChanges, savedTime } from './field-changes';
import { changedFields } from './revision-diff';

/**
 * A list screen's History panel: `open` it for a record (a card's clock button); render `panel` once in the screen.
 */
export function useHistoryPanel(recordType: string): { open: (record: { id: string; name: string }) => void; panel: ReactNode } {
  const [record, setRecord] = useState<{ id: string; name: string } | null>(null);
  return {
    open: setRecord,
    panel: record && (
      <HistoryModal recordType={recordType} recordId={record.id} name={record.name} onClose={() => setRecord(null)} />
    ),
  };
}

const KIND_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  restore: 'Restored',
  baseline: 'Saved before the history began',
};

export const RESTORE_CONFIRM = 'Restore this version? What the record shows now stays in its history.';

interface HistoryModalProps {
  /** The record's type as the server names it: 'BlogPost', 'Partner'... */
  recordType: string;
  recordId: string;
  /** The record's name or title, for the heading. */
  name: string;
  onClose: () => void;
}

/**
 * A record's revision history (issue 30, docs/decisions/061-revision-history.md): every save, newest first; any two
 * compared side by side (changed fields, rich text word by word); Restore saves an older version as a new one.
 */
export function HistoryModal({ recordType, recordId, name, onClose }: HistoryModalProps) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(AdminRevisionsDocument, {
    variables: { recordType, recordId },
    fetchPolicy: 'network-only',
  });
  const [restore] = useMutation(AdminRestoreRevisionDocument);
  const confirm = useConfirm();
  const [chosen, setChosen] = useState<string[]>([]);
  const [restoring, setRestoring] = useState<string | null>(null);
  useLoadErrorToast(error, 'Error loading the history. Please try again.');

  const revisions = data?.revisions ?? [];
  // Two chosen, or else the newest two: what the record is now against the version before.
  const compared = (chosen.length === 2 ? revisions.filter((revision) => chosen.includes(revision.id)) : revisions.slice(0, 2))
    .slice()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const [newer, older] = compared;

  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-2)));

  const onRestore = async (revision: AdminRevisionFragment) => {
    if (!(await confirm(RESTORE_CONFIRM, { confirmLabel: 'Restore' }))) return;
    setRestoring(revision.id);
    try {
      await restore({ variables: { id: revision.id } });
      // The record's screens and this history show the restored version.
      await client.refetchQueries({ include: 'active' });
      setChosen([]);
      toast.success('Version restored successfully!');
    } catch (restoreError) {
      console.error(restoreError);
      toast.error(errorMessage(restoreError, 'Error restoring the version. Please try again.'));
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Modal title={`History of ${name}`} size="xl" onClose={onClose}>
      {loading && !data ? (
        <p role="status">Loading history...</p>
      ) : revisions.length === 0 ? (
        <p>No saved versions yet.</p>
      ) : (
        <Layout>
          <section aria-label="Versions">
            <Versions>
              {revisions.map((revision, index) => {
                const time = savedTime.format(new Date(revision.createdAt));
                return (
                  <Version key={revision.id} $compared={compared.includes(revision)}>
                    <label>
                      <input
                        type="checkbox"
                        checked={chosen.includes(revision.id)}
                        onChange={() => toggle(revision.id)}
                        aria-label={`Compare the version of ${time}`}
                      />
                      <span>
                        <strong>{time}</strong>
                        <small>
                          {KIND_LABELS[revision.kind] ?? revision.kind}
                          {revision.adminUsername ? ` by ${revision.adminUsername}` : ''}
                          {index === 0 ? ' (current)' : ''}
                        </small>
                      </span>
                    </label>
                    {index > 0 && (
                      <Button
                        variant="secondary"
                        loading={restoring === revision.id}
                        disabled={restoring !== null}
                        onClick={() => void onRestore(revision)}
                        aria-label={`Restore the version of ${time}`}
                      >
                        Restore
                      </Button>
                    )}
                  </Version>
                );
              })}
            </Versions>
          </section>
          <section aria-label="Comparison">
            {older ? <Comparison newer={newer} older={older} /> : <p>Only one version so far: there is nothing to compare.</p>}
          </section>
        </Layout>
      )}
    </Modal>
  );
}

function Comparison({ newer, older }: { newer: AdminRevisionFragment; older: AdminRevisionFragment }) {
  const fields = changedFields(older.values, newer.values);
  const olderTime = savedTime.format(new Date(older.createdAt));
  const newerTime = savedTime.format(new Date(newer.createdAt));
  return (
    <>
      <h3>
        Changes from {olderTime} to {newerTime}
      </h3>
      {fields.length === 0 && <p>These two versions are the same.</p>}
      <FieldChanges fields={fields} olderLabel={olderTime} newerLabel={newerTime} />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.media.lg} {
    grid-template-columns: minmax(240px, 1fr) 2fr;
  }
  h3 {
    font-size: 1rem;
    margin-bottom: ${theme.space(3)};
  }
`;

const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
`;

const Version = styled.li<{ $compared: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)};
  border: 1px solid ${({ $compared }) => ($compared ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radius.md};
  label {
    display: flex;
    gap: ${theme.space(3)};
    align-items: flex-start;
    cursor: pointer;
  }
  span {
    display: grid;
  }
  small {
    color: ${theme.colors.muted};
  }
`;
