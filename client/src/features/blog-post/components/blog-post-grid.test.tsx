import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { PublicBlogPostsDocument } from '../../../gql/graphql';
import { defaultTake } from '../../../testing/default-variables';
import { answerGraphQL, answerPages, restoreFetch } from '../../../testing/graphql-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildBlogPostCard } from '../blog-post.fixtures';
import { BLOG_LOAD_MORE_FAILED, BLOG_PAGE_SIZE, BlogPostGrid } from './blog-post-grid';

/** Posts numbered from `from`, newest first as the server sends them. */
const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildBlogPostCard({ id: `b${from + index}`, slug: `post-${from + index}`, title: `Post ${from + index}` }),
  );

const page = (skip: number, blogPosts: unknown[], extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: PublicBlogPostsDocument, variables: { skip, take: BLOG_PAGE_SIZE } },
  result: { data: { blogPosts } },
  ...extra,
});

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const loadMore = () => screen.getByRole('button', { name: 'Load more posts' });

function renderGrid(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <>
      <Toaster />
      <BlogPostGrid />
    </>,
    { mocks },
  );
}

describe('BlogPostGrid paging', () => {
  afterEach(() => {
    act(() => toast.remove());
    jest.restoreAllMocks();
    restoreFetch();
  });

  it('pages by 9, the page size PublicBlogPosts also defaults to', () => {
    expect(BLOG_PAGE_SIZE).toBe(9);
    expect(defaultTake(PublicBlogPostsDocument)).toBe(BLOG_PAGE_SIZE);
  });

  it("shows the first page with 'Load more' under it; a click shows 'Loading...', then the next page after it", async () => {
    const user = userEvent.setup();
    answerPages('PublicBlogPosts', 'blogPosts', { 9: { list: posts(10, 9), delay: 150 }, 18: posts(19, 2) });
    renderGrid([page(0, posts(1, 9))]);

    expect(await screen.findByRole('link', { name: 'Post 9' })).toBeInTheDocument();
    expect(titles()).toHaveLength(9);
    expect(loadMore()).toHaveTextContent('Load more');

    // A synchronous click, so the check below runs before the page can arrive however slow the machine.
    fireEvent.click(loadMore());
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // The first page stays on screen (no skeletons) while the next one loads.
    expect(titles()).toHaveLength(9);
    expect(screen.queryByTestId('blog-post-card-skeleton')).not.toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Post 18' })).toBeInTheDocument();
    expect(titles()).toEqual(posts(1, 18).map((post) => post.title));
    // Keyboard users carry on from the first new card.
    expect(screen.getByRole('link', { name: 'Post 10' })).toHaveFocus();

    // A page shorter than asked for is the last: the button goes.
    await user.click(loadMore());
    expect(await screen.findByRole('link', { name: 'Post 20' })).toBeInTheDocument();
    expect(titles()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it("offers no 'Load more' when the first page is already short", async () => {
    renderGrid([page(0, posts(1, 4))]);
    expect(await screen.findByRole('link', { name: 'Post 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('hides the button once a further page comes back empty (the last page was exactly full)', async () => {
    const user = userEvent.setup();
    answerPages('PublicBlogPosts', 'blogPosts', { 9: [] });
    renderGrid([page(0, posts(1, 9))]);
    await user.click(await screen.findByRole('button', { name: 'Load more posts' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /load more|loading/i })).not.toBeInTheDocument());
    expect(titles()).toHaveLength(9);
  });

  it('works from the keyboard, and a failed page keeps the cards, shows a toast and lets the visitor try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    // The first try of the second page fails, the next one arrives.
    const answers = [new Error('Network down'), { data: { blogPosts: posts(10, 3) } }];
    const calls = answerGraphQL(() => answers.shift() ?? new Error('Asked once too often'));
    renderGrid([page(0, posts(1, 9))]);

    const button = await screen.findByRole('button', { name: 'Load more posts' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(BLOG_LOAD_MORE_FAILED)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(BLOG_LOAD_MORE_FAILED, expect.objectContaining({ message: 'Network down' }));
    expect(titles()).toHaveLength(9);
    expect(screen.queryByRole('heading', { name: 'No posts yet' })).not.toBeInTheDocument();

    const again = screen.getByRole('button', { name: 'Load more posts' });
    again.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('link', { name: 'Post 12' })).toBeInTheDocument();
    expect(titles()).toHaveLength(12);
    expect(calls.map((call) => call.variables)).toEqual([
      { skip: 9, take: BLOG_PAGE_SIZE },
      { skip: 9, take: BLOG_PAGE_SIZE },
    ]);
    expect(within(document.body).queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });
});
