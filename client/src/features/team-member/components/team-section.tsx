import { ProfileSection } from '../../../components/ui/profile-grid';
import { usePublicList } from '../../../components/ui/use-public-list';
import { PublicTeamMembersDocument } from '../../../gql/graphql';
import { TeamMemberCard } from './team-member-card';

/**
 * 'Meet Our Team', loaded from the server (about page).
 * SPEC §4: skeletons while loading; a fetch error is only logged and the list shows empty.
 */
export function TeamSection({ muted = false }: { muted?: boolean }) {
  const list = usePublicList(PublicTeamMembersDocument, (data) => data.teamMembers);
  return (
    <ProfileSection {...SECTION_TEXTS} muted={muted} list={list} renderItem={(member) => <TeamMemberCard member={member} />} />
  );
}

const SECTION_TEXTS = {
  // The site search sends a team member's hit to /about#team.
  id: 'team',
  title: 'Meet Our Team',
  subtitle: 'Engineers, designers and AI specialists who turn ideas into dependable software.',
  loadingLabel: 'Loading team members',
  emptyTitle: 'No team members to show yet',
};

TeamSection.firstQueries = () => [{ document: PublicTeamMembersDocument }];
