import styled from 'styled-components';
import { DetailPageSkeleton } from '../../../components/ui/detail-parts';
import { Skeleton, SkeletonStack } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** The product page's shape while it loads: back link, banner, title, text and a side box. */
export function ProductDetailSkeleton() {
  return (
    <DetailPageSkeleton label="Loading product…" testId="product-detail-skeleton" backLinkWidth="160px" imageAspect="2 / 1">
      <SkeletonStack>
        <Skeleton $width="50%" $height="2.5rem" />
        <Skeleton $width="80%" $height="1.25rem" />
        <Skeleton $width="240px" $height="2.75rem" $radius={theme.radius.pill} />
      </SkeletonStack>
      <Columns>
        <SkeletonStack>
          <Skeleton $width="40%" $height="1.75rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton $width="90%" />
          <Skeleton $width="70%" />
        </SkeletonStack>
        <Skeleton $height="220px" $radius={theme.radius.lg} />
      </Columns>
    </DetailPageSkeleton>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${theme.media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;
