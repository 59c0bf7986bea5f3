import { FiImage, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { ImageDropZone, useObjectUrls } from '../../../components/admin/image-drop-zone';
import { IMAGE_HINT } from '../../../components/admin/image-picker';
import { FieldStack } from '../../../components/admin/form-fields';
import { theme } from '../../../shared/theme';
import { unstyledList } from '../../../components/ui/css-helpers';
import { removeImageButton } from '../../../components/admin/image-tiles';

/** SPEC §5: recommended screenshot size. */
export const SCREENSHOT_RECOMMENDATION = 'Recommended 1200x800 or larger';

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
  const previews = useObjectUrls(files);
  return (
    <FieldStack>
      <ImageDropZone
        label={label}
        multiple
        disabled={disabled}
        error={error}
        action="Choose screenshots"
        visual={<FiImage aria-hidden size={28} />}
        hints={[`${IMAGE_HINT}. ${SCREENSHOT_RECOMMENDATION}`]}
        onImages={(images) => onChange([...files, ...images])}
        testId="screenshot-drop-zone"
      />
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
    </FieldStack>
  );
}

const Count = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

const Chosen = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  li {
    position: relative;
    display: grid;
    gap: ${theme.space(1)};
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
  }
`;

const Thumb = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
`;

const ThumbPlaceholder = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 2;
  color: ${theme.colors.muted};
  font-size: 1.5rem;
`;

const FileName = styled.span`
  font-size: 0.8rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RemoveButton = styled.button`
  ${removeImageButton(theme.space(3), '4px', theme.radius.sm)}
`;
