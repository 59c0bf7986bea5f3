import styled from 'styled-components';
import { CategoryPill } from '../../../components/ui/card-parts';
import { framedImage, pillShape, unstyledList, wrapRow } from '../../../components/ui/css-helpers';
import { DetailHeader, DetailLead, DetailPage } from '../../../components/ui/detail-parts';
import { HtmlContent } from '../../../components/ui/html-content';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { BlogPostPageQuery } from '../../../gql/graphql';
import { BlogPostMeta } from './blog-post-meta';
import { theme } from '../../../shared/theme';

type Post = BlogPostPageQuery['blogPostBySlug'];

/** SPEC §2 /blog/{slug}: back link, cover (when present), date and author, title, excerpt, HTML content. */
export function BlogPostArticle({ post }: { post: Post }) {
  return (
    <Page backTo="/blog" backLabel="Back to Blog" narrow>
      {post.coverPicture && <Cover picture={post.coverPicture} slot="article" defaultAlt={post.title} priority />}
      <Header>
        <MetaRow>
          <BlogPostMeta createdAt={post.createdAt} author={post.author} />
          {post.category && <CategoryPill>{post.category}</CategoryPill>}
        </MetaRow>
        <h1>{post.title}</h1>
        <DetailLead>{post.excerpt}</DetailLead>
      </Header>
      <BlogPostContent html={post.content} />
      {post.tags.length > 0 && (
        <Tags aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </Tags>
      )}
    </Page>
  );
}

const Page = styled(DetailPage)`
  /* minmax(0, 1fr): a wide code block scrolls inside the column instead of widening the page on phones. */
  grid-template-columns: minmax(0, 1fr);
`;

const Cover = styled(ResponsiveImage)`
  ${framedImage('1200 / 630')}
`;

const Header = styled(DetailHeader)`
  h1 {
    font-size: clamp(1.875rem, 5.5vw, 2.75rem);
    overflow-wrap: anywhere;
  }
`;

const MetaRow = styled.div`
  ${wrapRow(3)}
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
  ${unstyledList}
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  li {
    ${pillShape}
    background: ${theme.colors.surface};
    color: ${theme.colors.muted};
    font-size: 0.875rem;
  }
`;
