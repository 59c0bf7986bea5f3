import styled from 'styled-components';
import { Grid, Stack } from '../../../components/ui/layout-primitives';
import type { ServiceCategoryGroupFragment } from '../../../gql/graphql';
import { ServiceCard } from './service-card';
import { theme } from '../../../shared/theme';

/** A category heading with the grid of its services. */
export function ServiceCategorySection({ group }: { group: ServiceCategoryGroupFragment }) {
  const headingId = `service-category-${group.id}`;
  return (
    <Stack as="section" $gap={6} aria-labelledby={headingId}>
      <Heading id={headingId}>{group.category}</Heading>
      <Grid $columns={3}>
        {group.services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </Grid>
    </Stack>
  );
}

const Heading = styled.h2`
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  /* A search hit's link (/services#service-category-…) lands here: below the fixed bar, not under it. */
  scroll-margin-top: calc(${theme.navHeight} + ${theme.space(4)});
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  &::before {
    content: '';
    width: 6px;
    height: 1.1em;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.primary};
  }
`;
