import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { FiCopy } from 'react-icons/fi';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { theme } from '../../shared/theme';
import { TextField } from './form-fields';
import { Modal } from './modal';

interface ShownOnceDialogProps {
  title: string;
  /** The value's field label: 'Invitation link', 'API token', 'Signing secret'. */
  label: string;
  /** The value in a word, for the toasts: 'link' ('Link copied'), 'token', 'secret'. */
  noun: string;
  value: string;
  /** Why it is shown and what to do with it. */
  children: ReactNode;
  onClose: () => void;
}

/**
 * A value the server keeps only a hash or a sealed copy of (an invitation link, an API token, a webhook's secret),
 * shown this once with Copy; selecting the field selects it all, for copying by hand.
 */
export function ShownOnceDialog({ title, label, noun, value, children, onClose }: ShownOnceDialogProps) {
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => toast.success(`${noun[0].toUpperCase()}${noun.slice(1)} copied`))
      .catch(() => toast.error(`Copy it by hand: select the ${noun} and copy.`));
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p>{children}</p>
      <ValueRow>
        <TextField label={label} value={value} onChange={() => undefined} readOnly onFocus={(event) => event.target.select()} />
        <Button variant="secondary" icon={<FiCopy aria-hidden />} onClick={() => void copy()}>
          Copy
        </Button>
      </ValueRow>
    </Modal>
  );
}

const ValueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
  > :first-child {
    flex: 1 1 280px;
  }
`;
