import { useCallback } from 'react';
import styled from 'styled-components';
import { FormGrid, TextAreaField, TextField } from '../form-fields';
import { FormModal } from '../form-modal';
import type { EditConflictOffer } from '../history/use-edit-conflict';
import { ImagePicker, imageFieldProps } from '../image-picker';
import { useForm, type FormErrors } from '../../forms/use-form';
import { PERSON_IMAGE_LABEL, type PersonField } from './person-fields';
import { personInitialValues, validatePerson, type PersonRecord, type PersonValues } from './person-values';

interface PersonFormProps {
  /** 'Founder' or 'Team Member': the modal reads 'Add Founder' / 'Edit Founder'. */
  entityLabel: string;
  /** The text inputs, in order (founders have a Twitter/X link, team members do not: SPEC §3). */
  fields: readonly PersonField[];
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
 * The founder and team member form in a modal (SPEC §4/§5), drawn from its field list: validates on
 * submit and on change, and while saving disables every control, relabels the submit button and
 * can't be dismissed.
 */
export function PersonForm({ entityLabel, fields, person, onSubmit, onClose, conflict }: PersonFormProps) {
  const editing = Boolean(person);
  const validate = useCallback(
    (values: PersonValues) => validatePerson(values, fields, { imageRequired: !editing }),
    [fields, editing],
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
    initialValues: personInitialValues(fields, person),
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
        <FormGrid $columns={2}>
          {fields.map((field) => {
            const shared = {
              label: field.label,
              required: field.required,
              value: values[field.name] ?? '',
              onChange: (value: string) => setValue(field.name, value),
              error: errors[field.name],
              disabled: saving,
              placeholder: field.placeholder,
            };
            return (
              <Cell key={field.name} $wide={field.wide}>
                {field.control === 'textarea' ? (
                  <TextAreaField {...shared} rows={5} />
                ) : (
                  <TextField
                    {...shared}
                    type={field.control ?? 'text'}
                    autoComplete={field.control === 'url' ? undefined : 'off'}
                  />
                )}
              </Cell>
            );
          })}
        </FormGrid>
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

/** A field of the two-column grid; a wide one (the bio, a lone link) takes the whole row. */
const Cell = styled.div<{ $wide?: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;
