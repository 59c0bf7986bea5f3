import { FaFacebook, FaGithub, FaLinkedin, FaXTwitter } from 'react-icons/fa6';
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { telHref, useSiteSettings } from '../../shared/site-settings';
import { Container } from '../ui/layout-primitives';
import { Logo } from './logo';
import { theme } from '../../shared/theme';

/**
 * SPEC §2: Quick Links, contact details, professional-network and mailto links, copyright with the current year.
 * The company's details and social links are the admin's site settings.
 */
export const QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/work', label: 'Our Work' },
  { to: '/products', label: 'Products' },
  { to: '/blog', label: 'Blog' },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const social = [
    { href: settings.linkedinUrl, label: 'LinkedIn', Icon: FaLinkedin },
    { href: settings.twitterUrl, label: 'X (Twitter)', Icon: FaXTwitter },
    { href: settings.githubUrl, label: 'GitHub', Icon: FaGithub },
    { href: settings.facebookUrl, label: 'Facebook', Icon: FaFacebook },
  ].filter((link) => link.href);
  return (
    <FooterBar>
      <Container>
        <Columns>
          <div>
            <Logo />
            <Blurb>Building the future with AI-powered software, from Islamabad to the world.</Blurb>
            <Social>
              {social.map(({ href, label, Icon }) => (
                <a key={label} href={href!} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  <Icon aria-hidden />
                </a>
              ))}
              <a href={`mailto:${settings.email}`} aria-label={`Email ${settings.email}`}>
                <FiMail aria-hidden />
              </a>
            </Social>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h3 id="footer-quick-links">Quick Links</h3>
            <ul>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h3>Contact</h3>
            <ul>
              {settings.phones.map((phone, index) => (
                // By position: the admin may list a number twice.
                <li key={index}>
                  <FiPhone aria-hidden /> <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
              <li>
                <FiMail aria-hidden /> <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
              <li>
                <FiMapPin aria-hidden /> {settings.address}
              </li>
            </ul>
          </div>
        </Columns>
        <Copyright>
          © {year} {settings.companyName}. All rights reserved.
        </Copyright>
      </Container>
    </FooterBar>
  );
}

const FooterBar = styled.footer`
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  padding: ${theme.space(16)} 0 ${theme.space(8)};
  h3 {
    font-size: 1rem;
    margin-bottom: ${theme.space(4)};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${theme.space(2)};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: ${theme.colors.muted};
  }
  a {
    color: ${theme.colors.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
  }
  img {
    height: 36px;
    width: auto;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  ${theme.media.md} {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
`;

const Blurb = styled.p`
  margin-top: ${theme.space(4)};
  color: ${theme.colors.muted};
  max-width: 360px;
`;

const Social = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
  font-size: 1.4rem;
`;

const Copyright = styled.p`
  margin-top: ${theme.space(12)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.colors.border};
  text-align: center;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;
