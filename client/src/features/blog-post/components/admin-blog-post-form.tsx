import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { CheckboxField, TextField } from '../../../components/admin/form-fields';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { BLOG_POST_RECORD } from '@field-rules/records/blog-post';
import { errorMessage, fieldErrors } from '../../../components/admin/graphql-errors';
import { useSaveAltText } from '../../../components/admin/image-alt';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import { useEditConflict } from '../../../components/admin/history/use-edit-conflict';
import { useForm } from '../../../components/forms/use-form';
import { slugFromTitle } from '@field-rules';
import { AdminCreateBlogPostDocument, AdminUpdateBlogPostDocument, type AdminBlogPostFragment } from '../../../gql-admin/graphql';
import { RichTextField, BlogContentPreview, useAccessibilityCheck } from '../../rich-text';
import { addCreatedPost, syncPublicViews } from './admin-blog-post-cache';
import { toBlogPostInput, toFormValues, validateBlogPost, type BlogPostFormValues } from './admin-blog-post-values';
import { wrapRow } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

interface AdminBlogPostFormProps {
  /** The post to edit; absent for a new one. */
  post?: AdminBlogPostFragment | null;
  /** False for an author: the post stays a draft, and Published says an editor publishes it. */
  canPublish?: boolean;
  onClose: () => void;
}

/** Create or edit a blog post in a modal (SPEC §2, §5). */
export function AdminBlogPostForm({ post, canPublish = true, onClose }: AdminBlogPostFormProps) {
  const creating = !post;
  const { values, errors, setValue, setErrors, handleSubmit, field, draft } = useForm<BlogPostFormValues>({
    initialValues: toFormValues(post),
    validate: validateBlogPost,
    draftKey: `BlogPost:${post?.id ?? 'new'}`,
  });
  // SPEC §5: on create the slug follows the title until the admin edits the slug itself.
  const [slugEdited, setSlugEdited] = useState(!creating);
  const [createPost, created] = useMutation(AdminCreateBlogPostDocument);
  const [updatePost, updated] = useMutation(AdminUpdateBlogPostDocument);
  const [saveAltText, altSave] = useSaveAltText();
  const edit = useEditConflict(post && { type: 'BlogPost', id: post.id, version: post.version });
  const accessibility = useAccessibilityCheck();
  const saving = accessibility.checking || created.loading || updated.loading || altSave.loading;

  const onTitleChange = (title: string) => {
    setValue('title', title);
    if (!slugEdited) setValue('slug', slugFromTitle(title));
  };

  const onSubmit = handleSubmit(async (current) => {
    // Issue 31: what some readers would miss in the content is shown first; the editor may save (or publish) anyway.
    const action = current.published && canPublish ? 'publish' : 'save';
    if (!(await accessibility.check(current.content, { action, resubmit: () => void onSubmit() }))) return;
    const input = toBlogPostInput(current);
    const coverImage = current.coverImage ?? undefined;
    // After the record's save, whose cover URL may be new (issue 11); a post without a cover has none to describe.
    const saveCoverAlt = (
      saved: { id: string; title: string; coverImage?: string | null } | undefined,
      storedAlt: string | null | undefined,
      justCreated = false,
    ) =>
      saveAltText({
        url: saved?.coverImage,
        alt: current.coverAlt,
        storedAlt,
        justCreated,
        newImage: Boolean(current.coverImage),
        record: saved && { __typename: 'BlogPost', id: saved.id, field: 'coverPicture', fallbackAlt: saved.title },
      });
    try {
      if (post) {
        const before = { published: post.published, publishAt: post.publishAt, slug: post.slug };
        const { data: saved } = await updatePost({
          variables: { id: post.id, input, coverImage, expectedVersion: edit.expectedVersion() },
          update: (cache, { data }) => {
            if (data?.updateBlogPost) syncPublicViews(cache, before, data.updateBlogPost);
          },
        });
        await saveCoverAlt(saved?.updateBlogPost, post.coverPicture?.altText);
        toast.success('Blog post updated successfully');
      } else {
        const { data: saved } = await createPost({
          variables: { input, coverImage },
          update: (cache, { data }) => {
            if (data?.createBlogPost) addCreatedPost(cache, data.createBlogPost);
          },
        });
        await saveCoverAlt(saved?.createBlogPost, null, true);
        toast.success('Blog post created successfully');
      }
      onClose();
    } catch (error) {
      if (await edit.caught(error, input)) return;
      console.error(error);
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'Failed to save blog post'));
    }
  });

  const submitLabel = creating ? 'Create Post' : 'Update Post';
  return (
    <FormModal
      draft={draft}
      conflict={edit.offer}
      title={creating ? 'Create Blog Post' : 'Edit Blog Post'}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={submitLabel}
      creating={creating}
    >
      {/* A dialog of its own over the form (a portal): not one of the form's fields. */}
      {accessibility.dialog}
      <RecordFields
        record={BLOG_POST_RECORD}
        mode={creating ? 'create' : 'edit'}
        values={values}
        errors={errors}
        setValue={(name, value) => setValue(name, value)}
        disabled={saving}
        controls={{
          title: (props) => (
            <TextField label={props.label} required value={values.title} onChange={onTitleChange} error={props.error} />
          ),
          slug: (props) => (
            <TextField
              label={props.label}
              required
              value={values.slug}
              onChange={(slug) => {
                setSlugEdited(true);
                setValue('slug', slug);
              }}
              hint={
                creating && !slugEdited ? 'Generated from the title; you can edit it' : 'Lowercase letters, numbers and hyphens'
              }
              error={props.error}
            />
          ),
          content: (props) => (
            <RichTextField label={props.label} required {...field('content')} disabled={saving} preview={BlogContentPreview} />
          ),
          // Both flags and the preview link share one row, drawn with Published.
          published: () => (
            <Flags>
              <CheckboxField
                label={canPublish ? 'Published' : 'Published (an editor publishes it)'}
                checked={values.published}
                onChange={(v) => setValue('published', v)}
                disabled={saving || !canPublish}
              />
              <CheckboxField
                label="Featured"
                checked={values.featured}
                onChange={(v) => setValue('featured', v)}
                disabled={saving}
              />
              {post && (
                <PreviewLink to={`/admin/blog/${post.id}/preview`} target="_blank" rel="noopener">
                  Preview saved version
                </PreviewLink>
              )}
            </Flags>
          ),
          featured: () => null,
        }}
      />
      <ImagePicker
        label="Cover image (optional)"
        {...imageFieldProps(field('coverImage'), field('coverAlt'))}
        currentUrl={post?.coverImage}
        disabled={saving}
        recommendation="Recommended 1200x600, JPG, PNG or WebP"
      />
    </FormModal>
  );
}

const Flags = styled.div`
  ${wrapRow(6)}
`;

const PreviewLink = styled(Link)`
  margin-left: auto;
  font-weight: 600;
  color: ${theme.colors.primary};
`;
