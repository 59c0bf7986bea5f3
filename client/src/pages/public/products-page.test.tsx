import { screen } from '@testing-library/react';
import { buildProductCard } from '../../features/product/product.fixtures';
import { PublicProductsDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProductsPage } from './products-page';

describe('ProductsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows 6 skeleton cards while the products load, then the cards', async () => {
    const products = [buildProductCard(), buildProductCard({ id: 'p2', slug: 'flow-bot', name: 'Flow Bot' })];
    renderWithProviders(<ProductsPage />, {
      mocks: [{ request: { query: PublicProductsDocument }, result: { data: { products } } }],
    });

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('link', { name: 'Flow Bot' })).toHaveAttribute('href', '/products/flow-bot');
    expect(screen.getByRole('link', { name: 'Insight AI' })).toHaveAttribute('href', '/products/insight-ai');
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });

  it('logs a fetch error and shows the empty list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ProductsPage />, {
      mocks: [{ request: { query: PublicProductsDocument }, error: new Error('Network down') }],
    });

    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Insight AI' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load products:', expect.objectContaining({ message: 'Network down' }));
  });
});
