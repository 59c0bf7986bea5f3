import { IsEmail, IsNotEmpty, IsOptional, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import {
  EMAIL_MESSAGE,
  LINKEDIN_MESSAGE,
  LINKEDIN_PATTERN,
  TWITTER_MESSAGE,
  TWITTER_PATTERN,
  requiredMessage,
} from '../../shared/field-rules';

/** The founder form (SPEC §5). The same rules check creates and merged updates. */
@InputType()
export class CreateFounderInput {
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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(TWITTER_PATTERN, { message: TWITTER_MESSAGE })
  twitter?: string | null;
}

/** Only the fields given change; null or '' clears an optional one. */
@InputType()
export class UpdateFounderInput {
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

  @Field(() => String, { nullable: true })
  twitter?: string | null;
}

export const FOUNDER_FIELDS = ['name', 'role', 'bio', 'email', 'linkedin', 'twitter'] as const;
