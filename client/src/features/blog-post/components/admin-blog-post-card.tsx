import { FiClock, FiEye, FiStar } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { AdminCard, truncate } from '../../../components/admin/admin-card';
import type { AdminBlogPostFragment } from '../../../gql-admin/graphql';
import { formatPostDate } from '../format-post-date';
import { isScheduled } from './admin-blog-post-values';
import { theme } from '../../../shared/theme';

const scheduledTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Draft, Published, or Scheduled (published with a time still ahead: hidden from visitors until then). */
function status(post: AdminBlogPostFragment) {
  if (isScheduled(post))
    return {
      label: 'Scheduled',
      tone: 'primary' as const,
      title: `Goes public ${scheduledTime.format(new Date(post.publishAt!))}`,
    };
  return post.published ? { label: 'Published', tone: 'success' as const } : { label: 'Draft', tone: 'muted' as const };
}

/** SPEC §9: short texts on admin cards are cut at 100 characters. */
const EXCERPT_MAX = 100;

interface AdminBlogPostCardProps {
  post: AdminBlogPostFragment;
  onEdit: () => void;
  /** Absent for an author, whose role keeps no history. */
  onHistory?: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A post in the admin grid: cover, status badges, title, excerpt, author and date, and a link to preview it. */
export function AdminBlogPostCard({ post, onEdit, onHistory, onDelete, deleting }: AdminBlogPostCardProps) {
  const { label, tone, title } = status(post);
  return (
    <AdminCard
      name={post.title}
      image={post.coverImage}
      onEdit={onEdit}
      onHistory={onHistory}
      onDelete={onDelete}
      deleting={deleting}
    >
      <Stack>
        <Badges $clearActions={!post.coverImage}>
          <Badge $tone={tone} title={title}>
            {label === 'Scheduled' && <FiClock aria-hidden />}
            {label}
          </Badge>
          {post.featured && (
            <Badge $tone="primary">
              <FiStar aria-hidden /> Featured
            </Badge>
          )}
        </Badges>
        <Title>{post.title}</Title>
        <p>{truncate(post.excerpt, EXCERPT_MAX)}</p>
        <Meta>
          <span>{post.author}</span>
          <span aria-hidden>·</span>
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </Meta>
        {title && <Meta>{title}</Meta>}
        <PreviewLink to={`/admin/blog/${post.id}/preview`} aria-label={`Preview ${post.title}`}>
          <FiEye aria-hidden /> Preview
        </PreviewLink>
      </Stack>
    </AdminCard>
  );
}

const Badges = styled.div<{ $clearActions: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  /* Without a cover the edit and delete buttons sit over this row. */
  ${({ $clearActions }) =>
    $clearActions &&
    css`
      padding-right: ${theme.space(20)};
    `}
`;

const Badge = styled.span<{ $tone: 'success' | 'muted' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  border: 1px solid currentColor;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ $tone }) => theme.colors[$tone]};
`;

const PreviewLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${theme.colors.primary};
`;

const Title = styled.h3`
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  font-size: 0.85rem;
`;

/** AdminCard's body is a grid stretched to the row's height; a single child keeps these rows from spreading out. */
const Stack = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(2.5)};
`;
