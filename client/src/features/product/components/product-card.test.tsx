import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildProductCard } from '../product.fixtures';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows only the first 3 features and a "+2 more features" note for 5 features', () => {
    const product = buildProductCard({ features: ['One', 'Two', 'Three', 'Four', 'Five'] });
    renderWithProviders(<ProductCard product={product} />);

    const list = screen.getByRole('list', { name: 'Insight AI features' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two', 'Three']);
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more features')).toBeInTheDocument();
  });

  it('shows no "+N more features" note with 3 features', () => {
    renderWithProviders(<ProductCard product={buildProductCard({ features: ['One', 'Two', 'Three'] })} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/more features/)).not.toBeInTheDocument();
  });

  it('links to the product page and shows the banner and short description', () => {
    renderWithProviders(<ProductCard product={buildProductCard()} />);

    expect(screen.getByRole('link', { name: 'Insight AI' })).toHaveAttribute('href', '/products/insight-ai');
    expect(screen.getByRole('img', { name: 'Insight AI' })).toHaveAttribute('src', '/uploads/products/insight-banner.png');
    expect(screen.getByText('Analytics that explain themselves.')).toBeInTheDocument();
  });
});
