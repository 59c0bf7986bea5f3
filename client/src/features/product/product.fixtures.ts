import type { ProductDetailFragment } from '../../gql/graphql';
import { testPicture } from '../../testing/pictures';

/** Test data shaped like the server's Product (with __typename, as the cache expects). */
export function buildProduct(
  overrides: Partial<ProductDetailFragment & { version: number }> = {},
): ProductDetailFragment & { __typename: 'Product'; version: number } {
  const product = {
    __typename: 'Product' as const,
    id: 'p1',
    slug: 'insight-ai',
    name: 'Insight AI',
    shortDescription: 'Analytics that explain themselves.',
    bannerImage: '/uploads/products/insight-banner.png',
    features: ['Dashboards', 'Forecasts', 'Alerts'],
    fullDescription: '<p>Insight AI turns raw data into <strong>clear answers</strong> for every team.</p>',
    screenshots: [],
    liveLink: null,
    githubLink: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    // What the admin's reads and saves add (edit conflicts, docs/decisions/063-edit-conflicts.md).
    version: 1,
    ...overrides,
  };
  // The pictures follow the URLs (overridden or not) unless a test gives its own. A field left out here (a new
  // optional one) is answered null by mocked queries (testing/complete-mock-data.ts).
  return {
    ...product,
    bannerPicture: overrides.bannerPicture ?? testPicture(product.bannerImage, product.name, { width: 1200, height: 600 }),
    screenshotPictures: overrides.screenshotPictures ?? product.screenshots.map((url) => testPicture(url)),
  } as ProductDetailFragment & { __typename: 'Product'; version: number };
}

/** The card-sized subset of a product, as PublicProducts returns it. */
export function buildProductCard(overrides: Partial<ProductDetailFragment> = {}) {
  const { __typename, id, slug, name, shortDescription, bannerImage, bannerPicture, features } = buildProduct(overrides);
  return { __typename, id, slug, name, shortDescription, bannerImage, bannerPicture, features };
}
