import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_MAX, LINKEDIN_MESSAGE, maxLengthMessage, NAME_MAX, requiredMessage } from './field-rules';
import { IsEmailAddress, IsHttpUrl } from './rule-decorators';

/**
 * The person form shared by founders and team members (SPEC §5). Each module extends it;
 * the base itself never appears in the schema.
 */
@InputType()
export abstract class ProfileInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Name') })
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Name', NAME_MAX) })
  name: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Role') })
  @MaxLength(NAME_MAX, { message: maxLengthMessage('Role', NAME_MAX) })
  role: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Bio') })
  bio: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Email') })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX, { message: maxLengthMessage('Email', EMAIL_MAX) })
  email: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsHttpUrl('linkedin', LINKEDIN_MESSAGE)
  linkedin?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export abstract class ProfilePatchInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  role?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  linkedin?: string | null;
}

export const PROFILE_FIELDS = ['name', 'role', 'bio', 'email', 'linkedin'] as const;
