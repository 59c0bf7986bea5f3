import { FaLinkedinIn } from 'react-icons/fa';
import { FaXTwitter } from 'react-icons/fa6';
import { AdminPersonCard, type PersonLink } from '../../../components/admin/admin-person-card';
import type { FounderCardFragment } from '../../../gql-admin/graphql';

interface AdminFounderCardProps {
  founder: FounderCardFragment;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A founder in the admin grid, with LinkedIn and Twitter/X links when present. */
export function AdminFounderCard({ founder, ...actions }: AdminFounderCardProps) {
  const links: PersonLink[] = [];
  if (founder.linkedin) links.push({ href: founder.linkedin, network: 'LinkedIn', icon: <FaLinkedinIn aria-hidden /> });
  if (founder.twitter) links.push({ href: founder.twitter, network: 'Twitter/X', icon: <FaXTwitter aria-hidden /> });
  return <AdminPersonCard person={founder} links={links} {...actions} />;
}
