import styled from 'styled-components';
import { Card } from '../../../components/ui/layout-primitives';
import { Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** Placeholder with a product card's shape, so the grid does not jump when data arrives. */
export function ProductCardSkeleton() {
  return (
    <Card data-testid="product-card-skeleton" aria-hidden>
      <BannerSkeleton $height="auto" />
      <Body>
        <Skeleton $height="1.5rem" $width="60%" />
        <Skeleton />
        <Skeleton $width="85%" />
        <Skeleton $width="70%" />
        <Skeleton $width="75%" />
        <Skeleton $width="65%" />
      </Body>
    </Card>
  );
}

const BannerSkeleton = styled(Skeleton)`
  aspect-ratio: 2 / 1;
  border-radius: 0;
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
`;
