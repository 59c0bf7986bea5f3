import styled from 'styled-components';
import { theme } from '../../../shared/theme';
import { Button } from '../../ui/button';
import { FieldChanges, savedTime } from './field-changes';
import type { EditConflictOffer } from './use-edit-conflict';

/**
 * A save refused because someone else saved first: who and when, their version against the form's, and the choice:
 * save the form over their version, or drop it.
 */
export function ConflictNotice({
  offer,
  formId,
  onDiscarded,
}: {
  offer: EditConflictOffer;
  formId: string;
  onDiscarded: () => void;
}) {
  const theirs = `${offer.changedBy}'s version`;
  return (
    <Notice role="alert" aria-label="Edit conflict">
      <p>
        <strong>Not saved:</strong> {offer.changedBy} saved this at {savedTime.format(new Date(offer.changedAt))}, after you
        opened it.
      </p>
      {offer.fields === null ? (
        <p>Their version could not be loaded to compare. Its History shows it.</p>
      ) : offer.fields.length > 0 ? (
        <FieldChanges fields={offer.fields} olderLabel={theirs} newerLabel="yours" />
      ) : (
        <p>Their version has the same values as yours.</p>
      )}
      <Actions>
        <Button size="sm" onClick={() => saveOver(offer, formId)}>
          Save Mine Over Theirs
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void offer.discard().then(onDiscarded)}>
          Discard Mine
        </Button>
      </Actions>
    </Notice>
  );
}

/**
 * Submits the form again over their version. Submitted by the form itself, not by this button as a submit button:
 * the notice (and so the button) goes as soon as the choice is made, and a button gone from the page submits nothing.
 */
function saveOver(offer: EditConflictOffer, formId: string) {
  offer.overwrite();
  (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
}

const Notice = styled.div`
  margin-bottom: ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  p {
    margin-bottom: ${theme.space(3)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
