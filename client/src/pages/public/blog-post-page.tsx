import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '../../components/ui/document-title';
import { BlogPostArticle } from '../../features/blog-post/components/blog-post-article';
import { BlogPostArticleSkeleton } from '../../features/blog-post/components/blog-post-article-skeleton';
import { BlogPostNotFound } from '../../features/blog-post/components/blog-post-not-found';
import { BlogPostPageDocument } from '../../gql/graphql';

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
        <DocumentTitle title="Blog" />
        <BlogPostArticleSkeleton />
      </>
    );
  }

  const post = error ? undefined : data?.blogPostBySlug;
  if (!post) {
    return (
      <>
        <DocumentTitle title="Blog Post Not Found" />
        <BlogPostNotFound />
      </>
    );
  }

  return (
    <>
      <DocumentTitle title={post.title} />
      <BlogPostArticle post={post} />
    </>
  );
}
