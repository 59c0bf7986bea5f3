import { FaLinkedinIn } from 'react-icons/fa';
import { FaXTwitter } from 'react-icons/fa6';
import styled from 'styled-components';
import { AdminCard } from '../../../components/admin/admin-card';
import { clampLines } from '../../../components/ui/layout-primitives';
import type { FounderCardFragment } from '../../../gql-admin/graphql';

interface AdminFounderCardProps {
  founder: FounderCardFragment;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A founder in the admin grid: photo, name, role, bio (SPEC §3: five lines), email and profile links. */
export function AdminFounderCard({ founder, onEdit, onDelete, deleting }: AdminFounderCardProps) {
  return (
    <AdminCard name={founder.name} image={founder.image} imageShape="round" onEdit={onEdit} onDelete={onDelete} deleting={deleting}>
      <Person>
        <h3>{founder.name}</h3>
        <Role>{founder.role}</Role>
        <Bio>{founder.bio}</Bio>
        <Email href={`mailto:${founder.email}`}>{founder.email}</Email>
        {(founder.linkedin || founder.twitter) && (
          <Links>
            {founder.linkedin && (
              <a href={founder.linkedin} target="_blank" rel="noopener noreferrer" aria-label={`${founder.name} on LinkedIn`}>
                <FaLinkedinIn aria-hidden />
              </a>
            )}
            {founder.twitter && (
              <a href={founder.twitter} target="_blank" rel="noopener noreferrer" aria-label={`${founder.name} on Twitter/X`}>
                <FaXTwitter aria-hidden />
              </a>
            )}
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
