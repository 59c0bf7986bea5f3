import type { ReactNode } from 'react';
import { FiClock, FiEdit2, FiRotateCcw, FiTrash2 } from 'react-icons/fi';
import styled from 'styled-components';
import { Spinner } from '../ui/button';
import { theme } from '../../shared/theme';

interface AdminCardProps {
  /** The record's name, used in the edit/delete button labels. */
  name: string;
  image?: string | null;
  /** Round (people), wide (banners, covers) or logo (whole image shown, never cropped). */
  imageShape?: 'round' | 'wide' | 'logo';
  onEdit?: () => void;
  /** Opens the record's revision history (components/admin/history). */
  onHistory?: () => void;
  /** Brings the record back (the Trash screen's cards). */
  onRestore?: () => void;
  /** The restore button's label, when not 'Restore {name}' (an account's 'Reactivate {name}'). */
  restoreLabel?: string;
  /** Absent on cards whose record cannot be deleted here (an account deactivated already). */
  onDelete?: () => void;
  /** The delete button's label, when it does more than 'Delete {name}' (the trash's 'Delete {name} for good'). */
  deleteLabel?: string;
  /** SPEC §4: a card being deleted is dimmed with a spinner. */
  deleting?: boolean;
  children: ReactNode;
}

/** One record in an admin grid, with edit, history, restore and delete icon buttons. */
export function AdminCard({
  name,
  image,
  imageShape = 'wide',
  onEdit,
  onHistory,
  onRestore,
  restoreLabel,
  onDelete,
  deleteLabel,
  deleting = false,
  children,
}: AdminCardProps) {
  return (
    <Card aria-busy={deleting || undefined} $deleting={deleting} data-deleting={deleting || undefined}>
      {image && <Thumb src={image} alt="" $shape={imageShape} loading="lazy" />}
      <Body>{children}</Body>
      <Actions>
        {onEdit && (
          <IconButton type="button" onClick={onEdit} aria-label={`Edit ${name}`} disabled={deleting}>
            <FiEdit2 aria-hidden />
          </IconButton>
        )}
        {onHistory && (
          <IconButton type="button" onClick={onHistory} aria-label={`History of ${name}`} disabled={deleting}>
            <FiClock aria-hidden />
          </IconButton>
        )}
        {onRestore && (
          <IconButton type="button" onClick={onRestore} aria-label={restoreLabel ?? `Restore ${name}`} disabled={deleting}>
            <FiRotateCcw aria-hidden />
          </IconButton>
        )}
        {onDelete && (
          <IconButton type="button" onClick={onDelete} aria-label={deleteLabel ?? `Delete ${name}`} disabled={deleting} $danger>
            <FiTrash2 aria-hidden />
          </IconButton>
        )}
      </Actions>
      {deleting && (
        <Overlay>
          <Spinner aria-label="Deleting" />
        </Overlay>
      )}
    </Card>
  );
}

const Card = styled.article<{ $deleting: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  opacity: ${({ $deleting }) => ($deleting ? 0.5 : 1)};
  transition: opacity ${theme.transition};
`;

const THUMB_STYLES = {
  round: 'width: 88px; height: 88px; border-radius: 50%; object-fit: cover; margin: 20px auto 0;',
  wide: 'width: 100%; aspect-ratio: 2 / 1; object-fit: cover;',
  logo: 'width: 100%; aspect-ratio: 2 / 1; object-fit: contain; padding: 16px;',
} as const;

const Thumb = styled.img<{ $shape: keyof typeof THUMB_STYLES }>`
  ${({ $shape }) => THUMB_STYLES[$shape]}
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  flex: 1;
  h3 {
    font-size: 1.1rem;
  }
  p {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Actions = styled.div`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
  display: flex;
  gap: ${theme.space(1)};
`;

const IconButton = styled.button<{ $danger?: boolean }>`
  display: inline-flex;
  padding: 8px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.card};
  color: ${({ $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: 2rem;
  color: ${theme.colors.primary};
`;

/** '+N more' after the first `shown` items (SPEC §9 admin truncations). */
export function moreCount(total: number, shown: number): string | null {
  return total > shown ? `+${total - shown} more` : null;
}

/** Cuts at `max` characters with an ellipsis (SPEC §9: short descriptions at 100). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
