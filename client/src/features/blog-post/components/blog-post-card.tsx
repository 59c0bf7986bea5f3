import { FiFileText } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, clampLines, liftOnHover } from '../../../components/ui/layout-primitives';
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
    <Root>
      {post.coverPicture ? (
        <Cover picture={post.coverPicture} slot="card" defaultAlt={post.title} eager={imageLoading === 'eager'} />
      ) : (
        <Placeholder data-testid="cover-placeholder" aria-hidden>
          <FiFileText />
        </Placeholder>
      )}
      <Body>
        <BlogPostMeta createdAt={post.createdAt} author={post.author} />
        <Title>
          <StretchedLink to={`/blog/${post.slug}`}>{post.title}</StretchedLink>
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        {post.category && <Category>{post.category}</Category>}
      </Body>
    </Root>
  );
}

const Root = styled(Card)`
  position: relative;
  height: 100%;
  ${liftOnHover({ raise: true })}
`;

const Cover = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  background: ${theme.colors.surface};
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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
  flex: 1;
`;

const Title = styled.h2`
  font-size: 1.25rem;
  ${clampLines(2)}
`;

/** The whole card is clickable through the title link's overlay; the link keeps a short accessible name. */
const StretchedLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Excerpt = styled.p`
  color: ${theme.colors.muted};
  ${clampLines(3)}
`;

const Category = styled.span`
  margin-top: auto;
  align-self: flex-start;
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
`;
