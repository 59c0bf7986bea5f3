import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../shared/theme';
import { BackLink } from './back-link';
import { Container, VisuallyHidden } from './layout-primitives';
import { Skeleton } from './skeleton';

interface DetailPageProps {
  /** The list page to go back to, e.g. '/products', and the link's text. */
  backTo: string;
  backLabel: string;
  /** A reading column (820px) instead of the full page width. */
  narrow?: boolean;
  /** Styles from `styled(DetailPage)`, for the article. */
  className?: string;
  children: ReactNode;
}

/** A public detail page (post, product): a 'Back to …' link above the record's content. */
export function DetailPage({ backTo, backLabel, narrow = false, className, children }: DetailPageProps) {
  return (
    <Container>
      <Column $narrow={narrow} className={className}>
        <div>
          <BackLink to={backTo}>{backLabel}</BackLink>
        </div>
        {children}
      </Column>
    </Container>
  );
}

interface DetailPageSkeletonProps {
  /** What the screen reader hears, e.g. 'Loading product…'. */
  label: string;
  testId: string;
  narrow?: boolean;
  /** The back link's width and the lead image's shape, as on the loaded page. */
  backLinkWidth: string;
  imageAspect: string;
  /** The placeholders under the image. */
  children: ReactNode;
}

/** A detail page's shape while it loads: back link, lead image, then the page's own placeholders. */
export function DetailPageSkeleton({
  label,
  testId,
  narrow = false,
  backLinkWidth,
  imageAspect,
  children,
}: DetailPageSkeletonProps) {
  return (
    <Container>
      <Column as="div" $narrow={narrow} aria-busy="true" data-testid={testId}>
        <VisuallyHidden role="status">{label}</VisuallyHidden>
        <Skeleton $width={backLinkWidth} $height="1.25rem" />
        <Skeleton $height="auto" $aspect={imageAspect} $radius={theme.radius.lg} />
        {children}
      </Column>
    </Container>
  );
}

const Column = styled.article<{ $narrow: boolean }>`
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(8)} 0 ${theme.space(20)};
  ${({ $narrow }) =>
    $narrow &&
    css`
      max-width: 820px;
      margin: 0 auto;
    `}
`;

/** A detail page's title block; each page sets its own title size. */
export const DetailHeader = styled.header`
  display: grid;
  gap: ${theme.space(4)};
  h1 {
    letter-spacing: -0.02em;
  }
`;

/** The larger muted paragraph under a detail page's title. */
export const DetailLead = styled.p`
  font-size: clamp(1.0625rem, 2.5vw, 1.25rem);
  color: ${theme.colors.muted};
`;
