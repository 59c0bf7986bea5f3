import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { clearToasts, IN_FLIGHT_MS, renderAdminRoutes } from '../../features/product/admin-product.harness';
import { buildProduct } from '../../features/product/product.fixtures';
import { AdminDeleteProductDocument, AdminProductDocument } from '../../gql-admin/graphql';
import { ProductDetailsPage } from './product-details-page';

const productMock = (result: MockLink.MockedResponse['result'], id = 'p1'): MockLink.MockedResponse => ({
  request: { query: AdminProductDocument, variables: { id } },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[], id = 'p1') {
  renderAdminRoutes(
    { '/admin/products/:id': <ProductDetailsPage />, '/admin/products': <p>Products list</p> },
    { route: `/admin/products/${id}`, mocks },
  );
  return userEvent.setup();
}

const full = buildProduct({
  screenshots: ['/uploads/products/s1.png', '/uploads/products/s2.png', '/uploads/products/s3.png'],
  githubLink: 'https://github.com/acme/insight',
  liveLink: 'https://insight.example.com',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-12-02T09:30:00.000Z',
});

describe('ProductDetailsPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearToasts();
    consoleError.mockRestore();
  });

  it("shows 'Loading product...' then the banner, name, descriptions and features", async () => {
    renderPage([productMock({ data: { product: full } })]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
    expect(await screen.findByRole('heading', { name: 'Insight AI' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Insight AI banner' })).toHaveAttribute('src', '/uploads/products/insight-banner.png');
    expect(screen.getByText('Analytics that explain themselves.')).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Full Description' });
    expect(description.querySelector('strong')).toHaveTextContent('clear answers');
    const features = screen.getByRole('region', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboards', 'Forecasts', 'Alerts']);
  });

  it('counts the screenshots and opens each in a new tab', async () => {
    renderPage([productMock({ data: { product: full } })]);

    const screenshots = await screen.findByRole('region', { name: 'Screenshots (3)' });
    const links = within(screenshots).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[1]).toHaveAttribute('href', '/uploads/products/s2.png');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links[1]).getByRole('img', { name: 'Insight AI screenshot 2' })).toHaveAttribute('loading', 'lazy');
  });

  it('has a side box with slug, en-US dates and both links', async () => {
    renderPage([productMock({ data: { product: full } })]);

    const info = await screen.findByRole('complementary', { name: 'Product Info' });
    expect(info).toHaveTextContent('insight-ai');
    expect(info).toHaveTextContent('CreatedNovember 21, 2026');
    expect(info).toHaveTextContent('Last UpdatedDecember 2, 2026');
    expect(within(info).getByRole('link', { name: 'GitHub Repository' })).toHaveAttribute(
      'href',
      'https://github.com/acme/insight',
    );
    expect(within(info).getByRole('link', { name: 'Live Demo' })).toHaveAttribute('href', 'https://insight.example.com');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/products/p1/edit');
  });

  it('leaves the links out when the product has none', async () => {
    renderPage([productMock({ data: { product: buildProduct() } })]);

    expect(await screen.findByRole('region', { name: 'Screenshots (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GitHub Repository' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live Demo' })).not.toBeInTheDocument();
  });

  it("shows 'Product Not Found' with 'Back to Admin' for a missing product", async () => {
    renderPage(
      [productMock({ errors: [new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND' } })] }, 'gone')],
      'gone',
    );

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin/products');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it("also says why when the load fails for another reason ('Failed to fetch product')", async () => {
    renderPage([{ request: { query: AdminProductDocument, variables: { id: 'p1' } }, error: new Error('Network down') }]);

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch product')).toBeInTheDocument();
  });

  it('deletes after the named confirmation, toasts and goes back to the list without refetching', async () => {
    const user = renderPage([
      productMock({ data: { product: full } }),
      {
        request: { query: AdminDeleteProductDocument, variables: { id: 'p1' } },
        delay: IN_FLIGHT_MS,
        result: { data: { deleteProduct: { __typename: 'Product', id: 'p1' } } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Insight AI"? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products$/);
    // No second AdminProduct request (it would have no mock and log an error).
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to delete product' and stays when the delete fails", async () => {
    const user = renderPage([
      productMock({ data: { product: full } }),
      { request: { query: AdminDeleteProductDocument, variables: { id: 'p1' } }, error: new Error('Network down') },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/p1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
