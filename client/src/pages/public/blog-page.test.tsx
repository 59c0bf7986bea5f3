import { screen } from '@testing-library/react';
import { buildBlogPostCard } from '../../features/blog-post/blog-post.fixtures';
import { PublicBlogPostsDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BlogPage } from './blog-page';

describe('BlogPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows 6 skeleton cards while the posts load, then the cards', async () => {
    renderWithProviders(<BlogPage />, {
      mocks: [{ request: { query: PublicBlogPostsDocument }, result: { data: { blogPosts: [buildBlogPostCard()] } } }],
    });

    expect(screen.getAllByTestId('blog-post-card-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('link', { name: 'Shipping AI Features Without the Hype' })).toHaveAttribute(
      'href',
      '/blog/shipping-ai-features',
    );
    expect(screen.queryByTestId('blog-post-card-skeleton')).not.toBeInTheDocument();
  });

  it('logs a fetch error and shows the empty list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<BlogPage />, {
      mocks: [{ request: { query: PublicBlogPostsDocument }, error: new Error('Network down') }],
    });

    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load blog posts:', expect.objectContaining({ message: 'Network down' }));
  });
});
