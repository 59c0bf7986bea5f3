import { AdminBlogPosts } from '../../features/blog-post/components/admin-blog-posts';

/** /admin/blog: every post, drafts included. */
export function BlogAdminPage() {
  return <AdminBlogPosts />;
}
