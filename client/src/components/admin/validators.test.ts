import {
  EMAIL_PATTERN,
  GITHUB_REPO_PATTERN,
  LINKEDIN_PATTERN,
  LIVE_URL_PATTERN,
  normalizeHttpUrl,
  TWITTER_PATTERN,
  WEBSITE_PATTERN,
} from './validators';

/*
 * The same tables as server/src/shared/url-rules.test.ts: the two copies of the rules must accept
 * and refuse alike, so change both together.
 */

/** [as typed, as stored] */
const ACCEPTED_URLS: Array<[string, string]> = [
  ['https://acme.example.com', 'https://acme.example.com'],
  ['https://acme.example.com/', 'https://acme.example.com/'],
  ['http://acme.example.com/about?ref=site#team', 'http://acme.example.com/about?ref=site#team'],
  ['HTTPS://Acme.Example.COM/About', 'https://acme.example.com/About'],
  ['https://acme.example.com:8443/a/b', 'https://acme.example.com:8443/a/b'],
  ['https://acme.example.com:443/', 'https://acme.example.com/'],
  ['https://x.com?q=1', 'https://x.com/?q=1'],
  ['https://x.com/a/../b', 'https://x.com/b'],
  ['https://münchen.de/straße', 'https://xn--mnchen-3ya.de/stra%C3%9Fe'],
  ['https://xn--mnchen-3ya.de', 'https://xn--mnchen-3ya.de'],
];

const REFUSED_URLS: string[] = [
  'https://a..b',
  'https://x.com/a"><script>',
  "https://x.com/a'onmouseover='alert(1)",
  'https://x.com/<b>',
  'https://x.com/a`b',
  'https://x.com/a b',
  'https://x.com/a\tb',
  ' https://x.com',
  'https:\\\\evil.example.com',
  'https:/\\evil.example.com',
  'https://x.com\\@evil.example.com',
  'https:example.com',
  'javascript:alert(1)//x.com',
  'ftp://files.example.com',
  'mailto:sara@example.com',
  'https://user:secret@x.com',
  'https://@x.com',
  'https://localhost',
  'http://localhost:3000',
  'https://intranet',
  'https://127.0.0.1',
  'https://[::1]/',
  'https://x.com.',
  'https://-x.com',
  'https://x-.com',
  'https://x_y.com',
  'https://x.c',
  'https://x.123',
  'https://x.com:99999',
  'https://',
  'http:///path-only',
  'acme.example.com',
  'www.acme.com',
  `https://x.com/${'a'.repeat(2048)}`,
];

describe('link rules (normalizeHttpUrl)', () => {
  it.each(ACCEPTED_URLS)('accepts %s as the server stores it, %s', (typed, stored) => {
    expect(normalizeHttpUrl(typed)).toBe(stored);
    expect(LIVE_URL_PATTERN.test(typed)).toBe(true);
  });

  it.each(REFUSED_URLS)('refuses %j', (typed) => {
    expect(normalizeHttpUrl(typed)).toBeNull();
    expect(LIVE_URL_PATTERN.test(typed)).toBe(false);
    // The partner website alone takes localhost.
    expect(WEBSITE_PATTERN.test(typed)).toBe(['https://localhost', 'http://localhost:3000'].includes(typed));
  });

  it('takes localhost only for the partner website', () => {
    expect(WEBSITE_PATTERN.test('http://localhost:3000')).toBe(true);
    expect(LIVE_URL_PATTERN.test('http://localhost:3000')).toBe(false);
    for (const typed of ['https://localhost.', 'https://intranet', 'https://localhost/a"b', 'https://127.0.0.1']) {
      expect(WEBSITE_PATTERN.test(typed)).toBe(false);
    }
  });

  it('checks the LinkedIn, Twitter/X and GitHub shapes and the link rules together', () => {
    expect(LINKEDIN_PATTERN.test('https://www.linkedin.com/in/ayesha-khan')).toBe(true);
    expect(LINKEDIN_PATTERN.test('https://example.com/in/ayesha')).toBe(false);
    expect(TWITTER_PATTERN.test('HTTPS://X.com/ayesha')).toBe(true);
    expect(TWITTER_PATTERN.test('https://x.com/a"><script>')).toBe(false);
    expect(GITHUB_REPO_PATTERN.test('https://github.com/acme/insight')).toBe(true);
    expect(GITHUB_REPO_PATTERN.test('https://github.com/acme')).toBe(false);
    expect(GITHUB_REPO_PATTERN.test('https://user@github.com/acme/insight')).toBe(false);
  });
});

const ACCEPTED_EMAILS = [
  'sara@example.com',
  'sara.khan+contact@example.co.uk',
  "o'brien@example.com",
  'SARA@EXAMPLE.COM',
  'a@xn--mnchen-3ya.de',
  'a@münchen.de',
];

const REFUSED_EMAILS = [
  'sara@example',
  'not-an-email',
  'Sara Khan <sara@example.com>',
  '"sara khan"@example.com',
  'sara khan@example.com',
  'sara<script>@example.com',
  'sära@example.com',
  'sara@[127.0.0.1]',
  'sara@127.0.0.1',
  'sara@localhost',
  'sara..khan@example.com',
  '.sara@example.com',
  'sara@example..com',
  'sara@example.com.',
  'sara@-example.com',
  'sara@example.c',
  `${'a'.repeat(65)}@example.com`,
];

describe('email rule (EMAIL_PATTERN: validator isEmail with the server options)', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(REFUSED_EMAILS)('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
