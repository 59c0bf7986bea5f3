import { IsOptional, Matches } from 'class-validator';
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
  VALID_PHONES,
  VALID_SLUGS,
} from '@field-rules/cases';
import { LINK_RULES, PHONE_PATTERN, SLUG_PATTERN, type LinkKind } from '@field-rules';
import { ValidationError } from './errors';
import { IsEmailAddress, IsHttpUrl } from './rule-decorators';
import { normalizeFormValues, validateInput } from './validation';

/*
 * The shared table (field-rules/cases.ts), run through the server's validation: the class-validator decorators
 * the inputs use, as validateInput runs them. field-rules/rules.test.ts runs it through the rules themselves,
 * client/src/field-rules.test.ts through the client's forms' checks.
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

describe('link fields through validateInput', () => {
  it.each(ACCEPTED_URLS)('accepts %s and stores %s', async (typed, normalized) => {
    expect(await stored(Links, 'link', typed)).toBe(normalized);
    expect(await stored(Links, 'website', typed)).toBe(normalized);
  });

  it.each(REFUSED_URLS.filter((typed) => typed.trim() === typed))('refuses %j', async (typed) => {
    // validateInput trims first, as every form does: only the table's values that trimming leaves alone are sent.
    for (const kind of KINDS.filter((kind) => kind !== 'website')) expect(await stored(Links, kind, typed)).toBeNull();
    expect(await stored(Links, 'website', typed)).toBe(LOCALHOST_URLS.includes(typed) ? typed : null);
  });

  it.each(SHAPED_URLS)('%s: %s is stored as %s', async (kind, typed, normalized) => {
    expect(await stored(Links, kind, typed)).toBe(normalized);
  });
});

describe('the email field through validateInput', () => {
  it.each(ACCEPTED_EMAILS)('accepts %s', async (email) => {
    expect(await stored(Shapes, 'email', email)).toBe(email);
  });

  it.each(REFUSED_EMAILS)('refuses %j', async (email) => {
    expect(await stored(Shapes, 'email', email)).toBeNull();
  });
});

describe('slugs, lists and phones through validateInput', () => {
  it('stores a slug of lowercase letters, digits and single hyphens only', async () => {
    for (const slug of VALID_SLUGS) expect(await stored(Shapes, 'slug', slug)).toBe(slug);
    for (const slug of INVALID_SLUGS) expect(await stored(Shapes, 'slug', slug)).toBeNull();
  });

  it.each(CLEAN_LISTS)('cleans the rows %j to %j', (rows, list) => {
    expect(normalizeFormValues({ rows }).rows).toEqual(list);
  });

  it('stores phone numbers with the usual separators only', async () => {
    for (const phone of VALID_PHONES) expect(await stored(Shapes, 'phone', phone)).toBe(phone);
    for (const phone of INVALID_PHONES) expect(await stored(Shapes, 'phone', phone)).toBeNull();
  });
});
