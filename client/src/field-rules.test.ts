import {
  ACCEPTED_REDIRECTS,
  REFUSED_REDIRECTS,
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
} from '@field-rules/cases';
import {
  cleanList,
  isEmailAddress,
  LINK_RULES,
  normalizeHttpUrl,
  slugFromName,
  slugFromTitle,
  splitList,
  type LinkKind,
} from '@field-rules';
import { SITE_DEFAULTS } from '@field-rules/site-defaults';
import { validateContact } from './features/contact-message/contact-rules';
import { validatePartner } from './features/partner/components/admin-partner-form';
import { validateRedirect } from './features/redirect/components/admin-redirect-form';
import { emptyProductValues, validateProduct } from './features/product/admin-product-values';
import { toFormValues as emptyBlogPost, validateBlogPost } from './features/blog-post/components/admin-blog-post-values';
import {
  toFormValues as emptyProject,
  toProjectInput,
  validateProject,
} from './features/project/components/admin-project-values';
import { validateSettings, type SiteSettingsValues } from './features/site-settings/site-settings-values';
import { personInitialValues, validatePerson } from './components/admin/people/person-values';
import { FOUNDER_RECORD as FOUNDER_FORM, TEAM_MEMBER_RECORD as TEAM_MEMBER_FORM } from '@field-rules/records/person';

/*
 * The shared table (field-rules/cases.ts), run through the client's forms; the server runs the same
 * table through its validation (server/src/shared/field-rules.test.ts), the package through its rules
 * themselves (field-rules/rules.test.ts).
 */

const settings: SiteSettingsValues = {
  ...SITE_DEFAULTS,
  phones: [...SITE_DEFAULTS.phones],
  twitterUrl: '',
  githubUrl: '',
  facebookUrl: '',
};

/** Whether each form that has a link of this kind takes the value (no message on the field). */
function formsAccept(kind: LinkKind, value: string): boolean[] {
  switch (kind) {
    case 'link':
      return [
        !validateProject({ ...emptyProject(), liveDemoLink: value }, { creating: false }).liveDemoLink,
        !validateProject({ ...emptyProject(), githubLink: value }, { creating: false }).githubLink,
        !validateProduct({ ...emptyProductValues(), liveLink: value }, 'edit').liveLink,
        !validateSettings({ ...settings, facebookUrl: value }).facebookUrl,
      ];
    case 'website':
      return [!validatePartner({ name: 'Acme', website: value, logo: null, logoAlt: '' }, { logoRequired: false }).website];
    case 'linkedin':
      return [
        !validatePerson({ ...personInitialValues(TEAM_MEMBER_FORM), linkedin: value }, TEAM_MEMBER_FORM, { imageRequired: false })
          .linkedin,
      ];
    case 'twitter':
      return [
        !validatePerson({ ...personInitialValues(FOUNDER_FORM), twitter: value }, FOUNDER_FORM, { imageRequired: false }).twitter,
      ];
    case 'githubRepo':
      return [!validateProduct({ ...emptyProductValues(), githubLink: value }, 'edit').githubLink];
  }
}

const KINDS = Object.keys(LINK_RULES) as LinkKind[];

describe('link rules, as the forms check them', () => {
  it.each(ACCEPTED_URLS)('accepts %s as the server stores it, %s', (typed, stored) => {
    expect(normalizeHttpUrl(typed)).toBe(stored);
    expect(formsAccept('link', typed)).not.toContain(false);
    expect(formsAccept('website', typed)).toEqual([true]);
  });

  it.each(REFUSED_URLS)('refuses %j', (typed) => {
    expect(normalizeHttpUrl(typed)).toBeNull();
    // The forms trim first, as the server does: the table's values are as sent.
    if (typed.trim() !== typed) return;
    for (const kind of KINDS.filter((kind) => kind !== 'website')) expect(formsAccept(kind, typed)).not.toContain(true);
    expect(formsAccept('website', typed)).toEqual([LOCALHOST_URLS.includes(typed)]);
  });

  it.each(SHAPED_URLS)('%s: %s is stored as %s', (kind, typed, stored) => {
    expect(normalizeHttpUrl(typed, LINK_RULES[kind])).toBe(stored);
    expect(formsAccept(kind, typed)).not.toContain(stored === null);
  });
});

describe('email rule, as the forms check it', () => {
  const formsAccept = (email: string) => [
    !validateContact({ name: 'Sara', email, message: 'Hello', website: '' }).email,
    !validatePerson({ ...personInitialValues(TEAM_MEMBER_FORM), email }, TEAM_MEMBER_FORM, { imageRequired: false }).email,
    !validateSettings({ ...settings, email }).email,
  ];

  it.each(ACCEPTED_EMAILS)('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
    expect(formsAccept(email)).toEqual([true, true, true]);
  });

  it.each(REFUSED_EMAILS)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
    expect(formsAccept(email)).toEqual([false, false, false]);
  });
});

describe('slugs, as the forms derive and check them', () => {
  const formsAccept = (slug: string) => [
    !validateBlogPost({ ...emptyBlogPost(), slug }).slug,
    !validateProduct({ ...emptyProductValues(), slug }, 'edit').slug,
  ];

  it.each(SLUGS_FROM_NAME)('derives %j from the name as %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    if (slug) expect(formsAccept(slug)).toEqual([true, true]);
  });

  it.each(SLUGS_FROM_TITLE)('derives %j from the title as %j, which the form then takes', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    if (slug) expect(formsAccept(slug)).toEqual([true, true]);
  });

  it('takes only lowercase letters, digits and single hyphens', () => {
    for (const slug of VALID_SLUGS) expect(formsAccept(slug)).toEqual([true, true]);
    for (const slug of INVALID_SLUGS) expect(formsAccept(slug)).toEqual([false, false]);
  });
});

describe('lists and phones, as the forms send and check them', () => {
  it.each(SPLIT_LISTS)('splits %j into %j', (text, list) => {
    expect(splitList(text)).toEqual(list);
    expect(toProjectInput({ ...emptyProject(), tags: text }).tags).toEqual(list);
  });

  it.each(CLEAN_LISTS)('cleans %j to %j', (rows, list) => {
    expect(cleanList(rows)).toEqual(list);
  });

  it('takes phone numbers with the usual separators', () => {
    for (const phone of VALID_PHONES) expect(validateSettings({ ...settings, phones: [phone] }).phones).toBeUndefined();
    for (const phone of INVALID_PHONES) expect(validateSettings({ ...settings, phones: [phone] }).phones).toBeDefined();
  });
});

describe('the redirect form', () => {
  it.each(ACCEPTED_REDIRECTS)('takes %s -> %s', (fromPath, toPath) => {
    expect(validateRedirect({ fromPath, toPath })).toEqual({});
  });

  it.each(REFUSED_REDIRECTS)('refuses %j -> %j on %s: %s', (fromPath, toPath, field, message) => {
    expect(validateRedirect({ fromPath, toPath })[field]).toBe(message);
  });
});
