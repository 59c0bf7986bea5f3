import { FiFileText } from 'react-icons/fi';
import type { Params } from 'react-router-dom';
import { clip, PageHead } from '../../shared/head';
import { siteConfig } from '../../shared/site-config';
import { breadcrumbJsonLd } from '../../shared/structured-data';
import { BlogPostArticle } from '../../features/blog-post/components/blog-post-article';
import { BlogPostArticleSkeleton } from '../../features/blog-post/components/blog-post-article-skeleton';
import { NotFoundView } from '../../components/ui/not-found-view';
import { BlogPostPageDocument } from '../../gql/graphql';
import { recordBySlugQuery, useRecordBySlug } from './use-record-by-slug';
import { StaticContent } from '../../shared/static-content';

/**
 * The admin's previews (a draft at /admin/blog/:id/preview, the editor's 'Preview') render with these.
 * They import them from this module, this page's own chunk, so the public page's chunks stay as they are.
 */
export { BlogPostArticle, BlogPostContent } from '../../features/blog-post/components/blog-post-article';

/** SPEC §2 /blog/{slug}. SPEC §4: a fetch error (NOT_FOUND included) is logged and shows the not-found view. */
export function BlogPostPage() {
  const { loading, record: post } = useRecordBySlug(BlogPostPageDocument, (data) => data.blogPostBySlug, 'blog post');

  if (loading) {
    return (
      <>
        <PageHead title="Blog" />
        <BlogPostArticleSkeleton />
      </>
    );
  }

  // A missing post, a draft, or a failed fetch.
  if (!post) {
    return (
      <NotFoundView
        icon={<FiFileText />}
        title="Blog Post Not Found"
        message="The article you're looking for doesn't exist or may have been removed."
        backTo="/blog"
        backLabel="Back to Blog"
      />
    );
  }

  return (
    <>
      <PageHead
        title={post.title}
        description={clip(post.excerpt)}
        image={post.coverImage || undefined}
        type="article"
        jsonLd={(absolute) => [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.excerpt,
            url: absolute(`/blog/${post.slug}`),
            mainEntityOfPage: absolute(`/blog/${post.slug}`),
            ...(post.coverImage ? { image: absolute(post.coverImage) } : {}),
            datePublished: post.createdAt,
            author: { '@type': 'Person', name: post.author },
            publisher: { '@type': 'Organization', name: siteConfig.companyName },
          },
          breadcrumbJsonLd(absolute, [
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
      <StaticContent>
        <BlogPostArticle post={post} />
      </StaticContent>
    </>
  );
}

/** The post of the address (shared/first-queries.ts). */
BlogPostPage.firstQueries = (params: Params) => [recordBySlugQuery(BlogPostPageDocument, params)];
