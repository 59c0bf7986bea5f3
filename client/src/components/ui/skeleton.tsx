import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '../../shared/theme';
import { Card } from './layout-primitives';

const pulse = keyframes`50% { opacity: 0.5; }`;

/** A grey placeholder block shown while data loads (SPEC §4 skeleton counts per page). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-testid': 'skeleton' })<{
  $height?: string;
  $width?: string;
  $radius?: string;
  /** An image's shape (with `$height="auto"`), e.g. '2 / 1'. */
  $aspect?: string;
}>`
  background: ${theme.colors.skeleton};
  border-radius: ${({ $radius }) => $radius ?? theme.radius.md};
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  ${({ $aspect }) =>
    $aspect &&
    css`
      aspect-ratio: ${$aspect};
    `}
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

/** Skeleton lines stacked with the spacing of the text they stand for. */
export const SkeletonStack = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

/** The text part of a card skeleton, under its image. */
export const CardSkeletonBody = styled(SkeletonStack)`
  padding: ${theme.space(6)};
`;

/** A list card's placeholder: the image's shape (e.g. '2 / 1'), then the text placeholders given as children. */
export function CardSkeleton({ testId, imageAspect, children }: { testId: string; imageAspect: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} aria-hidden>
      <Skeleton $height="auto" $aspect={imageAspect} $radius="0" />
      <CardSkeletonBody>{children}</CardSkeletonBody>
    </Card>
  );
}
