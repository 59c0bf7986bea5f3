import { IsEmail, IsNotEmpty, IsOptional, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EMAIL_MESSAGE, LINKEDIN_MESSAGE, LINKEDIN_PATTERN, requiredMessage } from '../../shared/field-rules';

/** The team member form (SPEC §5: the founder rules without twitter). The same rules check creates and merged updates. */
@InputType()
export class CreateTeamMemberInput {
  @Field()
  @IsNotEmpty({ message: requiredMessage('Name') })
  name: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Role') })
  role: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Bio') })
  bio: string;

  @Field()
  @IsNotEmpty({ message: requiredMessage('Email') })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(LINKEDIN_PATTERN, { message: LINKEDIN_MESSAGE })
  linkedin?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateTeamMemberInput {
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

export const TEAM_MEMBER_FIELDS = ['name', 'role', 'bio', 'email', 'linkedin'] as const;
