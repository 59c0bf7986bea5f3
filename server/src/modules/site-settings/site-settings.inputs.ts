import { ArrayMaxSize, ArrayNotEmpty, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import {
  EMAIL_MAX,
  maxLengthMessage,
  MAX_PHONES,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  PHONES_REQUIRED_MESSAGE,
  requiredMessage,
  SITE_SETTINGS_TEXT,
  TOO_MANY_PHONES_MESSAGE,
  WEBSITE_MESSAGE,
} from '../../shared/field-rules';
import { IsEmailAddress, IsHttpUrl } from '../../shared/rule-decorators';

/** A required text setting: its label and column width come from the shared rules (the client's form uses them too). */
const text = (field: keyof typeof SITE_SETTINGS_TEXT): PropertyDecorator => {
  const { label, max } = SITE_SETTINGS_TEXT[field];
  const required = IsNotEmpty({ message: requiredMessage(label) });
  const length = MaxLength(max, { message: maxLengthMessage(label, max) });
  // In the order written decorators apply: the length rule first, as with @IsNotEmpty() @MaxLength().
  return (target, key) => {
    length(target, key);
    required(target, key);
  };
};
const link = (): PropertyDecorator => IsHttpUrl('link', WEBSITE_MESSAGE);

/** The whole settings record's rules; an update is merged with the stored values and checked by these. */
export class SiteSettingsRules {
  @text('companyName')
  companyName: string;

  @text('tagline')
  tagline: string;

  @ArrayNotEmpty({ message: PHONES_REQUIRED_MESSAGE })
  @ArrayMaxSize(MAX_PHONES, { message: TOO_MANY_PHONES_MESSAGE })
  @Matches(PHONE_PATTERN, { each: true, message: PHONE_MESSAGE })
  phones: string[];

  @IsNotEmpty({ message: requiredMessage('Email') })
  @IsEmailAddress()
  @MaxLength(EMAIL_MAX, { message: maxLengthMessage('Email', EMAIL_MAX) })
  email: string;

  @text('address')
  address: string;

  @IsOptional()
  @link()
  linkedinUrl: string | null;

  @IsOptional()
  @link()
  twitterUrl: string | null;

  @IsOptional()
  @link()
  githubUrl: string | null;

  @IsOptional()
  @link()
  facebookUrl: string | null;

  @text('heroBadge')
  heroBadge: string;

  @text('heroTitle')
  heroTitle: string;

  @text('heroText')
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
