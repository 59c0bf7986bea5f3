import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FiImage, FiX } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { ErrorText } from '../../../components/admin/form-fields';
import { IMAGE_HINT, isImageFile } from '../../../components/admin/image-picker';

/** SPEC §5: recommended screenshot size. */
export const SCREENSHOT_RECOMMENDATION = 'Recommended 1200x800 or larger';
export const NOT_AN_IMAGE_MESSAGE = 'Only image files can be added.';

interface AdminScreenshotPickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * Several screenshots at once, chosen or dropped; only images are taken (SPEC §5). The chosen
 * files are listed with a preview and a remove button each.
 */
export function AdminScreenshotPicker({ label, files, onChange, disabled, error }: AdminScreenshotPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState(false);
  const previews = useObjectUrls(files);

  const take = (list: FileList | null | undefined) => {
    const candidates = Array.from(list ?? []);
    if (candidates.length === 0) return;
    const images = candidates.filter(isImageFile);
    setRejected(images.length < candidates.length);
    if (images.length > 0) onChange([...files, ...images]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <DropZone
        $dragging={dragging}
        $invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="screenshot-drop-zone"
      >
        <FiImage aria-hidden size={28} />
        <p>
          <PickButton type="button" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId}>
            Choose screenshots
          </PickButton>{' '}
          or drag and drop
        </p>
        <Small id={hintId}>
          {IMAGE_HINT}. {SCREENSHOT_RECOMMENDATION}
        </Small>
        <HiddenInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </DropZone>
      {rejected && <ErrorText role="alert">{NOT_AN_IMAGE_MESSAGE}</ErrorText>}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {files.length > 0 && (
        <>
          <Count aria-live="polite">
            {files.length} {files.length === 1 ? 'file' : 'files'} selected
          </Count>
          <Chosen aria-label="Selected screenshots">
            {files.map((file, index) => (
              <li key={`${index}-${file.name}-${file.size}`}>
                {previews[index] ? (
                  <Thumb src={previews[index]} alt="" width={120} height={80} />
                ) : (
                  <ThumbPlaceholder aria-hidden>
                    <FiImage />
                  </ThumbPlaceholder>
                )}
                <FileName title={file.name}>{file.name}</FileName>
                <RemoveButton
                  type="button"
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                >
                  <FiX aria-hidden />
                </RemoveButton>
              </li>
            ))}
          </Chosen>
        </>
      )}
    </Wrap>
  );
}

/** Object URLs for the files' previews, revoked when the files change or the picker goes. */
function useObjectUrls(files: File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    // jsdom and very old browsers have no createObjectURL: no preview then, the name is still listed.
    if (typeof URL.createObjectURL !== 'function') {
      setUrls(files.map(() => null));
      return undefined;
    }
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
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

const PickButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
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

const Count = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  li {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Thumb = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const ThumbPlaceholder = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 2;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.5rem;
`;

const FileName = styled.span`
  font-size: 0.8rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RemoveButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
