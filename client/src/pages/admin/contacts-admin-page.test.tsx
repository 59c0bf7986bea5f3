import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../components/admin/confirm-dialog';
import {
  AdminContactMessagesDocument,
  AdminDeleteContactMessageDocument,
  AdminMarkContactMessageReadDocument,
  AdminUnreadContactCountDocument,
} from '../../gql-admin/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContactsAdminPage } from './contacts-admin-page';

function buildMessage(
  overrides: Partial<{
    id: string;
    name: string;
    email: string;
    message: string;
    submittedAt: string;
    readAt: string | null;
  }> = {},
) {
  return {
    __typename: 'ContactMessage' as const,
    id: 'c1',
    name: 'Sara Khan',
    email: 'sara@example.com',
    message: 'We need a mobile app for our clinics.',
    submittedAt: '2026-11-21T12:30:00.000Z',
    readAt: '2026-11-21T13:00:00.000Z',
    ...overrides,
  };
}

const sara = buildMessage();
const bilal = buildMessage({
  id: 'c2',
  name: 'Bilal Ahmed',
  email: 'bilal@example.com',
  message: 'Can you automate our invoices?',
});

function listMock(messages: ReturnType<typeof buildMessage>[], delay = 0): MockLink.MockedResponse {
  return { request: { query: AdminContactMessagesDocument }, delay, result: { data: { contactMessages: messages } } };
}

function deleteMock(id: string, options: { delay?: number; fail?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminDeleteContactMessageDocument, variables: { id } },
    delay: options.delay ?? 0,
    result: options.fail
      ? { errors: [new GraphQLError('Contact message not found', { extensions: { code: 'NOT_FOUND' } })] }
      : { data: { deleteContactMessage: { __typename: 'ContactMessage', id } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <ContactsAdminPage />
    </ConfirmProvider>,
    { mocks, route: '/admin/contacts' },
  );
  return { user };
}

describe('ContactsAdminPage', () => {
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
  });

  it("shows 'Loading contact submissions...' and then the submissions with a count and no Add button", async () => {
    renderPage([listMock([sara, bilal], 30)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contact submissions...');

    expect(await screen.findByRole('heading', { name: 'Contact Submissions (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading contact submissions...')).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Sara Khan' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'sara@example.com' })).toHaveAttribute('href', 'mailto:sara@example.com');
    expect(within(card).getByText('We need a mobile app for our clinics.')).toBeInTheDocument();
    expect(within(card).getByText(/^November 21, 2026/)).toHaveAttribute('datetime', sara.submittedAt);
    expect(screen.getByRole('heading', { name: 'Bilal Ahmed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
  });

  it("shows 'No contact submissions yet' when there are none", async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No contact submissions yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Submissions (0)' })).toBeInTheDocument();
  });

  it('logs a load error, toasts it and shows the empty list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([{ request: { query: AdminContactMessagesDocument }, error: new Error('Network down') }]);

    expect(await screen.findByText('Error loading contacts. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByText('No contact submissions yet')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load contact submissions:',
      expect.objectContaining({ message: 'Network down' }),
    );
  });

  it('deletes only after confirmation, dims the card meanwhile and removes it from the list', async () => {
    const { user } = renderPage([listMock([sara, bilal]), deleteMock('c1', { delay: 1000 })]);
    await screen.findByRole('heading', { name: 'Contact Submissions (2)' });

    await user.click(screen.getByRole('button', { name: 'Delete message from Sara Khan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this contact submission?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sara Khan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete message from Sara Khan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const card = screen.getByRole('heading', { name: 'Sara Khan' }).closest('article')!;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByLabelText('Deleting')).toBeInTheDocument();

    expect(await screen.findByText('Contact submission deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sara Khan' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Contact Submissions (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bilal Ahmed' })).toBeInTheDocument();
  });

  it('keeps the submission and toasts the error when the delete fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage([listMock([sara]), deleteMock('c1', { fail: true })]);
    await screen.findByRole('heading', { name: 'Contact Submissions (1)' });

    await user.click(screen.getByRole('button', { name: 'Delete message from Sara Khan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Error deleting contact submission. Please try again.')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Sara Khan' }).closest('article')!;
    await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('button', { name: 'Delete message from Sara Khan' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  describe('inbox', () => {
    const unreadMock = (count: number): MockLink.MockedResponse => ({
      request: { query: AdminUnreadContactCountDocument },
      result: { data: { unreadContactMessageCount: count } },
    });

    it("marks unread messages 'New', counts them, and marks one read", async () => {
      const unreadSara = { ...sara, readAt: null };
      const readAt = '2026-11-22T09:00:00.000Z';
      const { user } = renderPage([
        listMock([unreadSara, bilal]),
        unreadMock(1),
        {
          request: { query: AdminMarkContactMessageReadDocument, variables: { id: 'c1', read: true } },
          result: { data: { markContactMessageRead: { __typename: 'ContactMessage', id: 'c1', readAt } } },
        },
        unreadMock(0),
      ]);
      const card = (await screen.findByRole('heading', { name: /^Sara Khan/ })).closest('article')!;
      expect(within(card).getByText('New')).toBeInTheDocument();
      expect(await screen.findByText('1 unread')).toBeInTheDocument();
      const bilalCard = screen.getByRole('heading', { name: 'Bilal Ahmed' }).closest('article')!;
      expect(within(bilalCard).queryByText('New')).not.toBeInTheDocument();
      expect(within(bilalCard).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Mark as read' }));
      expect(await within(card).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
      expect(within(card).queryByText('New')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('1 unread')).not.toBeInTheDocument());
    });

    it('offers a reply by email, addressed and titled, with the message quoted', async () => {
      renderPage([listMock([sara])]);
      const card = (await screen.findByRole('heading', { name: 'Sara Khan' })).closest('article')!;
      const href = within(card).getByRole('link', { name: 'Reply to Sara Khan' }).getAttribute('href')!;
      expect(href.startsWith('mailto:sara@example.com?subject=')).toBe(true);
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      expect(params.get('subject')).toBe('Re: Your message to Nexora Labs');
      expect(params.get('body')).toContain('> We need a mobile app for our clinics.');
    });

    it('searches after a pause in typing and says when nothing matches', async () => {
      const { user } = renderPage([
        listMock([sara, bilal]),
        {
          request: { query: AdminContactMessagesDocument, variables: { search: 'invoices' } },
          result: { data: { contactMessages: [bilal] } },
        },
        {
          request: { query: AdminContactMessagesDocument, variables: { search: 'nobody' } },
          result: { data: { contactMessages: [] } },
        },
      ]);
      await screen.findByRole('heading', { name: 'Contact Submissions (2)' });
      await user.type(screen.getByRole('searchbox', { name: 'Search contact submissions' }), 'invoices');
      expect(await screen.findByRole('heading', { name: 'Contact Submissions (1)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Bilal Ahmed' })).toBeInTheDocument();
      await user.clear(screen.getByRole('searchbox', { name: 'Search contact submissions' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search contact submissions' }), 'nobody');
      expect(await screen.findByText('No contact submissions match your search')).toBeInTheDocument();
    });
  });
});
