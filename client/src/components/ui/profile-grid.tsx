import { Fragment, type ReactNode } from 'react';
import { FiUsers } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { EmptyState } from './empty-state';
import { Grid, VisuallyHidden } from './layout-primitives';
import { Skeleton } from './skeleton';
import { theme } from '../../shared/theme';

interface ProfileGridProps<T extends { id: string }> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  loading: boolean;
  /** Read to screen readers while loading, e.g. 'Loading founders'. */
  loadingLabel: string;
  /** Shown when loading ended with nobody to show (an empty list, or a fetch error that was logged). */
  emptyTitle: string;
  emptyMessage?: string;
  /** SPEC §4: founders and team show 4 placeholders. */
  skeletonCount?: number;
}

/**
 * The people grid: 4 columns on wide screens (SPEC §9), one placeholder card per skeleton while loading,
 * and a short message when there is nobody to show.
 */
export function ProfileGrid<T extends { id: string }>({
  items,
  renderItem,
  loading,
  loadingLabel,
  emptyTitle,
  emptyMessage,
  skeletonCount = 4,
}: ProfileGridProps<T>) {
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        <Grid $columns={4}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </Grid>
      </div>
    );
  }
  if (items.length === 0) return <EmptyState icon={<FiUsers />} title={emptyTitle} message={emptyMessage} headingLevel="h3" />;
  return (
    <PeopleGrid $columns={4} $count={items.length}>
      {items.map((item) => (
        <Fragment key={item.id}>{renderItem(item)}</Fragment>
      ))}
    </PeopleGrid>
  );
}

/** With fewer people than columns, the cards keep their 4-column width and sit centred instead of hugging the left edge. */
const PeopleGrid = styled(Grid)<{ $count: number }>`
  ${theme.media.lg} {
    ${({ $count }) =>
      $count < 4 &&
      css`
        grid-template-columns: repeat(${$count}, calc((100% - 3 * ${theme.space(6)}) / 4));
        justify-content: center;
      `}
  }
`;

/** One block per card, shaped like a card (square photo plus text) so nothing jumps when the data arrives. */
const CardSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: 3 / 4.6;
  border-radius: ${theme.radius.lg};
`;
