import styled from 'styled-components';
import { BackLink } from '../../../components/ui/back-link';
import { HtmlContent } from '../../../components/ui/html-content';
import { Container } from '../../../components/ui/layout-primitives';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { BlogPostPageQuery } from '../../../gql/graphql';
import { BlogPostMeta } from './blog-post-meta';
import { HydrationBoundary } from '../../../shared/hydration-boundary';
import { theme } from '../../../shared/theme';

type Post = BlogPostPageQuery['blogPostBySlug'];

/** SPEC §2 /blog/{slug}: back link, cover (when present), date and author, title, excerpt, HTML content. */
export function BlogPostArticle({ post }: { post: Post }) {
  return (
    <Container>
      <Article>
        <div>
          <BackLink to="/blog">Back to Blog</BackLink>
        </div>
        {post.coverPicture && <Cover picture={post.coverPicture} slot="article" defaultAlt={post.title} priority />}
        <Header>
          <MetaRow>
            <BlogPostMeta createdAt={post.createdAt} author={post.author} />
            {post.category && <Category>{post.category}</Category>}
          </MetaRow>
          <h1>{post.title}</h1>
          <Excerpt>{post.excerpt}</Excerpt>
        </Header>
        {/* The post's body hydrates after the cover and title (shared/hydration-boundary.tsx). */}
        <HydrationBoundary>
          <BlogPostContent html={post.content} />
          {post.tags.length > 0 && (
            <Tags aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </Tags>
          )}
        </HydrationBoundary>
      </Article>
    </Container>
  );
}

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  /* minmax(0, 1fr): a wide code block scrolls inside the column instead of widening the page on phones. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(8)};
  padding: ${theme.space(8)} 0 ${theme.space(20)};
`;

const Cover = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Header = styled.header`
  display: grid;
  gap: ${theme.space(4)};
  h1 {
    font-size: clamp(1.875rem, 5.5vw, 2.75rem);
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
  }
`;

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;

const Category = styled.span`
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Excerpt = styled.p`
  font-size: clamp(1.0625rem, 2.5vw, 1.25rem);
  color: ${theme.colors.muted};
`;

/** The post's content as visitors see it; the admin's editor previews with it (features/rich-text). */
export const BlogPostContent = styled(HtmlContent)`
  font-size: 1.0625rem;
  overflow-wrap: break-word;
  h2 {
    font-size: clamp(1.375rem, 3.5vw, 1.75rem);
  }
  h3 {
    font-size: clamp(1.1875rem, 3vw, 1.375rem);
  }
  & > :first-child {
    margin-top: 0;
  }
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space(6)} 0 0;
  border-top: 1px solid ${theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  li {
    padding: ${`${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
    font-size: 0.875rem;
  }
`;
