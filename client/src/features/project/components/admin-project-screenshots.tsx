import { useId, useRef } from 'react';
import { FiImage, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { isImageFile } from '../../../components/admin/image-picker';
import { Button } from '../../../components/ui/button';

interface AdminProjectScreenshotsProps {
  /** Stored screenshot URLs that are kept, in order. */
  current: string[];
  onCurrentChange: (urls: string[]) => void;
  /** Chosen files, uploaded on save after the kept ones. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * The project's gallery (shown in the public detail dialog): remove stored screenshots and
 * add new images. Only image files are taken, as in the image picker (SPEC §5).
 */
export function AdminProjectScreenshots({
  current,
  onCurrentChange,
  files,
  onFilesChange,
  disabled,
}: AdminProjectScreenshotsProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${inputId}-hint`;
  return (
    <Wrap>
      <Head>
        <Label htmlFor={inputId}>Screenshots</Label>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          icon={<FiImage aria-hidden />}
        >
          Add screenshots
        </Button>
      </Head>
      <Hint id={hintId}>Optional. Shown in the project&apos;s gallery; 1200x800 or larger, JPG, PNG or WebP.</Hint>
      <HiddenInput
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []).filter(isImageFile);
          if (chosen.length > 0) onFilesChange([...files, ...chosen]);
          event.target.value = '';
        }}
      />
      {(current.length > 0 || files.length > 0) && (
        <Items>
          {current.map((url, index) => (
            <Item key={url}>
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
          ))}
          {files.map((file, index) => (
            <Item key={`${file.name}-${index}`}>
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
  gap: ${({ theme }) => theme.space(2)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

const Hint = styled.p`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: grid;
  place-items: center;
  width: 120px;
  height: 80px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Thumb = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const FileName = styled.span`
  padding: ${({ theme }) => theme.space(2)};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  overflow-wrap: anywhere;
`;

const RemoveButton = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  display: inline-flex;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
