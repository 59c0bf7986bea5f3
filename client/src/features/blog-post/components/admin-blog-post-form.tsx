import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CheckboxField, TextField } from '../../../components/admin/form-fields';
import { RecordFields } from '../../../components/admin/record-form/record-fields';
import { BLOG_POST_RECORD } from '@field-rules/records/blog-post';
import { ImagePicker, imageFieldProps } from '../../../components/admin/image-picker';
import { FormModal } from '../../../components/admin/form-modal';
import type { ListFormHandlers } from '../../../components/admin/admin-list-screen';
import { useForm } from '../../../components/forms/use-form';
import { slugFromTitle } from '@field-rules';
import type { AdminBlogPostFragment } from '../../../gql-admin/graphql';
import { RichTextField, BlogContentPreview, useAccessibilityCheck } from '../../rich-text';
import { toFormValues, validateBlogPost, type BlogPostFormValues } from './admin-blog-post-values';
import { wrapRow } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

interface AdminBlogPostFormProps extends ListFormHandlers<BlogPostFormValues> {
  /** The post to edit; absent for a new one. */
  post?: AdminBlogPostFragment | null;
  /** False for an author: the post stays a draft, and Published says an editor publishes it. */
  canPublish?: boolean;
}

/** Create or edit a blog post in a modal (SPEC §2, §5). */
export function AdminBlogPostForm({ post, canPublish = true, onSubmit: save, onClose, conflict }: AdminBlogPostFormProps) {
  const creating = !post;
  const { values, errors, submitting, setValue, handleSubmit, field, draft } = useForm<BlogPostFormValues>({
    initialValues: toFormValues(post),
    validate: validateBlogPost,
    draftKey: `BlogPost:${post?.id ?? 'new'}`,
  });
  // SPEC §5: on create the slug follows the title until the admin edits the slug itself.
  const [slugEdited, setSlugEdited] = useState(!creating);
  const accessibility = useAccessibilityCheck();
  const saving = accessibility.checking || submitting;

  const onTitleChange = (title: string) => {
    setValue('title', title);
    if (!slugEdited) setValue('slug', slugFromTitle(title));
  };

  const onSubmit = handleSubmit(async (current) => {
    // Issue 31: what some readers would miss in the content is shown first; the editor may save (or publish) anyway.
    const action = current.published && canPublish ? 'publish' : 'save';
    if (!(await accessibility.check(current.content, { action, resubmit: () => void onSubmit() }))) return;
    return save(current);
  });

  const submitLabel = creating ? 'Create Post' : 'Update Post';
  return (
    <FormModal
      draft={draft}
      conflict={conflict}
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
