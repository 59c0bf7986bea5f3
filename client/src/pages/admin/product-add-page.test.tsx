import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Link } from 'react-router-dom';
import {
  clearToasts,
  imageFile,
  IN_FLIGHT_MS,
  productInput,
  renderAdminRoutes,
  sameInput,
  showHtmlSource,
} from '../../features/product/admin-product.harness';
import { AdminProductList } from '../../features/product/components/admin-product-list';
import { buildProduct } from '../../features/product/product.fixtures';
import {
  AdminCreateProductDocument,
  AdminProductsDocument,
  type AdminCreateProductMutationVariables,
} from '../../gql-admin/graphql';
import { ProductAddPage } from './product-add-page';

const banner = imageFile('banner.png');
const created = buildProduct({
  id: 'p2',
  slug: 'pulse',
  name: 'Pulse',
  shortDescription: 'Monitoring for busy teams.',
  features: ['Uptime'],
});

const FULL_DESCRIPTION = '<p>Pulse watches every service you run and tells you before your users do.</p>';

const expectedInput = productInput({
  name: 'Pulse',
  slug: null,
  shortDescription: 'Monitoring for busy teams.',
  fullDescription: FULL_DESCRIPTION,
  features: ['Uptime'],
  githubLink: null,
  liveLink: null,
});

function createMock(
  result: MockLink.MockedResponse['result'] | undefined,
  options: { delay?: number; error?: Error } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: AdminCreateProductDocument,
      variables: (variables: AdminCreateProductMutationVariables) =>
        sameInput(variables.input, expectedInput) && variables.bannerImage === banner,
    },
    delay: options.delay,
    ...(options.error ? { error: options.error } : { result }),
  } as MockLink.MockedResponse;
}

function renderFlow(mocks: MockLink.MockedResponse[], route = '/admin/products/add') {
  renderAdminRoutes(
    {
      '/admin/products': <AdminProductList />,
      '/admin/products/add': <ProductAddPage />,
      '/admin/products/:id': <Link to="/admin/products">Back to the list</Link>,
    },
    { route, mocks },
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Pulse');
  await user.type(field('Short Description'), 'Monitoring for busy teams.');
  await showHtmlSource(user);
  fireEvent.change(field('Full Description'), { target: { value: FULL_DESCRIPTION } });
  await user.type(screen.getByLabelText('Feature 1'), 'Uptime');
  await user.upload(screen.getByLabelText(/^Banner Image/), banner);
}

describe('ProductAddPage', () => {
  let consoleError: jest.SpyInstance;
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearToasts();
    consoleError.mockRestore();
  });

  it("has the heading 'Add New Product', a way back and the SPEC's image recommendations", () => {
    renderFlow([]);
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByText('Recommended 1200x600; JPG, PNG or WebP')).toBeInTheDocument();
    expect(screen.getByText(/Recommended 1200x800 or larger/)).toBeInTheDocument();
  });

  it("creates the product ('Creating...'), toasts, opens its page, and the list shows it first without a refetch", async () => {
    const user = renderFlow(
      [
        { request: { query: AdminProductsDocument }, result: { data: { products: [buildProduct()] } } },
        createMock({ data: { createProduct: created } }, { delay: IN_FLIGHT_MS }),
      ],
      '/admin/products',
    );
    // The list is loaded (and cached) before leaving it.
    expect(await screen.findByRole('heading', { name: 'Products (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(field('Name')).toBeDisabled();

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/p2'));

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(screen.getByRole('heading', { name: 'Products (2)' })).toBeInTheDocument();
    const names = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Pulse', 'Insight AI']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("toasts the server's message and shows its field error under the field", async () => {
    const user = renderFlow([
      createMock({
        errors: [
          new GraphQLError('A product with this slug already exists', {
            extensions: { code: 'BAD_USER_INPUT', fields: { slug: 'A product with this slug already exists' } },
          }),
        ],
      }),
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findAllByText('A product with this slug already exists')).toHaveLength(2);
    expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('A product with this slug already exists'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/add');
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it("toasts 'Failed to create product' when the server gives no message", async () => {
    const user = renderFlow([createMock(undefined, { error: new Error('Network down') })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Failed to create product')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Pulse');
    expect(consoleError).toHaveBeenCalled();
  });
});
