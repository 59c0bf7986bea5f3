import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import type { DraftOffer } from '../forms/use-form';
import { DraftNotice } from './draft-notice';
import { ConflictNotice } from './history/conflict-notice';
import type { EditConflictOffer } from './history/use-edit-conflict';
import { Modal, type ModalSize } from './modal';

interface FormModalProps {
  title: string;
  size: ModalSize;
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

/** An admin create/edit form in a modal, with Cancel and submit buttons in its footer. */
export function FormModal({
  title,
  size,
  onClose,
  onSubmit,
  saving,
  submitLabel,
  creating = false,
  draft,
  conflict,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      title={title}
      size={size}
      onClose={onClose}
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? (creating ? 'Creating...' : 'Saving...') : submitLabel}
          </Button>
        </>
      }
    >
      {conflict && <ConflictNotice offer={conflict} formId={formId} onDiscarded={onClose} />}
      {draft && <DraftNotice draft={draft} />}
      <form id={formId} method="post" onSubmit={onSubmit} noValidate aria-label={title}>
        <Fields disabled={saving}>{children}</Fields>
      </form>
    </Modal>
  );
}

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;
