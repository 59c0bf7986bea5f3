import { ArrayMaxSize, ArrayNotEmpty, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsEmailAddress, maxLengthMessage, requiredMessage } from '../../shared/field-rules';
import { IsHttpUrl } from '../../shared/url-rules';

export const PHONES_REQUIRED_MESSAGE = 'Please add at least one phone number';
export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const LINK_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
/** Digits with the usual separators and an optional leading '+': '+92 300 1234567', '(051) 234-5678'. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{4,38}[0-9]$/;
export const MAX_PHONES = 4;

/** The whole settings record's rules; an update is merged with the stored values and checked by these. */
export class SiteSettingsRules {
  @IsNotEmpty({ message: requiredMessage('Company name') })
  @MaxLength(100, { message: maxLengthMessage('Company name', 100) })
  companyName: string;

  @IsNotEmpty({ message: requiredMessage('Tagline') })
  @MaxLength(200, { message: maxLengthMessage('Tagline', 200) })
  tagline: string;

  @ArrayNotEmpty({ message: PHONES_REQUIRED_MESSAGE })
  @ArrayMaxSize(MAX_PHONES, { message: `Please add at most ${MAX_PHONES} phone numbers` })
  @Matches(PHONE_PATTERN, { each: true, message: PHONE_MESSAGE })
  phones: string[];

  @IsNotEmpty({ message: requiredMessage('Email') })
  @IsEmailAddress()
  @MaxLength(254, { message: maxLengthMessage('Email', 254) })
  email: string;

  @IsNotEmpty({ message: requiredMessage('Address') })
  @MaxLength(200, { message: maxLengthMessage('Address', 200) })
  address: string;

  @IsOptional()
  @IsHttpUrl({ message: LINK_MESSAGE })
  linkedinUrl: string | null;

  @IsOptional()
  @IsHttpUrl({ message: LINK_MESSAGE })
  twitterUrl: string | null;

  @IsOptional()
  @IsHttpUrl({ message: LINK_MESSAGE })
  githubUrl: string | null;

  @IsOptional()
  @IsHttpUrl({ message: LINK_MESSAGE })
  facebookUrl: string | null;

  @IsNotEmpty({ message: requiredMessage('Hero badge') })
  @MaxLength(100, { message: maxLengthMessage('Hero badge', 100) })
  heroBadge: string;

  @IsNotEmpty({ message: requiredMessage('Hero title') })
  @MaxLength(200, { message: maxLengthMessage('Hero title', 200) })
  heroTitle: string;

  @IsNotEmpty({ message: requiredMessage('Hero text') })
  @MaxLength(600, { message: maxLengthMessage('Hero text', 600) })
  heroText: string;
}

/** Only the fields given change; null clears an optional link (and is refused for a required field). */
@InputType()
export class UpdateSiteSettingsInput {
  @Field(() => String, { nullable: true })
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  tagline?: string | null;

  @Field(() => [String], { nullable: true })
  phones?: string[] | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl?: string | null;

  @Field(() => String, { nullable: true })
  twitterUrl?: string | null;

  @Field(() => String, { nullable: true })
  githubUrl?: string | null;

  @Field(() => String, { nullable: true })
  facebookUrl?: string | null;

  @Field(() => String, { nullable: true })
  heroBadge?: string | null;

  @Field(() => String, { nullable: true })
  heroTitle?: string | null;

  @Field(() => String, { nullable: true })
  heroText?: string | null;
}

export const SITE_SETTINGS_FIELDS = [
  'companyName',
  'tagline',
  'phones',
  'email',
  'address',
  'linkedinUrl',
  'twitterUrl',
  'githubUrl',
  'facebookUrl',
  'heroBadge',
  'heroTitle',
  'heroText',
] as const satisfies ReadonlyArray<keyof SiteSettingsRules>;
