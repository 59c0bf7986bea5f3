import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import type { DraftOffer } from '../forms/use-form';
import { DraftNotice } from './draft-notice';
import { ConflictNotice } from './history/conflict-notice';
import type { EditConflictOffer } from './history/use-edit-conflict';
import { Modal, type ModalSize } from './modal';
import { theme } from '../../shared/theme';

interface FrameProps {
  /** The modal's title; the form's accessible name. */
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent) => void;
  /** SPEC §4: while saving, inputs and buttons are disabled and the modal stays open. */
  saving: boolean;
  /** The submit button's idle label; while saving it reads 'Creating...' for a new record, else 'Saving...'. */
  submitLabel: string;
  creating?: boolean;
  /** Unsaved values kept from an earlier visit (useForm's draftKey): offered above the fields. */
  draft?: DraftOffer | null;
  /** A save refused because someone else saved first (useEditConflict): shown above the fields. */
  conflict?: EditConflictOffer | null;
  children: ReactNode;
}

interface FormModalProps extends FrameProps {
  size: ModalSize;
}

/**
 * The one edit shape of the back office (ADR 072): the conflict and draft notices, the form whose fieldset is
 * disabled while saving, and Cancel + submit ('Creating...' / 'Saving...' while saving, SPEC §4). FormModal
 * puts it in a dialog over a list; FormPanel on a page of its own (the product pages SPEC §2 routes to).
 */
function useFrame({ title, onClose, onSubmit, saving, submitLabel, creating = false, draft, conflict, children }: FrameProps) {
  const formId = useId();
  return {
    notices: (
      <>
        {conflict && <ConflictNotice offer={conflict} formId={formId} onDiscarded={onClose} />}
        {draft && <DraftNotice draft={draft} />}
      </>
    ),
    form: (after?: ReactNode) => (
      <form id={formId} method="post" onSubmit={onSubmit} noValidate aria-label={title} aria-busy={saving || undefined}>
        <Fields disabled={saving}>
          {children}
          {after}
        </Fields>
      </form>
    ),
    buttons: (
      <>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={formId} loading={saving}>
          {saving ? (creating ? 'Creating...' : 'Saving...') : submitLabel}
        </Button>
      </>
    ),
  };
}

/** An admin create/edit form in a modal, with Cancel and submit buttons in its footer. */
export function FormModal({ size, ...props }: FormModalProps) {
  const frame = useFrame(props);
  return (
    <Modal title={props.title} size={size} onClose={props.onClose} dismissible={!props.saving} footer={frame.buttons}>
      {frame.notices}
      {frame.form()}
    </Modal>
  );
}

/** The same form on a page of its own: a card with Cancel and submit at its foot ('Cancel' leaves the page). */
export function FormPanel(props: FrameProps) {
  const frame = useFrame(props);
  return (
    <Panel>
      {frame.notices}
      {frame.form(<Actions>{frame.buttons}</Actions>)}
    </Panel>
  );
}

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Panel = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  padding: ${theme.space(5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  ${theme.media.md} {
    padding: ${theme.space(8)};
  }
  ${Fields} {
    display: grid;
    gap: ${theme.space(5)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.space(5)};
`;
