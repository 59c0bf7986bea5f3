import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildBlogPostCard } from '../blog-post.fixtures';
import { BlogPostCard } from './blog-post-card';

describe('BlogPostCard', () => {
  it('shows the date from an ISO string in en-US long format, with the author', () => {
    renderWithProviders(<BlogPostCard post={buildBlogPostCard({ createdAt: '2026-11-21T12:00:00.000Z' })} />);

    const date = screen.getByText('November 21, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-21T12:00:00.000Z');
    expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
  });

  it('links the title to the post and shows the cover, excerpt and category', () => {
    renderWithProviders(<BlogPostCard post={buildBlogPostCard()} />);

    const title = 'Shipping AI Features Without the Hype';
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', '/blog/shipping-ai-features');
    expect(screen.getByRole('img', { name: title })).toHaveAttribute('src', '/uploads/blog/shipping.png');
    expect(screen.getByText('What we learned putting language models into production.')).toBeInTheDocument();
    expect(screen.getByText('Engineering')).toBeInTheDocument();
    expect(screen.queryByTestId('cover-placeholder')).not.toBeInTheDocument();
  });

  it('shows a neutral placeholder instead of an image when there is no cover', () => {
    renderWithProviders(<BlogPostCard post={buildBlogPostCard({ coverImage: null, category: null })} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('cover-placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Engineering')).not.toBeInTheDocument();
  });
});
