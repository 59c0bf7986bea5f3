/**
 * The client's copy of SPEC §5's rules, so forms answer before a round trip. The server
 * applies the same rules with the same texts (server/src/shared/field-rules.ts and the inputs).
 */
export const requiredMessage = (label: string) => `${label} is required`;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const LINKEDIN_PATTERN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/i;
export const LINKEDIN_MESSAGE = 'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)';

export const TWITTER_PATTERN = /^https?:\/\/(www\.)?(twitter\.com|x\.com)\/[A-Za-z0-9_]{1,15}\/?$/i;
export const TWITTER_MESSAGE = 'Please enter a valid Twitter/X URL (e.g., x.com/username)';

export const GITHUB_REPO_PATTERN = /^https?:\/\/(www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+\/?$/i;
export const GITHUB_MESSAGE = 'Please enter a valid GitHub repository URL';

/** An http(s) URL containing a dot (SPEC §5 product liveLink). */
export const LIVE_URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
export const URL_MESSAGE = 'Please enter a valid URL';

export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;
export const WEBSITE_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';

/** SPEC §5 (product): lowercased, runs of non-alphanumerics become one hyphen, edge hyphens trimmed. */
export function slugFromName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
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
  return text.split(',').map((item) => item.trim()).filter(Boolean);
}

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
