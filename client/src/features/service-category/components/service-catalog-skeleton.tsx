import styled from 'styled-components';
import { Card, Grid, Stack, VisuallyHidden } from '../../../components/ui/layout-primitives';
import { Skeleton } from '../../../components/ui/skeleton';
import { theme } from '../../../shared/theme';

/** SPEC §4: services load as 3 groups of 3 placeholder cards. */
export const SERVICE_SKELETON_GROUPS = 3;
export const SERVICE_SKELETON_CARDS_PER_GROUP = 3;

/** Placeholders shaped like the loaded catalogue, so nothing jumps when the data arrives. */
export function ServiceCatalogSkeleton() {
  return (
    <Stack $gap={16} aria-busy="true">
      <VisuallyHidden role="status">Loading services…</VisuallyHidden>
      {Array.from({ length: SERVICE_SKELETON_GROUPS }, (_, group) => (
        <Stack $gap={6} key={group} data-testid="service-group-skeleton">
          <Skeleton $height="2rem" $width="240px" />
          <Grid $columns={3}>
            {Array.from({ length: SERVICE_SKELETON_CARDS_PER_GROUP }, (__, card) => (
              <CardSkeleton as="div" key={card} data-testid="service-card-skeleton" aria-hidden>
                <Skeleton $height="56px" $width="56px" />
                <Skeleton $height="1.5rem" $width="70%" />
                <Skeleton $height="0.875rem" />
                <Skeleton $height="0.875rem" $width="85%" />
                <Lines>
                  <Skeleton $height="0.875rem" $width="60%" />
                  <Skeleton $height="0.875rem" $width="65%" />
                  <Skeleton $height="0.875rem" $width="55%" />
                </Lines>
              </CardSkeleton>
            ))}
          </Grid>
        </Stack>
      ))}
    </Stack>
  );
}

const CardSkeleton = styled(Card)`
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
`;

const Lines = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
`;
