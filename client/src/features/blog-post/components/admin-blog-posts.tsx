import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { FiPlus } from 'react-icons/fi';
import { AdminGrid } from '../../../components/admin/admin-grid';
import { useHistoryPanel } from '../../../components/admin/history/history-modal';
import { evictRecord } from '../../../components/admin/cache-updates';
import { useConfirmedDelete } from '../../../components/admin/use-admin-list';
import { errorMessage } from '../../../components/admin/graphql-errors';
import { Button } from '../../../components/ui/button';
import { AdminBlogPostsDocument, AdminDeleteBlogPostDocument, type AdminBlogPostFragment } from '../../../gql-admin/graphql';
import { AdminBlogPostCard } from './admin-blog-post-card';
import { AdminBlogPostForm } from './admin-blog-post-form';

type Editor = { record: AdminBlogPostFragment | null } | null;

/** The admin's blog posts, drafts included: grid, create/edit modal, history and delete (SPEC §2, §4, §8; issue 30). */
/** `canPublish`: the account's role may publish (an author's may not: docs/decisions/065-roles.md). */
export function AdminBlogPosts({ canPublish = true }: { canPublish?: boolean }) {
  const { data, loading, error } = useQuery(AdminBlogPostsDocument);
  const [deletePost] = useMutation(AdminDeleteBlogPostDocument);
  const [editor, setEditor] = useState<Editor>(null);
  const history = useHistoryPanel('BlogPost');
  const { deleting, deleteRecord } = useConfirmedDelete();

  useEffect(() => {
    if (!error) return;
    console.error(error);
    toast.error(errorMessage(error, 'Failed to fetch blogs'));
  }, [error]);

  const posts = data?.blogPosts ?? [];
  const openCreate = () => setEditor({ record: null });

  const onDelete = (id: string) =>
    deleteRecord(id, {
      confirmMessage: 'Are you sure you want to delete this blog post?',
      // Evicting drops the post from both cached lists (admin and public) and from any lookup by slug.
      remove: () => deletePost({ variables: { id }, update: (cache) => evictRecord(cache, 'BlogPost', id) }),
      successMessage: 'Blog post deleted successfully',
      trashedAs: 'BlogPost',
      failureMessage: (error: unknown) => errorMessage(error, 'Failed to delete blog post'),
    });

  return (
    <>
      <AdminGrid
        title="Blog Posts"
        count={posts.length}
        addLabel="Add Blog Post"
        onAdd={openCreate}
        loading={loading}
        loadingText="Loading blog posts..."
        empty={
          <>
            <p>No blog posts found</p>
            <Button onClick={openCreate} icon={<FiPlus aria-hidden />}>
              Create Your First Blog Post
            </Button>
          </>
        }
      >
        {posts.map((post) => (
          <AdminBlogPostCard
            key={post.id}
            post={post}
            onEdit={() => setEditor({ record: post })}
            // History is an editor's (ADR 065): an author's account is refused it.
            onHistory={canPublish ? () => history.open({ id: post.id, name: post.title }) : undefined}
            onDelete={() => void onDelete(post.id)}
            deleting={deleting.has(post.id)}
          />
        ))}
      </AdminGrid>
      {editor && <AdminBlogPostForm post={editor.record} canPublish={canPublish} onClose={() => setEditor(null)} />}
      {history.panel}
    </>
  );
}
