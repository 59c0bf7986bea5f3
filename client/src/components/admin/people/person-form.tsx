import { useCallback } from 'react';
import { FormGrid } from '../form-fields';
import { FormModal } from '../form-modal';
import type { EditConflictOffer } from '../history/use-edit-conflict';
import { ImagePicker, imageFieldProps } from '../image-picker';
import { useForm, type FormErrors } from '../../forms/use-form';
import { RecordFields } from '../record-form/record-fields';
import { PERSON_IMAGE_LABEL } from './person-fields';
import {
  personInitialValues,
  validatePerson,
  type PersonDescription,
  type PersonFieldName,
  type PersonRecord,
  type PersonValues,
} from './person-values';

interface PersonFormProps {
  /** 'Founder' or 'Team Member': the modal reads 'Add Founder' / 'Edit Founder'. */
  entityLabel: string;
  /** The record's description: its text inputs, in order (founders have a Twitter/X link, team members do not: SPEC §3). */
  record: PersonDescription;
  /** The record being edited; none means create. */
  person?: PersonRecord | null;
  /**
   * Saves the values. Resolves with the server's per-field messages when the save failed
   * (shown under the fields), or nothing when it succeeded (the caller then closes the form).
   */
  onSubmit: (values: PersonValues) => Promise<FormErrors<PersonValues> | void>;
  onClose: () => void;
  /** A save refused because someone else saved first (the screen's useEditConflict). */
  conflict?: EditConflictOffer | null;
}

/**
 * The founder and team member form in a modal (SPEC §4/§5), drawn from the record's description: validates on
 * submit and on change, and while saving disables every control, relabels the submit button and
 * can't be dismissed.
 */
export function PersonForm({ entityLabel, record, person, onSubmit, onClose, conflict }: PersonFormProps) {
  const editing = Boolean(person);
  const validate = useCallback(
    (values: PersonValues) => validatePerson(values, record, { imageRequired: !editing }),
    [record, editing],
  );
  const {
    values,
    errors,
    submitting: saving,
    setValue,
    handleSubmit,
    field,
    draft,
  } = useForm<PersonValues>({
    initialValues: personInitialValues(record, person),
    validate,
    draftKey: `${entityLabel}:${person?.id ?? 'new'}`,
  });
  const submit = handleSubmit(onSubmit);

  const idleLabel = editing ? 'Save Changes' : `Create ${entityLabel}`;
  return (
    <FormModal
      draft={draft}
      conflict={conflict}
      title={`${editing ? 'Edit' : 'Add'} ${entityLabel}`}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel={idleLabel}
      creating={!editing}
    >
      <FormGrid>
        <RecordFields
          record={record}
          mode={editing ? 'edit' : 'create'}
          values={values}
          errors={errors}
          setValue={(name, value) => setValue(name as PersonFieldName, value)}
          disabled={saving}
        />
        <ImagePicker
          label={PERSON_IMAGE_LABEL}
          required={!editing}
          {...imageFieldProps(field('image'), field('imageAlt'))}
          currentUrl={person?.image}
          disabled={saving}
        />
      </FormGrid>
    </FormModal>
  );
}
