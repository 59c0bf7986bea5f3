import isEmail from 'validator/lib/isEmail';
import isFQDN from 'validator/lib/isFQDN';

/**
 * The client's copy of SPEC §5's rules, so forms answer before a round trip. The server
 * applies the same rules with the same texts (server/src/shared/field-rules.ts, url-rules.ts and
 * the inputs); validators.test.ts and the server's url-rules.test.ts share one table of cases.
 */
export const requiredMessage = (label: string) => `${label} is required`;

/** What a form calls: RegExp's `test`, so a rule can be more than one pattern. */
export interface TextRule {
  test(value: string): boolean;
}

/** The server's EMAIL_OPTIONS: no display names, quoted or non-ASCII local parts, IP domains; a TLD required. */
const EMAIL_OPTIONS = {
  allow_display_name: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_utf8_local_part: false,
  blacklisted_chars: '"',
};
export const EMAIL_PATTERN: TextRule = { test: (value) => isEmail(value, EMAIL_OPTIONS) };
export const EMAIL_MESSAGE = 'Please enter a valid email address';

const HTTP_PREFIX = /^https?:\/\//i;
/** The URL parser would quietly percent-encode these (or read '\' as '/'); a link never needs them. */
const FORBIDDEN_CHARACTERS = /[\s"'`<>\\\u0000-\u001f\u007f]/;
const URL_MAX_LENGTH = 2048;

export interface HttpUrlRule {
  /** A further shape the address as typed must have. */
  shape?: RegExp;
  /** Only the partner website takes http://localhost (its SPEC rule asks for no more than the scheme). */
  allowLocalhost?: boolean;
}

/**
 * The server's normalizeHttpUrl: the address as the server stores it, or null when it is not a
 * plain http(s) link to a real host name (no credentials, a dot and an alphabetic TLD, no empty
 * labels, no spaces, quotes or angle brackets).
 */
export function normalizeHttpUrl(value: string, rule: HttpUrlRule = {}): string | null {
  if (value.length > URL_MAX_LENGTH || !HTTP_PREFIX.test(value) || FORBIDDEN_CHARACTERS.test(value)) return null;
  if (rule.shape && !rule.shape.test(value)) return null;
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const afterScheme = value.slice(url.protocol.length + 2);
  if (afterScheme.split(/[/?#]/)[0].includes('@')) return null;
  const localhost = rule.allowLocalhost === true && url.hostname === 'localhost';
  if (
    !localhost &&
    !isFQDN(url.hostname, { require_tld: true, allow_underscores: false, allow_trailing_dot: false, allow_numeric_tld: false })
  ) {
    return null;
  }
  const typedAfterHost = /[/?#]/.test(afterScheme);
  const href = !typedAfterHost && url.href.endsWith('/') ? url.href.slice(0, -1) : url.href;
  return href.length > URL_MAX_LENGTH ? null : href;
}

const httpUrl = (rule: HttpUrlRule = {}): TextRule => ({ test: (value) => normalizeHttpUrl(value, rule) !== null });

export const LINKEDIN_SHAPE = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/i;
export const LINKEDIN_PATTERN = httpUrl({ shape: LINKEDIN_SHAPE });
export const LINKEDIN_MESSAGE = 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)';

export const TWITTER_SHAPE = /^https?:\/\/(www\.)?(twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/?$/i;
export const TWITTER_PATTERN = httpUrl({ shape: TWITTER_SHAPE });
export const TWITTER_MESSAGE = 'Please enter a valid Twitter/X URL (e.g., x.com/username)';

export const GITHUB_REPO_SHAPE =
  /^https?:\/\/(www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+\/?$/i;
export const GITHUB_REPO_PATTERN = httpUrl({ shape: GITHUB_REPO_SHAPE });
export const GITHUB_MESSAGE = 'Please enter a valid GitHub repository URL';

/** An http(s) link to a real host, so containing a dot (SPEC §5 product liveLink; also the project links). */
export const LIVE_URL_PATTERN = httpUrl();
export const URL_MESSAGE = 'Please enter a valid URL';

export const WEBSITE_PATTERN = httpUrl({ allowLocalhost: true });
export const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';

/** SPEC §5 (product): lowercased, runs of non-alphanumerics become one hyphen, edge hyphens trimmed. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** SPEC §5 (blog): lowercase, only letters, digits, spaces and hyphens, spaces to hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** Comma-separated text to a list: trimmed, blanks dropped (SPEC §5 projects and blog tags). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
