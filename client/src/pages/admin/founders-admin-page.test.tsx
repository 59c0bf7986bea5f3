import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import { FoundersSection } from '../../features/founder/components/founders-section';
import {
  AdminCreateFounderDocument,
  AdminDeleteFounderDocument,
  AdminFoundersDocument,
  AdminUpdateFounderDocument,
  AdminUpdateImageAltDocument,
  PublicFoundersDocument,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { IN_FLIGHT } from '../../testing/in-flight';
import { FoundersAdminPage } from './founders-admin-page';
import { testPicture } from '../../testing/pictures';

const ayesha = {
  __typename: 'Founder' as const,
  id: 'f1',
  name: 'Ayesha Rahman',
  role: 'Chief Executive Officer',
  bio: 'Ayesha leads strategy and client partnerships.',
  email: 'ayesha@example.com',
  linkedin: 'https://www.linkedin.com/in/ayesha',
  twitter: 'https://x.com/ayesha',
  image: '/uploads/ayesha.png',
  picture: testPicture('/uploads/ayesha.png'),
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

const bilal = {
  __typename: 'Founder' as const,
  id: 'f2',
  name: 'Bilal Khan',
  role: 'Chief Technology Officer',
  bio: 'Bilal runs engineering.',
  email: 'bilal@example.com',
  linkedin: null,
  twitter: null,
  image: '/uploads/bilal.png',
  picture: testPicture('/uploads/bilal.png'),
  createdAt: '2026-10-01T10:00:00.000Z',
  version: 1,
};

const listed = (founders: unknown[], delay = 0): MockLink.MockedResponse => ({
  request: { query: AdminFoundersDocument },
  delay,
  result: { data: { founders } },
});

/** Required fields' labels end with an asterisk. */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderPage(mocks: MockLink.MockedResponse[], { withPublicSection = false } = {}) {
  // The native file input is visually hidden (a styled button opens it), so skip the pointer check.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <FoundersAdminPage />
      {withPublicSection && <FoundersSection />}
    </ConfirmProvider>,
    { mocks },
  );
  return user;
}

describe('FoundersAdminPage', () => {
  let consoleError: jest.SpyInstance;

  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => toast.remove());
    consoleError.mockRestore();
  });

  it("shows 'Loading founders...' while loading, then the count and a card per founder", async () => {
    renderPage([listed([ayesha, bilal], 30)]);

    expect(screen.getByRole('status')).toHaveTextContent('Loading founders...');
    expect(screen.getByRole('heading', { name: 'Founders' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Founders (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading founders...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Founder' })).toBeInTheDocument();

    const card = screen.getByRole('heading', { name: 'Ayesha Rahman' }).closest('article')!;
    expect(within(card).getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(within(card).getByText('Ayesha leads strategy and client partnerships.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ayesha@example.com' })).toHaveAttribute('href', 'mailto:ayesha@example.com');
    expect(within(card).getByRole('link', { name: 'Ayesha Rahman on LinkedIn' })).toHaveAttribute('href', ayesha.linkedin);
    expect(within(card).getByRole('link', { name: 'Ayesha Rahman on Twitter/X' })).toHaveAttribute('href', ayesha.twitter);
    expect(within(card).getByRole('button', { name: 'Edit Ayesha Rahman' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Ayesha Rahman' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/ayesha.png');

    const other = screen.getByRole('heading', { name: 'Bilal Khan' }).closest('article')!;
    expect(within(other).queryByRole('link', { name: /LinkedIn|Twitter/ })).not.toBeInTheDocument();
  });

  it('shows an empty state that opens the form when there are no founders', async () => {
    const user = renderPage([listed([])]);

    expect(await screen.findByText('No founders yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Founders (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Founder' }));
    expect(screen.getByRole('dialog', { name: 'Add Founder' })).toBeInTheDocument();
  });

  it('logs a loading error, tells the admin to refresh and shows the empty list', async () => {
    renderPage([{ request: { query: AdminFoundersDocument }, error: new Error('network down') }]);

    expect(await screen.findByText('Error loading founders. Please refresh the page.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }));
    expect(screen.getByText('No founders yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Founders (0)' })).toBeInTheDocument();
  });

  it('adds a founder with only the filled-in fields, puts it first in the grid and on the public section', async () => {
    const photo = new File(['png'], 'sara.png', { type: 'image/png' });
    const sara = {
      ...bilal,
      id: 'f3',
      name: 'Sara Malik',
      role: 'COO',
      bio: 'Runs operations.',
      email: 'sara@example.com',
      image: '/uploads/sara.png',
      picture: testPicture('/uploads/sara.png'),
    };
    const create: MockLink.MockedResponse = {
      request: {
        query: AdminCreateFounderDocument,
        // SPEC §7: empty optional fields are not sent; text is trimmed.
        variables: {
          input: { name: 'Sara Malik', role: 'COO', bio: 'Runs operations.', email: 'sara@example.com' },
          image: photo,
        },
      },
      delay: IN_FLIGHT,
      result: { data: { createFounder: sara } },
    };
    const publicList: MockLink.MockedResponse = {
      request: { query: PublicFoundersDocument },
      result: { data: { founders: [ayesha].map(({ createdAt: _createdAt, version: _version, ...rest }) => rest) } },
    };
    const user = renderPage([listed([ayesha]), publicList, create], { withPublicSection: true });
    await screen.findByRole('heading', { name: 'Founders (1)' });
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Ayesha Rahman' })).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Add Founder' }));
    await user.type(field('Name'), '  Sara Malik ');
    await user.type(field('Role'), 'COO');
    await user.type(field('Bio'), 'Runs operations.');
    await user.type(field('Email'), 'sara@example.com');
    await user.upload(field('Profile Image'), photo);
    await user.click(screen.getByRole('button', { name: 'Create Founder' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByText('Founder added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Founders (2)' })).toBeInTheDocument();
    const adminCards = screen.getAllByRole('button', { name: /^Edit / });
    expect(adminCards[0]).toHaveAccessibleName('Edit Sara Malik');
    // The public founders section shares the cache, so it shows the new founder without a refetch.
    expect(screen.getAllByRole('heading', { name: 'Sara Malik' })).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('edits a founder: clears an emptied link with null, keeps the photo and updates the card', async () => {
    const update: MockLink.MockedResponse = {
      request: {
        query: AdminUpdateFounderDocument,
        variables: {
          id: 'f1',
          expectedVersion: 1,
          input: {
            name: 'Ayesha R.',
            role: 'Chief Executive Officer',
            bio: 'Ayesha leads strategy and client partnerships.',
            email: 'ayesha@example.com',
            linkedin: null,
            twitter: 'https://x.com/ayesha',
          },
        },
      },
      delay: IN_FLIGHT,
      result: { data: { updateFounder: { ...ayesha, name: 'Ayesha R.', linkedin: null } } },
    };
    const user = renderPage([listed([ayesha, bilal]), update]);
    await user.click(await screen.findByRole('button', { name: 'Edit Ayesha Rahman' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Founder' });
    expect(field('Name')).toHaveValue('Ayesha Rahman');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Ayesha R.');
    await user.clear(field('LinkedIn'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Founder updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Ayesha R.' }).closest('article')!;
    expect(within(card).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Founders (2)' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the form open with the error toast and the server field messages when saving fails', async () => {
    const photo = new File(['png'], 'sara.png', { type: 'image/png' });
    const create: MockLink.MockedResponse = {
      request: {
        query: AdminCreateFounderDocument,
        variables: { input: { name: 'Sara', role: 'COO', bio: 'Ops.', email: 'sara@example.com' }, image: photo },
      },
      result: {
        errors: [
          new GraphQLError('Email already used', {
            extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email already used' } },
          }),
        ],
      },
    };
    const user = renderPage([listed([]), create]);
    await user.click(await screen.findByRole('button', { name: 'Add Founder' }));
    await user.type(field('Name'), 'Sara');
    await user.type(field('Role'), 'COO');
    await user.type(field('Bio'), 'Ops.');
    await user.type(field('Email'), 'sara@example.com');
    await user.upload(field('Profile Image'), photo);
    await user.click(screen.getByRole('button', { name: 'Create Founder' }));

    expect(await screen.findByText('Error saving founder. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Founder' })).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Email already used');
    expect(screen.getByRole('button', { name: 'Create Founder' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Founders (0)' })).toBeInTheDocument();
  });

  it('asks before deleting, dims the card with a spinner while deleting, then removes it', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: AdminDeleteFounderDocument, variables: { id: 'f2' } },
      delay: IN_FLIGHT,
      result: { data: { deleteFounder: { __typename: 'Founder', id: 'f2' } } },
    };
    const user = renderPage([listed([ayesha, bilal]), remove]);
    await user.click(await screen.findByRole('button', { name: 'Delete Bilal Khan' }));

    const confirmDialog = screen.getByRole('dialog');
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete this founder?');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    const card = screen.getByRole('heading', { name: 'Bilal Khan' }).closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByLabelText('Deleting')).toBeInTheDocument();
    expect(await screen.findByText('Founder deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bilal Khan' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Founders (1)' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('does nothing when the deletion is cancelled', async () => {
    const user = renderPage([listed([ayesha])]);
    await user.click(await screen.findByRole('button', { name: 'Delete Ayesha Rahman' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Ayesha Rahman' }).closest('article')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { name: 'Founders (1)' })).toBeInTheDocument();
  });

  it('keeps the card and shows the error toast when the deletion fails', async () => {
    const user = renderPage([
      listed([ayesha]),
      { request: { query: AdminDeleteFounderDocument, variables: { id: 'f1' } }, error: new Error('boom') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Ayesha Rahman' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting founder. Please try again.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    const card = screen.getByRole('heading', { name: 'Ayesha Rahman' }).closest('article')!;
    expect(card).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('heading', { name: 'Founders (1)' })).toBeInTheDocument();
  });

  describe("the photo's alt text (issue 11)", () => {
    const STORED_ALT = 'Ayesha at the office';
    const withAlt = { ...ayesha, picture: { ...ayesha.picture, alt: STORED_ALT, altText: STORED_ALT } };
    const unchangedInput = {
      name: 'Ayesha Rahman',
      role: 'Chief Executive Officer',
      bio: 'Ayesha leads strategy and client partnerships.',
      email: 'ayesha@example.com',
      linkedin: 'https://www.linkedin.com/in/ayesha',
      twitter: 'https://x.com/ayesha',
    };
    const updated = (): MockLink.MockedResponse => ({
      request: { query: AdminUpdateFounderDocument, variables: { id: 'f1', input: unchangedInput, expectedVersion: 1 } },
      result: { data: { updateFounder: withAlt } },
    });
    const altSet = (url: string, alt: string, delay = 0): MockLink.MockedResponse => ({
      request: { query: AdminUpdateImageAltDocument, variables: { url, alt } },
      delay,
      result: { data: { updateImageAlt: { __typename: 'Picture', url, altText: alt || null } } },
    });

    it("shows an optional 'Alt text' input under the photo, prefilled with the stored alt text", async () => {
      const user = renderPage([listed([withAlt, bilal])]);
      await user.click(await screen.findByRole('button', { name: 'Edit Ayesha Rahman' }));
      expect(field('Alt text')).toHaveValue(STORED_ALT);
      expect(field('Alt text')).not.toBeRequired();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      // None stored: empty (the name is only the fallback, never shown as if it were the editor's).
      await user.click(screen.getByRole('button', { name: 'Edit Bilal Khan' }));
      expect(field('Alt text')).toHaveValue('');
    });

    it('sends updateImageAlt after the save when the alt text changed, and the public card shows it', async () => {
      const publicList: MockLink.MockedResponse = {
        request: { query: PublicFoundersDocument },
        result: { data: { founders: [withAlt].map(({ createdAt: _createdAt, version: _version, ...rest }) => rest) } },
      };
      const user = renderPage(
        [listed([withAlt]), publicList, updated(), altSet('/uploads/ayesha.png', 'Ayesha presenting on stage', IN_FLIGHT)],
        {
          withPublicSection: true,
        },
      );
      expect(await screen.findByRole('img', { name: STORED_ALT })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Edit Ayesha Rahman' }));
      await user.clear(field('Alt text'));
      await user.type(field('Alt text'), '  Ayesha presenting   on stage ');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      // Still saving while the alt text is on its way.
      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(await screen.findByText('Founder updated successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Ayesha presenting on stage' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: STORED_ALT })).not.toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    });

    it("clears the stored alt text with an empty one: the card falls back to the founder's name", async () => {
      const publicList: MockLink.MockedResponse = {
        request: { query: PublicFoundersDocument },
        result: { data: { founders: [withAlt].map(({ createdAt: _createdAt, version: _version, ...rest }) => rest) } },
      };
      const user = renderPage([listed([withAlt]), publicList, updated(), altSet('/uploads/ayesha.png', '')], {
        withPublicSection: true,
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Ayesha Rahman' }));
      await user.clear(field('Alt text'));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Founder updated successfully!')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Ayesha Rahman' })).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    });

    it("gives a new founder's photo its alt text at the URL the create returned", async () => {
      const photo = new File(['png'], 'sara.png', { type: 'image/png' });
      const sara = {
        ...bilal,
        id: 'f3',
        name: 'Sara Malik',
        role: 'COO',
        bio: 'Runs operations.',
        email: 'sara@example.com',
        image: '/uploads/new-sara.png',
        picture: testPicture('/uploads/new-sara.png'),
      };
      const create: MockLink.MockedResponse = {
        request: {
          query: AdminCreateFounderDocument,
          variables: {
            input: { name: 'Sara Malik', role: 'COO', bio: 'Runs operations.', email: 'sara@example.com' },
            image: photo,
          },
        },
        result: { data: { createFounder: sara } },
      };
      const user = renderPage([listed([]), create, altSet('/uploads/new-sara.png', 'Sara in the workshop')]);
      await user.click(await screen.findByRole('button', { name: 'Add Founder' }));
      // No photo, no alt text to give yet.
      expect(within(screen.getByRole('dialog')).queryByLabelText('Alt text')).not.toBeInTheDocument();
      await user.type(field('Name'), 'Sara Malik');
      await user.type(field('Role'), 'COO');
      await user.type(field('Bio'), 'Runs operations.');
      await user.type(field('Email'), 'sara@example.com');
      await user.upload(field('Profile Image'), photo);
      await user.type(field('Alt text'), 'Sara in the workshop');
      await user.click(screen.getByRole('button', { name: 'Create Founder' }));

      expect(await screen.findByText('Founder added successfully!')).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('keeps a created founder saved when its alt text fails: its own toast, the form closes, nothing is created twice', async () => {
      const photo = new File(['png'], 'sara.png', { type: 'image/png' });
      const sara = {
        ...bilal,
        id: 'f3',
        name: 'Sara Malik',
        role: 'COO',
        bio: 'Runs operations.',
        email: 'sara@example.com',
        image: '/uploads/new-sara.png',
        picture: testPicture('/uploads/new-sara.png'),
      };
      const create: MockLink.MockedResponse = {
        request: {
          query: AdminCreateFounderDocument,
          variables: {
            input: { name: 'Sara Malik', role: 'COO', bio: 'Runs operations.', email: 'sara@example.com' },
            image: photo,
          },
        },
        result: { data: { createFounder: sara } },
      };
      const failed: MockLink.MockedResponse = {
        request: { query: AdminUpdateImageAltDocument, variables: { url: '/uploads/new-sara.png', alt: 'Sara in the workshop' } },
        error: new Error('network down'),
      };
      const user = renderPage([listed([]), create, failed]);
      await user.click(await screen.findByRole('button', { name: 'Add Founder' }));
      await user.type(field('Name'), 'Sara Malik');
      await user.type(field('Role'), 'COO');
      await user.type(field('Bio'), 'Runs operations.');
      await user.type(field('Email'), 'sara@example.com');
      await user.upload(field('Profile Image'), photo);
      await user.type(field('Alt text'), 'Sara in the workshop');
      await user.click(screen.getByRole('button', { name: 'Create Founder' }));

      expect(
        await screen.findByText('Saved, but the alt text could not be saved. Edit the record to try again.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('Founder added successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText('Error saving founder. Please try again.')).not.toBeInTheDocument();
      consoleError.mockClear();
    });

    it('refuses more than 300 characters with a message under the input, and sends nothing', async () => {
      const user = renderPage([listed([withAlt])]);
      await user.click(await screen.findByRole('button', { name: 'Edit Ayesha Rahman' }));
      await user.clear(field('Alt text'));
      fireEvent.change(field('Alt text'), { target: { value: 'x'.repeat(301) } });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(field('Alt text')).toHaveAccessibleDescription('Alt text must be at most 300 characters');
      expect(field('Alt text')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog', { name: 'Edit Founder' })).toBeInTheDocument();
      // 300 is fine.
      fireEvent.change(field('Alt text'), { target: { value: 'x'.repeat(300) } });
      expect(field('Alt text')).not.toHaveAttribute('aria-invalid');
    });

    it("shows the form's usual error toast when the alt text could not be saved", async () => {
      const failed: MockLink.MockedResponse = {
        request: { query: AdminUpdateImageAltDocument, variables: { url: '/uploads/ayesha.png', alt: 'Ayesha on stage' } },
        error: new Error('network down'),
      };
      const user = renderPage([listed([withAlt]), updated(), failed]);
      await user.click(await screen.findByRole('button', { name: 'Edit Ayesha Rahman' }));
      await user.clear(field('Alt text'));
      await user.type(field('Alt text'), 'Ayesha on stage');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Error saving founder. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Founder' })).toBeInTheDocument();
      expect(field('Alt text')).toHaveValue('Ayesha on stage');
    });
  });
});
