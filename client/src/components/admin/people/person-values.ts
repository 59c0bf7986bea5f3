import type { FormErrors } from '../../forms/use-form';
import { isBlank, PROFILE_IMAGE_MESSAGE, requiredMessage } from '@field-rules';
import { validateAltText } from '../image-alt';
import type { PersonField, PersonFieldName } from './person-fields';

/** What the person form edits: its fields' text (by name), the photo and its alt text. */
export type PersonValues = Partial<Record<PersonFieldName, string>> & {
  /** A newly chosen photo; on edit null keeps the current one. */
  image: File | null;
  /** The photo's alt text (optional; empty: pages use the name). */
  imageAlt: string;
};

/** A stored founder or team member, as the admin grids load it. */
export type PersonRecord = Partial<Record<PersonFieldName, string | null>> & {
  id: string;
  name: string;
  image: string;
  /** The photo's stored alt text (`altText` null: none given). */
  picture?: { altText?: string | null } | null;
};

export function personInitialValues(fields: readonly PersonField[], person?: PersonRecord | null): PersonValues {
  const values: PersonValues = { image: null, imageAlt: person?.picture?.altText ?? '' };
  for (const field of fields) values[field.name] = person?.[field.name] ?? '';
  return values;
}

/** SPEC §5 (founder and team member): each field's rule from its entry (@field-rules), as the server checks them. */
export function validatePerson(
  values: PersonValues,
  fields: readonly PersonField[],
  { imageRequired }: { imageRequired: boolean },
): FormErrors<PersonValues> {
  const errors: FormErrors<PersonValues> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (isBlank(value)) {
      if (field.required) errors[field.name] = requiredMessage(field.label);
      continue;
    }
    const problem = field.check?.(value.trim());
    if (problem) errors[field.name] = problem;
  }
  if (imageRequired && !values.image) errors.image = PROFILE_IMAGE_MESSAGE;
  const altError = validateAltText(values.imageAlt);
  if (altError) errors.imageAlt = altError;
  return errors;
}

/** SPEC §7: a create sends only the non-empty text fields (trimmed). */
export function personCreateInput(
  values: PersonValues,
  fields: readonly PersonField[],
): Partial<Record<PersonFieldName, string>> {
  const input: Partial<Record<PersonFieldName, string>> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value) input[field.name] = value;
  }
  return input;
}

/** An edit sends every field; an emptied optional link goes as null, which clears it on the server. */
export function personUpdateInput(
  values: PersonValues,
  fields: readonly PersonField[],
): Partial<Record<PersonFieldName, string | null>> {
  const input: Partial<Record<PersonFieldName, string | null>> = {};
  for (const field of fields) input[field.name] = (values[field.name] ?? '').trim() || null;
  return input;
}
