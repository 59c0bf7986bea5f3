import styled from 'styled-components';
import { Container, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** The post page's shape while it loads: back link, cover, meta, title, excerpt and paragraphs. */
export function BlogPostArticleSkeleton() {
  return (
    <Container>
      <Layout aria-busy="true" data-testid="blog-post-article-skeleton">
        <VisuallyHidden role="status">Loading post…</VisuallyHidden>
        <Skeleton $width="140px" $height="1.25rem" />
        <CoverSkeleton $height="auto" />
        <Stack>
          <Skeleton $width="45%" $height="0.875rem" />
          <Skeleton $width="85%" $height="2.5rem" />
          <Skeleton $width="70%" $height="1.25rem" />
        </Stack>
        <Stack>
          <Skeleton />
          <Skeleton />
          <Skeleton $width="92%" />
          <Skeleton $width="80%" />
          <Skeleton />
          <Skeleton $width="60%" />
        </Stack>
      </Layout>
    </Container>
  );
}

const Layout = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(8)} 0 ${theme.space(20)};
`;

const CoverSkeleton = styled(Skeleton)`
  aspect-ratio: 1200 / 630;
  border-radius: ${theme.radius.lg};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;
