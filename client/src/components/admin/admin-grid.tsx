import { useId, type ReactNode } from 'react';
import { FiPlus } from 'react-icons/fi';
import styled from 'styled-components';
import { Button, Spinner } from '../ui/button';

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
}

/** An admin list: heading with a count, an Add button, a card grid, loading and empty states. */
export function AdminGrid({ title, count, addLabel, onAdd, loading, loadingText, empty, children }: AdminGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{loading ? title : `${title} (${count})`}</h2>
        {addLabel && onAdd && (
          <Button onClick={onAdd} icon={<FiPlus aria-hidden />}>
            {addLabel}
          </Button>
        )}
      </Head>
      {loading ? (
        <AdminListLoading role="status">
          <Spinner aria-hidden /> {loadingText}
        </AdminListLoading>
      ) : count === 0 ? (
        <AdminListEmpty>{empty}</AdminListEmpty>
      ) : (
        <Cards>{children}</Cards>
      )}
    </section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.5rem; }
`;

/** The loading and empty states every admin list shows (grids, the contact inbox, the activity log). */
export const AdminListLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  padding: ${({ theme }) => theme.space(10)} 0;
  justify-content: center;
`;

export const AdminListEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

/** SPEC §9: 3 columns for cards (1 on phones). */
const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, 1fr); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(3, 1fr); }
`;
