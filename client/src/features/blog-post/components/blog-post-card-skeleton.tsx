import styled from 'styled-components';
import { Card } from '../../../components/ui/layout-primitives';
import { Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** Placeholder with a post card's shape, so the grid does not jump when data arrives. */
export function BlogPostCardSkeleton() {
  return (
    <Card data-testid="blog-post-card-skeleton" aria-hidden>
      <CoverSkeleton $height="auto" />
      <Body>
        <Skeleton $width="55%" $height="0.875rem" />
        <Skeleton $width="90%" $height="1.5rem" />
        <Skeleton />
        <Skeleton $width="95%" />
        <Skeleton $width="60%" />
        <PillSkeleton $width="96px" $height="1.5rem" />
      </Body>
    </Card>
  );
}

const CoverSkeleton = styled(Skeleton)`
  aspect-ratio: 1200 / 630;
  border-radius: 0;
`;

const PillSkeleton = styled(Skeleton)`
  border-radius: ${theme.radius.pill};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
`;
