import { useCallback } from 'react';
import { FormGrid, TextAreaField, TextField } from '../../../components/admin/form-fields';
import { ImagePicker } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import { useForm, type FormErrors } from '../../../components/forms/use-form';
import { PERSON_LABELS, personInitialValues, validatePerson, type PersonRecord, type PersonValues } from './person-values';

interface PersonFormProps {
  /** 'Founder' or 'Team Member': the modal reads 'Add Founder' / 'Edit Founder'. */
  entityLabel: string;
  /** Founders have a Twitter/X link; team members do not (SPEC §3). */
  withTwitter?: boolean;
  /** The record being edited; none means create. */
  person?: PersonRecord | null;
  /**
   * Saves the values. Resolves with the server's per-field messages when the save failed
   * (shown under the fields), or nothing when it succeeded (the caller then closes the form).
   */
  onSubmit: (values: PersonValues) => Promise<FormErrors<PersonValues> | void>;
  onClose: () => void;
}

/**
 * The founder and team member form in a modal (SPEC §4/§5): validates on submit and on change,
 * and while saving disables every control, relabels the submit button and can't be dismissed.
 */
export function PersonForm({ entityLabel, withTwitter = false, person, onSubmit, onClose }: PersonFormProps) {
  const editing = Boolean(person);
  const validate = useCallback(
    (values: PersonValues) => validatePerson(values, { withTwitter, imageRequired: !editing }),
    [withTwitter, editing],
  );
  const {
    values,
    errors,
    submitting: saving,
    setValue,
    handleSubmit,
  } = useForm<PersonValues>({
    initialValues: personInitialValues(person),
    validate,
  });
  const submit = handleSubmit(onSubmit);

  const idleLabel = editing ? 'Save Changes' : `Create ${entityLabel}`;
  return (
    <FormModal
      title={`${editing ? 'Edit' : 'Add'} ${entityLabel}`}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel={idleLabel}
      savingLabel={editing ? 'Saving...' : 'Creating...'}
    >
      <FormGrid>
        <FormGrid $columns={2}>
          <TextField
            label={PERSON_LABELS.name}
            required
            value={values.name}
            onChange={(value) => setValue('name', value)}
            error={errors.name}
            disabled={saving}
            autoComplete="off"
          />
          <TextField
            label={PERSON_LABELS.role}
            required
            value={values.role}
            onChange={(value) => setValue('role', value)}
            error={errors.role}
            disabled={saving}
            placeholder="e.g. Chief Executive Officer"
          />
        </FormGrid>
        <TextAreaField
          label={PERSON_LABELS.bio}
          required
          rows={5}
          value={values.bio}
          onChange={(value) => setValue('bio', value)}
          error={errors.bio}
          disabled={saving}
        />
        <FormGrid $columns={2}>
          <TextField
            label={PERSON_LABELS.email}
            required
            type="email"
            value={values.email}
            onChange={(value) => setValue('email', value)}
            error={errors.email}
            disabled={saving}
            autoComplete="off"
          />
          <TextField
            label={PERSON_LABELS.linkedin}
            type="url"
            value={values.linkedin}
            onChange={(value) => setValue('linkedin', value)}
            error={errors.linkedin}
            disabled={saving}
            placeholder="https://linkedin.com/in/username"
          />
        </FormGrid>
        {withTwitter && (
          <TextField
            label={PERSON_LABELS.twitter}
            type="url"
            value={values.twitter}
            onChange={(value) => setValue('twitter', value)}
            error={errors.twitter}
            disabled={saving}
            placeholder="https://x.com/username"
          />
        )}
        <ImagePicker
          label={PERSON_LABELS.image}
          required={!editing}
          file={values.image}
          onChange={(file) => setValue('image', file)}
          currentUrl={person?.image}
          error={errors.image}
          disabled={saving}
          altText={values.imageAlt}
          onAltTextChange={(value) => setValue('imageAlt', value)}
          altTextError={errors.imageAlt}
        />
      </FormGrid>
    </FormModal>
  );
}
