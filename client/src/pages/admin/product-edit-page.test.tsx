import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  clearToasts,
  imageFile,
  IN_FLIGHT_MS,
  productInput,
  renderAdminRoutes,
  sameInput,
} from '../../features/product/admin-product.harness';
import { buildProduct } from '../../features/product/product.fixtures';
import {
  AdminProductDocument,
  AdminUpdateImageAltDocument,
  AdminRevisionsDocument,
  AdminUpdateProductDocument,
  type AdminUpdateProductMutationVariables,
} from '../../gql-admin/graphql';
import { ProductDetailsPage } from './product-details-page';
import { ProductEditPage } from './product-edit-page';
import { testPicture } from '../../testing/pictures';

const product = buildProduct({
  features: ['Dashboards', 'Forecasts'],
  githubLink: 'https://github.com/acme/insight',
  screenshots: ['/uploads/products/s1.png'],
  screenshotPictures: ['/uploads/products/s1.png'].map((url: string) => testPicture(url)),
});
const loadMock: MockLink.MockedResponse = {
  request: { query: AdminProductDocument, variables: { id: 'p1' } },
  result: { data: { product } },
};

const expectedInput = productInput({
  name: 'Insight AI Pro',
  slug: 'insight-ai',
  shortDescription: 'Analytics that explain themselves.',
  fullDescription: product.fullDescription,
  features: ['Dashboards'],
  githubLink: null,
  liveLink: null,
});

function updateMock(
  outcome: { result?: MockLink.MockedResponse['result']; error?: Error },
  matches: (variables: AdminUpdateProductMutationVariables) => boolean = (variables) =>
    variables.id === 'p1' && sameInput(variables.input, expectedInput) && !('bannerImage' in variables),
): MockLink.MockedResponse {
  return {
    request: { query: AdminUpdateProductDocument, variables: matches },
    delay: IN_FLIGHT_MS,
    ...outcome,
  } as MockLink.MockedResponse;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderAdminRoutes(
    { '/admin/products/:id/edit': <ProductEditPage />, '/admin/products/:id': <ProductDetailsPage /> },
    { route: '/admin/products/p1/edit', mocks },
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

/** Rename, blank the second feature and clear the GitHub link. */
async function change(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), ' Pro');
  await user.clear(screen.getByLabelText('Feature 2'));
  await user.clear(field('GitHub Link'));
}

describe('ProductEditPage', () => {
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

  it('shows the product prefilled with its screenshot gallery', async () => {
    renderPage([loadMock]);
    expect(screen.getByText('Loading product...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Insight AI');
    expect(field('Slug')).toHaveValue('insight-ai');
    expect(field('GitHub Link')).toHaveValue('https://github.com/acme/insight');
    expect(screen.getByLabelText('Feature 2')).toHaveValue('Forecasts');
    expect(screen.getByRole('region', { name: 'Screenshots (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Product' })).toHaveAttribute('href', '/admin/products/p1');
  });

  it("saves ('Saving...'), drops blank features, toasts and shows the updated details without a refetch", async () => {
    const user = renderPage([
      loadMock,
      updateMock({
        result: { data: { updateProduct: { ...product, name: 'Insight AI Pro', features: ['Dashboards'], githubLink: null } } },
      }),
    ]);
    await screen.findByRole('heading', { name: 'Edit Product' });
    await change(user);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(field('Name')).toBeDisabled();

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/p1$/));
    expect(await screen.findByRole('heading', { name: 'Insight AI Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GitHub Repository' })).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends a newly chosen banner with the update', async () => {
    const banner = imageFile('new-banner.png');
    const user = renderPage([
      loadMock,
      updateMock({ result: { data: { updateProduct: product } } }, (variables) => variables.bannerImage === banner),
    ]);
    await screen.findByRole('heading', { name: 'Edit Product' });
    await user.upload(screen.getByLabelText('Banner Image'), banner);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
  });

  it("prefills the banner's alt text and gives it to a newly chosen banner after the save (issue 11)", async () => {
    const described = buildProduct({
      ...product,
      bannerPicture: {
        ...testPicture(product.bannerImage, product.name),
        alt: 'Charts on a laptop',
        altText: 'Charts on a laptop',
      },
    });
    const banner = imageFile('new-banner.png');
    const newUrl = '/uploads/products/new-banner.png';
    const saved = { ...described, bannerImage: newUrl, bannerPicture: testPicture(newUrl, described.name) };
    const user = renderPage([
      { request: { query: AdminProductDocument, variables: { id: 'p1' } }, result: { data: { product: described } } },
      updateMock({ result: { data: { updateProduct: saved } } }, (variables) => variables.bannerImage === banner),
      {
        request: { query: AdminUpdateImageAltDocument, variables: { url: newUrl, alt: 'Charts on a laptop' } },
        result: { data: { updateImageAlt: { __typename: 'Picture', url: newUrl, altText: 'Charts on a laptop' } } },
      },
    ]);
    await screen.findByRole('heading', { name: 'Edit Product' });
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveValue('Charts on a laptop');
    await user.upload(screen.getByLabelText('Banner Image'), banner);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("toasts the server's message and shows its field error, or 'Failed to update product'", async () => {
    const user = renderPage([
      loadMock,
      updateMock({
        result: {
          errors: [
            new GraphQLError('A product with this slug already exists', {
              extensions: { code: 'BAD_USER_INPUT', fields: { slug: 'A product with this slug already exists' } },
            }),
          ],
        },
      }),
      updateMock({ error: new Error('Network down') }),
    ]);
    await screen.findByRole('heading', { name: 'Edit Product' });
    await change(user);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('A product with this slug already exists')).toHaveLength(2);
    expect(field('Slug')).toHaveAccessibleDescription(expect.stringContaining('A product with this slug already exists'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/p1/edit');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update product')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("refuses a save over someone else's with who, when and their values, and saves over theirs when chosen", async () => {
    const sent: AdminUpdateProductMutationVariables[] = [];
    const update: MockLink.MockedResponse = {
      request: { query: AdminUpdateProductDocument, variables: () => true },
      maxUsageCount: 2,
      result: (variables) => {
        sent.push(variables as AdminUpdateProductMutationVariables);
        if (sent.length === 1)
          return {
            errors: [
              new GraphQLError('Saved by sara at 2026-11-28T09:15:00.000Z, after you opened it', {
                extensions: { code: 'CONFLICT', changedBy: 'sara', changedAt: '2026-11-28T09:15:00.000Z', version: '2' },
              }),
            ],
          };
        return { data: { updateProduct: { ...product, name: 'Insight AI Pro', version: 3 } } };
      },
    };
    const theirs: MockLink.MockedResponse = {
      request: { query: AdminRevisionsDocument, variables: { recordType: 'Product', recordId: 'p1' } },
      result: {
        data: {
          revisions: [
            {
              __typename: 'Revision',
              id: 'r2',
              createdAt: '2026-11-28T09:15:00.000Z',
              kind: 'update',
              adminUsername: 'sara',
              values: [{ __typename: 'RevisionValue', field: 'name', value: JSON.stringify('Insight AI Max') }],
            },
          ],
        },
      },
    };
    const user = renderPage([loadMock, update, theirs]);
    await screen.findByRole('heading', { name: 'Edit Product' });
    await user.type(field('Name'), ' Pro');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(within(notice).getByLabelText("Name, sara's version")).toHaveTextContent('Insight AI Max');
    expect(within(notice).getByLabelText('Name, yours')).toHaveTextContent('Insight AI Pro');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/p1/edit');

    await user.click(within(notice).getByRole('button', { name: 'Save Mine Over Theirs' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(sent.map((variables) => variables.expectedVersion)).toEqual([1, 2]);
  });

  it("toasts 'Failed to load product' and goes to /admin/dashboard when the product cannot be loaded", async () => {
    renderPage([
      {
        request: { query: AdminProductDocument, variables: { id: 'p1' } },
        result: { errors: [new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);

    expect(await screen.findByText('Failed to load product')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(consoleError).toHaveBeenCalled();
  });
});
