import { FaLinkedinIn } from 'react-icons/fa';
import { AdminPersonCard } from '../../../components/admin/admin-person-card';
import type { TeamMemberCardFragment } from '../../../gql-admin/graphql';

interface AdminTeamMemberCardProps {
  member: TeamMemberCardFragment;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A team member in the admin grid, with a LinkedIn link when present. */
export function AdminTeamMemberCard({ member, ...actions }: AdminTeamMemberCardProps) {
  const links = member.linkedin ? [{ href: member.linkedin, network: 'LinkedIn', icon: <FaLinkedinIn aria-hidden /> }] : [];
  return <AdminPersonCard person={member} links={links} {...actions} />;
}
