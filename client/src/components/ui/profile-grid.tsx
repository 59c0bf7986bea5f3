import { Fragment, useId, type ReactNode } from 'react';
import { FiUsers } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { EmptyState } from './empty-state';
import { Container, Grid, Section, SectionHeader, VisuallyHidden } from './layout-primitives';
import { Skeleton } from './skeleton';
import { theme } from '../../shared/theme';

interface ProfileSectionProps<T extends { id: string }> {
  title: string;
  subtitle: string;
  /** The section's id, for links to it (e.g. /about#team, where the site search sends a team member's hit). */
  id?: string;
  /** The surface background, alternating with the neighbouring sections. */
  muted?: boolean;
  /** The people, from `usePublicList`. */
  list: { items: readonly T[]; loading: boolean };
  renderItem: (item: T) => ReactNode;
  /** Read to screen readers while loading, e.g. 'Loading founders'. */
  loadingLabel: string;
  /** Shown when loading ended with nobody to show (an empty list, or a fetch error that was logged). */
  emptyTitle: string;
}

/** SPEC §4: founders and team show 4 placeholders. */
const SKELETON_COUNT = 4;

/**
 * A section of people (founders, team) under a centred heading: 4 columns on wide screens (SPEC §9),
 * one placeholder card per skeleton while loading, and a short message when there is nobody to show.
 */
export function ProfileSection<T extends { id: string }>({
  title,
  subtitle,
  id,
  muted = false,
  list,
  renderItem,
  loadingLabel,
  emptyTitle,
}: ProfileSectionProps<T>) {
  const headingId = useId();
  return (
    <Section id={id} $muted={muted} aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={title} subtitle={subtitle} />
        <ProfileGrid list={list} renderItem={renderItem} loadingLabel={loadingLabel} emptyTitle={emptyTitle} />
      </Container>
    </Section>
  );
}

function ProfileGrid<T extends { id: string }>({
  list: { items, loading },
  renderItem,
  loadingLabel,
  emptyTitle,
}: Pick<ProfileSectionProps<T>, 'list' | 'renderItem' | 'loadingLabel' | 'emptyTitle'>) {
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        <Grid $columns={4}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // Shaped like a card (square photo plus text) so nothing jumps when the data arrives.
            <Skeleton key={index} $height="auto" $aspect="3 / 4.6" $radius={theme.radius.lg} />
          ))}
        </Grid>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<FiUsers />}
        title={emptyTitle}
        message="Their profiles are on their way. Please check back soon."
        headingLevel="h3"
      />
    );
  }
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
