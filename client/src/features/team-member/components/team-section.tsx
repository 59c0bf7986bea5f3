import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { Container, Section, SectionHeader } from '../../../components/ui/layout-primitives';
import { ProfileGrid } from '../../../components/ui/profile-grid';
import { PublicTeamMembersDocument } from '../../../gql/graphql';
import { TeamMemberCard } from './team-member-card';

/**
 * 'Meet Our Team', loaded from the server (about page).
 * SPEC §4: skeletons while loading; a fetch error is only logged and the list shows empty.
 */
export function TeamSection({ muted = false }: { muted?: boolean }) {
  const headingId = useId();
  const { data, loading, error } = useQuery(PublicTeamMembersDocument);

  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const members = error ? [] : (data?.teamMembers ?? []);

  return (
    <Section $muted={muted} aria-labelledby={headingId}>
      <Container>
        <SectionHeader
          id={headingId}
          title="Meet Our Team"
          subtitle="Engineers, designers and AI specialists who turn ideas into dependable software."
        />
        <ProfileGrid
          items={members}
          renderItem={(member) => <TeamMemberCard member={member} />}
          loading={loading}
          loadingLabel="Loading team members"
          emptyTitle="No team members to show yet"
          emptyMessage="Their profiles are on their way. Please check back soon."
        />
      </Container>
    </Section>
  );
}
