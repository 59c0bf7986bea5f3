import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminDeleteProductDocument, AdminProductsDocument } from '../../../gql-admin/graphql';
import { clearToasts, IN_FLIGHT_MS, renderAdminRoutes } from '../admin-product.harness';
import { buildProduct } from '../product.fixtures';
import { AdminProductList } from './admin-product-list';

const productsMock = (products: unknown[], delay = 0): MockLink.MockedResponse => ({
  request: { query: AdminProductsDocument },
  delay,
  result: { data: { products } },
});

const deleteMock = (id: string, result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse => ({
  request: { query: AdminDeleteProductDocument, variables: { id } },
  delay,
  result,
});

function renderList(mocks: MockLink.MockedResponse[]) {
  renderAdminRoutes({ '/admin/products': <AdminProductList /> }, { route: '/admin/products', mocks });
  return userEvent.setup();
}

const insight = buildProduct();
const pulse = buildProduct({
  id: 'p2',
  slug: 'pulse',
  name: 'Pulse',
  shortDescription: 'A'.repeat(120),
  features: ['One', 'Two', 'Three', 'Four', 'Five'],
});

describe('AdminProductList', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearToasts();
    consoleError.mockRestore();
  });

  it("shows 'Loading products...' then 'Products (n)' with a card per product", async () => {
    renderList([productsMock([insight, pulse], 20)]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(await screen.findByRole('heading', { name: 'Products (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Insight AI' })).toBeInTheDocument();
  });

  it('cuts the short description at 100 characters and shows the first 3 features with "+N more"', async () => {
    renderList([productsMock([pulse])]);

    const card = (await screen.findByRole('heading', { name: 'Pulse' })).closest('article')!;
    expect(within(card).getByText(`${'A'.repeat(100)}...`)).toBeInTheDocument();
    const features = within(card).getByRole('list', { name: 'Pulse features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two', 'Three', '+2 more']);
  });

  it("links 'View' to the details page and the edit icon to the edit page", async () => {
    const user = renderList([productsMock([insight])]);

    expect(await screen.findByRole('link', { name: 'View Insight AI' })).toHaveAttribute('href', '/admin/products/p1');
    await user.click(screen.getByRole('button', { name: 'Edit Insight AI' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/p1/edit');
  });

  it("goes to the add page from 'Add Product'", async () => {
    const user = renderList([productsMock([insight])]);
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/add');
  });

  it("shows 'No products found' with 'Create Your First Product' when there are none", async () => {
    renderList([productsMock([])]);

    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Product' })).toHaveAttribute('href', '/admin/products/add');
  });

  it("toasts the server's message on a failed load, logs it and shows the empty list", async () => {
    renderList([{ request: { query: AdminProductsDocument }, result: { errors: [new GraphQLError('Database unavailable')] } }]);

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it("toasts 'Failed to fetch products' when the server gives no message", async () => {
    renderList([{ request: { query: AdminProductsDocument }, error: new Error('Network down') }]);
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });

  it('asks first, dims the card while deleting, then removes it and toasts', async () => {
    const user = renderList([
      productsMock([insight, pulse]),
      deleteMock('p1', { data: { deleteProduct: { __typename: 'Product', id: 'p1' } } }, IN_FLIGHT_MS),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete Insight AI' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const card = screen.getByRole('heading', { name: 'Insight AI' }).closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByLabelText('Deleting')).toBeInTheDocument();

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Insight AI' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Products (1)' })).toBeInTheDocument();
    // The list followed the cache: no refetch (it would have no mock and log an error).
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = renderList([productsMock([insight])]);
    await user.click(await screen.findByRole('button', { name: 'Delete Insight AI' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Insight AI' }).closest('article')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { name: 'Products (1)' })).toBeInTheDocument();
  });

  it("toasts 'Failed to delete product' and keeps the card when the delete fails", async () => {
    const user = renderList([productsMock([insight]), deleteMock('p1', { errors: [new GraphQLError('Product not found')] })]);
    await user.click(await screen.findByRole('button', { name: 'Delete Insight AI' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Insight AI' }).closest('article')).not.toHaveAttribute('aria-busy');
  });
});
