import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AdminAddProductScreenshotsDocument,
  AdminProductDocument,
  AdminRemoveProductScreenshotDocument,
  AdminUpdateImageAltDocument,
  type AdminAddProductScreenshotsMutationVariables,
} from '../../../gql-admin/graphql';
import { testPicture } from '../../../testing/pictures';
import { clearToasts, imageFile, IN_FLIGHT_MS, renderAdminRoutes } from '../admin-product.harness';
import { buildProduct } from '../product.fixtures';
import { AdminScreenshotManager } from './admin-screenshot-manager';

const stored = ['/uploads/products/s1.png', '/uploads/products/s2.png'];
const product = buildProduct({
  screenshots: stored,
  screenshotPictures: [testPicture(stored[0]), { ...testPicture(stored[1], 'The dashboard'), altText: 'The dashboard' }],
});
const files = [imageFile('a.png'), imageFile('b.png'), imageFile('c.png')];

/** The manager under a query of the product, as on the edit page, so cache updates show. */
function Harness() {
  const { data } = useQuery(AdminProductDocument, { variables: { id: 'p1' } });
  if (!data) return null;
  return (
    <AdminScreenshotManager
      productId={data.product.id}
      productName={data.product.name}
      screenshots={data.product.screenshots}
      pictures={data.product.screenshotPictures}
    />
  );
}

function renderManager(mocks: MockLink.MockedResponse[]) {
  renderAdminRoutes(
    { '/': <Harness /> },
    {
      route: '/',
      mocks: [{ request: { query: AdminProductDocument, variables: { id: 'p1' } }, result: { data: { product } } }, ...mocks],
    },
  );
  return userEvent.setup();
}

const productPayload = (screenshots: string[]) => ({
  __typename: 'Product',
  id: 'p1',
  screenshots,
  screenshotPictures: screenshots.map((url) => testPicture(url)),
  updatedAt: '2026-12-01T00:00:00.000Z',
});

function addMock(result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse {
  return {
    request: {
      query: AdminAddProductScreenshotsDocument,
      variables: (variables: AdminAddProductScreenshotsMutationVariables) =>
        variables.id === 'p1' &&
        Array.isArray(variables.screenshots) &&
        variables.screenshots.every((file, i) => file === files[i]),
    },
    delay: IN_FLIGHT_MS,
    ...(error ? { error } : { result }),
  } as MockLink.MockedResponse;
}

/** Chooses files in the picker; react-dropzone reads them asynchronously, so wait for the list. */
async function choose(chosen: File[]) {
  fireEvent.change(screen.getByLabelText('Add screenshots'), { target: { files: chosen } });
  await screen.findByRole('list', { name: 'Selected screenshots' });
}

describe('AdminScreenshotManager', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearToasts();
    consoleError.mockRestore();
  });

  it('lists the current screenshots with their count, each opening in a new tab', async () => {
    renderManager([]);
    const gallery = await screen.findByRole('region', { name: 'Screenshots (2)' });
    const links = within(gallery).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(stored);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it("asks 'Please select files to upload' when none are chosen", async () => {
    const user = renderManager([]);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select files to upload')).toBeInTheDocument();
  });

  it("uploads several at once with a progress indication, toasts 'Added 3 screenshot(s)' and updates the gallery", async () => {
    const user = renderManager([
      addMock({
        data: {
          addProductScreenshots: {
            __typename: 'ProductScreenshotsPayload',
            added: ['/u/a.png', '/u/b.png', '/u/c.png'],
            screenshots: [...stored, '/u/a.png', '/u/b.png', '/u/c.png'],
            product: productPayload([...stored, '/u/a.png', '/u/b.png', '/u/c.png']),
          },
        },
      }),
    ]);
    await screen.findByRole('region', { name: 'Screenshots (2)' });
    await choose(files);
    expect(screen.getByText('3 files selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Uploading 3 screenshots...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    expect(await screen.findByText('Added 3 screenshot(s)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Screenshots (5)' })).toBeInTheDocument();
    expect(screen.queryByText('3 files selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("toasts the server's message, else 'Failed to upload screenshots', and keeps the chosen files", async () => {
    const user = renderManager([
      addMock({ errors: [new GraphQLError('You can upload at most 10 screenshots at a time')] }),
      addMock(undefined, new Error('Network down')),
    ]);
    await screen.findByRole('region', { name: 'Screenshots (2)' });
    await choose(files);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('You can upload at most 10 screenshots at a time')).toBeInTheDocument();
    expect(screen.getByText('3 files selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload screenshots')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Screenshots (2)' })).toBeInTheDocument();
  });

  it("removes one by its position after 'Are you sure you want to remove this screenshot?'", async () => {
    const user = renderManager([
      {
        request: { query: AdminRemoveProductScreenshotDocument, variables: { id: 'p1', index: 1 } },
        delay: IN_FLIGHT_MS,
        result: {
          data: {
            removeProductScreenshot: {
              __typename: 'ProductScreenshotRemovalPayload',
              removed: stored[1],
              screenshots: [stored[0]],
              product: productPayload([stored[0]]),
            },
          },
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Remove screenshot 2' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this screenshot?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(screen.getByLabelText('Removing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove screenshot 1' })).toBeDisabled();
    expect(await screen.findByText('Screenshot removed')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Screenshots (1)' });
    expect(
      within(gallery)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([stored[0]]);
  });

  it('keeps the screenshot when the removal is cancelled', async () => {
    const user = renderManager([]);
    await user.click(await screen.findByRole('button', { name: 'Remove screenshot 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Screenshots (2)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Removing')).not.toBeInTheDocument();
  });

  it("toasts the server's message, else 'Failed to remove screenshot'", async () => {
    const request = { query: AdminRemoveProductScreenshotDocument, variables: { id: 'p1', index: 0 } };
    const user = renderManager([
      { request, result: { errors: [new GraphQLError('Invalid screenshot index')] } },
      { request, error: new Error('Network down') },
    ]);

    for (const expected of ['Invalid screenshot index', 'Failed to remove screenshot']) {
      await user.click(await screen.findByRole('button', { name: 'Remove screenshot 1' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Screenshots (2)' })).toBeInTheDocument();
  });

  it("saves one screenshot's 'Alt text' on its own: prefilled, checked, 'Alt text saved', the cached product updated", async () => {
    const setAlt = (alt: string): MockLink.MockedResponse => ({
      request: { query: AdminUpdateImageAltDocument, variables: { url: stored[0], alt } },
      delay: IN_FLIGHT_MS,
      result: { data: { updateImageAlt: { __typename: 'Picture', url: stored[0], altText: alt } } },
    });
    const user = renderManager([setAlt('The sign-in screen')]);
    const first = await screen.findByRole('textbox', { name: 'Alt text for screenshot 1' });
    expect(first).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Alt text for screenshot 2' })).toHaveValue('The dashboard');
    const save = screen.getByRole('button', { name: 'Save alt text for screenshot 1' });
    expect(save).toBeDisabled();

    await user.click(first);
    await user.paste('x'.repeat(301));
    await user.click(save);
    expect(screen.getByText('Alt text must be at most 300 characters')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');

    await user.clear(first);
    await user.type(first, 'The sign-in screen');
    expect(screen.queryByText('Alt text must be at most 300 characters')).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Alt text saved')).toBeInTheDocument();
    // The cache now holds the new alt text, so there is nothing left to save.
    expect(screen.getByRole('button', { name: 'Save alt text for screenshot 1' })).toBeDisabled();
    expect(first).toHaveValue('The sign-in screen');
  });

  it("toasts the server's message, else 'Failed to save alt text', and keeps what was typed", async () => {
    const request = { query: AdminUpdateImageAltDocument, variables: { url: stored[1], alt: 'A chart' } };
    const user = renderManager([
      { request, result: { errors: [new GraphQLError('Unknown image')] } },
      { request, error: new Error('Network down') },
    ]);
    const second = await screen.findByRole('textbox', { name: 'Alt text for screenshot 2' });
    await user.clear(second);
    await user.type(second, 'A chart');
    for (const expected of ['Unknown image', 'Failed to save alt text']) {
      await user.click(screen.getByRole('button', { name: 'Save alt text for screenshot 2' }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
      clearToasts();
    }
    expect(second).toHaveValue('A chart');
  });
});
