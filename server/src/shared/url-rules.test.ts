import isEmail from 'validator/lib/isEmail';
import { EMAIL_OPTIONS, LINKEDIN_PATTERN, TWITTER_PATTERN } from './field-rules';
import { normalizeHttpUrl } from './url-rules';

/*
 * The same tables as client/src/components/admin/validators.test.ts: the two copies of the rules
 * must accept and refuse alike, so change both together.
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
  it.each(ACCEPTED_URLS)('accepts %s and stores %s', (typed, stored) => {
    expect(normalizeHttpUrl(typed)).toBe(stored);
  });

  it.each(REFUSED_URLS)('refuses %j', (typed) => {
    expect(normalizeHttpUrl(typed)).toBeNull();
  });

  it('takes localhost only where a field allows it (the partner website), and nothing else more', () => {
    expect(normalizeHttpUrl('http://localhost:3000', { allowLocalhost: true })).toBe('http://localhost:3000');
    expect(normalizeHttpUrl('http://LOCALHOST/a', { allowLocalhost: true })).toBe('http://localhost/a');
    for (const typed of ['https://localhost.', 'https://intranet', 'https://localhost/a"b', 'https://127.0.0.1']) {
      expect(normalizeHttpUrl(typed, { allowLocalhost: true })).toBeNull();
    }
  });

  it('checks a field shape on the address as typed, then stores the normalised address', () => {
    expect(normalizeHttpUrl('https://www.linkedin.com/in/ayesha-khan', { shape: LINKEDIN_PATTERN })).toBe(
      'https://www.linkedin.com/in/ayesha-khan',
    );
    expect(normalizeHttpUrl('HTTPS://X.com/ayesha', { shape: TWITTER_PATTERN })).toBe('https://x.com/ayesha');
    expect(normalizeHttpUrl('https://example.com/in/ayesha', { shape: LINKEDIN_PATTERN })).toBeNull();
    expect(normalizeHttpUrl('https://x.com/a"><script>', { shape: TWITTER_PATTERN })).toBeNull();
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

describe('email rule (validator isEmail with EMAIL_OPTIONS)', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s', (email) => {
    expect(isEmail(email, EMAIL_OPTIONS)).toBe(true);
  });

  it.each(REFUSED_EMAILS)('refuses %j', (email) => {
    expect(isEmail(email, EMAIL_OPTIONS)).toBe(false);
  });
});
