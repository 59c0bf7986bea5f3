import type { FormErrors } from '../../../components/forms/use-form';
import {
  EMAIL_MESSAGE,
  isBlank,
  isEmailAddress,
  isHttpUrl,
  LINKEDIN_MESSAGE,
  PROFILE_IMAGE_MESSAGE,
  requiredMessage,
  TWITTER_MESSAGE,
} from '@field-rules';
import { validateAltText } from '../../../components/admin/image-alt';
import type { CreateFounderInput, UpdateFounderInput } from '../../../gql-admin/graphql';

/** What the founder and team member forms edit (SPEC §3); `twitter` is only used for founders. */
export interface PersonValues {
  name: string;
  role: string;
  bio: string;
  email: string;
  linkedin: string;
  twitter: string;
  /** A newly chosen photo; on edit null keeps the current one. */
  image: File | null;
  /** The photo's alt text (optional; empty: pages use the name). */
  imageAlt: string;
}

/** A stored founder or team member, as the admin grids load it. */
export interface PersonRecord {
  id: string;
  name: string;
  role: string;
  bio: string;
  email: string;
  linkedin: string | null;
  twitter?: string | null;
  image: string;
  /** The photo's stored alt text (`altText` null: none given). */
  picture?: { altText?: string | null } | null;
}

export const PERSON_LABELS = {
  name: 'Name',
  role: 'Role',
  bio: 'Bio',
  email: 'Email',
  linkedin: 'LinkedIn',
  twitter: 'Twitter/X',
  image: 'Profile Image',
} as const;

export function personInitialValues(person?: PersonRecord | null): PersonValues {
  return {
    name: person?.name ?? '',
    role: person?.role ?? '',
    bio: person?.bio ?? '',
    email: person?.email ?? '',
    linkedin: person?.linkedin ?? '',
    twitter: person?.twitter ?? '',
    image: null,
    imageAlt: person?.picture?.altText ?? '',
  };
}

/** SPEC §5 (founder and team member): the shared rules (@field-rules), as the server checks them. */
export function validatePerson(
  values: PersonValues,
  { withTwitter, imageRequired }: { withTwitter: boolean; imageRequired: boolean },
): FormErrors<PersonValues> {
  const errors: FormErrors<PersonValues> = {};
  for (const field of ['name', 'role', 'bio', 'email'] as const) {
    if (isBlank(values[field])) errors[field] = requiredMessage(PERSON_LABELS[field]);
  }
  if (!errors.email && !isEmailAddress(values.email.trim())) errors.email = EMAIL_MESSAGE;
  if (!isBlank(values.linkedin) && !isHttpUrl(values.linkedin.trim(), 'linkedin')) errors.linkedin = LINKEDIN_MESSAGE;
  if (withTwitter && !isBlank(values.twitter) && !isHttpUrl(values.twitter.trim(), 'twitter')) errors.twitter = TWITTER_MESSAGE;
  if (imageRequired && !values.image) errors.image = PROFILE_IMAGE_MESSAGE;
  const altError = validateAltText(values.imageAlt);
  if (altError) errors.imageAlt = altError;
  return errors;
}

const fieldsOf = (withTwitter: boolean) =>
  (withTwitter ? ['name', 'role', 'bio', 'email', 'linkedin', 'twitter'] : ['name', 'role', 'bio', 'email', 'linkedin']) as Array<
    keyof CreateFounderInput
  >;

/** SPEC §7: a create sends only the non-empty text fields (trimmed). */
export function personCreateInput(values: PersonValues, { withTwitter }: { withTwitter: boolean }): CreateFounderInput {
  const input: Record<string, string> = {};
  for (const field of fieldsOf(withTwitter)) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  return input as unknown as CreateFounderInput;
}

/** An edit sends every field; an emptied optional link goes as null, which clears it on the server. */
export function personUpdateInput(values: PersonValues, { withTwitter }: { withTwitter: boolean }): UpdateFounderInput {
  const input: UpdateFounderInput = {};
  for (const field of fieldsOf(withTwitter)) {
    const value = values[field].trim();
    input[field] = value || null;
  }
  return input;
}
