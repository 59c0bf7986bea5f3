import { ArrayMaxSize, ArrayNotEmpty, IsOptional, Matches } from 'class-validator';
import { InputType } from 'type-graphql';
import {
  MAX_PHONES,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  PHONES_REQUIRED_MESSAGE,
  SITE_SETTINGS_TEXT,
  TOO_MANY_PHONES_MESSAGE,
  WEBSITE_MESSAGE,
} from '@field-rules';
import { IsHttpUrl } from '../../shared/rule-decorators';
import { RequiredText, RequiredEmail, NullableField } from '../../shared/input-fields';

/** A required text setting: its label and column width come from the shared rules (the client's form uses them too). */
const text = (field: keyof typeof SITE_SETTINGS_TEXT): PropertyDecorator =>
  RequiredText(SITE_SETTINGS_TEXT[field].label, SITE_SETTINGS_TEXT[field].max);
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

  @RequiredEmail()
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
  @NullableField(String)
  companyName?: string | null;

  @NullableField(String)
  tagline?: string | null;

  @NullableField([String])
  phones?: string[] | null;

  @NullableField(String)
  email?: string | null;

  @NullableField(String)
  address?: string | null;

  @NullableField(String)
  linkedinUrl?: string | null;

  @NullableField(String)
  twitterUrl?: string | null;

  @NullableField(String)
  githubUrl?: string | null;

  @NullableField(String)
  facebookUrl?: string | null;

  @NullableField(String)
  heroBadge?: string | null;

  @NullableField(String)
  heroTitle?: string | null;

  @NullableField(String)
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
