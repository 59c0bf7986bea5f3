import { IN_FLIGHT } from '../../../testing/in-flight';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast, { Toaster } from 'react-hot-toast';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog';
import { AdminBlogPostsDocument, AdminCreateBlogPostDocument, AdminDeleteBlogPostDocument } from '../../../gql-admin/graphql';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminBlogPosts } from './admin-blog-posts';
import { testPicture } from '../../../testing/pictures';

const post = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BlogPost' as const,
  id,
  slug: id,
  title,
  excerpt: `${title} excerpt`,
  coverImage: `/uploads/blog/${id}.png`,
  coverPicture: testPicture(`/uploads/blog/${id}.png`),
  author: 'Ayesha Khan',
  category: 'Engineering',
  tags: [],
  featured: false,
  published: true,
  publishAt: null,
  content: '<p>Body</p>',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});

const published = post('b1', 'Shipping AI', { featured: true, excerpt: `${'e'.repeat(100)}MORE` });
const draft = post('b2', 'Draft Notes', { published: false, coverImage: null, createdAt: '2026-03-05T12:00:00.000Z' });

const listMock = (posts: unknown[], delay?: number): MockLink.MockedResponse => ({
  request: { query: AdminBlogPostsDocument },
  result: { data: { blogPosts: posts } },
  delay,
});

function renderPage(mocks: MockLink.MockedResponse[], canPublish?: boolean) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <ConfirmProvider>
      <Toaster />
      <AdminBlogPosts canPublish={canPublish} />
    </ConfirmProvider>,
    { mocks },
  );
  return { user };
}

const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;

describe('AdminBlogPosts', () => {
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

  it('shows a loading text while the posts load', () => {
    renderPage([listMock([], Infinity)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it('shows the count and, per post, cover, status and Featured badges, title, excerpt cut at 100, author and date', async () => {
    renderPage([listMock([published, draft])]);
    expect(await screen.findByRole('heading', { name: 'Blog Posts (2)' })).toBeInTheDocument();

    const first = cardOf('Shipping AI');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/blog/b1.png');
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Featured')).toBeInTheDocument();
    expect(within(first).getByText(`${'e'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(first).getByText('Ayesha Khan')).toBeInTheDocument();
    expect(within(first).getByText('November 21, 2026')).toHaveAttribute('datetime', published.createdAt);

    const second = cardOf('Draft Notes');
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(second).getByText('March 5, 2026')).toBeInTheDocument();
    // Newest first, with no manual order; the history is an editor's.
    expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'History of Shipping AI' })).toBeInTheDocument();
  });

  it("refuses an author's account the history (ADR 065)", async () => {
    renderPage([listMock([published])], false);
    const card = within((await screen.findByRole('heading', { name: 'Shipping AI' })).closest('article')!);
    expect(card.getByRole('button', { name: 'Edit Shipping AI' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'History of Shipping AI' })).not.toBeInTheDocument();
  });

  it("shows 'No blog posts found' with a button that opens the create form", async () => {
    const { user } = renderPage([listMock([])]);
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Blog Post' }));
    expect(screen.getByRole('dialog', { name: 'Create Blog Post' })).toBeInTheDocument();
  });

  it("shows the server's message or 'Failed to fetch blogs' when loading fails", async () => {
    renderPage([{ request: { query: AdminBlogPostsDocument }, error: new Error('network down') }]);
    expect(await screen.findByText('Failed to fetch blogs')).toBeInTheDocument();
    expect(screen.getByText('No blog posts found')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it("marks a published post with a time ahead 'Scheduled', and links every post to its preview", async () => {
    const later = post('b4', 'Coming Soon', { publishAt: '2099-01-01T09:00:00.000Z' });
    const past = post('b5', 'Went Live', { publishAt: '2020-01-01T09:00:00.000Z' });
    renderPage([listMock([later, past, draft])]);
    const scheduled = within(await screen.findByRole('heading', { name: 'Coming Soon' }).then((h) => h.closest('article')!));
    expect(scheduled.getByText('Scheduled')).toBeInTheDocument();
    expect(scheduled.getByText(/^Goes public Jan 1, 2099/)).toBeInTheDocument();
    expect(within(cardOf('Went Live')).getByText('Published')).toBeInTheDocument();
    expect(within(cardOf('Draft Notes')).getByText('Draft')).toBeInTheDocument();
    expect(within(cardOf('Draft Notes')).getByRole('link', { name: 'Preview Draft Notes' })).toHaveAttribute(
      'href',
      '/admin/blog/b2/preview',
    );
  });

  it('adds a created post to the top of the grid without refetching', async () => {
    const created = post('b3', 'Brand New', { published: false, createdAt: '2026-11-22T12:00:00.000Z' });
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateBlogPostDocument, variables: () => true },
      result: { data: { createBlogPost: created } },
    };
    const { user } = renderPage([listMock([published]), create]);
    await user.click(await screen.findByRole('button', { name: 'Add Blog Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Blog Post' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Brand New');
    await user.type(within(dialog).getByRole('textbox', { name: 'Author' }), 'Sara');
    await user.type(within(dialog).getByRole('textbox', { name: 'Excerpt' }), 'New.');
    await user.click(await within(dialog).findByRole('button', { name: 'HTML' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), '<p>x</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Blog Posts (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Brand New',
      'Shipping AI',
    ]);
    expect(within(cardOf('Brand New')).getByText('Draft')).toBeInTheDocument();
  });

  it('asks before deleting, dims the card, then removes it with a toast', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: AdminDeleteBlogPostDocument, variables: { id: 'b2' } },
      delay: IN_FLIGHT,
      result: { data: { deleteBlogPost: { __typename: 'BlogPost', id: 'b2' } } },
    };
    const { user } = renderPage([listMock([published, draft]), remove]);
    await user.click(await screen.findByRole('button', { name: 'Delete Draft Notes' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this blog post?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(cardOf('Draft Notes')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Blog post deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blog Posts (1)' })).toBeInTheDocument());
  });

  it("shows the server's message, else 'Failed to delete blog post', when deleting fails", async () => {
    const serverError: MockLink.MockedResponse = {
      request: { query: AdminDeleteBlogPostDocument, variables: { id: 'b1' } },
      result: { errors: [new GraphQLError('Blog post not found')] },
    };
    const networkError: MockLink.MockedResponse = {
      request: { query: AdminDeleteBlogPostDocument, variables: { id: 'b1' } },
      error: new Error('network down'),
    };
    const { user } = renderPage([listMock([published]), serverError, networkError]);
    const deleteOnce = async () => {
      await user.click(screen.getByRole('button', { name: 'Delete Shipping AI' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await screen.findByRole('heading', { name: 'Shipping AI' });

    await deleteOnce();
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
    await waitFor(() => expect(cardOf('Shipping AI')).not.toHaveAttribute('aria-busy'));

    await deleteOnce();
    expect(await screen.findByText('Failed to delete blog post')).toBeInTheDocument();
    expect(cardOf('Shipping AI')).toBeInTheDocument();
  });
});
