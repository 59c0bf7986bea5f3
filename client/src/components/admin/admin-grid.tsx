import { useId, useState, type ReactNode } from 'react';
import { FiCheck, FiMove, FiPlus } from 'react-icons/fi';
import styled from 'styled-components';
import { Button, Spinner } from '../ui/button';
import { theme } from '../../shared/theme';

interface AdminGridProps {
  /** e.g. 'Founders': the heading reads 'Founders (3)'. */
  title: string;
  count: number;
  /** Omit both for read-only lists (contact submissions). */
  addLabel?: string;
  onAdd?: () => void;
  loading: boolean;
  /** SPEC §2: 'Loading founders...' etc. */
  loadingText: string;
  /** Shown when there is nothing (SPEC §2 empty states where given). */
  empty: ReactNode;
  children: ReactNode;
  /**
   * The records as a SortableList (manual order, docs/decisions/035-manual-order.md): a 'Reorder'
   * button then swaps the cards for it until 'Done'. Offered from two records on.
   */
  sortable?: ReactNode;
}

/** An admin list: heading with a count, an Add button, a card grid, loading and empty states. */
export function AdminGrid({ title, count, addLabel, onAdd, loading, loadingText, empty, children, sortable }: AdminGridProps) {
  const headingId = useId();
  const [reordering, setReordering] = useState(false);
  const canReorder = Boolean(sortable) && !loading && count > 1;
  return (
    <section aria-labelledby={headingId}>
      <AdminListHead>
        <h2 id={headingId}>{loading ? title : `${title} (${count})`}</h2>
        <HeadActions>
          {canReorder && (
            <Button
              variant="secondary"
              onClick={() => setReordering((on) => !on)}
              icon={reordering ? <FiCheck aria-hidden /> : <FiMove aria-hidden />}
            >
              {reordering ? 'Done' : 'Reorder'}
            </Button>
          )}
          {addLabel && onAdd && (
            <Button onClick={onAdd} icon={<FiPlus aria-hidden />}>
              {addLabel}
            </Button>
          )}
        </HeadActions>
      </AdminListHead>
      {loading ? (
        <AdminListLoading role="status">
          <Spinner aria-hidden /> {loadingText}
        </AdminListLoading>
      ) : count === 0 ? (
        <AdminListEmpty>{empty}</AdminListEmpty>
      ) : canReorder && reordering ? (
        sortable
      ) : (
        <AdminCards>{children}</AdminCards>
      )}
    </section>
  );
}

/** An admin list's heading row: the h2 on the left, its tools (add, search, filters) on the right. */
export const AdminListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
  h2 {
    font-size: 1.5rem;
  }
`;

/** A list heading whose tools are a labelled filter: aligned to the filter's bottom edge (its label sits above). */
export const AdminFilterHead = styled(AdminListHead)`
  align-items: flex-end;
  gap: ${theme.space(4)};
`;

/** The line under a list's h2 that says what the list is. */
export const AdminListIntro = styled.p`
  color: ${theme.colors.muted};
  margin-top: ${theme.space(1)};
`;

/** A labelled select beside a list's heading (the activity log's record type, the Dashboard's period). */
export const AdminListFilter = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  font-size: 0.9rem;
  label {
    font-weight: 600;
  }
  select {
    min-width: 200px;
    padding: 8px 12px;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.card};
    color: ${theme.colors.text};
    font: inherit;
  }
`;

const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/** The loading and empty states every admin list shows (grids, the contact inbox, the activity log). */
export const AdminListLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  padding: ${theme.space(10)} 0;
  justify-content: center;
`;

export const AdminListEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(12)} ${theme.space(4)};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  color: ${theme.colors.muted};
  text-align: center;
`;

/** SPEC §9: 3 columns for cards (1 on phones). */
export const AdminCards = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: 1fr;
  ${theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${theme.media.xl} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
