import { useMemo } from 'react';
import { FiUploadCloud } from 'react-icons/fi';
import styled from 'styled-components';
import { FieldStack, TextField } from './form-fields';
import { ALT_TEXT_LABEL } from './image-alt';
import { ImageDropZone, useObjectUrls } from './image-drop-zone';
import { theme } from '../../shared/theme';

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
  /**
   * The image's alt text (issue 11): with `onAltTextChange`, an optional 'Alt text' input under the
   * picker, shown once there is an image (the stored one or a chosen file).
   */
  altText?: string;
  onAltTextChange?: (value: string) => void;
  altTextError?: string;
}

interface BoundField<T> {
  value: T;
  onChange: (value: T) => void;
  error?: string;
}

/**
 * A form's image field and its alt text field (each from useForm's `field`) as ImagePicker props:
 * `<ImagePicker label="Logo" {...imageFieldProps(field('logo'), field('logoAlt'))} />`.
 */
export function imageFieldProps(image: BoundField<File | null>, alt: BoundField<string>) {
  return {
    file: image.value,
    onChange: image.onChange,
    error: image.error,
    altText: alt.value,
    onAltTextChange: alt.onChange,
    altTextError: alt.error,
  };
}

/** One image, chosen or dropped (SPEC §5), with a preview of the new or the stored one. */
export function ImagePicker({
  label,
  file,
  onChange,
  currentUrl,
  error,
  disabled,
  recommendation,
  required,
  altText,
  onAltTextChange,
  altTextError,
}: ImagePickerProps) {
  const [preview] = useObjectUrls(useMemo(() => (file ? [file] : []), [file]));
  const shown = preview ?? currentUrl ?? null;
  return (
    <FieldStack>
      <ImageDropZone
        label={label}
        required={required}
        disabled={disabled}
        error={error}
        action={shown ? 'Choose another image' : 'Choose an image'}
        visual={shown ? <Preview src={shown} alt={`${label} preview`} /> : <FiUploadCloud aria-hidden size={32} />}
        hints={recommendation ? [IMAGE_HINT, recommendation] : [IMAGE_HINT]}
        onImages={([image]) => onChange(image)}
        testId="image-drop-zone"
      />
      {onAltTextChange && (file || currentUrl) && (
        <TextField
          label={ALT_TEXT_LABEL}
          value={altText ?? ''}
          onChange={onAltTextChange}
          error={altTextError}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    </FieldStack>
  );
}

const Preview = styled.img`
  max-height: 160px;
  width: auto;
  border-radius: ${theme.radius.sm};
  object-fit: contain;
`;
