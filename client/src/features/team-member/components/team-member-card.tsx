import { FaLinkedinIn } from 'react-icons/fa';
import { FiMail } from 'react-icons/fi';
import { ProfileCard, type ProfileLink } from '../../../components/ui/profile-card';
import type { TeamMemberCardFragment } from '../../../gql/graphql';

/** SPEC §3 Team member: image, name, role, bio, and email / LinkedIn links when present. */
export function TeamMemberCard({ member }: { member: TeamMemberCardFragment }) {
  const links: ProfileLink[] = [];
  if (member.email) links.push({ href: `mailto:${member.email}`, label: `Email ${member.name}`, icon: <FiMail aria-hidden /> });
  if (member.linkedin) {
    links.push({
      href: member.linkedin,
      label: `${member.name} on LinkedIn`,
      icon: <FaLinkedinIn aria-hidden />,
      external: true,
    });
  }
  return <ProfileCard name={member.name} role={member.role} bio={member.bio} picture={member.picture} links={links} />;
}
