import isEmail from 'validator/lib/isEmail';
import isFQDN from 'validator/lib/isFQDN';

/**
 * SPEC §5's field rules and messages, in one place for both sides: the server's validation
 * (class-validator decorators in server/src/shared/rule-decorators.ts and the *.inputs.ts) and the
 * client's forms, both through the `@field-rules` alias (field-rules/index.ts). Pure
 * TypeScript: no class-validator, no Node built-ins, so it runs in the browser as it is.
 * cases.ts is the table of examples both sides test.
 */

// ---------------------------------------------------------------- required, lengths

/** SPEC §5 'Generic form input': '{label} is required'. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** Text columns have a width; a longer value gets a clear message instead of a database error. */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Not filled in: missing, empty or only whitespace (the server trims every string first). */
export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** The columns' widths (the SPEC shows no bounds; these keep a long value from failing in SQL). */
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;
export const ICON_MAX = 100;
export const BLOG_TITLE_MAX = 300;
/** The slug column's width; a slug derived from a long title is cut to it. */
export const SLUG_MAX_LENGTH = 200;

// ---------------------------------------------------------------- email

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * validator's isEmail, without what a contact address never needs and mail tools mishandle:
 * display names ('Bilal <b@x.com>'), quoted local parts ('"a b"@x.com'), non-ASCII local parts,
 * IP-address domains and domains without a top-level domain.
 */
export const EMAIL_OPTIONS = {
  allow_display_name: false,
  require_tld: true,
  allow_ip_domain: false,
  allow_utf8_local_part: false,
  blacklisted_chars: '"',
};

/** SPEC §5: an email-shaped address (the value as typed, already trimmed). */
export function isEmailAddress(value: string): boolean {
  return isEmail(value, EMAIL_OPTIONS);
}

// ---------------------------------------------------------------- links

/** SPEC §5: links start with http:// or https:// (the WHATWG parser alone would also take 'https:x.com'). */
const HTTP_PREFIX = /^https?:\/\//i;
/**
 * The parser would quietly percent-encode these (or read '\' as '/'), so 'https://x.com/a"><script>'
 * would pass as a different address than the one typed. A link never needs them.
 */
const FORBIDDEN_CHARACTERS = /[\s"'`<>\\\u0000-\u001f\u007f]/;
/** Longer than browsers and crawlers reliably follow; no real site needs more. */
export const URL_MAX_LENGTH = 2048;

export interface HttpUrlRule {
  /** A further shape the address as typed must have: a LinkedIn profile, a GitHub repository... */
  shape?: RegExp;
  /**
   * Takes http://localhost[:port] too. Only for the partner website, whose SPEC rule asks for no
   * more than the scheme; every other link needs a public host name.
   */
  allowLocalhost?: boolean;
}

/**
 * The address in its normalised form (WHATWG URL parser: lowercase scheme and host, punycode,
 * percent-encoding), or null when it is not a plain http(s) link to a real host name: no
 * credentials, a host with a dot and an alphabetic top-level domain (so no IP addresses), no
 * empty labels ('https://a..b'). The parser's lone '/' after a bare origin is left off, so
 * 'https://acme.example.com' is stored as typed. The server stores this form.
 */
export function normalizeHttpUrl(value: string, rule: HttpUrlRule = {}): string | null {
  if (value.length > URL_MAX_LENGTH || !HTTP_PREFIX.test(value) || FORBIDDEN_CHARACTERS.test(value)) return null;
  if (rule.shape && !rule.shape.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const afterScheme = value.slice(url.protocol.length + 2);
  // Credentials, even empty ones ('https://@x.com'), are how 'https://bank.com@evil.example' fools a reader.
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

/** A professional-network profile: .../in/{user}. */
export const LINKEDIN_SHAPE = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/i;
export const LINKEDIN_MESSAGE = 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)';

/** A profile on either of the social network's two domains. */
export const TWITTER_SHAPE = /^https?:\/\/(www\.)?(twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/?$/i;
export const TWITTER_MESSAGE = 'Please enter a valid Twitter/X URL (e.g., x.com/username)';

/** A repository on the code host: https://github.com/{owner}/{repo}, optionally ending in a slash. */
export const GITHUB_REPO_SHAPE =
  /^https?:\/\/(www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+\/?$/i;
export const GITHUB_MESSAGE = 'Please enter a valid GitHub repository URL';

/** SPEC §5 product liveLink (an http(s) URL containing a dot, in the host); also the project links. */
export const URL_MESSAGE = 'Please enter a valid URL';
/** SPEC §5 partner website; also the site settings' social links. */
export const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** Every kind of link a form has, with the rule each is checked by. */
export const LINK_RULES = {
  /** Product liveLink, project links, site settings' social links. */
  link: {},
  /** Partner website: localhost allowed. */
  website: { allowLocalhost: true },
  linkedin: { shape: LINKEDIN_SHAPE },
  twitter: { shape: TWITTER_SHAPE },
  githubRepo: { shape: GITHUB_REPO_SHAPE },
} as const satisfies Record<string, HttpUrlRule>;

export type LinkKind = keyof typeof LINK_RULES;

/** Whether a (trimmed) value passes a kind of link's rule. */
export function isHttpUrl(value: string, kind: LinkKind = 'link'): boolean {
  return normalizeHttpUrl(value, LINK_RULES[kind]) !== null;
}

// ---------------------------------------------------------------- slugs

/** Lowercase letters, digits and single hyphens (SPEC §5). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';

/** SPEC §5 (product): lowercased, runs of non-alphanumerics become one hyphen, edge hyphens trimmed. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * SPEC §5 (blog): lowercase, keep only letters, digits, spaces and hyphens, spaces to hyphens.
 * Runs of hyphens are collapsed and edge hyphens trimmed so the result always passes SLUG_PATTERN
 * ('Launch -' gives 'launch').
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------- lists

/** SPEC §5: list items trimmed, blank ones dropped (features, tags, phones...). */
export function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** Comma-separated text to a list: trimmed, blanks dropped (SPEC §5 projects and blog tags). */
export function splitList(text: string): string[] {
  return cleanList(text.split(','));
}

// ---------------------------------------------------------------- per form (SPEC §5)

/** Product: SPEC §9 short description max 200 characters (also the column's width), full description min 50 (create only). */
export const SHORT_DESCRIPTION_MAX = 200;
export const FULL_DESCRIPTION_MIN = 50;
export const SHORT_DESCRIPTION_MESSAGE = 'Short description must be less than 200 characters';
export const FULL_DESCRIPTION_MESSAGE = 'Full description must be at least 50 characters';
export const FEATURES_MESSAGE = 'Please add at least one feature';
export const BANNER_REQUIRED_MESSAGE = 'Banner image is required';

/** Founder and team member. */
export const PROFILE_IMAGE_MESSAGE = 'Profile image is required';
/** Project. */
export const PROJECT_IMAGE_MESSAGE = 'Project image is required';
/** Partner. */
export const PARTNER_LOGO_MESSAGE = 'Partner logo is required';
/** Screenshot upload. */
export const NO_FILES_MESSAGE = 'Please select files to upload';
/** Service category: the form always keeps one row; the server refuses an empty list. */
export const SERVICES_MESSAGE = 'Please add at least one service';
/** Blog: the server's words for a time it cannot read. */
export const PUBLISH_AT_MESSAGE = 'Publish at must be a valid date and time';

/** Site settings (not in the SPEC: the settings screen came later). */
export const PHONES_REQUIRED_MESSAGE = 'Please add at least one phone number';
export const PHONE_MESSAGE = 'Please enter a valid phone number';
/** Digits with the usual separators, starting with '+' or a digit: '+92 300 1234567', '+1 (555) 010-0100'. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{4,38}[0-9]$/;
export const MAX_PHONES = 4;
export const TOO_MANY_PHONES_MESSAGE = `Please add at most ${MAX_PHONES} phone numbers`;
/** The settings' required text fields: label and column width. */
export const SITE_SETTINGS_TEXT = {
  companyName: { label: 'Company name', max: 100 },
  tagline: { label: 'Tagline', max: 200 },
  address: { label: 'Address', max: 200 },
  heroBadge: { label: 'Hero badge', max: 100 },
  heroTitle: { label: 'Hero title', max: 200 },
  heroText: { label: 'Hero text', max: 600 },
} as const;

// ---------------------------------------------------------------- redirects (issue 30)

export const REDIRECT_FROM_MESSAGE = 'Enter a path on this site, starting with / (e.g., /old-page)';
export const REDIRECT_TO_MESSAGE = 'Enter a path on this site starting with /, or a URL starting with http:// or https://';
export const REDIRECT_RESERVED_MESSAGE = 'This address belongs to the site itself and cannot redirect';
export const REDIRECT_SAME_MESSAGE = 'A redirect cannot lead to its own address';
export const REDIRECT_LOOP_MESSAGE = 'This redirect would lead back to where it starts';
export const REDIRECT_TAKEN_MESSAGE = 'This path redirects already';

/** Addresses the app answers itself (the doors, files, the back office) and the home page: never redirected. */
const RESERVED_PATH = /^\/(api|graphql|uploads|assets|admin)(\/|$)/i;

/**
 * A path on this site in the form a request's URL has it (percent-encoded, dot segments resolved, no trailing
 * slash), or null when the value is not a plain path: it must start with one '/', and carry no query, fragment,
 * spaces or quotes.
 */
export function normalizeSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.length > URL_MAX_LENGTH) return null;
  if (FORBIDDEN_CHARACTERS.test(value) || /[?#]/.test(value)) return null;
  const path = new URL(value, 'http://site.invalid').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Whether a redirect may start at this (normalised) path: not the home page, not an address the app answers. */
export const isRedirectSource = (path: string): boolean => path !== '/' && !RESERVED_PATH.test(path);

/** Where a redirect may lead: a path on this site (normalised) or an http(s) link to another; null if neither. */
export function normalizeRedirectTarget(value: string): string | null {
  return value.startsWith('/') ? normalizeSitePath(value) : normalizeHttpUrl(value);
}

// ---------------------------------------------------------------- revision history (issue 30)

/** How long every revision of a record is kept, and how many of its newest are kept whatever their age. */
export const REVISION_POLICY_DEFAULTS = { keepDays: 90, keepLatest: 50, trashDays: 30 } as const;
export const REVISION_KEEP_DAYS_MAX = 3650;
export const REVISION_KEEP_LATEST_MAX = 1000;
export const REVISION_KEEP_DAYS_MESSAGE = `Enter a whole number of days from 1 to ${REVISION_KEEP_DAYS_MAX}`;
export const REVISION_KEEP_LATEST_MESSAGE = `Enter a whole number from 1 to ${REVISION_KEEP_LATEST_MAX}`;

// ---------------------------------------------------------------- trash (issue 30)

/** How long a deleted record waits in the trash before it (and its files) are deleted for good; a field of the same policy. */
export const TRASH_DAYS_MAX = 365;
export const TRASH_DAYS_MESSAGE = `Enter a whole number of days from 1 to ${TRASH_DAYS_MAX}`;
/** The record types deleting moves to the trash, as the trash and the revisions name them. */
export const TRASHED_TYPES = ['BlogPost', 'Product', 'Project', 'ServiceCategory', 'Founder', 'TeamMember', 'Partner'] as const;
export const UNKNOWN_TRASH_TYPE_MESSAGE = 'This kind of record has no trash';

/** Whether a typed value is a whole number from 1 to `max`. */
export const isWholeNumberUpTo = (value: string | number, max: number): boolean =>
  /^\d+$/.test(String(value).trim()) && Number(value) >= 1 && Number(value) <= max;

// ---------------------------------------------------------------- accounts and roles (issue 30)

/**
 * Each account has one role, each including the one after it: an owner does everything (accounts, settings,
 * security); an editor all content, publishing included, the inbox and the activity log; an author writes blog posts
 * of their own as drafts (docs/decisions/065-roles.md).
 */
export const ROLES = ['admin', 'editor', 'author'] as const;
export type Role = (typeof ROLES)[number];
/** The owner's role keeps the value SPEC §2 gives the first account's role (shown in the header): 'admin'. */
export const OWNER: Role = 'admin';
export const ROLE_LABELS: Record<Role, string> = { admin: 'Owner', editor: 'Editor', author: 'Author' };

/** Whether an account's role is `least` or one that includes it (owner ⊇ editor ⊇ author). */
export function roleAtLeast(role: string | null | undefined, least: Role): boolean {
  const rank = (ROLES as readonly string[]).indexOf(role ?? '');
  return rank !== -1 && rank <= ROLES.indexOf(least);
}
export const FORBIDDEN_MESSAGE = 'Your role does not allow this';
export const AUTHOR_PUBLISH_MESSAGE = 'Authors cannot publish: an editor publishes the post';
export const AUTHOR_OTHERS_MESSAGE = 'Authors can change only their own drafts';
export const LAST_OWNER_MESSAGE = 'The last active owner cannot be demoted or deactivated';
export const UNKNOWN_ROLE_MESSAGE = 'Choose Owner, Editor or Author';
/** An invitation's link works once, for this long. */
export const INVITATION_HOURS = 72;
export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid, used or expired. Ask for a new one.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is taken';
/** An invited account's username and password, checked by the invitation page and the server alike. */
export const isUsername = (value: string): boolean => /^[A-Za-z0-9._-]{3,100}$/.test(value);
export const USERNAME_MESSAGE = 'Use 3 to 100 letters, digits, dots, dashes or underscores';
export const NEW_ACCOUNT_PASSWORD_MIN = 8;
export const NEW_ACCOUNT_PASSWORD_MESSAGE = `Password must be at least ${NEW_ACCOUNT_PASSWORD_MIN} characters long`;

// ---------------------------------------------------------------- site search (issue 31)

/** The longest search a visitor may send; longer ones are refused with the message below. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_QUERY_MESSAGE = `Search for at most ${SEARCH_QUERY_MAX} characters`;
/** The page of results a search answers when the caller names no `take`. */
export const SEARCH_PAGE_SIZE = 10;
/** A search as it is run: runs of spaces made one, the ends trimmed (the server's answer and the page's links agree). */
export const searchWords = (text: string): string => text.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------- accessibility checks (issue 31)

/**
 * What the check before saving a post or product finds in its rich text (docs/decisions/067-accessibility-checks.md):
 * warnings the editor sees and may save over, never a refusal. One wording for the server's answers and the client.
 */
export const ACCESSIBILITY_PROBLEM_CODES = [
  'IMAGE_WITHOUT_ALT',
  'HEADING_LEVEL_SKIPPED',
  'EMPTY_LINK',
  'VAGUE_LINK_TEXT',
  'TABLE_WITHOUT_HEADERS',
] as const;
export type AccessibilityProblemCode = (typeof ACCESSIBILITY_PROBLEM_CODES)[number];

/** Link texts that say nothing of where a link leads (compared lower-cased, trimmed, trailing punctuation ignored). */
export const VAGUE_LINK_TEXTS: readonly string[] = ['click here', 'here', 'read more', 'more', 'link', 'this', 'this link'];

/** The page's own title is its level 1 heading, so the content's headings start at this level. */
export const FIRST_CONTENT_HEADING_LEVEL = 2;

export const ACCESSIBILITY_MESSAGES = {
  imageWithoutAlt: 'A picture has no alt text: describe it for people who cannot see it',
  headingLevelOne: `A heading is level 1, the level of the page's title: make it level ${FIRST_CONTENT_HEADING_LEVEL} or lower`,
  firstHeadingTooDeep: (level: number) =>
    `The first heading is level ${level}: start at level ${FIRST_CONTENT_HEADING_LEVEL}, because the page's title is level 1`,
  headingSkipped: (from: number, to: number) =>
    `A heading jumps from level ${from} to level ${to}: use level ${from + 1}, so no level is skipped`,
  emptyLink: 'A link has no text: screen readers only read out its address, so give it words that say where it leads',
  vagueLinkText: (text: string) => `A link says only "${text}": use words that say where it leads`,
  tableWithoutHeaders: 'A table has no header cells: make its first row headers (th), so each cell can be read with its heading',
} as const;

// ---------------------------------------------------------------- API tokens (issue 31, docs/decisions/069-api-tokens.md)

/**
 * What an API token may do: read what signed-in accounts read (drafts, scheduled and unpublished records) and
 * nothing else, or also write content as an editor does. Neither ever reaches accounts, settings, tokens or security.
 */
export const API_TOKEN_SCOPES = ['read-drafts', 'write-content'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'read-drafts': 'Read drafts',
  'write-content': 'Write content',
};
export const isApiTokenScope = (value: unknown): value is ApiTokenScope =>
  (API_TOKEN_SCOPES as readonly unknown[]).includes(value);
/** Every token string starts so: the authenticate path tells it from a session's JWT, and secret scanners can find it. */
export const API_TOKEN_PREFIX = 'mk_';
export const API_TOKEN_NAME_MAX = 60;
/** A token expires at the latest this many days after it is made; the form offers these spans (or a date). */
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365] as const;
export const API_TOKEN_SCOPE_MESSAGE = 'Choose Read drafts or Write content';
export const API_TOKEN_EXPIRY_MESSAGE = `Choose an expiry from tomorrow to ${API_TOKEN_MAX_DAYS} days from now`;
export const API_TOKEN_READ_ONLY_MESSAGE = 'This API token may only read';
export const API_TOKEN_ACCOUNT_MESSAGE = 'API tokens cannot change accounts, passwords, two-factor or sessions';

/**
 * Webhooks (issue 31, docs/decisions/068-webhooks.md): what an owner may subscribe an endpoint to, and the messages
 * both sides show for its fields.
 */
export const WEBHOOK_EVENTS = ['published', 'updated', 'unpublished', 'deleted', 'contact.received'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  published: 'Published',
  updated: 'Updated',
  unpublished: 'Unpublished',
  deleted: 'Deleted',
  'contact.received': 'Contact message received',
};
/** Sent by 'Send test event' only; never subscribed to. */
export const WEBHOOK_PING_EVENT = 'ping';
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_REQUIRED_MESSAGE = 'Endpoint URL is required';
export const WEBHOOK_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
export const WEBHOOK_URL_LENGTH_MESSAGE = `Endpoint URL must be at most ${WEBHOOK_URL_MAX} characters`;
export const WEBHOOK_URL_CREDENTIALS_MESSAGE = 'Endpoint URL must not contain a user name or password';
export const WEBHOOK_URL_PRIVATE_MESSAGE = 'Endpoint URL must be a public address, not a local or private network one';
export const WEBHOOK_DESCRIPTION_MESSAGE = `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`;
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event';
export const WEBHOOK_UNKNOWN_EVENT_MESSAGE = `Events must be among: ${WEBHOOK_EVENTS.join(', ')}`;

/** The shape check of an endpoint's URL (the server also refuses private addresses); null when it is fine. */
export function webhookUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return WEBHOOK_URL_REQUIRED_MESSAGE;
  if (url.length > WEBHOOK_URL_MAX) return WEBHOOK_URL_LENGTH_MESSAGE;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_URL_MESSAGE;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return WEBHOOK_URL_MESSAGE;
  if (parsed.username || parsed.password) return WEBHOOK_URL_CREDENTIALS_MESSAGE;
  return null;
}
