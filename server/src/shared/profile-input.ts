import { Field, InputType } from 'type-graphql';
import { LINKEDIN_MESSAGE, NAME_MAX } from '@field-rules';
import { RequiredTextField, RequiredEmail, OptionalLinkField, NullableField } from './input-fields';

/**
 * The person form shared by founders and team members (SPEC §5). Each module extends it;
 * the base itself never appears in the schema.
 */
@InputType()
export abstract class ProfileInput {
  @RequiredTextField('Name', NAME_MAX)
  name: string;

  @RequiredTextField('Role', NAME_MAX)
  role: string;

  @RequiredTextField('Bio')
  bio: string;

  @Field()
  @RequiredEmail()
  email: string;

  @OptionalLinkField('linkedin', LINKEDIN_MESSAGE)
  linkedin?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export abstract class ProfilePatchInput {
  @NullableField(String)
  name?: string | null;

  @NullableField(String)
  role?: string | null;

  @NullableField(String)
  bio?: string | null;

  @NullableField(String)
  email?: string | null;

  @NullableField(String)
  linkedin?: string | null;
}

export const PROFILE_FIELDS = ['name', 'role', 'bio', 'email', 'linkedin'] as const;
