import styled from 'styled-components';
import { Card } from '../../../components/ui/layout-primitives';
import { CardSkeletonBody, Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** A placeholder the shape of a project card (SPEC §4: the work grid shows 6 while loading). */
export function ProjectCardSkeleton() {
  return (
    <Root as="div" data-testid="project-card-skeleton" aria-hidden>
      <Skeleton $height="auto" $aspect="3 / 2" $radius="0" />
      <Body>
        <Skeleton $height="0.75rem" $width="30%" />
        <Skeleton $height="1.5rem" $width="75%" />
        <Skeleton $height="0.875rem" />
        <Skeleton $height="0.875rem" $width="80%" />
        <Tags>
          <Skeleton $height="1.5rem" $width="64px" $radius={theme.radius.pill} />
          <Skeleton $height="1.5rem" $width="80px" $radius={theme.radius.pill} />
          <Skeleton $height="1.5rem" $width="56px" $radius={theme.radius.pill} />
        </Tags>
      </Body>
    </Root>
  );
}

const Root = styled(Card)`
  height: 100%;
`;

const Body = styled(CardSkeletonBody)`
  padding: ${theme.space(5)} ${theme.space(6)} ${theme.space(6)};
`;

const Tags = styled.div`
  display: flex;
  gap: ${theme.space(2)};
`;
