import { FiCalendar, FiUser } from 'react-icons/fi';
import styled from 'styled-components';
import { formatPostDate } from '../format-post-date';
import { theme } from '../../../shared/theme';

/** Date (en-US long) and author of a post, shown on cards and on the post page. */
export function BlogPostMeta({ createdAt, author, className }: { createdAt: string; author: string; className?: string }) {
  return (
    <Meta className={className}>
      <span>
        <FiCalendar aria-hidden />
        <time dateTime={createdAt}>{formatPostDate(createdAt)}</time>
      </span>
      <span>
        <FiUser aria-hidden />
        {author}
      </span>
    </Meta>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space(1)} ${theme.space(4)}`};
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1.5)};
  }
`;
