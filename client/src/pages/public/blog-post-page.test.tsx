import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { buildBlogPost } from '../../features/blog-post/blog-post.fixtures';
import { BlogPostPageDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BlogPostPage } from './blog-post-page';

function renderPage(
  response: { result: { data: unknown } | { errors: GraphQLError[] } } | { error: Error },
  slug = 'shipping-ai-features',
) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/:slug" element={<BlogPostPage />} />
    </Routes>,
    { route: `/blog/${slug}`, mocks: [{ request: { query: BlogPostPageDocument, variables: { slug } }, ...response } as never] },
  );
}

describe('BlogPostPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the back link, cover, date and author, title, excerpt and HTML content', async () => {
    renderPage({ result: { data: { blogPostBySlug: buildBlogPost() } } });

    expect(screen.getByTestId('blog-post-article-skeleton')).toBeInTheDocument();
    const title = 'Shipping AI Features Without the Hype';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('img', { name: title })).toHaveAttribute('src', '/uploads/blog/shipping.png');
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(screen.getByText('What we learned putting language models into production.')).toBeInTheDocument();
    expect(screen.getByText('problem').tagName).toBe('EM');
    expect(document.title).toMatch(new RegExp(`^${title} \\| `));
  });

  it('omits the cover image when the post has none', async () => {
    renderPage({ result: { data: { blogPostBySlug: buildBlogPost({ coverImage: null }) } } });

    await screen.findByRole('heading', { level: 1, name: 'Shipping AI Features Without the Hype' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows "Blog Post Not Found" with a link back to /blog on a NOT_FOUND error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      { result: { errors: [new GraphQLError('Blog post not found', { extensions: { code: 'NOT_FOUND' } })] } },
      'draft-post',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(logged).toHaveBeenCalled();
  });

  it('shows "Blog Post Not Found" after logging a network error', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({ error: new Error('Network down') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load blog post "shipping-ai-features":',
      expect.objectContaining({ message: 'Network down' }),
    );
  });
});
