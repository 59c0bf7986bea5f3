import { Product } from './product.entity';
import { recordFactory } from '../../test/record-factory';

const products = recordFactory(Product, (n) => ({
  slug: `product-${n}`,
  name: `Product ${n}`,
  shortDescription: 'A tool that turns support tickets into answers.',
  fullDescription: '<p>A longer story about the product: what it does, for whom, and <strong>why</strong> it matters.</p>',
  bannerImage: `/uploads/products/product-${n}-banner.png`,
  features: ['Fast search', 'Team inbox', 'Reports'],
  screenshots: [],
  liveLink: `https://product-${n}.example.com`,
  githubLink: `https://github.com/example/product-${n}`,
}));

/** A valid product's fields; override what a test cares about. */
export const buildProduct = products.build;
export const insertProduct = products.insert;
