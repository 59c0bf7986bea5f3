import styled from 'styled-components';
import type { DraftOffer } from '../forms/use-form';
import { Button } from '../ui/button';
import { theme } from '../../shared/theme';
import { savedTime } from './history/field-changes';

/** Offers back what was typed in this form before a closed tab or a reload (useForm's draftKey). */
export function DraftNotice({ draft }: { draft: DraftOffer }) {
  return (
    <Notice role="status">
      <p>Unsaved changes from {savedTime.format(new Date(draft.savedAt))} were kept in this browser.</p>
      <Actions>
        <Button size="sm" onClick={draft.restore}>
          Restore Them
        </Button>
        <Button size="sm" variant="ghost" onClick={draft.discard}>
          Discard
        </Button>
      </Actions>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space(2)};
`;
