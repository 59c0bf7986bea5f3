import styled from 'styled-components';
import { Container, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** The product page's shape while it loads: back link, banner, title, text and a side box. */
export function ProductDetailSkeleton() {
  return (
    <Container>
      <Layout aria-busy="true" data-testid="product-detail-skeleton">
        <VisuallyHidden role="status">Loading product…</VisuallyHidden>
        <Skeleton $width="160px" $height="1.25rem" />
        <BannerSkeleton $height="auto" />
        <Stack>
          <Skeleton $width="50%" $height="2.5rem" />
          <Skeleton $width="80%" $height="1.25rem" />
          <PillSkeleton $width="240px" $height="2.75rem" />
        </Stack>
        <Columns>
          <Stack>
            <Skeleton $width="40%" $height="1.75rem" />
            <Skeleton />
            <Skeleton />
            <Skeleton $width="90%" />
            <Skeleton $width="70%" />
          </Stack>
          <BoxSkeleton $height="220px" />
        </Columns>
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(8)} 0 ${theme.space(20)};
`;

const BannerSkeleton = styled(Skeleton)`
  aspect-ratio: 2 / 1;
  border-radius: ${theme.radius.lg};
`;

const PillSkeleton = styled(Skeleton)`
  border-radius: ${theme.radius.pill};
`;

const BoxSkeleton = styled(Skeleton)`
  border-radius: ${theme.radius.lg};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${theme.media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;
