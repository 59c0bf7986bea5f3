import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { buildProduct } from '../../features/product/product.fixtures';
import { ProductPageDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProductDetailPage } from './product-detail-page';

function renderPage(result: { data: unknown } | { errors: GraphQLError[] }, slug = 'insight-ai') {
  return renderWithProviders(
    <Routes>
      <Route path="/products/:slug" element={<ProductDetailPage />} />
    </Routes>,
    {
      route: `/products/${slug}`,
      mocks: [{ request: { query: ProductPageDocument, variables: { slug } }, result: result as never }],
    },
  );
}

describe('ProductDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a skeleton layout while loading, then the product', async () => {
    renderPage({ data: { productBySlug: buildProduct() } });

    expect(screen.getByTestId('product-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Insight AI' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-detail-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('Analytics that explain themselves.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Insight AI banner' })).toHaveAttribute('src', '/uploads/products/insight-banner.png');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    expect(document.title).toMatch(/^Insight AI \| /);
  });

  it('renders the full description as HTML under "About This Product"', async () => {
    renderPage({ data: { productBySlug: buildProduct() } });

    const about = await screen.findByRole('region', { name: 'About This Product' });
    const strong = about.querySelector('strong');
    expect(strong).toHaveTextContent('clear answers');
    expect(about).not.toHaveTextContent('<strong>');
  });

  it('shows neither "Live Demo" nor "View Code" when the links are absent', async () => {
    renderPage({ data: { productBySlug: buildProduct({ liveLink: null, githubLink: null }) } });

    await screen.findByRole('heading', { level: 1, name: 'Insight AI' });
    expect(screen.queryByText('Live Demo')).not.toBeInTheDocument();
    expect(screen.queryByText('View Code')).not.toBeInTheDocument();
  });

  it('shows "Live Demo" and "View Code" opening in a new tab when the links are present', async () => {
    renderPage({
      data: {
        productBySlug: buildProduct({ liveLink: 'https://insight.example.com', githubLink: 'https://github.com/acme/insight' }),
      },
    });

    const demo = await screen.findByRole('link', { name: 'Live Demo' });
    expect(demo).toHaveAttribute('href', 'https://insight.example.com');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    const code = screen.getByRole('link', { name: 'View Code' });
    expect(code).toHaveAttribute('href', 'https://github.com/acme/insight');
    expect(code).toHaveAttribute('target', '_blank');
    expect(code).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows only the link that is present', async () => {
    const { unmount } = renderPage({ data: { productBySlug: buildProduct({ githubLink: 'https://github.com/acme/insight' }) } });
    expect(await screen.findByRole('link', { name: 'View Code' })).toBeInTheDocument();
    expect(screen.queryByText('Live Demo')).not.toBeInTheDocument();
    unmount();

    renderPage({ data: { productBySlug: buildProduct({ liveLink: 'https://insight.example.com' }) } });
    expect(await screen.findByRole('link', { name: 'Live Demo' })).toBeInTheDocument();
    expect(screen.queryByText('View Code')).not.toBeInTheDocument();
  });

  it('shows "Key Features" and "Screenshots" only when the product has them', async () => {
    const { unmount } = renderPage({
      data: { productBySlug: buildProduct({ features: ['Dashboards', 'Alerts'], screenshots: ['/s/1.png', '/s/2.png'] }) },
    });

    const features = await screen.findByRole('region', { name: 'Key Features' });
    expect(features).toHaveTextContent('Dashboards');
    expect(features).toHaveTextContent('Alerts');
    expect(screen.getByRole('region', { name: 'Screenshots' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Insight AI screenshot 2 of 2' })).toHaveAttribute('loading', 'lazy');
    unmount();

    renderPage({ data: { productBySlug: buildProduct({ features: [], screenshots: [] }) } });
    await screen.findByRole('heading', { level: 1, name: 'Insight AI' });
    expect(screen.queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Screenshots' })).not.toBeInTheDocument();
  });

  it('shows "Product Not Found" with a link back to /products on a NOT_FOUND error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({ errors: [new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND' } })] }, 'missing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    expect(logged).toHaveBeenCalled();
    expect(document.title).toMatch(/^Product Not Found \| /);
  });
});
