import { FiExternalLink } from 'react-icons/fi';
import styled from 'styled-components';
import { AdminCard } from '../../../components/admin/admin-card';
import type { PartnerCardFragment } from '../../../gql-admin/graphql';
import { theme } from '../../../shared/theme';

interface AdminPartnerCardProps {
  partner: PartnerCardFragment;
  onEdit: () => void;
  onHistory: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

/** A partner in the admin grid: logo, name and a link to the partner's website. */
export function AdminPartnerCard({ partner, onEdit, onHistory, onDelete, deleting }: AdminPartnerCardProps) {
  return (
    <AdminCard
      name={partner.name}
      image={partner.logo}
      onEdit={onEdit}
      onHistory={onHistory}
      onDelete={onDelete}
      deleting={deleting}
    >
      <h3>{partner.name}</h3>
      <Website href={partner.website} target="_blank" rel="noopener noreferrer">
        <span>{partner.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</span>
        <FiExternalLink aria-hidden />
      </Website>
    </AdminCard>
  );
}

const Website = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  max-width: 100%;
  font-size: 0.9rem;
  color: ${theme.colors.primary};
  span {
    overflow-wrap: anywhere;
  }
`;
