import { FiImage, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { TextField } from '../../../components/admin/form-fields';
import { ALT_TEXT_LABEL } from '../../../components/admin/image-alt';
import { ImageDropZone } from '../../../components/admin/image-drop-zone';
import { theme } from '../../../shared/theme';
import { unstyledList } from '../../../components/ui/css-helpers';
import { removeImageButton } from '../../../components/admin/image-tiles';

interface AdminProjectScreenshotsProps {
  /** Stored screenshot URLs that are kept, in order. */
  current: string[];
  onCurrentChange: (urls: string[]) => void;
  /** Each stored screenshot's alt text by URL, saved with the project (issue 11). */
  alts: Record<string, string>;
  onAltChange: (url: string, alt: string) => void;
  altErrors: Record<string, string | undefined>;
  /** Chosen files, uploaded on save after the kept ones. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * The project's gallery (shown in the public detail dialog): remove stored screenshots, describe each
 * with its own alt text, and add new images, chosen or dropped. Only image files are taken, as in the
 * image picker (SPEC §5). A new screenshot gets its alt text once it is saved.
 */
export function AdminProjectScreenshots({
  current,
  onCurrentChange,
  alts,
  onAltChange,
  altErrors,
  files,
  onFilesChange,
  disabled,
}: AdminProjectScreenshotsProps) {
  return (
    <Wrap>
      <ImageDropZone
        label="Screenshots"
        multiple
        disabled={disabled}
        action="Add screenshots"
        visual={<FiImage aria-hidden size={28} />}
        hints={["Optional. Shown in the project's gallery; 1200x800 or larger, JPG, PNG or WebP."]}
        onImages={(images) => onFilesChange([...files, ...images])}
        testId="project-screenshot-drop-zone"
      />
      {current.length > 0 && (
        <Kept>
          {current.map((url, index) => (
            <KeptRow key={url}>
              <Item>
                <Thumb src={url} alt={`Screenshot ${index + 1}`} width={120} height={80} loading="lazy" />
                <RemoveButton
                  type="button"
                  aria-label={`Remove screenshot ${index + 1}`}
                  disabled={disabled}
                  onClick={() => onCurrentChange(current.filter((_, i) => i !== index))}
                >
                  <FiX aria-hidden />
                </RemoveButton>
              </Item>
              <TextField
                label={ALT_TEXT_LABEL}
                aria-label={`${ALT_TEXT_LABEL} for screenshot ${index + 1}`}
                value={alts[url] ?? ''}
                onChange={(alt) => onAltChange(url, alt)}
                error={altErrors[url]}
                disabled={disabled}
                autoComplete="off"
              />
            </KeptRow>
          ))}
        </Kept>
      )}
      {files.length > 0 && (
        <Items>
          {files.map((file, index) => (
            <Item as="li" key={`${file.name}-${index}`}>
              <FileName title={file.name}>{file.name}</FileName>
              <RemoveButton
                type="button"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
              >
                <FiX aria-hidden />
              </RemoveButton>
            </Item>
          ))}
        </Items>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Kept = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(3)};
`;

/** The thumbnail beside its alt text input; stacked on a narrow screen. */
const KeptRow = styled.li`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${theme.space(3)};
  align-items: start;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Items = styled.ul`
  ${unstyledList}
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const Item = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 120px;
  height: 80px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  overflow: hidden;
`;

const Thumb = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const FileName = styled.span`
  padding: ${theme.space(2)};
  font-size: 0.75rem;
  color: ${theme.colors.muted};
  text-align: center;
  overflow-wrap: anywhere;
`;

const RemoveButton = styled.button`
  ${removeImageButton('4px', '4px', theme.radius.pill)}
`;
