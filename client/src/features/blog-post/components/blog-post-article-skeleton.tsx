import { DetailPageSkeleton } from '../../../components/ui/detail-parts';
import { Skeleton, SkeletonStack } from '../../../components/ui/skeleton';

/** The post page's shape while it loads: back link, cover, meta, title, excerpt and paragraphs. */
export function BlogPostArticleSkeleton() {
  return (
    <DetailPageSkeleton
      label="Loading post…"
      testId="blog-post-article-skeleton"
      narrow
      backLinkWidth="140px"
      imageAspect="1200 / 630"
    >
      <SkeletonStack>
        <Skeleton $width="45%" $height="0.875rem" />
        <Skeleton $width="85%" $height="2.5rem" />
        <Skeleton $width="70%" $height="1.25rem" />
      </SkeletonStack>
      <SkeletonStack>
        <Skeleton />
        <Skeleton />
        <Skeleton $width="92%" />
        <Skeleton $width="80%" />
        <Skeleton />
        <Skeleton $width="60%" />
      </SkeletonStack>
    </DetailPageSkeleton>
  );
}
