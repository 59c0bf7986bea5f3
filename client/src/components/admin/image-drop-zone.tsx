import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { ErrorCode, useDropzone } from 'react-dropzone';
import styled, { css } from 'styled-components';
import { ErrorText, FieldShell } from './form-fields';
import { theme } from '../../shared/theme';

/** SPEC §5: only files whose type starts with image are taken, chosen or dropped (no size check here: the server's 10 MB). */
const ACCEPT = { 'image/*': [] };
/** What a picker says when a chosen or dropped file is not an image (one file / several). */
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file.';
export const NOT_IMAGES_MESSAGE = 'Only image files can be added.';

interface ImageDropZoneProps {
  /** The field's label, which also names the file input (getByLabelText, Playwright's getByLabel). */
  label: string;
  required?: boolean;
  /** Several images per choice or drop (screenshots); otherwise the first image is taken. */
  multiple?: boolean;
  disabled?: boolean;
  error?: string;
  /** The zone's button ('Choose an image', 'Choose screenshots'); a click anywhere in the zone also opens the dialog. */
  action: string;
  /** Above the button: a preview or an icon. */
  visual: ReactNode;
  /** Lines under the button (the SPEC hint, recommendations); they describe the button and the input. */
  hints: string[];
  /** The images among the chosen or dropped files (never empty). */
  onImages: (images: File[]) => void;
  testId?: string;
}

const preventDefault = (event: DragEvent) => event.preventDefault();

/**
 * The one image drop zone behind every admin picker (react-dropzone): its button (Enter/Space) or a
 * click anywhere in it opens the file dialog, a drag over it is highlighted (red when the dragged
 * files are not images), and only images are taken; others are refused with an alert.
 */
export function ImageDropZone({
  label,
  required,
  multiple = false,
  disabled,
  error,
  action,
  visual,
  hints,
  onImages,
  testId,
}: ImageDropZoneProps) {
  const hintId = useId();
  const [refused, setRefused] = useState(false);
  const { getRootProps, getInputProps, isDragActive, isDragReject, inputRef } = useDropzone({
    accept: ACCEPT,
    multiple,
    disabled,
    // The zone's button takes the keyboard; a focusable zone around it would be a second tab stop.
    noKeyboard: true,
    onDrop: (images, rejections) => {
      const notImages = rejections.some(({ errors }) => errors.some(({ code }) => code === ErrorCode.FileInvalidType));
      // One picker takes the first image of several dropped, and only complains when none was one.
      setRefused(notImages && (multiple || images.length === 0));
      if (images.length > 0) onImages(images);
      // Choosing the same file again (after removing it) must fire a change.
      if (inputRef.current) inputRef.current.value = '';
    },
  });
  return (
    <FieldShell label={label} error={error} required={required}>
      {({ inputId, describedBy }) => (
        <>
          <Zone
            {...getRootProps()}
            // While disabled react-dropzone leaves drops alone: keep the browser from opening the file.
            {...(disabled && { onDragOver: preventDefault, onDrop: preventDefault })}
            $active={isDragActive}
            $reject={isDragReject}
            $invalid={Boolean(error)}
            $disabled={Boolean(disabled)}
            data-testid={testId}
          >
            <input
              {...getInputProps({
                id: inputId,
                'aria-label': undefined,
                'aria-describedby': [hintId, describedBy].filter(Boolean).join(' '),
                'aria-required': required || undefined,
              })}
            />
            <Body>
              {visual}
              <p>
                <PickButton type="button" disabled={disabled} aria-describedby={hintId}>
                  {action}
                </PickButton>{' '}
                or drag and drop
              </p>
              <div id={hintId}>
                {hints.map((hint) => (
                  <Small key={hint}>{hint}</Small>
                ))}
              </div>
            </Body>
          </Zone>
          {refused && <ErrorText role="alert">{multiple ? NOT_IMAGES_MESSAGE : NOT_AN_IMAGE_MESSAGE}</ErrorText>}
        </>
      )}
    </FieldShell>
  );
}

/** Object URLs for the files' previews, revoked when the files change or the picker goes. */
export function useObjectUrls(files: File[]): (string | null)[] {
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

const Zone = styled.div<{ $active: boolean; $reject: boolean; $invalid: boolean; $disabled: boolean }>`
  padding: ${theme.space(5)};
  text-align: center;
  border: 2px dashed ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.muted};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  transition:
    border-color 0.15s,
    background 0.15s;
  ${({ $active, $reject }) =>
    $active &&
    css`
      border-color: ${$reject ? theme.colors.danger : theme.colors.primary};
      background: ${theme.colors.surface};
    `}
`;

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(2)};
`;

/** The focus ring and disabled look of the zone's button and the pickers' remove buttons. */
export const buttonStates = css`
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const PickButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  ${buttonStates}
`;

const Small = styled.p`
  font-size: 0.8rem;
`;
