import { EMAIL_MESSAGE, isEmailAddress, isHttpUrl, LINKEDIN_MESSAGE, TWITTER_MESSAGE } from '@field-rules';
import type { CreateFounderInput, CreateTeamMemberInput } from '../../../gql-admin/graphql';

/** A text field of a founder or team member, by its name in the GraphQL input. */
export type PersonFieldName = keyof CreateFounderInput | keyof CreateTeamMemberInput;

/**
 * One text input of the person form. A form is a list of these (founders.ts, team-members.ts in the
 * features): the inputs, the values, the client checks and the create/update inputs all follow the
 * list, so a new field is one entry there (docs/guides/adding-a-field-and-an-entity.md).
 */
export interface PersonField {
  name: PersonFieldName;
  label: string;
  control?: 'text' | 'textarea' | 'email' | 'url';
  /** Required: 'X is required' when blank (SPEC §5); optional ones are sent as null when emptied on edit. */
  required?: boolean;
  placeholder?: string;
  /** The server's rule as @field-rules has it, for a value that is not blank: a message, or undefined. */
  check?: (trimmed: string) => string | undefined;
  /** Takes the whole row of the two-column form. */
  wide?: boolean;
}

/** The fields founders and team members share (SPEC §3), in form order. */
export const PERSON_FIELDS = {
  name: { name: 'name', label: 'Name', required: true },
  role: { name: 'role', label: 'Role', required: true, placeholder: 'e.g. Chief Executive Officer' },
  bio: { name: 'bio', label: 'Bio', control: 'textarea', required: true, wide: true },
  email: {
    name: 'email',
    label: 'Email',
    control: 'email',
    required: true,
    check: (value) => (isEmailAddress(value) ? undefined : EMAIL_MESSAGE),
  },
  linkedin: {
    name: 'linkedin',
    label: 'LinkedIn',
    control: 'url',
    placeholder: 'https://linkedin.com/in/username',
    check: (value) => (isHttpUrl(value, 'linkedin') ? undefined : LINKEDIN_MESSAGE),
  },
  twitter: {
    name: 'twitter',
    label: 'Twitter/X',
    control: 'url',
    placeholder: 'https://x.com/username',
    wide: true,
    check: (value) => (isHttpUrl(value, 'twitter') ? undefined : TWITTER_MESSAGE),
  },
  // Partial: a field only one feature has (a team member's location, say) is written in that feature's form list.
} satisfies Partial<Record<PersonFieldName, PersonField>>;

/** The inputs of every person form, in order; the founder form adds the Twitter/X link after them (SPEC §3). */
export const BASIC_PERSON_FORM: readonly PersonField[] = [
  PERSON_FIELDS.name,
  PERSON_FIELDS.role,
  PERSON_FIELDS.bio,
  PERSON_FIELDS.email,
  PERSON_FIELDS.linkedin,
];

/** The photo's label (SPEC §3). */
export const PERSON_IMAGE_LABEL = 'Profile Image';
