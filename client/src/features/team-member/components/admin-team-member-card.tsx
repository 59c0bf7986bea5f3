import { FaLinkedinIn } from 'react-icons/fa';
import styled from 'styled-components';
import { AdminCard } from '../../../components/admin/admin-card';
import { clampLines } from '../../../components/ui/layout-primitives';
import type { TeamMemberCardFragment } from '../../../gql-admin/graphql';

interface AdminTeamMemberCardProps {
  member: TeamMemberCardFragment;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A team member in the admin grid: photo, name, role, bio (SPEC §3: five lines), email and LinkedIn link. */
export function AdminTeamMemberCard({ member, onEdit, onDelete, deleting }: AdminTeamMemberCardProps) {
  return (
    <AdminCard name={member.name} image={member.image} imageShape="round" onEdit={onEdit} onDelete={onDelete} deleting={deleting}>
      <Person>
        <h3>{member.name}</h3>
        <Role>{member.role}</Role>
        <Bio>{member.bio}</Bio>
        <Email href={`mailto:${member.email}`}>{member.email}</Email>
        {member.linkedin && (
          <Links>
            <a href={member.linkedin} target="_blank" rel="noopener noreferrer" aria-label={`${member.name} on LinkedIn`}>
              <FaLinkedinIn aria-hidden />
            </a>
          </Links>
        )}
      </Person>
    </AdminCard>
  );
}

const Person = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: center;
  text-align: center;
  min-width: 0;
`;

const Role = styled.p`
  && { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;

const Bio = styled.p`
  ${clampLines(5)}
`;

const Email = styled.a`
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Links = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    padding: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover { color: ${({ theme }) => theme.colors.primary}; }
`;
