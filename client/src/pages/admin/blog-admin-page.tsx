import { roleAtLeast } from '@field-rules';
import { useAuth } from '../../features/admin-auth/components/auth-provider';
import { AdminBlogPosts } from '../../features/blog-post/components/admin-blog-posts';

/** /admin/blog: every post, drafts included. An author writes drafts; publishing is an editor's (ADR 065). */
export function BlogAdminPage() {
  const { admin } = useAuth();
  return <AdminBlogPosts canPublish={roleAtLeast(admin?.role, 'editor')} />;
}
