import { IsEmail } from 'class-validator';
import type { IsEmailOptions } from 'validator/lib/isEmail';

/** Patterns and messages shared by more than one entity (SPEC §5). */
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * validator's isEmail, without what a contact address never needs and mail tools mishandle:
 * display names ('Bilal <b@x.com>'), quoted local parts ('"a b"@x.com'), non-ASCII local parts,
 * IP-address domains and domains without a top-level domain. The client uses the same options.
 */
export const EMAIL_OPTIONS: IsEmailOptions = {
  allow_display_name: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_utf8_local_part: false,
  blacklisted_chars: '"',
};

/** SPEC §5: 'Please enter a valid email address'. */
export const IsEmailAddress = (): PropertyDecorator => IsEmail(EMAIL_OPTIONS, { message: EMAIL_MESSAGE });

/** A professional-network profile: .../in/{user}. */
export const LINKEDIN_PATTERN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/i;
export const LINKEDIN_MESSAGE = 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)';

/** A profile on either of the social network's two domains. */
export const TWITTER_PATTERN = /^https?:\/\/(www\.)?(twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/?$/i;
export const TWITTER_MESSAGE = 'Please enter a valid Twitter/X URL (e.g., x.com/username)';

export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** Text columns have a width; a longer value gets a clear message instead of a database error. */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export const URL_MESSAGE = 'Please enter a valid URL';
