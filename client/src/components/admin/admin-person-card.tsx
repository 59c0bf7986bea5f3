import type { ReactNode } from 'react';
import styled from 'styled-components';
import { clampLines } from '../ui/layout-primitives';
import { AdminCard } from './admin-card';
import { theme } from '../../shared/theme';

export interface PersonLink {
  href: string;
  /** e.g. 'LinkedIn': the link reads '{name} on LinkedIn' to screen readers. */
  network: string;
  icon: ReactNode;
}

interface AdminPersonCardProps {
  person: { name: string; role: string; bio: string; email: string; image: string };
  /** Profile links that are present (absent ones are left out by the caller). */
  links: PersonLink[];
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A founder or team member in an admin grid: photo, name, role, bio (SPEC §3: five lines), email and profile links. */
export function AdminPersonCard({ person, links, onEdit, onHistory, onDelete, deleting }: AdminPersonCardProps) {
  return (
    <AdminCard
      name={person.name}
      image={person.image}
      imageShape="round"
      onEdit={onEdit}
      onHistory={onHistory}
      onDelete={onDelete}
      deleting={deleting}
    >
      <Person>
        <h3>{person.name}</h3>
        <Role>{person.role}</Role>
        <Bio>{person.bio}</Bio>
        <Email href={`mailto:${person.email}`}>{person.email}</Email>
        {links.length > 0 && (
          <Links>
            {links.map((link) => (
              <a
                key={link.network}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${person.name} on ${link.network}`}
              >
                {link.icon}
              </a>
            ))}
          </Links>
        )}
      </Person>
    </AdminCard>
  );
}

const Person = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  justify-items: center;
  text-align: center;
  min-width: 0;
`;

const Role = styled.p`
  && {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

const Bio = styled.p`
  ${clampLines(5)}
`;

const Email = styled.a`
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: 0.9rem;
  color: ${theme.colors.text};
`;

const Links = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  a {
    display: inline-flex;
    padding: 8px;
    border-radius: 50%;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  a:hover {
    color: ${theme.colors.primary};
  }
`;
