import { FiFileText } from 'react-icons/fi';
import styled from 'styled-components';
import { CardBody, CardTitleLink, CategoryPill, LinkCard } from '../../../components/ui/card-parts';
import { coverImage } from '../../../components/ui/css-helpers';
import { clampLines } from '../../../components/ui/layout-primitives';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { BlogPostCardFragment } from '../../../gql/graphql';
import { BlogPostMeta } from './blog-post-meta';
import { theme } from '../../../shared/theme';

interface BlogPostCardProps {
  post: BlogPostCardFragment;
  /** Cards in the first row are above the fold and load at once; the rest load lazily. */
  imageLoading?: 'lazy' | 'eager';
}

/** SPEC §2/§9: cover (or a neutral placeholder), date and author, title (2 lines), excerpt (3 lines), category. */
export function BlogPostCard({ post, imageLoading = 'lazy' }: BlogPostCardProps) {
  return (
    <LinkCard>
      {post.coverPicture ? (
        <Cover picture={post.coverPicture} slot="card" defaultAlt={post.title} eager={imageLoading === 'eager'} />
      ) : (
        <Placeholder data-testid="cover-placeholder" aria-hidden>
          <FiFileText />
        </Placeholder>
      )}
      <CardBody>
        <BlogPostMeta createdAt={post.createdAt} author={post.author} />
        <Title>
          <CardTitleLink href={`/blog/${post.slug}`}>{post.title}</CardTitleLink>
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        {post.category && <Category>{post.category}</Category>}
      </CardBody>
    </LinkCard>
  );
}

const Cover = styled(ResponsiveImage)`
  ${coverImage('1200 / 630')}
`;

const Placeholder = styled.div`
  aspect-ratio: 1200 / 630;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-size: 2.5rem;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Title = styled.h2`
  font-size: 1.25rem;
  ${clampLines(2)}
`;

const Excerpt = styled.p`
  color: ${theme.colors.muted};
  ${clampLines(3)}
`;

const Category = styled(CategoryPill)`
  margin-top: auto;
  align-self: flex-start;
`;
