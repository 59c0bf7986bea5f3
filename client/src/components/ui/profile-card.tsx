import { useState, type ReactNode } from 'react';
import { FaLinkedinIn } from 'react-icons/fa';
import { FaXTwitter } from 'react-icons/fa6';
import { FiMail } from 'react-icons/fi';
import styled from 'styled-components';
import type { ResponsivePictureFragment } from '../../gql/graphql';
import { circleIcon } from './css-helpers';
import { Card, clampLines } from './layout-primitives';
import { ResponsiveImage } from './responsive-image';
import { theme } from '../../shared/theme';

export interface ProfileLink {
  href: string;
  /** Accessible name of the icon-only link, e.g. 'Email Ayesha Rahman'. */
  label: string;
  icon: ReactNode;
  /** Opens in a new tab (profiles on other sites); mailto links stay in place. */
  external?: boolean;
}

interface ProfileCardProps {
  name: string;
  role: string;
  bio: string;
  picture: ResponsivePictureFragment;
  links?: ProfileLink[];
  /** More about the person under the role (a feature's own field, e.g. a location); left out when empty. */
  details?: ReactNode;
}

/** The icon links for the contacts a person has (email, LinkedIn, Twitter/X), each named after them. */
export function personLinks(person: { name: string; email: string; linkedin: string | null; twitter?: string | null }) {
  const links: ProfileLink[] = [];
  if (person.email) links.push({ href: `mailto:${person.email}`, label: `Email ${person.name}`, icon: <FiMail aria-hidden /> });
  if (person.linkedin) {
    links.push({
      href: person.linkedin,
      label: `${person.name} on LinkedIn`,
      icon: <FaLinkedinIn aria-hidden />,
      external: true,
    });
  }
  if (person.twitter) {
    links.push({ href: person.twitter, label: `${person.name} on Twitter/X`, icon: <FaXTwitter aria-hidden />, external: true });
  }
  return links;
}

/**
 * A person's card (founders, team members): photo, name, role, bio and icon links.
 * SPEC §9: the bio is clamped to five lines; the full text stays in the DOM for screen readers.
 */
export function ProfileCard({ name, role, bio, picture, links = [], details }: ProfileCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Card>
      <Photo>
        {imageFailed || !picture.url ? (
          <Initials role="img" aria-label={name}>
            {initialsOf(name)}
          </Initials>
        ) : (
          // Below the fold on every page that shows people, so it loads lazily; the frame's aspect ratio keeps the layout still.
          <ResponsiveImage
            picture={picture}
            slot="profile"
            defaultAlt={name}
            fallbackSize={{ width: 480, height: 480 }}
            onError={() => setImageFailed(true)}
          />
        )}
      </Photo>
      <Body>
        <h3>{name}</h3>
        <Role>{role}</Role>
        {details}
        <Bio>{bio}</Bio>
        {links.length > 0 && (
          <Links>
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  title={link.label}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </Links>
        )}
      </Body>
    </Card>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

const Photo = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.surface};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${theme.transition};
  }
  ${Card}:hover & img {
    transform: scale(1.03);
  }
`;

const Initials = styled.div`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  font-size: 3rem;
  font-weight: 700;
  color: ${theme.colors.primary};
`;

const Body = styled.div`
  padding: ${theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  flex: 1;
  h3 {
    font-size: 1.125rem;
  }
`;

const Role = styled.p`
  color: ${theme.colors.primary};
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Bio = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.9375rem;
  ${clampLines(5)}
`;

const Links = styled.ul`
  list-style: none;
  margin: auto 0 0;
  padding: ${theme.space(2)} 0 0;
  display: flex;
  gap: ${theme.space(2)};
  a {
    ${circleIcon('40px')}
    color: ${theme.colors.muted};
    font-size: 1.05rem;
    transition:
      color ${theme.transition},
      border-color ${theme.transition};
  }
  a:hover {
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }
`;
