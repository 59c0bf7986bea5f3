import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { AdminCreateRedirectDocument, AdminDeleteRedirectDocument, AdminRedirectsDocument } from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RedirectsAdminPage } from './redirects-admin-page';

const kept = {
  __typename: 'Redirect' as const,
  id: 'r1',
  fromPath: '/blog/old-name',
  toPath: '/blog/new-name',
  automatic: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const added = { ...kept, id: 'r2', fromPath: '/old-page', toPath: '/about', automatic: false };

const listed = (redirects: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminRedirectsDocument },
  result: { data: { redirects } },
});

/** Required fields' labels end with an asterisk. */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <RedirectsAdminPage />
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('RedirectsAdminPage', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it('lists each redirect with where it leads and who made it', async () => {
    renderPage([listed([kept, added])]);
    expect(await screen.findByRole('heading', { name: 'Redirects (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '/blog/old-name' })).toBeInTheDocument();
    expect(screen.getByText('/blog/new-name')).toBeInTheDocument();
    expect(screen.getByText('Kept when the address changed')).toBeInTheDocument();
    expect(screen.getByText('Added by an administrator')).toBeInTheDocument();
  });

  it('checks the form before sending, then adds the redirect, shows the server refusal on its field, and lists it', async () => {
    const user = renderPage([
      listed([]),
      {
        request: { query: AdminCreateRedirectDocument, variables: { input: { fromPath: '/taken', toPath: '/about' } } },
        result: {
          errors: [
            new GraphQLError('This path redirects already', {
              extensions: { code: 'BAD_USER_INPUT', fields: { fromPath: 'This path redirects already' } },
            }),
          ],
        },
      },
      {
        request: { query: AdminCreateRedirectDocument, variables: { input: { fromPath: '/old-page', toPath: '/about' } } },
        result: { data: { createRedirect: added } },
      },
      listed([added]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Redirect' }));
    await user.type(field('From'), 'old-page');
    await user.type(field('To'), '/api/x');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Redirect' }));
    expect(screen.getByText('Enter a path on this site, starting with / (e.g., /old-page)')).toBeInTheDocument();

    await user.clear(field('From'));
    await user.type(field('From'), '/taken');
    await user.clear(field('To'));
    await user.type(field('To'), '/about');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Redirect' }));
    expect(await screen.findByText('This path redirects already')).toBeInTheDocument();

    await user.clear(field('From'));
    await user.type(field('From'), '/old-page');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create Redirect' }));
    expect(await screen.findByText('Redirect added successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Redirects (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a redirect after confirmation', async () => {
    const user = renderPage([
      listed([kept]),
      {
        request: { query: AdminDeleteRedirectDocument, variables: { id: 'r1' } },
        result: { data: { deleteRedirect: { __typename: 'Redirect', id: 'r1' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete redirect from /blog/old-name' }));
    const confirmDialog = screen.getByRole('dialog');
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete this redirect?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Redirect deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Redirects (0)' })).toBeInTheDocument();
  });
});
