import { FaLinkedinIn } from 'react-icons/fa';
import { FaXTwitter } from 'react-icons/fa6';
import { FiMail } from 'react-icons/fi';
import { ProfileCard, type ProfileLink } from '../../../components/ui/profile-card';
import type { FounderCardFragment } from '../../../gql/graphql';

/** SPEC §3 Founder: image, name, role, bio (5 lines), and email / LinkedIn / Twitter links when present. */
export function FounderCard({ founder }: { founder: FounderCardFragment }) {
  const links: ProfileLink[] = [];
  if (founder.email)
    links.push({ href: `mailto:${founder.email}`, label: `Email ${founder.name}`, icon: <FiMail aria-hidden /> });
  if (founder.linkedin) {
    links.push({
      href: founder.linkedin,
      label: `${founder.name} on LinkedIn`,
      icon: <FaLinkedinIn aria-hidden />,
      external: true,
    });
  }
  if (founder.twitter) {
    links.push({
      href: founder.twitter,
      label: `${founder.name} on Twitter/X`,
      icon: <FaXTwitter aria-hidden />,
      external: true,
    });
  }
  return <ProfileCard name={founder.name} role={founder.role} bio={founder.bio} picture={founder.picture} links={links} />;
}
