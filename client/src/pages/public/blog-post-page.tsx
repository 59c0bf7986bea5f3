import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { clip, PageHead } from '../../shared/head';
import { useHttpStatus } from '../../shared/server-render-context';
import { siteConfig } from '../../shared/site-config';
import { breadcrumbJsonLd } from '../../shared/structured-data';
import { BlogPostArticle } from '../../features/blog-post/components/blog-post-article';
import { BlogPostArticleSkeleton } from '../../features/blog-post/components/blog-post-article-skeleton';
import { BlogPostNotFound } from '../../features/blog-post/components/blog-post-not-found';
import { BlogPostPageDocument } from '../../gql/graphql';

/**
 * The admin's previews (a draft at /admin/blog/:id/preview, the editor's 'Preview') render with these.
 * They import them from this module, this page's own chunk, so the public page's chunks stay as they are.
 */
export { BlogPostArticle, BlogPostContent } from '../../features/blog-post/components/blog-post-article';

/** SPEC §2 /blog/{slug}. SPEC §4: a fetch error (NOT_FOUND included) is logged and shows the not-found view. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(BlogPostPageDocument, { variables: { slug } });

  useEffect(() => {
    if (error) console.error(`Failed to load blog post "${slug}":`, error);
  }, [error, slug]);

  if (loading) {
    return (
      <>
        <PageHead title="Blog" />
        <BlogPostArticleSkeleton />
      </>
    );
  }

  const post = error ? undefined : data?.blogPostBySlug;
  if (!post) {
    return <BlogPostNotFoundView />;
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
      <BlogPostArticle post={post} />
    </>
  );
}

/** SPEC §2: 'Blog Post Not Found' (missing or draft) with a link back, answered 404 by the server. */
function BlogPostNotFoundView() {
  useHttpStatus(404);
  return (
    <>
      <PageHead title="Blog Post Not Found" />
      <BlogPostNotFound />
    </>
  );
}
