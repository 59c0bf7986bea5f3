import type { FormErrors } from '../../forms/use-form';
import { PROFILE_IMAGE_MESSAGE, type RecordDescriptor } from '@field-rules';
import { validateAltText } from '../image-alt';
import { recordFormValues, recordInput, validateRecord, type StoredRecord } from '../record-form/record-values';
import type { CreateFounderInput, CreateTeamMemberInput } from '../../../gql-admin/graphql';

/** A text field of a founder or team member, by its name in the GraphQL input. */
export type PersonFieldName = keyof CreateFounderInput | keyof CreateTeamMemberInput;

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

/** The person's description: a founder's or a team member's (field-rules/records/person.ts). */
export type PersonDescription = RecordDescriptor;

export function personInitialValues(record: PersonDescription, person?: PersonRecord | null): PersonValues {
  return {
    ...(recordFormValues(record, person as StoredRecord) as Partial<Record<PersonFieldName, string>>),
    image: null,
    imageAlt: person?.picture?.altText ?? '',
  };
}

/** SPEC §5 (founder and team member): each field's rule from the description, as the server checks them. */
export function validatePerson(
  values: PersonValues,
  record: PersonDescription,
  { imageRequired }: { imageRequired: boolean },
): FormErrors<PersonValues> {
  const errors: FormErrors<PersonValues> = validateRecord(record, values, imageRequired ? 'create' : 'edit');
  if (imageRequired && !values.image) errors.image = PROFILE_IMAGE_MESSAGE;
  const altError = validateAltText(values.imageAlt);
  if (altError) errors.imageAlt = altError;
  return errors;
}

/** SPEC §7: a create sends only the non-empty text fields (trimmed). */
export function personCreateInput(values: PersonValues, record: PersonDescription): Partial<Record<PersonFieldName, string>> {
  return Object.fromEntries(Object.entries(recordInput(record, values)).filter(([, value]) => value !== null)) as Partial<
    Record<PersonFieldName, string>
  >;
}

/** An edit sends every field; an emptied optional link goes as null, which clears it on the server. */
export function personUpdateInput(
  values: PersonValues,
  record: PersonDescription,
): Partial<Record<PersonFieldName, string | null>> {
  return recordInput(record, values) as Partial<Record<PersonFieldName, string | null>>;
}
