import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Outlet, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '../../shared/head';
import { Spinner } from '../../components/ui/button';
import { useAuth } from '../../features/admin-auth/components/auth-provider';
import { AdminBlogPostPreviewDocument } from '../../gql-admin/graphql';
import { theme } from '../../shared/theme';

/**
 * The public post view, loaded from the public page's own module (its chunk exists anyway; importing the
 * component's file here would make the build split it out of that chunk).
 */
const BlogPostArticle = lazy(async () => ({ default: (await import('../public/blog-post-page')).BlogPostArticle }));

/**
 * /admin/blog/:id/preview's frame (docs/decisions/033-scheduled-posts-and-draft-preview.md): only a
 * signed-in admin gets past it; the public site's layout (routes.tsx) and the post follow inside. A
 * bar fixed at the bottom says it is a preview without moving anything on the page.
 */
export function AdminPreviewGate() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) {
    return (
      <Checking role="status">
        <Spinner aria-hidden /> Checking your session...
      </Checking>
    );
  }
  if (!isAuthenticated) return <Navigate to="/admin-login" replace />;
  return (
    <>
      <Outlet />
      <PreviewBar role="note" aria-label="Preview">
        <span>Preview: visitors see this post only once it is published (and its time has come).</span>
        <Link to="/admin/blog">Back to Blog Posts</Link>
      </PreviewBar>
    </>
  );
}

/** A post, draft or scheduled included, exactly as the public /blog/{slug} page will show it. */
export function BlogPostPreviewPage() {
  const { id = '' } = useParams();
  // Always the saved version as it is now: the admin may have just saved it in another tab.
  const { data, loading, error } = useQuery(AdminBlogPostPreviewDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const status = <Status role="status">Loading preview...</Status>;
  if (loading) return status;
  const post = error ? undefined : data?.blogPost;
  if (!post) {
    return (
      <Status role="alert">
        Blog post not found. <Link to="/admin/blog">Back to Blog Posts</Link>
      </Status>
    );
  }
  return (
    <>
      <PageHead title={`Preview: ${post.title}`} />
      <Suspense fallback={status}>
        <BlogPostArticle post={post} />
      </Suspense>
    </>
  );
}

const Checking = styled.p`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  color: ${theme.colors.muted};
`;

const Status = styled.p`
  padding: ${theme.space(20)} ${theme.space(4)};
  text-align: center;
  color: ${theme.colors.muted};
  a {
    color: ${theme.colors.primary};
  }
`;

const PreviewBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 60;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-size: 0.875rem;
  font-weight: 600;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
