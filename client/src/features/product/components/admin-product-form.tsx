import { useCallback, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormPanel } from '../../../components/admin/form-modal';
import type { EditConflictOffer } from '../../../components/admin/history/use-edit-conflict';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { useForm } from '../../../components/forms/use-form';
import { PRODUCT_RECORD } from '@field-rules/records/product';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { validateProduct, type ProductFormMode, type ProductFormValues } from '../admin-product-values';
import { RichTextField, ProductDescriptionPreview, useAccessibilityCheck } from '../../rich-text';
import { AdminScreenshotPicker } from './admin-screenshot-picker';

/** SPEC §5: recommended banner size and formats. */
const BANNER_RECOMMENDATION = 'Recommended 1200x600; JPG, PNG or WebP';

/** The submit button's idle label; while saving it reads 'Creating...' / 'Saving...' (the frame's). */
const LABELS: Record<ProductFormMode, string> = { create: 'Create Product', edit: 'Save Changes' };

interface AdminProductFormProps {
  mode: ProductFormMode;
  initialValues: ProductFormValues;
  /** The stored banner on edit, shown until a new one is chosen. */
  currentBannerUrl?: string;
  /** Where 'Cancel' goes. */
  cancelTo: string;
  /** Saves; resolves with the server's field errors when it refused, to show under the fields. */
  onSubmit: (values: ProductFormValues) => Promise<Record<string, string> | void>;
  /** A save refused because someone else saved first (useEditConflict): shown above the fields. */
  conflict?: EditConflictOffer | null;
}

/**
 * The product form of the 'Add New Product' and edit pages (SPEC §5 'Product create' / 'Product
 * edit'). While saving every input and button is disabled and the submit button reads
 * 'Creating...' / 'Saving...'.
 */
export function AdminProductForm({ mode, initialValues, currentBannerUrl, cancelTo, onSubmit, conflict }: AdminProductFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLDivElement>(null);
  const validate = useCallback((values: ProductFormValues) => validateProduct(values, mode), [mode]);
  const { values, errors, submitting: saving, setValue, handleSubmit, field } = useForm({ initialValues, validate });
  const accessibility = useAccessibilityCheck();
  const creating = mode === 'create';

  // Takes the keyboard to the first field that needs attention (after the errors have rendered).
  // A field cannot take focus while the fieldset is still disabled from saving: wait for it to be enabled again.
  const focusFirstInvalid = () =>
    requestAnimationFrame(function focusWhenEnabled() {
      const form = formRef.current;
      if (form?.querySelector('fieldset:disabled')) requestAnimationFrame(focusWhenEnabled);
      else form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });

  const save = handleSubmit(async (valid) => {
    // Issue 31: what some readers would miss in the description is shown first; the editor may save anyway.
    if (!(await accessibility.check(valid.fullDescription, { action: 'save', resubmit: () => void save() }))) return;
    const serverErrors = await onSubmit(valid);
    if (serverErrors && Object.keys(serverErrors).length > 0) focusFirstInvalid();
    return serverErrors;
  });

  const submit = (event?: FormEvent) => {
    save(event);
    focusFirstInvalid();
  };

  return (
    // The container lets focusFirstInvalid find the form's fields.
    <div ref={formRef}>
      <FormPanel
        title={creating ? 'Add New Product' : 'Edit Product'}
        onClose={() => navigate(cancelTo)}
        onSubmit={submit}
        saving={saving}
        submitLabel={LABELS[mode]}
        creating={creating}
        conflict={conflict}
      >
        {/* A dialog of its own over the page (a portal): not one of the form's fields. */}
        {accessibility.dialog}
        <RecordFields
          record={PRODUCT_RECORD}
          mode={mode}
          values={values}
          errors={errors}
          setValue={setValue}
          disabled={saving}
          controls={{
            fullDescription: (props) => (
              <RichTextField
                label={props.label}
                required={props.required}
                value={values.fullDescription}
                onChange={(value) => setValue('fullDescription', value)}
                error={props.error}
                hint={props.hint}
                disabled={saving}
                preview={ProductDescriptionPreview}
              />
            ),
          }}
        />

        <ImagePicker
          label="Banner Image"
          required={creating}
          {...imageFieldProps(field('bannerImage'), field('bannerAlt'))}
          currentUrl={currentBannerUrl}
          disabled={saving}
          recommendation={creating ? BANNER_RECOMMENDATION : `${BANNER_RECOMMENDATION}. Leave empty to keep the current banner.`}
        />

        {creating && (
          <AdminScreenshotPicker
            label="Screenshots (optional)"
            files={values.screenshots}
            onChange={(files) => setValue('screenshots', files)}
            error={errors.screenshots}
            disabled={saving}
          />
        )}
      </FormPanel>
    </div>
  );
}
