import type { ProductDetailFragment } from '../../gql/graphql';

/** Test data shaped like the server's Product (with __typename, as the cache expects). */
export function buildProduct(overrides: Partial<ProductDetailFragment> = {}): ProductDetailFragment & { __typename: 'Product' } {
  return {
    __typename: 'Product',
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
    ...overrides,
  };
}

/** The card-sized subset of a product, as PublicProducts returns it. */
export function buildProductCard(overrides: Partial<ProductDetailFragment> = {}) {
  const { __typename, id, slug, name, shortDescription, bannerImage, features } = buildProduct(overrides);
  return { __typename, id, slug, name, shortDescription, bannerImage, features };
}
