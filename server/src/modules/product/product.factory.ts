import type { DataSource } from 'typeorm';
import { Product } from './product.entity';

let sequence = 0;

/** A valid product's fields; override what a test cares about. */
export function buildProduct(overrides: Partial<Product> = {}): Partial<Product> {
  sequence += 1;
  return {
    slug: `product-${sequence}`,
    name: `Product ${sequence}`,
    shortDescription: 'A tool that turns support tickets into answers.',
    fullDescription: '<p>A longer story about the product: what it does, for whom, and <strong>why</strong> it matters.</p>',
    bannerImage: `/uploads/products/product-${sequence}-banner.png`,
    features: ['Fast search', 'Team inbox', 'Reports'],
    screenshots: [],
    liveLink: `https://product-${sequence}.example.com`,
    githubLink: `https://github.com/example/product-${sequence}`,
    ...overrides,
  };
}

export function insertProduct(dataSource: DataSource, overrides: Partial<Product> = {}): Promise<Product> {
  const repo = dataSource.getRepository(Product);
  return repo.save(repo.create(buildProduct(overrides)));
}
