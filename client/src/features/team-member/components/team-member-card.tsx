import { personLinks, ProfileCard } from '../../../components/ui/profile-card';
import type { TeamMemberCardFragment } from '../../../gql/graphql';

/** SPEC §3 Team member: image, name, role, bio, and email / LinkedIn links when present. */
export function TeamMemberCard({ member }: { member: TeamMemberCardFragment }) {
  return (
    <ProfileCard name={member.name} role={member.role} bio={member.bio} picture={member.picture} links={personLinks(member)} />
  );
}
