import type { LinkKind } from './rules';

/**
 * The examples both sides test (field-rules/rules.test.ts through the rules themselves,
 * server/src/shared/field-rules.test.ts through the server's validation, client/src/field-rules.test.ts
 * through the client's): change a rule, change the table, and all three must agree. Values are as typed,
 * after trimming. Tests only: left out of the build (tsconfig.build.json).
 */

/** Links every kind accepts: [as typed, as the server stores it]. */
export const ACCEPTED_URLS: Array<[string, string]> = [
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

/** Links the plain link rule refuses (the partner website takes only the two localhost ones). */
export const REFUSED_URLS: string[] = [
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

/** Of REFUSED_URLS, what the partner website alone takes. */
export const LOCALHOST_URLS = ['https://localhost', 'http://localhost:3000'];

/** Field-specific shapes: [kind, as typed, as stored or null when refused]. */
export const SHAPED_URLS: Array<[LinkKind, string, string | null]> = [
  ['website', 'http://localhost:3000', 'http://localhost:3000'],
  ['website', 'http://LOCALHOST/a', 'http://localhost/a'],
  ['website', 'https://localhost.', null],
  ['website', 'https://intranet', null],
  ['website', 'https://localhost/a"b', null],
  ['website', 'https://127.0.0.1', null],
  ['link', 'http://localhost:3000', null],
  ['linkedin', 'https://www.linkedin.com/in/ayesha-khan', 'https://www.linkedin.com/in/ayesha-khan'],
  ['linkedin', 'https://pk.linkedin.com/in/ayesha/', 'https://pk.linkedin.com/in/ayesha/'],
  ['linkedin', 'https://example.com/in/ayesha', null],
  ['linkedin', 'https://www.linkedin.com/company/acme', null],
  ['twitter', 'HTTPS://X.com/ayesha', 'https://x.com/ayesha'],
  ['twitter', 'https://twitter.com/ayesha_k', 'https://twitter.com/ayesha_k'],
  ['twitter', 'https://x.com/a"><script>', null],
  ['twitter', 'https://x.com/ayesha/status/1', null],
  ['githubRepo', 'https://github.com/acme/insight', 'https://github.com/acme/insight'],
  ['githubRepo', 'https://www.github.com/acme/insight.git/', 'https://www.github.com/acme/insight.git/'],
  ['githubRepo', 'https://github.com/acme', null],
  ['githubRepo', 'https://user@github.com/acme/insight', null],
  ['githubRepo', 'https://gitlab.com/acme/insight', null],
];

export const ACCEPTED_EMAILS = [
  'sara@example.com',
  'sara.khan+contact@example.co.uk',
  "o'brien@example.com",
  'SARA@EXAMPLE.COM',
  'a@xn--mnchen-3ya.de',
  'a@münchen.de',
];

export const REFUSED_EMAILS = [
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

/** SPEC §5 product: [name, derived slug]. */
export const SLUGS_FROM_NAME: Array<[string, string]> = [
  ['AI Insight', 'ai-insight'],
  ['  Data -- Pipeline!  ', 'data-pipeline'],
  ['C++ & C#', 'c-c'],
  ['Launch -', 'launch'],
  ['--Édition 2026--', 'dition-2026'],
  ['!!!', ''],
];

/** SPEC §5 blog: [title, derived slug]; every non-empty result passes the slug rule. */
export const SLUGS_FROM_TITLE: Array<[string, string]> = [
  ['Shipping AI in 2026', 'shipping-ai-in-2026'],
  ['Launch -', 'launch'],
  ['- Launch - day -', 'launch-day'],
  ['Why we chose   TypeScript!', 'why-we-chose-typescript'],
  ["What's new: v2.0", 'whats-new-v20'],
  ['a -- b', 'a-b'],
  ['¿Qué?', 'qu'],
  ['!!!', ''],
];

export const VALID_SLUGS = ['ai-insight', 'v2', 'a-b-c', '2026'];
export const INVALID_SLUGS = ['launch-', '-launch', 'a--b', 'AI-Insight', 'a b', 'a_b', 'café'];

/** Comma-separated text: [as typed, the list sent and stored]. */
export const SPLIT_LISTS: Array<[string, string[]]> = [
  ['react, node , ,graphql', ['react', 'node', 'graphql']],
  ['  ', []],
  ['', []],
  [',,a,,', ['a']],
  ['one', ['one']],
];

/** Lists of rows (features, phones): [rows, the list sent and stored]. */
export const CLEAN_LISTS: Array<[string[], string[]]> = [
  [
    [' Fast ', '', '  ', 'Secure'],
    ['Fast', 'Secure'],
  ],
  [[''], []],
  [[], []],
];

export const VALID_PHONES = ['+92 300 1234567', '051 234-5678', '051.234.5678', '+1 (555) 010-0100'];
/** A number starts with '+' or a digit, so '(051) 234-5678' is refused (as the server always has). */
export const INVALID_PHONES = ['12', 'call me', '+92 300 1234567 ext', '--12345', '(051) 234-5678'];

/** Redirects (issue 30): [from, to] as typed, with [from, to] as stored; null where it is refused, with the field and message. */
export const ACCEPTED_REDIRECTS: Array<[string, string, string, string]> = [
  ['/old-page/', '/about', '/old-page', '/about'],
  ['/a/../b', 'https://partner.example.com/offer', '/b', 'https://partner.example.com/offer'],
  ['/über', '/blog/new', '/%C3%BCber', '/blog/new'],
  ['/apiary', '/services/', '/apiary', '/services'],
];
export const REFUSED_REDIRECTS: Array<[string, string, 'fromPath' | 'toPath', string]> = [
  ['old-page', '/about', 'fromPath', 'Enter a path on this site, starting with / (e.g., /old-page)'],
  ['/a?b=1', '/about', 'fromPath', 'Enter a path on this site, starting with / (e.g., /old-page)'],
  ['//evil.example', '/about', 'fromPath', 'Enter a path on this site, starting with / (e.g., /old-page)'],
  ['/a b', '/about', 'fromPath', 'Enter a path on this site, starting with / (e.g., /old-page)'],
  ['/api/products', '/about', 'fromPath', 'This address belongs to the site itself and cannot redirect'],
  ['/admin', '/about', 'fromPath', 'This address belongs to the site itself and cannot redirect'],
  ['/Uploads/x.png', '/about', 'fromPath', 'This address belongs to the site itself and cannot redirect'],
  ['/', '/about', 'fromPath', 'This address belongs to the site itself and cannot redirect'],
  ['/x', 'about', 'toPath', 'Enter a path on this site starting with /, or a URL starting with http:// or https://'],
  [
    '/x',
    'javascript:alert(1)',
    'toPath',
    'Enter a path on this site starting with /, or a URL starting with http:// or https://',
  ],
  ['/x', '//evil.example', 'toPath', 'Enter a path on this site starting with /, or a URL starting with http:// or https://'],
  ['/x', '/x/', 'toPath', 'A redirect cannot lead to its own address'],
  ['', '/about', 'fromPath', 'From is required'],
  ['/x', ' ', 'toPath', 'To is required'],
];
