import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FiUploadCloud } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { ErrorText } from './form-fields';

/** SPEC §5: the picker's hint (the server enforces 10 MB). */
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';

interface ImagePickerProps {
  label: string;
  /** The newly chosen file, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored image's URL (on edit), shown until a new file is chosen. */
  currentUrl?: string | null;
  error?: string;
  disabled?: boolean;
  /** Extra guidance, e.g. 'Recommended 1200x600'. */
  recommendation?: string;
  /** Marks the label like other required fields (e.g. on create). */
  required?: boolean;
}

/** Only files whose type starts with "image" are taken, chosen or dropped (SPEC §5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image');
}

export function ImagePicker({ label, file, onChange, currentUrl, error, disabled, recommendation, required }: ImagePickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    if (!isImageFile(candidate)) {
      setRejected(true);
      return;
    }
    setRejected(false);
    onChange(candidate);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <Wrap>
      <Label htmlFor={inputId}>
        {label}
        {required && <Required aria-hidden> *</Required>}
      </Label>
      <DropZone
        $dragging={dragging}
        $invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
      >
        {shown ? <Preview src={shown} alt={`${label} preview`} /> : <FiUploadCloud aria-hidden size={32} />}
        <p>
          <PickButton type="button" onClick={() => inputRef.current?.click()} disabled={disabled}>
            {shown ? 'Choose another image' : 'Choose an image'}
          </PickButton>{' '}
          or drag and drop
        </p>
        <Small>{IMAGE_HINT}</Small>
        {recommendation && <Small>{recommendation}</Small>}
        <HiddenInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-required={required || undefined}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </DropZone>
      {rejected && <ErrorText role="alert">Please choose an image file.</ErrorText>}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const DropZone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  text-align: center;
  border: 2px dashed ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.surface};
    `}
`;

const Preview = styled.img`
  max-height: 160px;
  width: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: contain;
`;

const PickButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const Small = styled.p`
  font-size: 0.8rem;
`;
