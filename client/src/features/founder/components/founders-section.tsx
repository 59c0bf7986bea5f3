import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { Container, Section, SectionHeader } from '../../../components/ui/layout-primitives';
import { ProfileGrid } from '../../../components/ui/profile-grid';
import { PublicFoundersDocument } from '../../../gql/graphql';
import { FounderCard } from './founder-card';

/**
 * The founders, loaded from the server (home and about pages).
 * SPEC §4: skeletons while loading; a fetch error is only logged and the list shows empty.
 */
export function FoundersSection({ muted = false }: { muted?: boolean }) {
  const headingId = useId();
  const { data, loading, error } = useQuery(PublicFoundersDocument);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const founders = error ? [] : (data?.founders ?? []);

  return (
    <Section $muted={muted} aria-labelledby={headingId}>
      <Container>
        <SectionHeader
          id={headingId}
          title="Meet Our Founders"
          subtitle="The people who started it all, and who still work on every project with our clients."
        />
        <ProfileGrid
          items={founders}
          renderItem={(founder) => <FounderCard founder={founder} />}
          loading={loading}
          loadingLabel="Loading founders"
          emptyTitle="No founders to show yet"
          emptyMessage="Their profiles are on their way. Please check back soon."
        />
      </Container>
    </Section>
  );
}
