import { IsOptional, Matches } from 'class-validator';
import { ValidationError } from '../errors';
import { IsEmailAddress, IsHttpUrl } from '../rule-decorators';
import { normalizeFormValues, validateInput } from '../validation';
import {
  ACCEPTED_EMAILS,
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
 * The shared table (cases.ts), run through the server's validation: the class-validator decorators
 * the inputs use, as validateInput runs them. client/src/field-rules.test.ts runs
 * the same table through the client's forms' checks.
 */

class Links {
  @IsOptional() @IsHttpUrl('link', 'link') link?: string;
  @IsOptional() @IsHttpUrl('website', 'website') website?: string;
  @IsOptional() @IsHttpUrl('linkedin', 'linkedin') linkedin?: string;
  @IsOptional() @IsHttpUrl('twitter', 'twitter') twitter?: string;
  @IsOptional() @IsHttpUrl('githubRepo', 'githubRepo') githubRepo?: string;
}

class Shapes {
  @IsOptional() @IsEmailAddress() email?: string;
  @IsOptional() @Matches(SLUG_PATTERN) slug?: string;
  @IsOptional() @Matches(PHONE_PATTERN) phone?: string;
}

/** What the server stores for the value in the given field, or null when it refuses it. */
async function stored<T extends object>(cls: new () => T, field: keyof T & string, value: string): Promise<unknown> {
  try {
    const input = await validateInput(cls, { [field]: value });
    return (input as Record<string, unknown>)[field];
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
}

const KINDS = Object.keys(LINK_RULES) as LinkKind[];

describe('link rules', () => {
  it.each(ACCEPTED_URLS)('accepts %s and stores %s', async (typed, normalized) => {
    expect(normalizeHttpUrl(typed)).toBe(normalized);
    expect(await stored(Links, 'link', typed)).toBe(normalized);
    expect(await stored(Links, 'website', typed)).toBe(normalized);
  });

  it.each(REFUSED_URLS)('refuses %j', async (typed) => {
    expect(normalizeHttpUrl(typed)).toBeNull();
    // validateInput trims first, as every form does: the table's values are as sent.
    if (typed.trim() === typed) {
      for (const kind of KINDS.filter((kind) => kind !== 'website')) expect(await stored(Links, kind, typed)).toBeNull();
      expect(await stored(Links, 'website', typed)).toBe(LOCALHOST_URLS.includes(typed) ? typed : null);
    }
  });

  it.each(SHAPED_URLS)('%s: %s is stored as %s', async (kind, typed, normalized) => {
    expect(normalizeHttpUrl(typed, LINK_RULES[kind])).toBe(normalized);
    expect(await stored(Links, kind, typed)).toBe(normalized);
  });
});

describe('email rule', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s', async (email) => {
    expect(isEmailAddress(email)).toBe(true);
    expect(await stored(Shapes, 'email', email)).toBe(email);
  });

  it.each(REFUSED_EMAILS)('refuses %j', async (email) => {
    expect(isEmailAddress(email)).toBe(false);
    expect(await stored(Shapes, 'email', email)).toBeNull();
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

  it('takes only lowercase letters, digits and single hyphens', async () => {
    for (const slug of VALID_SLUGS) expect(await stored(Shapes, 'slug', slug)).toBe(slug);
    for (const slug of INVALID_SLUGS) expect(await stored(Shapes, 'slug', slug)).toBeNull();
  });
});

describe('lists and phones', () => {
  it.each(SPLIT_LISTS)('splits %j into %j', (text, list) => {
    expect(splitList(text)).toEqual(list);
  });

  it.each(CLEAN_LISTS)('cleans %j to %j, as the server does', (rows, list) => {
    expect(cleanList(rows)).toEqual(list);
    expect(normalizeFormValues({ rows }).rows).toEqual(list);
  });

  it('takes phone numbers with the usual separators', async () => {
    for (const phone of VALID_PHONES) expect(await stored(Shapes, 'phone', phone)).toBe(phone);
    for (const phone of INVALID_PHONES) expect(await stored(Shapes, 'phone', phone)).toBeNull();
  });
});
