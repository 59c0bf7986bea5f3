import { useMutation } from '@apollo/client/react';
import { NO_FILES_MESSAGE } from '@field-rules';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FiTrash2, FiUploadCloud } from 'react-icons/fi';
import styled from 'styled-components';
import { useConfirm } from '../../../components/admin/confirm-dialog';
import { TextField } from '../../../components/admin/form-fields';
import { errorMessage } from '../../../components/admin/graphql-errors';
import {
  ALT_TEXT_LABEL,
  normalizeAltText,
  screenshotAlt,
  useSaveAltText,
  validateAltText,
} from '../../../components/admin/image-alt';
import { Button, Spinner } from '../../../components/ui/button';
import { AdminAddProductScreenshotsDocument, AdminRemoveProductScreenshotDocument } from '../../../gql-admin/graphql';
import { AdminScreenshotPicker } from './admin-screenshot-picker';
import { AdminScreenshotLink } from './admin-screenshot-link';
import { theme } from '../../../shared/theme';
import { coverImage, unstyledList } from '../../../components/ui/css-helpers';
import { removeImageButton } from '../../../components/admin/image-tiles';

interface AdminScreenshotManagerProps {
  productId: string;
  productName: string;
  screenshots: string[];
  /** The screenshots as pictures, for the alt text each already has. */
  pictures: ReadonlyArray<{ url: string; altText?: string | null }>;
  /** The product's version after a screenshot was added or removed here (the edit form saves over it, ADR 063). */
  onSaved?: (version: number) => void;
}

/**
 * The edit page's screenshot gallery (SPEC §2, §7, §8): the current screenshots, each removable
 * (by position, after a confirmation) and described by its own alt text (issue 11), and an upload of
 * several images at once. The mutations return the product's screenshot list, so the cached Product
 * (and every page showing it) updates.
 */
export function AdminScreenshotManager({ productId, productName, screenshots, pictures, onSaved }: AdminScreenshotManagerProps) {
  const headingId = useId();
  const confirm = useConfirm();
  const [files, setFiles] = useState<File[]>([]);
  const [removingIndex, setRemovingIndex] = useState<number | null>(null);
  const [addScreenshots, { loading: uploading }] = useMutation(AdminAddProductScreenshotsDocument);
  const [removeScreenshot] = useMutation(AdminRemoveProductScreenshotDocument);

  const upload = async () => {
    if (uploading) return;
    if (files.length === 0) {
      toast.error(NO_FILES_MESSAGE);
      return;
    }
    try {
      const { data } = await addScreenshots({ variables: { id: productId, screenshots: files } });
      if (data) onSaved?.(data.addProductScreenshots.product.version);
      const added = data?.addProductScreenshots.added.length ?? files.length;
      toast.success(`Added ${added} screenshot(s)`);
      setFiles([]);
    } catch (error) {
      console.error('Failed to upload screenshots:', error);
      toast.error(errorMessage(error, 'Failed to upload screenshots'));
    }
  };

  const remove = async (index: number) => {
    if (removingIndex !== null) return;
    if (!(await confirm('Are you sure you want to remove this screenshot?', { confirmLabel: 'Remove' }))) return;
    setRemovingIndex(index);
    try {
      const { data } = await removeScreenshot({ variables: { id: productId, index } });
      if (data) onSaved?.(data.removeProductScreenshot.product.version);
      toast.success('Screenshot removed');
    } catch (error) {
      console.error('Failed to remove screenshot:', error);
      toast.error(errorMessage(error, 'Failed to remove screenshot'));
    } finally {
      setRemovingIndex(null);
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>Screenshots ({screenshots.length})</h3>

      {screenshots.length === 0 ? (
        <Muted>No screenshots yet. Add some below.</Muted>
      ) : (
        <Gallery>
          {screenshots.map((url, index) => {
            const removing = removingIndex === index;
            return (
              <Item key={`${index}-${url}`} $removing={removing} aria-busy={removing || undefined}>
                <AdminScreenshotLink url={url} alt={`${productName} screenshot ${index + 1}`} />
                <RemoveButton
                  type="button"
                  onClick={() => void remove(index)}
                  disabled={removingIndex !== null || uploading}
                  aria-label={`Remove screenshot ${index + 1}`}
                >
                  <FiTrash2 aria-hidden />
                </RemoveButton>
                {removing && (
                  <Overlay>
                    <Spinner aria-label="Removing" />
                  </Overlay>
                )}
                <ScreenshotAltForm
                  productId={productId}
                  productName={productName}
                  url={url}
                  index={index}
                  storedAlt={storedAlt(pictures, url)}
                  disabled={removingIndex !== null || uploading}
                />
              </Item>
            );
          })}
        </Gallery>
      )}

      <Upload>
        <AdminScreenshotPicker label="Add screenshots" files={files} onChange={setFiles} disabled={uploading} />
        {uploading && (
          <Progress role="status">
            <span>
              <Spinner aria-hidden /> Uploading {files.length} {files.length === 1 ? 'screenshot' : 'screenshots'}...
            </span>
            <progress aria-label="Upload progress" />
          </Progress>
        )}
        <div>
          <Button
            onClick={() => void upload()}
            loading={uploading}
            disabled={removingIndex !== null}
            icon={<FiUploadCloud aria-hidden />}
          >
            Upload
          </Button>
        </div>
      </Upload>
    </Panel>
  );
}

function storedAlt(pictures: AdminScreenshotManagerProps['pictures'], url: string): string {
  return pictures.find((picture) => picture.url === url)?.altText ?? '';
}

interface ScreenshotAltFormProps {
  productId: string;
  productName: string;
  url: string;
  index: number;
  storedAlt: string;
  disabled: boolean;
}

/** One screenshot's alt text, saved on its own as the gallery's other actions are. */
function ScreenshotAltForm({ productId, productName, url, index, storedAlt, disabled }: ScreenshotAltFormProps) {
  const [alt, setAlt] = useState(storedAlt);
  const [error, setError] = useState<string>();
  const [saveAltText, { loading }] = useSaveAltText();
  const changed = normalizeAltText(alt) !== normalizeAltText(storedAlt);
  const label = `screenshot ${index + 1}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAltText(alt);
    setError(invalid);
    if (invalid || !changed || loading) return;
    try {
      await saveAltText({
        url,
        alt,
        storedAlt,
        newImage: false,
        record: {
          __typename: 'Product',
          id: productId,
          field: 'screenshotPictures',
          fallbackAlt: screenshotAlt(productName, index),
        },
      });
      toast.success('Alt text saved');
    } catch (failure) {
      console.error('Failed to save alt text:', failure);
      toast.error(errorMessage(failure, 'Failed to save alt text'));
    }
  };

  return (
    <AltForm onSubmit={(event) => void save(event)}>
      <TextField
        label={ALT_TEXT_LABEL}
        aria-label={`${ALT_TEXT_LABEL} for ${label}`}
        value={alt}
        onChange={(value) => {
          setAlt(value);
          if (error) setError(validateAltText(value));
        }}
        error={error}
        disabled={disabled || loading}
        autoComplete="off"
      />
      <Button
        type="submit"
        variant="secondary"
        loading={loading}
        disabled={disabled || !changed}
        aria-label={`Save alt text for ${label}`}
      >
        Save
      </Button>
    </AltForm>
  );
}

const AltForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  > div {
    min-width: 0;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: ${theme.space(5)};
  padding: ${theme.space(6)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  h3 {
    font-size: 1.25rem;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.muted};
`;

const Gallery = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
`;

const Item = styled.li<{ $removing: boolean }>`
  position: relative;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.surface};
  opacity: ${({ $removing }) => ($removing ? 0.5 : 1)};
  transition: opacity ${theme.transition};
  a {
    display: block;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: -3px;
  }
  img {
    display: block;
    ${coverImage('3 / 2')}
  }
`;

const RemoveButton = styled.button`
  ${removeImageButton(theme.space(2), '8px', theme.radius.sm)}
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: 1.75rem;
  color: ${theme.colors.primary};
  pointer-events: none;
`;

const Upload = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.border};
`;

const Progress = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${theme.colors.primary};
  }
`;
