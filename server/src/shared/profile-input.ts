import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsEmailAddress, LINKEDIN_MESSAGE, LINKEDIN_PATTERN, maxLengthMessage, requiredMessage } from './field-rules';
import { IsHttpUrl } from './url-rules';

/**
 * The person form shared by founders and team members (SPEC §5). Each module extends it;
 * the base itself never appears in the schema.
 */
@InputType()
export abstract class ProfileInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Name') })
  @MaxLength(200, { message: maxLengthMessage('Name', 200) })
  name: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Role') })
  @MaxLength(200, { message: maxLengthMessage('Role', 200) })
  role: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Bio') })
  bio: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Email') })
  @IsEmailAddress()
  @MaxLength(254, { message: maxLengthMessage('Email', 254) })
  email: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsHttpUrl({ shape: LINKEDIN_PATTERN, message: LINKEDIN_MESSAGE })
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
