import {
  emptyProductValues,
  formatProductDate,
  toCreateInput,
  toUpdateInput,
  validateProduct,
  valuesFromProduct,
  type ProductFormValues,
} from './admin-product-values';
import { productInput } from './admin-product.harness';
import { buildProduct } from './product.fixtures';

const banner = new File(['png'], 'banner.png', { type: 'image/png' });

function validCreate(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductValues(),
    name: 'Insight AI',
    shortDescription: 'Analytics that explain themselves.',
    fullDescription: '<p>Insight AI turns raw data into clear answers for every team.</p>',
    features: ['Dashboards'],
    bannerImage: banner,
    ...overrides,
  };
}

describe('validateProduct (create)', () => {
  it('accepts a complete product with an empty slug and no links', () => {
    expect(validateProduct(validCreate(), 'create')).toEqual({});
  });

  it("gives SPEC §5's messages for an empty form", () => {
    expect(validateProduct(emptyProductValues(), 'create')).toEqual({
      name: 'Name is required',
      shortDescription: 'Short description is required',
      fullDescription: 'Full description is required',
      features: 'Please add at least one feature',
      bannerImage: 'Banner image is required',
    });
  });

  it('refuses a slug with capitals, spaces or double hyphens', () => {
    for (const slug of ['Insight-AI', 'insight ai', 'insight--ai', '-insight']) {
      expect(validateProduct(validCreate({ slug }), 'create').slug).toBe(
        'Slug must contain only lowercase letters, numbers, and hyphens',
      );
    }
    expect(validateProduct(validCreate({ slug: 'insight-ai-2' }), 'create').slug).toBeUndefined();
  });

  it('allows 200 characters of short description and refuses 201', () => {
    expect(validateProduct(validCreate({ shortDescription: 'a'.repeat(200) }), 'create').shortDescription).toBeUndefined();
    expect(validateProduct(validCreate({ shortDescription: 'a'.repeat(201) }), 'create').shortDescription).toBe(
      'Short description must be less than 200 characters',
    );
  });

  it('wants at least 50 characters of full description', () => {
    expect(validateProduct(validCreate({ fullDescription: 'a'.repeat(49) }), 'create').fullDescription).toBe(
      'Full description must be at least 50 characters',
    );
    expect(validateProduct(validCreate({ fullDescription: 'a'.repeat(50) }), 'create').fullDescription).toBeUndefined();
  });

  it('counts only non-blank features', () => {
    expect(validateProduct(validCreate({ features: ['  ', ''] }), 'create').features).toBe('Please add at least one feature');
    expect(validateProduct(validCreate({ features: ['', 'Alerts'] }), 'create').features).toBeUndefined();
  });

  it('checks the optional GitHub and live links', () => {
    const errors = validateProduct(
      validCreate({ githubLink: 'https://github.com/acme', liveLink: 'https://localhost' }),
      'create',
    );
    expect(errors.githubLink).toBe('Please enter a valid GitHub repository URL');
    expect(errors.liveLink).toBe('Please enter a valid URL');
    const fine = validateProduct(
      validCreate({ githubLink: 'https://github.com/acme/insight', liveLink: 'https://insight.example.com' }),
      'create',
    );
    expect(fine).toEqual({});
  });
});

describe('validateProduct (edit)', () => {
  const stored = () => valuesFromProduct(buildProduct());

  it('accepts the stored product without a new banner', () => {
    expect(validateProduct(stored(), 'edit')).toEqual({});
  });

  it("requires name, slug, short and full description with SPEC §5 'Product edit' texts", () => {
    const errors = validateProduct({ ...stored(), name: ' ', slug: '', shortDescription: '', fullDescription: '' }, 'edit');
    expect(errors).toEqual({
      name: 'Name is required',
      slug: 'Slug is required',
      shortDescription: 'Short description is required',
      fullDescription: 'Full description is required',
    });
  });

  it('has no 50-character minimum and allows all features blank', () => {
    expect(validateProduct({ ...stored(), fullDescription: '<p>Short.</p>', features: [''] }, 'edit')).toEqual({});
  });
});

describe('payloads', () => {
  it('create: trims, drops blank features, leaves an empty slug and links out (null)', () => {
    expect(toCreateInput(validCreate({ name: ' Insight AI ', features: [' Dashboards ', ' ', 'Alerts'] }))).toEqual(
      productInput({
        name: 'Insight AI',
        slug: null,
        shortDescription: 'Analytics that explain themselves.',
        fullDescription: '<p>Insight AI turns raw data into clear answers for every team.</p>',
        features: ['Dashboards', 'Alerts'],
        githubLink: null,
        liveLink: null,
      }),
    );
  });

  it('update: always sends the slug and clears emptied links with null', () => {
    const values = { ...valuesFromProduct(buildProduct({ githubLink: 'https://github.com/acme/insight' })), githubLink: '' };
    expect(toUpdateInput(values)).toMatchObject({
      slug: 'insight-ai',
      githubLink: null,
      liveLink: null,
      features: ['Dashboards', 'Forecasts', 'Alerts'],
    });
  });

  it('prefills one blank feature row for a product without features', () => {
    expect(valuesFromProduct(buildProduct({ features: [] })).features).toEqual(['']);
  });
});

describe('formatProductDate', () => {
  it('formats in en-US long form', () => {
    expect(formatProductDate('2026-11-21T12:00:00.000Z')).toBe('November 21, 2026');
    expect(formatProductDate('not a date')).toBe('');
  });
});
