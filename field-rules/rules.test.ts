import {
  ACCEPTED_EMAILS,
  ACCEPTED_REDIRECTS,
  REFUSED_REDIRECTS,
  ACCEPTED_URLS,
  CLEAN_LISTS,
  INVALID_PHONES,
  INVALID_SLUGS,
  LOCALHOST_URLS,
  REFUSED_EMAILS,
  REFUSED_URLS,
  SHAPED_URLS,
  SLUGS_FROM_NAME,
  SLUGS_FROM_TITLE,
  SPLIT_LISTS,
  VALID_PHONES,
  VALID_SLUGS,
} from './cases';
import {
  cleanList,
  isRedirectSource,
  normalizeRedirectTarget,
  normalizeSitePath,
  isEmailAddress,
  LINK_RULES,
  normalizeHttpUrl,
  PHONE_PATTERN,
  SLUG_PATTERN,
  slugFromName,
  slugFromTitle,
  splitList,
  type LinkKind,
} from './rules';

/*
 * The shared table (cases.ts), run through the rules themselves. The server runs it through its validation
 * (server/src/shared/field-rules.test.ts), the client through its forms' checks (client/src/field-rules.test.ts).
 */

const KINDS = Object.keys(LINK_RULES) as LinkKind[];

describe('link rules', () => {
  it.each(ACCEPTED_URLS)('accepts %s and normalises it to %s', (typed, normalized) => {
    expect(normalizeHttpUrl(typed)).toBe(normalized);
    expect(normalizeHttpUrl(typed, LINK_RULES.website)).toBe(normalized);
  });

  it.each(REFUSED_URLS)('refuses %j', (typed) => {
    expect(normalizeHttpUrl(typed)).toBeNull();
    for (const kind of KINDS.filter((kind) => kind !== 'website')) expect(normalizeHttpUrl(typed, LINK_RULES[kind])).toBeNull();
    expect(normalizeHttpUrl(typed, LINK_RULES.website)).toBe(LOCALHOST_URLS.includes(typed) ? typed : null);
  });

  it.each(SHAPED_URLS)('%s: %s is normalised to %s', (kind, typed, normalized) => {
    expect(normalizeHttpUrl(typed, LINK_RULES[kind])).toBe(normalized);
  });
});

describe('email rule', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(REFUSED_EMAILS)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});

describe('slugs', () => {
  it.each(SLUGS_FROM_NAME)('derives %j from the name as %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    if (slug) expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each(SLUGS_FROM_TITLE)('derives %j from the title as %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    if (slug) expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('takes only lowercase letters, digits and single hyphens', () => {
    for (const slug of VALID_SLUGS) expect(SLUG_PATTERN.test(slug)).toBe(true);
    for (const slug of INVALID_SLUGS) expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});

describe('lists and phones', () => {
  it.each(SPLIT_LISTS)('splits %j into %j', (text, list) => {
    expect(splitList(text)).toEqual(list);
  });

  it.each(CLEAN_LISTS)('cleans %j to %j', (rows, list) => {
    expect(cleanList(rows)).toEqual(list);
  });

  it('takes phone numbers with the usual separators', () => {
    for (const phone of VALID_PHONES) expect(PHONE_PATTERN.test(phone)).toBe(true);
    for (const phone of INVALID_PHONES) expect(PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe('redirect rules', () => {
  it.each(ACCEPTED_REDIRECTS)('takes %s -> %s, stored as %s -> %s', (from, to, storedFrom, storedTo) => {
    expect(normalizeSitePath(from)).toBe(storedFrom);
    expect(isRedirectSource(storedFrom)).toBe(true);
    expect(normalizeRedirectTarget(to)).toBe(storedTo);
  });

  it.each(REFUSED_REDIRECTS)('refuses %j -> %j (%s)', (from, to, field) => {
    const source = normalizeSitePath(from.trim());
    const target = normalizeRedirectTarget(to.trim());
    if (field === 'fromPath') expect(source !== null && isRedirectSource(source)).toBe(false);
    else expect(target === null || target === source).toBe(true);
  });
});
