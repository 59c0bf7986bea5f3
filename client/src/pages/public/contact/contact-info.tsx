import type { ReactNode } from 'react';
import { FaLinkedin } from 'react-icons/fa';
import { FiCalendar, FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import styled from 'styled-components';
import { telHref, useSiteSettings } from '../../../shared/site-settings';
import { Button } from '../../../components/ui/button';
import { iconTile, surfacePanel, unstyledList } from '../../../components/ui/css-helpers';
import { theme } from '../../../shared/theme';

/**
 * SPEC §2 /contact: two phone numbers, the email, the address, the professional-network link, 'Book Meeting'.
 * The details are the admin's site settings.
 */
export function ContactInfo() {
  const settings = useSiteSettings();
  return (
    <Panel aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading">Contact Information</h2>
      <Intro>Reach us directly or leave a message, and we will reply within one business day.</Intro>
      <List>
        <Item icon={<FiPhone />} label="Phone">
          {settings.phones.map((phone, index) => (
            // By position: the admin may list a number twice.
            <a key={index} href={telHref(phone)}>
              {phone}
            </a>
          ))}
        </Item>
        <Item icon={<FiMail />} label="Email">
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </Item>
        <Item icon={<FiMapPin />} label="Address">
          <span>{settings.address}</span>
        </Item>
        {settings.linkedinUrl && (
          <Item icon={<FaLinkedin />} label="LinkedIn">
            <a href={settings.linkedinUrl} target="_blank" rel="noopener noreferrer">
              Follow us on LinkedIn
            </a>
          </Item>
        )}
      </List>
      <Meeting>
        <h3>Prefer to talk?</h3>
        <p>Book a free consultation with our team.</p>
        {/* SPEC §2: 'Book Meeting' has no target. */}
        <Button type="button" variant="secondary" icon={<FiCalendar aria-hidden />}>
          Book Meeting
        </Button>
      </Meeting>
    </Panel>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      <IconBadge aria-hidden>{icon}</IconBadge>
      <div>
        <ItemLabel>{label}</ItemLabel>
        <ItemBody>{children}</ItemBody>
      </div>
    </li>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  align-content: start;
  h2 {
    font-size: 1.5rem;
  }
`;

const Intro = styled.p`
  color: ${theme.colors.muted};
`;

const List = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${theme.space(5)};
  li {
    display: flex;
    gap: ${theme.space(4)};
    align-items: flex-start;
    min-width: 0;
  }
  li > div {
    min-width: 0;
  }
`;

const IconBadge = styled.span`
  ${iconTile('44px')}
  font-size: 1.2rem;
`;

const ItemLabel = styled.p`
  font-weight: 600;
`;

const ItemBody = styled.div`
  display: grid;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meeting = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  justify-items: start;
  padding: ${theme.space(6)};
  ${surfacePanel}
  h3 {
    font-size: 1.125rem;
  }
  p {
    color: ${theme.colors.muted};
  }
`;
