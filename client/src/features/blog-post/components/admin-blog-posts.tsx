import { FiPlus } from 'react-icons/fi';
import { AdminListScreen, type ListScreenConfig } from '../../../components/admin/admin-list-screen';
import { useSaveAltText } from '../../../components/admin/image-alt';
import { Button } from '../../../components/ui/button';
import {
  AdminBlogPostsDocument,
  AdminCreateBlogPostDocument,
  AdminDeleteBlogPostDocument,
  AdminUpdateBlogPostDocument,
  type AdminBlogPostFragment,
} from '../../../gql-admin/graphql';
import { addCreatedPost, syncPublicViews } from './admin-blog-post-cache';
import { AdminBlogPostCard } from './admin-blog-post-card';
import { AdminBlogPostForm } from './admin-blog-post-form';
import { toBlogPostInput, type BlogPostFormValues } from './admin-blog-post-values';

const BLOG_POSTS: ListScreenConfig<AdminBlogPostFragment, 'BlogPost', 'blogPosts'> = {
  typename: 'BlogPost',
  listField: 'blogPosts',
  noun: { one: 'blog post', many: 'blog posts' },
  // SPEC §8: the blog's toasts, and its defaults under the server's messages.
  texts: {
    added: 'Blog post created successfully',
    updated: 'Blog post updated successfully',
    deleted: 'Blog post deleted successfully',
    saveError: 'Failed to save blog post',
    deleteError: 'Failed to delete blog post',
    loadError: 'Failed to fetch blogs',
  },
  serverMessages: true,
  // A new post joins the public list only when visitors see it; a post whose publishing or slug changed is
  // corrected there. Deleting evicts the post from both lists and from any lookup by slug (the screen's default).
  cache: { created: addCreatedPost, updated: syncPublicViews },
  // Newest first, with no manual order: no reorder document.
  documents: {
    list: AdminBlogPostsDocument,
    create: AdminCreateBlogPostDocument,
    update: AdminUpdateBlogPostDocument,
    remove: AdminDeleteBlogPostDocument,
  },
};

/**
 * The admin's blog posts, drafts included (/admin/blog, SPEC §2, §4, §8; issue 30): the list screen
 * (AdminListScreen) with the cover and its alt text. `canPublish`: the account's role may publish (an author's may
 * not, and is refused the history too: docs/decisions/065-roles.md).
 */
export function AdminBlogPosts({ canPublish = true }: { canPublish?: boolean }) {
  const [saveAltText] = useSaveAltText();
  return (
    <AdminListScreen
      config={BLOG_POSTS}
      orderItem={(post) => ({ name: post.title })}
      card={(post, { onHistory, ...actions }) => (
        <AdminBlogPostCard key={post.id} post={post} onHistory={canPublish ? onHistory : undefined} {...actions} />
      )}
      empty={({ onAdd }) => (
        <>
          <p>No blog posts found</p>
          <Button onClick={onAdd} icon={<FiPlus aria-hidden />}>
            Create Your First Blog Post
          </Button>
        </>
      )}
      prepareSave={(values: BlogPostFormValues, post) => ({
        input: toBlogPostInput(values),
        variables: { coverImage: values.coverImage ?? undefined },
        // After the record's save, whose cover URL may be new (issue 11); a post without a cover has none to describe.
        after: (saved) =>
          saveAltText({
            url: saved?.coverImage,
            alt: values.coverAlt,
            storedAlt: post ? post.coverPicture?.altText : null,
            justCreated: !post,
            newImage: Boolean(values.coverImage),
            record: saved && { __typename: 'BlogPost', id: saved.id, field: 'coverPicture', fallbackAlt: saved.title },
          }),
      })}
      form={({ row, conflict, onSubmit, onClose }) => (
        <AdminBlogPostForm post={row} canPublish={canPublish} conflict={conflict} onSubmit={onSubmit} onClose={onClose} />
      )}
    />
  );
}
